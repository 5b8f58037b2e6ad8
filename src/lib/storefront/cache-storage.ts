import type { SerializedEntries, SerializedRequest, StorageAdapter } from '@urql/exchange-graphcache'
import { clear, createStore, delMany, entries, get, set, setMany } from 'idb-keyval'

/** Records written per IndexedDB transaction: small enough that no single task blocks a phone for long. */
const WRITE_CHUNK_SIZE = 100

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
 * graphcache persistence in IndexedDB, one record per cache key. Writing deltas key by key (rather
 * than one object per day, as graphcache's default storage does) means a write made while the saved
 * cache is still being read can never overwrite it.
 */
export function createCacheStorage(name: string): CacheStorage {
  const entryStore = createStore(`${name}-entries`, 'entries')
  const metadataStore = createStore(`${name}-metadata`, 'metadata')
  // Deltas are written one after another so a later value for a key always lands last.
  let writes: Promise<void> = Promise.resolve()
  let markHydrated: () => void = () => {}
  const hydrated = new Promise<void>((resolve) => {
    markHydrated = resolve
  })

  return {
    hydrated,
    clearEntries() {
      const cleared = writes.then(() => clear(entryStore))
      // A failed clear must not stop later writes: they chain on `writes`.
      writes = cleared.catch(() => {})
      return cleared
    },
    async readData() {
      try {
        return Object.fromEntries(await entries<string, string>(entryStore)) as SerializedEntries
      } catch {
        // No IndexedDB (private browsing, quota): start empty rather than not at all.
        return {}
      }
    },
    writeData(delta: SerializedEntries) {
      const changed: [string, string][] = []
      const removed: string[] = []
      for (const [key, value] of Object.entries(delta)) {
        if (value === undefined) removed.push(key)
        else changed.push([key, value])
      }
      writes = writes.then(async () => {
        try {
          for (let i = 0; i < changed.length; i += WRITE_CHUNK_SIZE) {
            await setMany(changed.slice(i, i + WRITE_CHUNK_SIZE), entryStore)
          }
          if (removed.length > 0) await delMany(removed, entryStore)
        } catch {
          // Persisting is best effort; the in-memory cache still answers this session.
        }
      })
      return writes
    },
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
