import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Mutation,
  type Query,
  type QueryClient,
} from '@tanstack/react-query'
import { del, get, set } from 'idb-keyval'

const STORAGE_KEY = 'query-cache:v1'
/** Saved answers older than this are not brought back. */
export const PERSISTED_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
const SAVE_DELAY_MS = 500

/** The own-API reads worth having with no signal: the shopper, their cart, wishlist and orders, slug products. */
const PERSISTED = new Set(['/api/auth/user', '/api/cart', '/api/wishlist', '/api/orders', '/api/products'])

/**
 * Changes made with no signal wait as paused mutations (docs/decisions/0011-server-priced-cart.md);
 * these are kept so they survive a reload. Their functions come from `setMutationDefaults`,
 * registered before the restore.
 */
const PERSISTED_MUTATIONS = new Set(['cart'])

interface SavedCache {
  savedAt: number
  state: DehydratedState
}

let restored: Promise<void> = Promise.resolve()

function shouldPersist(query: Query) {
  return query.state.status === 'success' && PERSISTED.has(String(query.queryKey[0]))
}

function isPersistedMutation(mutation: Mutation) {
  return PERSISTED_MUTATIONS.has(String(mutation.options.mutationKey?.[0]))
}

function shouldPersistMutation(mutation: Mutation) {
  return mutation.state.isPaused && isPersistedMutation(mutation)
}

/**
 * Keeps the own-API cache in IndexedDB (docs/decisions/0018-tanstack-query.md): restores it, then
 * saves it shortly after each change. Reads wait for the restore (`whenQueryCacheRestored`), so an
 * offline start finds the saved cart instead of failing first. Queued changes come back paused and
 * are resumed: at once when online, else when the connection returns. `ready` is awaited first: it
 * registers what queued changes do.
 */
export function persistQueryCache(queryClient: QueryClient, { ready }: { ready?: Promise<unknown> } = {}) {
  restored = Promise.all([get<SavedCache>(STORAGE_KEY), ready?.catch(() => {})])
    .then(([saved]) => saved)
    .then((saved) => {
      if (!saved || Date.now() - saved.savedAt >= PERSISTED_MAX_AGE_MS) return
      hydrate(queryClient, saved.state)
      // Shown at once, but asked again the next time a page uses them (the default is never stale).
      void queryClient.invalidateQueries({ predicate: shouldPersist, refetchType: 'none' })
    })
    .then(() => {
      // Not awaited: offline, the restored changes wait for the connection, and reads must not.
      void queryClient.resumePausedMutations()
    })
    .catch(() => {
      // Storage refused (private mode) or unreadable: start with an empty cache.
    })

  let timer: ReturnType<typeof setTimeout> | undefined
  const save = () => {
    timer = undefined
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: shouldPersist,
      shouldDehydrateMutation: shouldPersistMutation,
    })
    set(STORAGE_KEY, { savedAt: Date.now(), state } satisfies SavedCache).catch(() => {})
  }
  const saveSoon = (delayMs: number) => {
    if (timer !== undefined && delayMs > 0) return
    clearTimeout(timer)
    timer = setTimeout(save, delayMs)
  }
  void restored.then(() => {
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' && event.type !== 'removed') return
      const root = String(event.query.queryKey[0])
      if (!PERSISTED.has(root)) return
      // The cart as the shopper last saw it, queued edits included, is saved at once.
      saveSoon(root === '/api/cart' ? 0 : SAVE_DELAY_MS)
    })
    queryClient.getMutationCache().subscribe((event) => {
      // A change queued offline is saved at once: the shopper may close the app right after it.
      if (event.mutation && isPersistedMutation(event.mutation)) saveSoon(0)
    })
  })
}

/** Resolves once the saved cache is back in memory (at once when nothing was saved). */
export function whenQueryCacheRestored() {
  return restored
}

/** Forgets every saved answer, e.g. when the shopper signs out on this device. */
export function clearPersistedQueryCache() {
  return del(STORAGE_KEY).catch(() => {})
}
