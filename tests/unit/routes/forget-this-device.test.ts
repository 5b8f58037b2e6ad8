// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { clear, get, keys, set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetThisDevice } from '../../../src/routes/-components/forget-this-device'

/** What a shared tablet holds after Alex, signed in, used the shop: every on-device store. */
async function deviceAfterAlex() {
  await set('query-cache:v1', {
    savedAt: Date.now(),
    buster: '1',
    state: {
      queries: [{ queryKey: ['/api/auth/user'], state: { data: { email: 'alex@example.com' } } }],
      mutations: [],
    },
  })
  await set('wishlist:account', { account: 'alex@example.com', productIds: ['gid://shopify/Product/1'] })
  await set('wishlist:product-ids', ['gid://shopify/Product/2'])
  await set('wishlist:signed-out', ['gid://shopify/Product/3'])
  await set('recently-viewed:products', [{ id: 'gid://shopify/Product/1', handle: 'road-jacket' }])
  await set('cart-sync-problems:v1', [{ id: '1', title: 'Road Jacket', message: 'Sold out.' }])
  sessionStorage.setItem('open-road-chat', JSON.stringify([{ id: '1', text: 'My order ORMS-12?' }]))
  sessionStorage.setItem('open-road:outfit', '{"jackets":"gid://shopify/Product/1"}')
}

beforeEach(async () => {
  await clear()
  sessionStorage.clear()
})
afterEach(() => sessionStorage.clear())

describe('forgetThisDevice (signing out)', () => {
  it("removes every record of the shopper's, and keeps the hearts set while signed out", async () => {
    await deviceAfterAlex()
    const queryClient = new QueryClient()
    queryClient.setQueryData(['/api/auth/user'], { email: 'alex@example.com' })
    queryClient.setQueryData(['/api/cart'], [{ id: 'line-1', quantity: 1 }])
    queryClient.getMutationCache().build(queryClient, { mutationKey: ['cart', 'add'] })

    await forgetThisDevice(queryClient)

    expect(await keys()).toEqual(['wishlist:signed-out'])
    expect(await get('wishlist:signed-out')).toEqual(['gid://shopify/Product/3'])
    expect(sessionStorage.length).toBe(0)
    expect(queryClient.getQueryCache().getAll()).toEqual([])
    expect(queryClient.getMutationCache().getAll()).toEqual([])
  })

  it('stops saving the query cache first, so nothing of the shopper is written again afterwards', async () => {
    // A page as src/start/queries.ts starts it: the saved cache restored, then every change saved.
    vi.resetModules()
    const { persistQueryCache, whenQueryCacheRestored } = await import('../../../src/lib/query-persistence')
    const { forgetThisDevice: forget } = await import('../../../src/routes/-components/forget-this-device')
    const queryClient = new QueryClient()
    persistQueryCache(queryClient)
    await whenQueryCacheRestored()
    queryClient.setQueryData(['/api/cart'], [{ id: 'line-1', quantity: 1 }])
    await vi.waitFor(async () => expect(await keys()).toContain('query-cache:v1'))

    await forget(queryClient)
    queryClient.setQueryData(['/api/cart'], [{ id: 'line-1', quantity: 2 }])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await keys()).toEqual([])
  })
})
