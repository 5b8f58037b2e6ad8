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

/** The arguments that pick a page of a cursor list; the rest say which list it is (as relayPagination reads them). */
const CURSOR_ARGUMENTS = ['after', 'before', 'first', 'last']
/** In a field key's arguments, the cursor a later page starts from. */
const LATER_PAGE_ARGUMENT = /[{,]"(after|before)":/

/**
 * Which list a saved link (`entity.field({args})`, its value a link: `:…`) is a page of, and whether
 * it is a later page (it starts after or before a cursor); undefined for anything else.
 */
function listPage(key: string, value: string): { list: string; later: boolean } | undefined {
  if (!value.startsWith(':')) return undefined
  const dot = key.indexOf('.')
  const open = key.indexOf('(', dot)
  if (dot < 0 || open < 0 || !key.endsWith(')')) return undefined
  let args: unknown
  try {
    args = JSON.parse(key.slice(open + 1, -1))
  } catch {
    return undefined
  }
  if (typeof args !== 'object' || args === null) return undefined
  const named = Object.entries(args)
  if (!named.some(([name]) => CURSOR_ARGUMENTS.includes(name))) return undefined
  const which = Object.fromEntries(named.filter(([name]) => !CURSOR_ARGUMENTS.includes(name)))
  return {
    list: `${key.slice(0, open)}(${JSON.stringify(which)})`,
    later: named.some(([name]) => name === 'after' || name === 'before'),
  }
}

/**
 * `saved` without the later pages of the lists `fresh` answers. graphcache merges every page of a
 * list it holds (relayPagination): a page the server rendered with 48 products, read with the 48
 * more this device loaded last time, would show 96 where the server's page has 48, and React would
 * throw the server's page away. The server's first page is the list as it is now; the device's later
 * pages followed an older one. They stay saved (offline, the page the browser renders shows them);
 * this session asks for them again.
 */
function withoutLaterPagesOf(fresh: Record<string, string>, saved: Record<string, string>) {
  const answered = new Set<string>()
  for (const [key, value] of Object.entries(fresh)) {
    const page = listPage(key, value)
    if (page) answered.add(page.list)
  }
  if (answered.size === 0) return saved
  const kept: Record<string, string> = {}
  for (const [key, value] of Object.entries(saved)) {
    // Read at start-up over thousands of keys: only a key naming a cursor can be a later page.
    const page = LATER_PAGE_ARGUMENT.test(key) ? listPage(key, value) : undefined
    if (!page?.later || !answered.has(page.list) || key in fresh) kept[key] = value
  }
  return kept
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
 * rendered this page with, are newer than anything saved: they are read on top and saved too, and
 * the saved later pages of the lists they answer are left out of this session (withoutLaterPagesOf).
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
        const fresh = definedEntries(serverEntries)
        return { ...withoutLaterPagesOf(fresh, saved.entries), ...fresh }
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
