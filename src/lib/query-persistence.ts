import type { QueryClient } from '@tanstack/react-query'
import { del } from 'idb-keyval'

/** The IndexedDB record (idb-keyval's store) holding the saved own-API cache. */
export const QUERY_CACHE_KEY = 'query-cache:v1'
/** Saved answers older than this are not brought back. */
export const PERSISTED_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

let restored: Promise<void> = Promise.resolve()
/** Ends the saving `persistQueryCache` started; until it has started, stops it from starting. */
let stopSaving = () => {
  savingStopped = true
}
let savingStopped = false

/**
 * Brings back the own-API cache this device saved, then keeps saving it (the persister's settings
 * are in query-cache-persister.ts, loaded here so they stay out of start-up's JavaScript). Reads
 * wait for the restore (`whenQueryCacheRestored`), so an offline start finds the saved cart instead
 * of failing first. `ready` is awaited first: it registers what queued changes do.
 */
export function persistQueryCache(queryClient: QueryClient, { ready }: { ready?: Promise<unknown> } = {}) {
  restored = Promise.all([import('./query-cache-persister'), ready?.catch(() => {})])
    .then(async ([{ restoreQueryCache }]) => {
      const unsubscribe = await restoreQueryCache(queryClient, () => savingStopped)
      stopSaving = unsubscribe
    })
    .catch(() => {
      // The persister could not load: start with an empty cache.
    })
}

/** Resolves once the saved cache is back in memory (at once when nothing was saved). */
export function whenQueryCacheRestored() {
  return restored
}

/**
 * Forgets every saved answer and saves nothing more from this page: the shopper is signing out and
 * the page is about to go. Saving stops first, so a read still answering for the old session (the
 * server ends it only after) is not saved again after the record is gone.
 */
export async function clearPersistedQueryCache() {
  stopSaving()
  try {
    const { forgetQueryCache } = await import('./query-cache-persister')
    await forgetQueryCache()
  } catch {
    // The persister could not load: remove the record directly.
    await del(QUERY_CACHE_KEY).catch(() => {})
  }
}
