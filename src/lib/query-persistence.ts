import { type DehydratedState, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query'
import { del, get, set } from 'idb-keyval'

const STORAGE_KEY = 'query-cache:v1'
/** Saved answers older than this are not brought back. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
const SAVE_DELAY_MS = 500

/** The own-API reads worth having with no signal: the shopper, their cart, wishlist and orders, slug products. */
const PERSISTED = new Set(['/api/auth/user', '/api/cart', '/api/wishlist', '/api/orders', '/api/products'])

interface SavedCache {
  savedAt: number
  state: DehydratedState
}

let restored: Promise<void> = Promise.resolve()

function shouldPersist(query: Query) {
  return query.state.status === 'success' && PERSISTED.has(String(query.queryKey[0]))
}

/**
 * Keeps the own-API cache in IndexedDB (spec §7 with DECISIONS.md §9): restores it at start, then
 * saves it shortly after each change. Reads wait for the restore (`whenQueryCacheRestored`), so an
 * offline start finds the saved cart instead of failing first.
 */
export function persistQueryCache(queryClient: QueryClient) {
  restored = get<SavedCache>(STORAGE_KEY)
    .then((saved) => {
      if (!saved || Date.now() - saved.savedAt >= MAX_AGE_MS) return
      hydrate(queryClient, saved.state)
      // Shown at once, but asked again the next time a page uses them (the default is never stale).
      void queryClient.invalidateQueries({ predicate: shouldPersist, refetchType: 'none' })
    })
    .catch(() => {
      // Storage refused (private mode) or unreadable: start with an empty cache.
    })

  let timer: ReturnType<typeof setTimeout> | undefined
  const save = () => {
    timer = undefined
    const state = dehydrate(queryClient, { shouldDehydrateQuery: shouldPersist })
    set(STORAGE_KEY, { savedAt: Date.now(), state } satisfies SavedCache).catch(() => {})
  }
  void restored.then(() =>
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' && event.type !== 'removed') return
      if (!PERSISTED.has(String(event.query.queryKey[0]))) return
      if (timer === undefined) timer = setTimeout(save, SAVE_DELAY_MS)
    }),
  )
}

/** Resolves once the saved cache is back in memory (at once when nothing was saved). */
export function whenQueryCacheRestored() {
  return restored
}

/** Forgets every saved answer, e.g. when the shopper signs out on this device. */
export function clearPersistedQueryCache() {
  return del(STORAGE_KEY).catch(() => {})
}
