import 'fake-indexeddb/auto'
import { dehydrate, onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query'
import { clear, get, set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The record the offline e2e tests read too (tests/e2e/offline-cart.spec.ts). */
const SAVED_KEY = 'query-cache:v1'
const DAY_MS = 24 * 60 * 60 * 1000
const cartLines = [{ id: 'line-1', productId: 'own:open-road-bandana', quantity: 2 }]
const addBandana = { productId: 'own:open-road-bandana', quantity: 1, queued: true }

interface SavedRecord {
  savedAt: number
  buster?: string
  state: {
    queries: { queryKey: unknown[]; state: { data: unknown } }[]
    mutations: { mutationKey: unknown[]; state: { isPaused: boolean; variables: unknown } }[]
  }
}

const readSaved = () => get<SavedRecord>(SAVED_KEY)

async function savedQueryKeys() {
  return (await readSaved())?.state.queries.map((query) => query.queryKey)
}

const pages: QueryClient[] = []
const persistences: typeof import('../../../src/lib/query-persistence')[] = []

/**
 * A page starting: the app's modules loaded anew, its query client, `ready` (what queued changes
 * do) and then the saved cache brought back, as src/start/queries.ts does it.
 */
async function startPage({
  online = true,
  ready,
}: {
  online?: boolean
  ready?: (queryClient: QueryClient) => unknown
} = {}) {
  // The page before it is gone: its queued changes no longer resume when the signal returns.
  for (const page of pages.splice(0)) page.unmount()
  vi.resetModules()
  const persistence = await import('../../../src/lib/query-persistence')
  persistences.push(persistence)
  const { createQueryClient } = await import('../../../src/lib/query-client')
  const queryClient = createQueryClient({ online })
  queryClient.mount()
  pages.push(queryClient)
  persistence.persistQueryCache(queryClient, { ready: Promise.resolve().then(() => ready?.(queryClient)) })
  await persistence.whenQueryCacheRestored()
  return { queryClient, persistence }
}

function queueCartChange(queryClient: QueryClient) {
  void queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey: ['cart', 'add'] })
    .execute(addBandana)
    .catch(() => {})
}

/** A record as a page saves it, holding the cart. */
function savedCart({ savedAt, buster }: { savedAt: number; buster?: string }) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(['/api/cart'], cartLines)
  return { savedAt, ...(buster === undefined ? {} : { buster }), state: dehydrate(queryClient) }
}

beforeEach(async () => {
  await clear()
})

afterEach(async () => {
  vi.useRealTimers()
  for (const page of pages.splice(0)) page.unmount()
  // The test's pages are gone: nothing they still had to save may reach the next test's record.
  for (const persistence of persistences.splice(0)) await persistence.clearPersistedQueryCache()
  onlineManager.setOnline(true)
})

