import type { SerializedEntries, SerializedRequest, StorageAdapter } from '@urql/exchange-graphcache'
import { clear, createStore, entries, get, promisifyRequest, set } from 'idb-keyval'

/** A change as graphcache handed it over: each cache key's new value, or null where it was removed. */
type Batch = Record<string, string | null>

/** Past this many saved batches, reading the cache also folds them into one. */
const BATCHES_BEFORE_COMPACTING = 20

/** Folds saved records, in key order, into the entries they leave; the keys read and the highest. */
function mergeRecords(records: [IDBValidKey, unknown][]) {
  const merged: Batch = {}
  // Records of the layout before batches (one record per cache key) are older than every batch.
  for (const [key, value] of records)
    if (typeof key === 'string' && typeof value === 'string') merged[key] = value
  const batches = records
    .filter(
      (record): record is [number, Batch] => typeof record[0] === 'number' && typeof record[1] === 'object',
    )
    .sort((a, b) => a[0] - b[0])
  for (const [, batch] of batches) Object.assign(merged, batch)
  const entries: Record<string, string> = {}
  for (const [key, value] of Object.entries(merged)) if (value !== null) entries[key] = value
  return { entries, keys: records.map(([key]) => key), lastKey: batches.at(-1)?.[0] ?? 0 }
}

function definedEntries(entries: SerializedEntries | undefined): Record<string, string> {
  const defined: Record<string, string> = {}
  for (const [key, value] of Object.entries(entries ?? {})) if (value !== undefined) defined[key] = value
  return defined
}

export interface CacheStorage extends StorageAdapter {
  /** Settles once graphcache has loaded what this device saved. */
  hydrated: Promise<void>
  /**
   * Empties the saved entries, after the writes already under way (queued mutations stay). This
   * session keeps what graphcache holds in memory until the app reloads.
   */
  clearEntries(): Promise<void>
}

/**
 * graphcache persistence in IndexedDB. Each change graphcache hands over is saved as one record
 * under a rising number: one write per change instead of one per cache key (a listing page is
 * thousands of keys, and writing them one by one measured as the biggest blocking task of a page
 * load), and appending never overwrites what an earlier read has not merged yet. Reading folds the
 * records in order, and rewrites them as one once there are many. `serverRendered`, the entries the server
 * rendered this page with, are newer than anything saved: they are read on top and saved too.
 */
export function createCacheStorage(
  name: string,
  serverRendered?: Promise<SerializedEntries | undefined>,
): CacheStorage {
  const entryStore = createStore(`${name}-entries`, 'entries')
  const metadataStore = createStore(`${name}-metadata`, 'metadata')
  // Changes are written one after another, each under a higher key than any saved before.
  let writes: Promise<void> = Promise.resolve()
  let lastKey = 0
  let markHydrated: () => void = () => {}
  const hydrated = new Promise<void>((resolve) => {
    markHydrated = resolve
  })
  const nextKey = () => {
    lastKey = Math.max(lastKey + 1, Date.now() * 1000)
    return lastKey
  }

  const writeData = (delta: SerializedEntries) => {
    const batch: Batch = {}
    for (const [key, value] of Object.entries(delta)) batch[key] = value === undefined ? null : value
    if (Object.keys(batch).length === 0) return writes
    const key = nextKey()
    writes = writes.then(async () => {
      try {
        await set(key, batch, entryStore)
      } catch {
        // Persisting is best effort; the in-memory cache still answers this session.
      }
    })
    return writes
  }

  return {
    hydrated,
    clearEntries() {
      const cleared = writes.then(() => clear(entryStore))
      // A failed clear must not stop later writes: they chain on `writes`.
      writes = cleared.catch(() => {})
      return cleared
    },
    async readData() {
      const serverEntries = await serverRendered
      try {
        const saved = mergeRecords(await entries(entryStore))
        lastKey = Math.max(lastKey, saved.lastKey)
        if (saved.keys.length > BATCHES_BEFORE_COMPACTING) {
          const compacted: Batch = saved.entries
          const key = nextKey()
          // One transaction: the folded record replaces exactly the records it was folded from.
          writes = writes
            .then(() =>
              entryStore('readwrite', (store) => {
                for (const old of saved.keys) store.delete(old)
                store.put(compacted, key)
                return promisifyRequest(store.transaction)
              }),
            )
            .catch(() => {})
        }
        if (serverEntries) void writeData(serverEntries)
        return { ...saved.entries, ...definedEntries(serverEntries) }
      } catch {
        // No IndexedDB (private browsing, quota): start with what the server sent rather than not at all.
        return definedEntries(serverEntries)
      }
    },
    writeData,
    async readMetadata() {
      try {
        return (await get<SerializedRequest[]>('mutations', metadataStore)) ?? null
      } catch {
        return null
      }
    },
    writeMetadata(json: SerializedRequest[]) {
      set('mutations', json, metadataStore).catch(() => {})
    },
    onOnline(callback: () => void) {
      window.addEventListener('online', () => callback())
    },
    onCacheHydrated() {
      markHydrated()
    },
  }
}
