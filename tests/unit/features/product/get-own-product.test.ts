import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { productQueryOptions } from '../../../../src/features/product/api/get-own-product'
import { ApiError } from '../../../../src/lib/api/api-error'

const product = {
  id: 7,
  slug: 'outlaw-leather-jacket',
  name: 'Outlaw Leather Jacket',
  description: 'Cowhide.',
  price: '249.99',
  compareAtPrice: null,
  images: ['/images/products/jacket-black-9000070.svg'],
  tags: ['leather'],
  specifications: { shellMaterial: 'Cowhide' },
  sizes: ['M', 'L'],
  colors: ['Black'],
  rating: null,
  reviewCount: 0,
}

function stubFetch(respond: () => Response) {
  const urls: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    urls.push(String(input))
    return respond()
  })
  return urls
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('productQueryOptions', () => {
  it('uses the path as key, stale after 5 minutes, kept 15, and runs only with a slug', () => {
    const options = productQueryOptions('outlaw-leather-jacket')
    expect(options.queryKey).toEqual(['/api/products', 'outlaw-leather-jacket'])
    expect(options.staleTime).toBe(5 * 60 * 1000)
    expect(options.gcTime).toBe(15 * 60 * 1000)
    expect(options.enabled).toBe(true)
    expect(productQueryOptions('').enabled).toBe(false)
  })

  it('reads GET /api/products/{slug}, with the id as text', async () => {
    const urls = stubFetch(() => Response.json(product))
    const data = await client().fetchQuery(productQueryOptions('outlaw-leather-jacket'))
    expect(urls).toEqual(['/api/products/outlaw-leather-jacket'])
    expect(data).toEqual({ ...product, id: '7' })
  })

  it('reads a missing description as empty', async () => {
    stubFetch(() => Response.json({ ...product, description: null }))
    const data = await client().fetchQuery(productQueryOptions('outlaw-leather-jacket'))
    expect(data?.description).toBe('')
  })

  it('answers null when there is no such slug (404) or it cannot exist (400)', async () => {
    stubFetch(() => Response.json({ error: { code: 'product_not_found', message: 'No' } }, { status: 404 }))
    expect(await client().fetchQuery(productQueryOptions('no-such-thing'))).toBeNull()
    stubFetch(() => Response.json({ error: { code: 'invalid_slug', message: 'No' } }, { status: 400 }))
    expect(await client().fetchQuery(productQueryOptions('No Such Thing'))).toBeNull()
  })

  it('fails on a server error or a reply of the wrong shape', async () => {
    stubFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }))
    await expect(client().fetchQuery(productQueryOptions('outlaw-leather-jacket'))).rejects.toThrow(ApiError)
    stubFetch(() => Response.json({ ...product, price: undefined }))
    await expect(client().fetchQuery(productQueryOptions('outlaw-leather-jacket'))).rejects.toThrow()
  })
})