describe('the saved own-API cache', () => {
  it('saves the cart, the shopper and products as they change; a new page shows them at once and asks again when it uses them', async () => {
    const first = await startPage()
    first.queryClient.setQueryData(['/api/cart'], cartLines)
    first.queryClient.setQueryData(['/api/auth/user'], { id: 7, email: 'robin@example.com' })
    first.queryClient.setQueryData(['/api/products', 'open-road-bandana'], { slug: 'open-road-bandana' })
    await vi.waitFor(async () => expect(await savedQueryKeys()).toHaveLength(3))
    const saved = await readSaved()
    expect(saved?.savedAt).toBeGreaterThan(Date.now() - 60_000)
    expect(saved?.state.queries.find((query) => query.queryKey[0] === '/api/cart')?.state.data).toEqual(
      cartLines,
    )

    const next = await startPage()
    expect(next.queryClient.getQueryData(['/api/cart'])).toEqual(cartLines)
    expect(next.queryClient.getQueryData(['/api/auth/user'])).toEqual({ id: 7, email: 'robin@example.com' })
    const readCart = vi.fn(async () => cartLines)
    const observer = new QueryObserver(next.queryClient, { queryKey: ['/api/cart'], queryFn: readCart })
    const unsubscribe = observer.subscribe(() => {})
    expect(observer.getCurrentResult().data).toEqual(cartLines)
    expect(readCart).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('keeps only the reads worth having offline: not other answers, failed reads or reads under way', async () => {
    const { queryClient } = await startPage()
    queryClient.setQueryData(['/api/products/featured'], [{ slug: 'open-road-bandana' }])
    queryClient.setQueryData(['/api/blog/featured'], [{ id: 1 }])
    await queryClient
      .fetchQuery({ queryKey: ['/api/wishlist'], queryFn: () => Promise.reject(new Error('503')) })
      .catch(() => {})
    void queryClient.prefetchQuery({ queryKey: ['/api/orders'], queryFn: () => new Promise(() => {}) })
    queryClient.setQueryData(['/api/cart'], cartLines)

    await vi.waitFor(async () => expect(await savedQueryKeys()).toEqual([['/api/cart']]))
  })

  it('writes a cart change queued offline at once, even right after another save', async () => {
    const { queryClient } = await startPage({ online: false })
    // Only 20 ms pass at a time below (a zero-delay timer runs after 1 ms here, as in Node): a save
    // held back by a throttle or a debounce would not be written yet.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const settle = async () => {
      for (let step = 0; step < 20; step++) {
        await vi.advanceTimersByTimeAsync(1)
        await new Promise((done) => setImmediate(done))
      }
    }
    queryClient.setQueryData(['/api/cart'], cartLines)
    await settle()
    expect(await savedQueryKeys()).toEqual([['/api/cart']])

    queueCartChange(queryClient)
    await settle()
    expect((await readSaved())?.state.mutations).toEqual([
      expect.objectContaining({
        mutationKey: ['cart', 'add'],
        state: expect.objectContaining({ isPaused: true, variables: addBandana }),
      }),
    ])
  })

  it('brings a queued cart change back paused once what it does is registered, and sends it when the signal returns', async () => {
    const first = await startPage({ online: false })
    queueCartChange(first.queryClient)
    await vi.waitFor(async () => expect((await readSaved())?.state.mutations).toHaveLength(1))

    const send = vi.fn(async () => ({ id: 'line-2' }))
    const next = await startPage({
      online: false,
      // Registered a moment later, as the cart queue's own chunk loads.
      ready: async (queryClient) => {
        await new Promise((done) => setTimeout(done, 20))
        queryClient.setMutationDefaults(['cart', 'add'], { mutationFn: send })
      },
    })
    const [restored] = next.queryClient.getMutationCache().getAll()
    expect(restored?.state).toMatchObject({ isPaused: true, variables: addBandana })
    expect(send).not.toHaveBeenCalled()

    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith(addBandana, expect.anything()))
    await vi.waitFor(async () => expect((await readSaved())?.state.mutations).toEqual([]))
  })

  it('drops a save older than 7 days, and keeps a newer one', async () => {
    await set(SAVED_KEY, savedCart({ savedAt: Date.now() - 7 * DAY_MS - 60_000, buster: '1' }))
    const stale = await startPage({ online: false })
    expect(stale.queryClient.getQueryData(['/api/cart'])).toBeUndefined()
    // The stale record is gone; the page may already have saved its own (empty) cache in its place.
    expect((await readSaved())?.state.queries ?? []).toEqual([])

    await set(SAVED_KEY, savedCart({ savedAt: Date.now() - 6 * DAY_MS, buster: '1' }))
    const recent = await startPage({ online: false })
    expect(recent.queryClient.getQueryData(['/api/cart'])).toEqual(cartLines)
  })

  it('drops a save made under another buster, and keeps one made before the buster was stored', async () => {
    await set(SAVED_KEY, savedCart({ savedAt: Date.now(), buster: '0' }))
    const busted = await startPage({ online: false })
    expect(busted.queryClient.getQueryData(['/api/cart'])).toBeUndefined()

    await set(SAVED_KEY, savedCart({ savedAt: Date.now() }))
    const older = await startPage({ online: false })
    expect(older.queryClient.getQueryData(['/api/cart'])).toEqual(cartLines)
  })

  it('forgets what was saved when the shopper signs out on this device', async () => {
    const first = await startPage()
    first.queryClient.setQueryData(['/api/cart'], cartLines)
    await vi.waitFor(async () => expect(await savedQueryKeys()).toEqual([['/api/cart']]))

    // As the account's sign-out does it: saving stops, the record goes, the cache is emptied, and a
    // read still answering for the old session (the server ends it only after) is not saved again.
    const forgotten = first.persistence.clearPersistedQueryCache()
    first.queryClient.clear()
    await forgotten
    first.queryClient.setQueryData(['/api/auth/user'], { id: 'u1', email: 'casey@example.com' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await readSaved()).toBeUndefined()

    const next = await startPage({ online: false })
    expect(next.queryClient.getQueryData(['/api/cart'])).toBeUndefined()
    expect(next.queryClient.getQueryData(['/api/auth/user'])).toBeUndefined()
  })
})
