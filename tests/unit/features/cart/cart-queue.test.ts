import { dehydrate, hydrate, onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type AddLineVariables,
  cartMutationKeys,
  type RemoveLineVariables,
  registerCartMutations,
  type UpdateLineVariables,
} from '../../../../src/features/cart/api/cart-mutations'
import type { CartLineView } from '../../../../src/features/cart/api/cart-query'
import { watchCartSync } from '../../../../src/features/cart/api/cart-sync'
import {
  currentSyncProblems,
  dismissSyncProblems,
} from '../../../../src/features/cart/api/cart-sync-problems'
import { toast } from '../../../../src/ui/use-toast'

// No IndexedDB in Node: the saved problem list lives in memory here.
vi.mock('idb-keyval', () => ({ get: async () => undefined, set: async () => {} }))
vi.mock('../../../../src/ui/use-toast', () => ({ toast: vi.fn() }))

const cartKey = ['/api/cart']

function line(id: string, productId: string, quantity: number): CartLineView {
  return {
    id,
    productId,
    quantity,
    size: null,
    color: null,
    product: {
      name: `Product ${id}`,
      price: '10.00',
      currencyCode: 'USD',
      compareAtPrice: null,
      images: [],
      href: '/products',
      variantTitle: null,
      availableForSale: true,
    },
  }
}

interface Sent {
  method: string
  path: string
  body: unknown
}

/** A cart server in memory: records every request, answers like /api/cart does. */
function fakeServer({ refuse }: { refuse?: (request: Sent) => Response | undefined } = {}) {
  const sent: Sent[] = []
  let nextId = 100
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const request: Sent = {
      method: init.method ?? 'GET',
      path: url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    }
    sent.push(request)
    const refused = refuse?.(request)
    if (refused) return refused
    if (request.method === 'POST') {
      const body = request.body as { productId: string; quantity: number }
      return Response.json(line(`line-${nextId++}`, body.productId, body.quantity), { status: 201 })
    }
    if (request.method === 'PATCH') {
      const id = request.path.split('/').pop() ?? ''
      return Response.json(line(id, 'p', (request.body as { quantity: number }).quantity))
    }
    if (request.method === 'DELETE') return new Response(null, { status: 204 })
    return Response.json([])
  })
  vi.stubGlobal('fetch', fetchMock)
  return sent
}

function run<TVariables>(client: QueryClient, key: readonly string[], variables: TVariables) {
  return client
    .getMutationCache()
    .build(client, { mutationKey: key })
    .execute(variables)
    .catch(() => {})
}

function newClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  registerCartMutations(client)
  client.mount()
  return client
}

const add = (productId: string, title: string): AddLineVariables => ({
  productId,
  quantity: 1,
  lineId: `pending-${productId}`,
  title,
  silent: false,
  queued: true,
})

