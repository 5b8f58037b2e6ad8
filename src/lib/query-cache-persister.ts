import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import type { DehydratedState, Mutation, Query, QueryClient } from '@tanstack/react-query'
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client'
import { del, get, set } from 'idb-keyval'
import { PERSISTED_MAX_AGE_MS, QUERY_CACHE_KEY } from './query-persistence'

// TanStack's persister set to the shop's rules: docs/decisions/0028-query-cache-persisted-with-tanstack-persist-client.md

/** Changed when what is saved changes shape: a save made under another buster is dropped. */
const BUSTER = '1'

/** The own-API reads worth having with no signal: the shopper, their cart, wishlist and orders, slug products. */
const PERSISTED_QUERIES = new Set([
  '/api/auth/user',
  '/api/cart',
  '/api/wishlist',
  '/api/orders',
  '/api/products',
])

/**
 * Changes made with no signal wait as paused mutations; cart ones are kept so they survive a reload.
 * What they do comes from `setMutationDefaults` (src/features/cart/api/cart-mutations.ts), which
 * runs before the restore.
 */
const PERSISTED_MUTATIONS = new Set(['cart'])

/** The record in IndexedDB: the objects themselves (structured clone), not JSON text. */
interface SavedCache {
  savedAt: number
  /** Absent from saves made before the buster was stored; they have buster '1''s shapes. */
  buster?: string
  state: DehydratedState
}

function toSaved({ timestamp, buster, clientState }: PersistedClient): SavedCache {
  return { savedAt: timestamp, buster, state: clientState }
}

function fromSaved({ savedAt, buster = '1', state }: SavedCache): PersistedClient {
  // Shown at once, but asked again the next time a page uses them (the default is never stale).
  const queries = state.queries.map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } }))
  return { timestamp: savedAt, buster, clientState: { ...state, queries } }
}

const persister = createAsyncStoragePersister({
  storage: { getItem: get, setItem: set, removeItem: del },
  key: QUERY_CACHE_KEY,
  // A save starts as soon as the last one is written (changes made meanwhile go together), so a
  // cart change queued offline is on disk before the shopper can close the app.
  throttleTime: 0,
  // The persister's types assume text; the record is the object tests/e2e/offline-cart.spec.ts reads.
  serialize: (client) => toSaved(client) as unknown as string,
  deserialize: (saved) => fromSaved(saved as unknown as SavedCache),
})

const options = {
  persister,
  buster: BUSTER,
  maxAge: PERSISTED_MAX_AGE_MS,
  dehydrateOptions: {
    shouldDehydrateQuery: (query: Query) =>
      query.state.status === 'success' && PERSISTED_QUERIES.has(String(query.queryKey[0])),
    shouldDehydrateMutation: (mutation: Mutation) =>
      mutation.state.isPaused && PERSISTED_MUTATIONS.has(String(mutation.options.mutationKey?.[0])),
  },
}

/**
 * Brings back what this device saved (unless it is older than `PERSISTED_MAX_AGE_MS` or was saved
 * under another buster), then saves every change. Queued changes come back paused and are resumed:
 * at once when online, else when the connection returns.
 */
export async function restoreQueryCache(
  queryClient: QueryClient,
  stopped: () => boolean = () => false,
): Promise<() => void> {
  try {
    await persistQueryClientRestore({ queryClient, ...options })
    // Not awaited: offline, the restored changes wait for the connection, and reads must not.
    void queryClient.resumePausedMutations()
  } catch {
    // Storage refused (private mode) or unreadable: start with an empty cache.
  }
  // Signed out while the saved cache was being read: nothing more is saved from this page.
  if (stopped()) return () => {}
  return persistQueryClientSubscribe({ queryClient, ...options })
}

/**
 * Leaves nothing of what was saved: an empty cache goes through the persister after any save still
 * under way (which would otherwise land after the record is gone), then the record is removed.
 */
export async function forgetQueryCache() {
  await persister.persistClient({
    timestamp: Date.now(),
    buster: BUSTER,
    clientState: { queries: [], mutations: [] },
  })
  await persister.removeClient()
}
