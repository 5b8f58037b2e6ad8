import type { QueryClient } from '@tanstack/react-query'
import { del } from 'idb-keyval'

/** The IndexedDB record (idb-keyval's store) holding the saved own-API cache. */
export const QUERY_CACHE_KEY = 'query-cache:v1'
/** Saved answers older than this are not brought back. */
export const PERSISTED_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

let restored: Promise<void> = Promise.resolve()

/**
 * Brings back the own-API cache this device saved, then keeps saving it (the persister's settings
 * are in query-cache-persister.ts, loaded here so they stay out of start-up's JavaScript). Reads
 * wait for the restore (`whenQueryCacheRestored`), so an offline start finds the saved cart instead
 * of failing first. `ready` is awaited first: it registers what queued changes do.
 */
export function persistQueryCache(queryClient: QueryClient, { ready }: { ready?: Promise<unknown> } = {}) {
  restored = Promise.all([import('./query-cache-persister'), ready?.catch(() => {})])
    .then(([{ restoreQueryCache }]) => restoreQueryCache(queryClient))
    .catch(() => {
      // The persister could not load: start with an empty cache.
    })
}

/** Resolves once the saved cache is back in memory (at once when nothing was saved). */
export function whenQueryCacheRestored() {
  return restored
}

/** Forgets every saved answer, e.g. when the shopper signs out on this device. */
export function clearPersistedQueryCache() {
  return del(QUERY_CACHE_KEY).catch(() => {})
}
