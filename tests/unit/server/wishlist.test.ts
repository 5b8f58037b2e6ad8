import { count } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { wishlistItems } from '../../../src/server/db/schema'
import { WISHLIST_MAX, type WishlistContents } from '../../../src/shared/account/wishlist'
import { createTestApp } from './test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
type Shopper = Awaited<ReturnType<TestApp['createShopper']>>
let testApp: TestApp
let alice: Shopper
let bob: Shopper

beforeAll(async () => {
  testApp = await createTestApp({ scale: null })
  alice = await testApp.createShopper('Alice')
  bob = await testApp.createShopper('Bob')
})
afterAll(async () => {
  await testApp.close()
})
beforeEach(async () => {
  await testApp.db.delete(wishlistItems)
})

const helmet = 'gid://shopify/Product/12'
const jacket = 'gid://shopify/Product/345'
const vest = 'own:heritage-leather-vest'

function call(method: string, path: string, shopper: Shopper | null, body?: unknown) {
  const headers: Record<string, string> = {}
  if (shopper) headers.Cookie = shopper.cookie
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  return testApp.app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

const itemPath = (productId: string) => `/api/wishlist/${encodeURIComponent(productId)}`
const save = (shopper: Shopper, productId: string) => call('PUT', itemPath(productId), shopper)
const merge = (shopper: Shopper, productIds: unknown) =>
  call('POST', '/api/wishlist/merge', shopper, { productIds })

async function readWishlist(shopper: Shopper): Promise<string[]> {
  const response = await call('GET', '/api/wishlist', shopper)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  return ((await response.json()) as WishlistContents).productIds
}

async function storedCount() {
  return (await testApp.db.select({ n: count() }).from(wishlistItems))[0]?.n
}

describe('wishlist', () => {
  it('saves products (204) once each, oldest first, and removes them (204)', async () => {
    expect(await readWishlist(alice)).toEqual([])
    for (const productId of [jacket, vest, helmet, jacket]) {
      const response = await save(alice, productId)
      expect(response.status).toBe(204)
    }
    expect(await readWishlist(alice)).toEqual([jacket, vest, helmet])

    expect((await call('DELETE', itemPath(vest), alice)).status).toBe(204)
    expect((await call('DELETE', itemPath(vest), alice)).status).toBe(204)
    expect(await readWishlist(alice)).toEqual([jacket, helmet])
  })

  it('merges a device’s list after what is saved, in its order, without repeats (200)', async () => {
    await save(alice, jacket)
    const response = await merge(alice, [vest, jacket, helmet, vest])
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ productIds: [jacket, vest, helmet] })
    expect(await readWishlist(alice)).toEqual([jacket, vest, helmet])
    expect(await (await merge(alice, [])).json()).toEqual({ productIds: [jacket, vest, helmet] })
  })

  it.each([
    'gid://shopify/ProductVariant/12',
    'gid://shopify/Product/',
    'own:Heritage-Vest',
    'javascript:alert(1)',
    'x'.repeat(300),
  ])('answers 400 for the product id %s, and saves nothing', async (productId) => {
    const message = 'A wishlist entry is a storefront product id (gid://shopify/Product/…) or own:{slug}.'
    for (const method of ['PUT', 'DELETE']) {
      const response = await call(method, itemPath(productId), alice)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: { code: 'invalid_product_id', message } })
    }
    const merged = await merge(alice, [helmet, productId])
    expect(merged.status).toBe(400)
    expect(await merged.json()).toEqual({
      error: { code: 'invalid_request', message: `productIds.1: ${message}` },
    })
    expect(await storedCount()).toBe(0)
  })

  it.each([
    ['no list', {}],
    ['a list of numbers', { productIds: [12] }],
  ])('answers 400 to a merge with %s', async (_case, body) => {
    const response = await call('POST', '/api/wishlist/merge', alice, body)
    expect(response.status).toBe(400)
    expect(await storedCount()).toBe(0)
  })

  it(`holds at most ${WISHLIST_MAX} products`, async () => {
    const many = Array.from({ length: WISHLIST_MAX }, (_, i) => `own:${'long-product-slug-'.repeat(3)}${i}`)
    const full = await merge(alice, many)
    expect(full.status).toBe(200)
    expect(((await full.json()) as WishlistContents).productIds).toEqual(many)

    const wishlistFull = {
      error: {
        code: 'wishlist_full',
        message: `Your wishlist can hold at most ${WISHLIST_MAX} products. Remove some to save more.`,
      },
    }
    const refused = await save(alice, helmet)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual(wishlistFull)
    expect(await (await merge(alice, [many[0], helmet])).json()).toEqual(wishlistFull)
    // Saving what is already saved is still fine.
    expect((await save(alice, many[3] ?? '')).status).toBe(204)
    expect((await merge(alice, many.slice(0, 10))).status).toBe(200)
    expect(await storedCount()).toBe(WISHLIST_MAX)
  })

  it('keeps each shopper’s list to themselves', async () => {
    await save(alice, helmet)
    expect(await readWishlist(bob)).toEqual([])
    expect((await call('DELETE', itemPath(helmet), bob)).status).toBe(204)
    await merge(bob, [jacket])
    expect(await readWishlist(alice)).toEqual([helmet])
    expect(await readWishlist(bob)).toEqual([jacket])
  })

  it.each([
    ['GET', '/api/wishlist', undefined],
    ['PUT', itemPath(helmet), undefined],
    ['DELETE', itemPath(helmet), undefined],
    ['POST', '/api/wishlist/merge', { productIds: [helmet] }],
  ])('%s %s answers 401 when signed out', async (method, path, body) => {
    const response = await call(method, path, null, body)
    expect(response.status).toBe(401)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthorized')
    expect(await storedCount()).toBe(0)
  })
})
