import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { productQueryOptions } from '../../../../src/features/product/api/get-own-product'
import { ownProductsOffline } from '../../../../src/features/product/api/own-products-offline'

const jacket = {
  id: 1,
  slug: 'outlaw-leather-jacket',
  name: 'Outlaw Leather Jacket',
  description: null,
  price: '224.99',
  compareAtPrice: null,
  images: ['/images/products/jacket-black-1.svg', '/images/products/jacket-brown-2.svg'],
  tags: ['jackets'],
  specifications: {},
  sizes: ['S', 'M', 'L'],
  colors: ['Black', 'Brown'],
  rating: 4.5,
  reviewCount: 2,
}
const bandana = { ...jacket, id: 2, slug: 'open-road-bandana', name: 'Open Road Bandana', images: [] }

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

function stubProductList() {
  const fetch = vi.fn(async () => new Response(JSON.stringify([jacket, bandana]), { status: 200 }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('ownProductsOffline', () => {
  it('saves every own-label product under the key the slug page reads, and says which', async () => {
    const fetch = stubProductList()
    const queryClient = new QueryClient()
    const saved = await ownProductsOffline(queryClient).save(new AbortController().signal)

    expect(fetch).toHaveBeenCalledWith('/api/products', expect.objectContaining({ method: 'GET' }))
    expect(saved.products).toEqual([
      { slug: 'outlaw-leather-jacket', images: jacket.images },
      { slug: 'open-road-bandana', images: [] },
    ])
    // Parsed as the slug page's own query parses it (a null description reads as '').
    expect(queryClient.getQueryData(productQueryOptions('outlaw-leather-jacket').queryKey)).toEqual({
      ...jacket,
      id: '1',
      description: '',
    })
  })

  it('keeps saved products in memory long after the 15 minutes an unused product gets', async () => {
    vi.useFakeTimers()
    stubProductList()
    const queryClient = new QueryClient()
    await ownProductsOffline(queryClient).save(new AbortController().signal)

    // The slug page opens one and closes it again.
    const observer = new QueryObserver(queryClient, productQueryOptions('open-road-bandana'))
    const unsubscribe = observer.subscribe(() => {})
    unsubscribe()
    vi.advanceTimersByTime(24 * 60 * 60 * 1000)

    expect(queryClient.getQueryData(productQueryOptions('open-road-bandana').queryKey)).toBeDefined()
    expect(queryClient.getQueryData(productQueryOptions('outlaw-leather-jacket').queryKey)).toBeDefined()
  })

  it('keep() gives products restored at start the same lifetime', async () => {
    vi.useFakeTimers()
    const queryClient = new QueryClient()
    // As the persisted cache restores them: made with the default lifetime (5 minutes).
    const restored = { ...jacket, id: '1', description: '' }
    queryClient.setQueryData(productQueryOptions('outlaw-leather-jacket').queryKey, restored, {
      updatedAt: 1000,
    })
    await ownProductsOffline(queryClient).keep()
    vi.advanceTimersByTime(60 * 60 * 1000)

    expect(queryClient.getQueryState(productQueryOptions('outlaw-leather-jacket').queryKey)).toMatchObject({
      data: restored,
      dataUpdatedAt: 1000,
    })
  })

  it('clear() forgets the saved products but not the featured list', async () => {
    stubProductList()
    const queryClient = new QueryClient()
    queryClient.setQueryData(['/api/products/featured'], [jacket])
    const own = ownProductsOffline(queryClient)
    await own.save(new AbortController().signal)
    own.clear()

    expect(queryClient.getQueryData(productQueryOptions('outlaw-leather-jacket').queryKey)).toBeUndefined()
    expect(queryClient.getQueryData(['/api/products/featured'])).toEqual([jacket])
  })
})
