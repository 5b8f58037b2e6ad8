import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownProducts, products } from '../../../src/server/db/schema'
import type { OwnProduct } from '../../../src/server/products/products.service'
import { createTestApp } from './test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => {
  await testApp.close()
})

type OwnProductBody = OwnProduct

const get = (path: string) => testApp.app.request(path)

function expectOwnProduct(product: OwnProductBody) {
  expect(Object.keys(product).sort()).toEqual(
    [
      'compareAtPrice',
      'description',
      'id',
      'images',
      'name',
      'price',
      'slug',
      'specifications',
      'tags',
      'sizes',
      'colors',
      'rating',
      'reviewCount',
    ].sort(),
  )
  // Each its own colours (the colourways its pictures show), and sizes or none.
  expect(product.colors.length).toBeGreaterThanOrEqual(1)
  expect(new Set(product.colors).size).toBe(product.colors.length)
  expect(new Set(product.sizes).size).toBe(product.sizes.length)
  expect(Number.isInteger(product.reviewCount)).toBe(true)
  if (product.reviewCount === 0) expect(product.rating).toBeNull()
  else {
    expect(product.rating).toBeGreaterThanOrEqual(1)
    expect(product.rating).toBeLessThanOrEqual(5)
    expect(Math.round((product.rating ?? 0) * 10) / 10).toBe(product.rating)
  }
  expect(product.price).toMatch(/^\d+\.\d{2}$/)
  if (product.compareAtPrice !== null) {
    expect(product.compareAtPrice).toMatch(/^\d+\.\d{2}$/)
    expect(Number(product.compareAtPrice)).toBeGreaterThan(Number(product.price))
  }
  expect(product.images.length).toBeGreaterThanOrEqual(1)
  for (const image of product.images) expect(image).toMatch(/^\/images\/products\/[a-z]+-[a-z]+-\d+\.svg$/)
}

describe('GET /api/products/featured', () => {
  it('lists the featured own-API products', async () => {
    const response = await get('/api/products/featured')
    expect(response.status).toBe(200)
    const featured = (await response.json()) as OwnProductBody[]
    expect(featured).toHaveLength(12)
    for (const product of featured) {
      expectOwnProduct(product)
      expect(product.tags).toContain('featured')
    }
    expect(featured.map((p) => p.id)).toEqual([...featured.map((p) => p.id)].sort((a, b) => a - b))
  })
})

describe('GET /api/products', () => {
  it('lists every own-API product in id order, the featured ones among them', async () => {
    const response = await get('/api/products')
    expect(response.status).toBe(200)
    const all = (await response.json()) as OwnProductBody[]
    const rows = await testApp.db.select({ id: ownProducts.id }).from(ownProducts)
    expect(all).toHaveLength(rows.length)
    expect(all.length).toBeGreaterThan(12)
    for (const product of all) expectOwnProduct(product)
    expect(all.map((p) => p.id)).toEqual([...all.map((p) => p.id)].sort((a, b) => a - b))
    const featured = (await (await get('/api/products/featured')).json()) as OwnProductBody[]
    for (const product of featured) expect(all).toContainEqual(product)
  })
})

describe('GET /api/products/:slug', () => {
  it('returns the product with that slug', async () => {
    const response = await get('/api/products/outlaw-leather-jacket')
    expect(response.status).toBe(200)
    const product = (await response.json()) as OwnProductBody
    expectOwnProduct(product)
    expect(product).toMatchObject({ slug: 'outlaw-leather-jacket', name: 'Outlaw Leather Jacket' })
    expect(product.specifications).toHaveProperty('material')
  })

  it('answers the same object the featured list holds', async () => {
    const featured = (await (await get('/api/products/featured')).json()) as OwnProductBody[]
    const first = featured[0]
    expect(first).toBeDefined()
    expect(await (await get(`/api/products/${first?.slug}`)).json()).toEqual(first)
  })

  it('lists no sizes for what is not sized, and its own for what is', async () => {
    const bag = (await (await get('/api/products/drifter-throw-over-saddlebags')).json()) as OwnProductBody
    expect(bag.sizes).toEqual([])
    const boots = (await (await get('/api/products/hardtail-harness-boots')).json()) as OwnProductBody
    expect(boots.sizes).toEqual(['7', '8', '9', '10', '11', '12', '13'])
    const jacket = (await (await get('/api/products/outlaw-leather-jacket')).json()) as OwnProductBody
    expect(jacket.sizes).toContain('5XL')
  })

  it('returns an empty specification map where a product has none', async () => {
    const product = (await (await get('/api/products/open-road-bandana')).json()) as OwnProductBody
    expect(product.specifications).toEqual({})
  })

  it('answers 404 not_found for an unknown slug, including a storefront handle', async () => {
    const [storefront] = await testApp.db.select({ handle: products.handle }).from(products).limit(1)
    for (const slug of ['no-such-thing', storefront?.handle ?? 'missing']) {
      const response = await get(`/api/products/${slug}`)
      expect(response.status).toBe(404)
      const body = (await response.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe('not_found')
      expect(body.error.message).toContain(slug)
    }
  })

  it.each([
    'Outlaw-Leather-Jacket',
    'under_score',
    'a'.repeat(201),
    'caf%C3%A9',
    'dots.here',
    // Broken or odd percent-encoding never reaches the database as an error.
    '%E0%A4%A',
    '%',
    '%00',
    '%20',
    'a%2Fb',
    '..%2F..',
  ])('rejects the malformed slug %s with 400', async (slug) => {
    const response = await get(`/api/products/${slug}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'invalid_slug', message: expect.any(String) } })
  })

  it('accepts a 200-character slug and simply finds nothing', async () => {
    expect((await get(`/api/products/${'a'.repeat(200)}`)).status).toBe(404)
  })
})
