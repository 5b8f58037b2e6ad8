import { get, set } from 'idb-keyval'
import { useSyncExternalStore } from 'react'

const STORAGE_KEY = 'wishlist:product-ids'

interface WishlistState {
  ids: ReadonlySet<string>
  /** False until IndexedDB has been read, so pages do not show "empty" for a moment. */
  loaded: boolean
}

/** The wishlist lives on this device in IndexedDB (DECISIONS.md §5); it is read once per page load. */
let state: WishlistState = { ids: new Set(), loaded: false }
const listeners = new Set<() => void>()
let loading: Promise<void> | null = null

function emit(next: WishlistState) {
  state = next
  for (const listener of listeners) listener()
}

function load() {
  loading ??= get<string[]>(STORAGE_KEY)
    .then((stored) => {
      emit({ ids: Array.isArray(stored) ? new Set([...stored, ...state.ids]) : state.ids, loaded: true })
    })
    .catch(() => {
      // Private browsing can refuse IndexedDB; the wishlist then lasts for this page only.
      emit({ ...state, loaded: true })
    })
  return loading
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  void load()
  return () => listeners.delete(listener)
}

async function toggleWishlist(productId: string) {
  await load()
  const next = new Set(state.ids)
  if (next.has(productId)) next.delete(productId)
  else next.add(productId)
  emit({ ...state, ids: next })
  await set(STORAGE_KEY, [...next]).catch(() => {})
}

export function useWishlist() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  )
  return {
    has: (productId: string) => current.ids.has(productId),
    toggle: toggleWishlist,
    count: current.ids.size,
    /** Saved product ids (storefront product GIDs and `own:{slug}`), oldest first. */
    ids: current.ids,
    loaded: current.loaded,
  }
}

const OWN_PREFIX = 'own:'

/** Own-API (slug) products are saved as `own:{slug}`; storefront products by their product GID. */
export function ownProductWishlistId(slug: string) {
  return `${OWN_PREFIX}${slug}`
}

export type SavedProduct =
  | { kind: 'storefront'; id: string }
  | { kind: 'own'; id: string; slug: string }
  | { kind: 'unknown'; id: string }

export function parseWishlistId(id: string): SavedProduct {
  if (id.startsWith('gid://')) return { kind: 'storefront', id }
  if (id.startsWith(OWN_PREFIX) && id.length > OWN_PREFIX.length)
    return { kind: 'own', id, slug: id.slice(OWN_PREFIX.length) }
  return { kind: 'unknown', id }
}
