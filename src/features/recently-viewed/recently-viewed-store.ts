import { del, get, update } from 'idb-keyval'
import { useSyncExternalStore } from 'react'
import * as z from 'zod/mini'

export const RECENTLY_VIEWED_LIMIT = 20
const STORAGE_KEY = 'recently-viewed:products'

const recentlyViewedSchema = z.object({
  /** Storefront product GID, or `own:{slug}` for an own-API product. */
  id: z.string(),
  /** The `/product/$handle` parameter: a storefront handle or an own-API slug. */
  handle: z.string(),
  title: z.string(),
  image: z.nullable(
    z.object({ url: z.string(), width: z.nullable(z.number()), height: z.nullable(z.number()) }),
  ),
  price: z.string(),
  currencyCode: z.string(),
})

/** What a small card needs, kept on the device so the list shows with no signal. */
export type RecentlyViewedProduct = z.infer<typeof recentlyViewedSchema>

/** The product first, without an earlier copy of it, the oldest dropped beyond the limit. */
export function withViewed(
  list: readonly RecentlyViewedProduct[],
  product: RecentlyViewedProduct,
  limit = RECENTLY_VIEWED_LIMIT,
): RecentlyViewedProduct[] {
  return [product, ...list.filter((entry) => entry.id !== product.id)].slice(0, limit)
}

/** IndexedDB may hold anything (an older version's shape, a cleared store): keep the entries that fit. */
function readStoredList(stored: unknown): RecentlyViewedProduct[] {
  if (!Array.isArray(stored)) return []
  return stored.flatMap((entry) => {
    const parsed = recentlyViewedSchema.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
}

export interface RecentlyViewedStorage {
  read(): Promise<unknown>
  /** Reads and writes in one step, so two tabs recording at once do not lose a product. */
  update(change: (stored: unknown) => RecentlyViewedProduct[]): Promise<void>
  clear(): Promise<void>
}

export interface RecentlyViewedState {
  /** Most recent first. */
  products: readonly RecentlyViewedProduct[]
  /** False until storage has been read, so the home page does not flash an empty list. */
  loaded: boolean
}

export function createRecentlyViewedStore(storage: RecentlyViewedStorage) {
  const initial: RecentlyViewedState = { products: [], loaded: false }
  let state = initial
  const listeners = new Set<() => void>()
  let loading: Promise<void> | null = null

  const emit = (products: readonly RecentlyViewedProduct[]) => {
    state = { products, loaded: true }
    for (const listener of listeners) listener()
  }

  const load = () => {
    loading ??= storage.read().then(
      (stored) => emit(readStoredList(stored)),
      // Private browsing can refuse IndexedDB: the list then lasts for this page only.
      () => emit(state.products),
    )
    return loading
  }

  return {
    load,
    subscribe(listener: () => void) {
      listeners.add(listener)
      void load()
      return () => {
        listeners.delete(listener)
      }
    },
    getState: () => state,
    /** What a page the server rendered shows: nothing read yet. */
    getInitialState: () => initial,
    /** Shown once saved, so a list on screen is a list that survives a reload. */
    async record(product: RecentlyViewedProduct) {
      let next: RecentlyViewedProduct[] = []
      try {
        await storage.update((stored) => {
          next = withViewed(readStoredList(stored), product)
          return next
        })
      } catch {
        next = withViewed(state.products, product)
      }
      emit(next)
    },
    async clear() {
      await storage.clear().catch(() => {})
      emit([])
    },
  }
}

const store = createRecentlyViewedStore({
  read: () => get(STORAGE_KEY),
  update: (change) => update(STORAGE_KEY, change),
  clear: () => del(STORAGE_KEY),
})

export const recordRecentlyViewed = store.record
export const clearRecentlyViewed = store.clear

export function useRecentlyViewed() {
  return useSyncExternalStore(store.subscribe, store.getState, store.getInitialState)
}