describe('the offline cart queue', () => {
  beforeEach(() => {
    onlineManager.setOnline(false)
    vi.mocked(toast).mockClear()
    dismissSyncProblems()
  })
  afterEach(() => {
    onlineManager.setOnline(true)
    vi.unstubAllGlobals()
  })

  it('shows offline edits at once, keeps them across a reload, and sends them in order when back online', async () => {
    const sent = fakeServer()
    const first = newClient()
    first.setQueryData(cartKey, [line('a', 'gid://shopify/ProductVariant/1', 1), line('b', 'own:vest', 2)])

    void run(first, cartMutationKeys.add, add('gid://shopify/ProductVariant/9', 'Touring Helmet'))
    void run<UpdateLineVariables>(first, cartMutationKeys.update, {
      id: 'a',
      quantity: 3,
      title: 'A',
      queued: true,
    })
    void run<RemoveLineVariables>(first, cartMutationKeys.remove, { id: 'b', title: 'B', queued: true })
    // A line added offline can be changed before it ever reached the server.
    void run<UpdateLineVariables>(first, cartMutationKeys.update, {
      id: 'pending-gid://shopify/ProductVariant/9',
      quantity: 2,
      title: 'Touring Helmet',
      queued: true,
    })
    await vi.waitFor(() =>
      expect(first.getQueryData<CartLineView[]>(cartKey)?.map((l) => [l.id, l.quantity])).toEqual([
        ['a', 3],
        ['pending-gid://shopify/ProductVariant/9', 2],
      ]),
    )
    expect(
      first
        .getMutationCache()
        .getAll()
        .every((m) => m.state.isPaused),
    ).toBe(true)
    expect(sent).toEqual([])

    // "Reload": what the persister saves, restored into a fresh client.
    const saved = dehydrate(first, { shouldDehydrateMutation: (m) => m.state.isPaused })
    expect(saved.mutations).toHaveLength(4)
    first.clear()
    first.unmount()
    const second = newClient()
    watchCartSync(second)
    hydrate(second, saved)
    void second.resumePausedMutations()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent).toEqual([])

    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(second.isMutating()).toBe(0))
    expect(sent.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/cart',
      'PATCH /api/cart/a',
      'DELETE /api/cart/b',
      'PATCH /api/cart/line-100',
    ])
    expect(sent[0]?.body).toEqual({ productId: 'gid://shopify/ProductVariant/9', quantity: 1 })
    expect(toast).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenCalledWith({
      title: 'Cart synced',
      description: '4 changes made offline were saved to your cart.',
    })
    second.unmount()
  })

  it('reports each refused change by product, and sends the rest', async () => {
    const sent = fakeServer({
      refuse: (request) =>
        request.method === 'POST'
          ? Response.json(
              { error: { code: 'sold_out', message: 'Touring Helmet is sold out.' } },
              { status: 409 },
            )
          : undefined,
    })
    const client = newClient()
    watchCartSync(client)
    client.setQueryData(cartKey, [line('a', 'own:vest', 1)])
    void run(client, cartMutationKeys.add, add('gid://shopify/ProductVariant/8', 'Touring Helmet'))
    void run<UpdateLineVariables>(client, cartMutationKeys.update, {
      id: 'pending-gid://shopify/ProductVariant/8',
      quantity: 2,
      title: 'Touring Helmet',
      queued: true,
    })
    void run<UpdateLineVariables>(client, cartMutationKeys.update, {
      id: 'a',
      quantity: 4,
      title: 'Vest',
      queued: true,
    })
    await vi.waitFor(() => expect(client.getMutationCache().getAll()).toHaveLength(3))

    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(client.isMutating()).toBe(0))

    expect(sent.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/cart',
      'PATCH /api/cart/a',
    ])
    const problems = currentSyncProblems()
    expect(problems.map((p) => [p.title, p.message])).toEqual([
      ['Touring Helmet', 'Touring Helmet is sold out.'],
      ['Touring Helmet', 'It could not be added to your cart, so it could not be changed.'],
    ])
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Some cart changes were not saved',
      description: '2 changes of 3 made offline could not be saved. Open your cart to see which.',
    })
    client.unmount()
  })

  it('a change refused because nobody is signed in any more goes to sign in, instead of listing a problem', async () => {
    const assign = vi.fn()
    vi.stubGlobal('navigator', { onLine: true })
    vi.stubGlobal('window', {
      location: { pathname: '/products', search: '', assign },
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    })
    fakeServer({
      refuse: () =>
        Response.json(
          { error: { code: 'unauthorized', message: 'Unauthorized: sign in to use your cart.' } },
          { status: 401 },
        ),
    })
    const client = newClient()
    client.setQueryData(['/api/auth/user'], {
      email: 'rider@example.com',
      firstName: 'Robin',
      lastName: 'Hale',
    })
    client.setQueryData(cartKey, [line('a', 'own:vest', 1)])
    void run<UpdateLineVariables>(client, cartMutationKeys.update, {
      id: 'a',
      quantity: 2,
      title: 'Vest',
      queued: true,
    })
    await vi.waitFor(() => expect(client.getMutationCache().getAll()).toHaveLength(1))

    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(client.isMutating()).toBe(0))

    expect(currentSyncProblems()).toEqual([])
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
    })
    expect(client.getQueryData(['/api/auth/user'])).toBeNull()
    expect(client.getQueryData(cartKey)).toBeUndefined()
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fproducts'))
    client.unmount()
  })
})
