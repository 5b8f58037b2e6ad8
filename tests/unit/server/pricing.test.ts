import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ownProducts, products, productVariants } from '../../../src/server/db/schema'
import { HttpError } from '../../../src/server/http/errors'
import {
  type PricingDeps,
  priceProductRef,
  priceProductRefs,
} from '../../../src/server/pricing/pricing.service'
import { createTestApp } from './test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let testApp: TestApp
let local: PricingDeps

beforeAll(async () => {
  testApp = await createTestApp()
  local = { db: testApp.db, config: testApp.config }
})
afterAll(async () => {
  await testApp.close()
})

const STORE_DOMAIN = 'moto-test.myshopify.com'
const STORE = {
  storefront: { origin: `https://${STORE_DOMAIN}`, publicToken: 'public-token-123', apiVersion: '2026-04' },
}

/** A stand-in for the store's Storefront API: answers `nodes` from a table, and records each request. */
function stubStore(nodes: Record<string, unknown>, answer?: () => Response | Promise<Response>) {
  const requests: { url: string; headers: Headers; body: { query: string; variables: { ids: string[] } } }[] =
    []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: { ids: string[] } }
    requests.push({ url: String(url), headers: new Headers(init?.headers), body })
    if (answer) return answer()
    return Response.json({ data: { nodes: body.variables.ids.map((id) => nodes[id] ?? null) } })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests }
}

const remoteVariant = {
  id: 'gid://shopify/ProductVariant/4001',
  title: 'L / Black',
  availableForSale: true,
  price: { amount: '129.9', currencyCode: 'EUR' },
  compareAtPrice: { amount: '150.0' },
  image: { url: 'https://cdn.shopify.com/jacket-black.jpg' },
  product: {
    title: 'Ridge Jacket',
    handle: 'ridge-jacket',
    featuredImage: { url: 'https://cdn.shopify.com/jacket.jpg' },
  },
}
const remoteSingle = {
  id: 'gid://shopify/ProductVariant/4002',
  title: 'Default Title',
  availableForSale: false,
  price: { amount: '45.0', currencyCode: 'EUR' },
  compareAtPrice: null,
  image: null,
  product: {
    title: 'Chain Wallet',
    handle: 'chain-wallet',
    featuredImage: { url: 'https://cdn.shopify.com/wallet.jpg' },
  },
}

describe('priceProductRefs from this database', () => {
  it('prices variants and own products in one query each, and leaves out refs that name nothing', async () => {
    const variants = await testApp.db
      .select({ id: productVariants.id, price: productVariants.price, title: products.title })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .orderBy(asc(productVariants.id))
      .limit(20)
    const [own] = await testApp.db.select().from(ownProducts).orderBy(asc(ownProducts.id)).limit(1)
    const refs = [
      ...variants.map((variant) => `gid://shopify/ProductVariant/${variant.id}`),
      `own:${own?.slug}`,
      'own:not-in-the-shop',
      'gid://shopify/ProductVariant/999999999',
      'gid://shopify/ProductVariant/999999999999999',
      'not a ref',
    ]
    const select = vi.spyOn(testApp.db, 'select')
    const priced = await priceProductRefs(local, refs)
    expect(select).toHaveBeenCalledTimes(2)
    select.mockRestore()

    expect(priced.size).toBe(21)
    for (const variant of variants) {
      expect(priced.get(`gid://shopify/ProductVariant/${variant.id}`)).toMatchObject({
        name: variant.title,
        price: variant.price,
        currencyCode: 'USD',
      })
    }
    expect(priced.get(`own:${own?.slug}`)).toEqual({
      name: own?.name,
      price: own?.price,
      currencyCode: 'USD',
      compareAtPrice: own?.compareAtPrice,
      images: own?.images,
      href: `/product/${own?.slug}`,
      variantTitle: null,
      availableForSale: true,
    })
  })

  it('shows no variant title for a product’s only variant', async () => {
    const [single] = await testApp.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.title, 'Default Title')))
      .limit(1)
    const product = await priceProductRef(local, `gid://shopify/ProductVariant/${single?.id}`)
    expect(product?.variantTitle).toBeNull()
  })
})

describe('priceProductRefs from a configured store', () => {
  it('asks the Storefront API for all variants in one request, and prices own products locally', async () => {
    const store = stubStore({ [remoteVariant.id]: remoteVariant, [remoteSingle.id]: remoteSingle })
    const deps = { db: testApp.db, config: STORE, fetch: store.fetch }
    const [own] = await testApp.db.select().from(ownProducts).limit(1)
    const refs = [remoteVariant.id, remoteSingle.id, 'gid://shopify/ProductVariant/4999', `own:${own?.slug}`]
    const priced = await priceProductRefs(deps, refs)

    expect(store.requests).toHaveLength(1)
    const [sent] = store.requests
    expect(sent?.url).toBe('https://moto-test.myshopify.com/api/2026-04/graphql.json')
    expect(sent?.headers.get('x-shopify-storefront-access-token')).toBe('public-token-123')
    expect(sent?.headers.get('content-type')).toBe('application/json')
    expect(sent?.body.variables.ids).toEqual([
      remoteVariant.id,
      remoteSingle.id,
      'gid://shopify/ProductVariant/4999',
    ])
    expect(sent?.body.query).toContain('... on ProductVariant')

    expect(priced.get(remoteVariant.id)).toEqual({
      name: 'Ridge Jacket',
      price: '129.90',
      currencyCode: 'EUR',
      compareAtPrice: '150.00',
      images: ['https://cdn.shopify.com/jacket-black.jpg'],
      href: '/product/ridge-jacket',
      variantTitle: 'L / Black',
      availableForSale: true,
    })
    expect(priced.get(remoteSingle.id)).toEqual({
      name: 'Chain Wallet',
      price: '45.00',
      currencyCode: 'EUR',
      compareAtPrice: null,
      images: ['https://cdn.shopify.com/wallet.jpg'],
      href: '/product/chain-wallet',
      variantTitle: null,
      availableForSale: false,
    })
    expect(priced.has('gid://shopify/ProductVariant/4999')).toBe(false)
    expect(priced.get(`own:${own?.slug}`)?.price).toBe(own?.price)
  })

  it('treats an id of another type as naming nothing', async () => {
    const store = stubStore({ 'gid://shopify/ProductVariant/7': {} })
    const deps = { db: testApp.db, config: STORE, fetch: store.fetch }
    expect(await priceProductRef(deps, 'gid://shopify/ProductVariant/7')).toBeNull()
  })

  it.each<[string, () => Response | Promise<Response>]>([
    ['an HTTP error', () => new Response('Service Unavailable', { status: 503 })],
    ['GraphQL errors', () => Response.json({ data: null, errors: [{ message: 'Throttled' }] })],
    ['a body that is not JSON', () => new Response('<html>', { headers: { 'Content-Type': 'text/html' } })],
    ['an unexpected shape', () => Response.json({ data: { nodes: [{ id: 'x', price: 'free' }] } })],
    [
      'a malformed amount',
      () =>
        Response.json({
          data: { nodes: [{ ...remoteVariant, price: { amount: '1e3', currencyCode: 'EUR' } }] },
        }),
    ],
    [
      'a price without its currency',
      () => Response.json({ data: { nodes: [{ ...remoteVariant, price: { amount: '129.9' } }] } }),
    ],
    ['a failed connection', () => Promise.reject(new TypeError('fetch failed'))],
    ['a timeout', () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))],
  ])('answers 503 store_unavailable for %s', async (_case, answer) => {
    const store = stubStore({}, answer)
    const deps = { db: testApp.db, config: STORE, fetch: store.fetch }
    const failure = priceProductRef(deps, remoteVariant.id)
    await expect(failure).rejects.toBeInstanceOf(HttpError)
    await expect(failure).rejects.toMatchObject({ status: 503, code: 'store_unavailable' })
  })
})

describe('the cart with a configured store', () => {
  it('adds a store variant at the store’s price, and answers 503 while the store is down', async () => {
    let storeUp = true
    const store = stubStore({}, async () =>
      storeUp
        ? Response.json({ data: { nodes: [remoteVariant] } })
        : new Response('Bad Gateway', { status: 502 }),
    )
    const app = await createTestApp({
      scale: null,
      env: { STOREFRONT_DOMAIN: STORE_DOMAIN, STOREFRONT_PUBLIC_TOKEN: STORE.storefront.publicToken },
      fetch: store.fetch,
    })
    try {
      const shopper = await app.createShopper()
      const add = () =>
        app.postJson('/api/cart', { productId: remoteVariant.id, quantity: 1 }, { Cookie: shopper.cookie })
      const added = await add()
      expect(added.status).toBe(201)
      expect(await added.json()).toMatchObject({
        product: { name: 'Ridge Jacket', price: '129.90', currencyCode: 'EUR' },
      })

      storeUp = false
      const refused = await add()
      expect(refused.status).toBe(503)
      expect(await refused.json()).toEqual({
        error: {
          code: 'store_unavailable',
          message: 'We could not reach the store to check prices. Please try again in a moment.',
        },
      })
    } finally {
      await app.close()
    }
  })
})

describe('the store endpoint, however the domain is written', () => {
  it.each(['moto-test.myshopify.com', 'https://moto-test.myshopify.com/', ' Moto-Test.MyShopify.com '])(
    'prices from https://moto-test.myshopify.com for %j',
    async (domain) => {
      const store = stubStore({ [remoteVariant.id]: remoteVariant })
      const app = await createTestApp({
        scale: null,
        env: { STOREFRONT_DOMAIN: domain, STOREFRONT_PUBLIC_TOKEN: 'public-token-123' },
        fetch: store.fetch,
      })
      try {
        const priced = await priceProductRef(
          { db: app.db, config: app.config, fetch: store.fetch },
          remoteVariant.id,
        )
        expect(priced?.price).toBe('129.90')
        expect(store.requests.map((request) => request.url)).toEqual([
          'https://moto-test.myshopify.com/api/2026-04/graphql.json',
        ])
      } finally {
        await app.close()
      }
    },
  )
})

describe('one currency a cart', () => {
  it('refuses an item priced in another currency than the cart, and keeps the cart as it was', async () => {
    const store = stubStore({ [remoteVariant.id]: remoteVariant })
    const app = await createTestApp({
      env: { STOREFRONT_DOMAIN: STORE_DOMAIN, STOREFRONT_PUBLIC_TOKEN: 'public-token-123' },
      fetch: store.fetch,
    })
    try {
      const shopper = await app.createShopper()
      const [own] = await app.db.select().from(ownProducts).limit(1)
      const add = (productId: string) =>
        app.postJson('/api/cart', { productId, quantity: 1 }, { Cookie: shopper.cookie })
      expect((await add(remoteVariant.id)).status).toBe(201)
      const refused = await add(`own:${own?.slug}`)
      expect(refused.status).toBe(409)
      expect(await refused.json()).toEqual({
        error: {
          code: 'currency_mismatch',
          message: `${own?.name} is priced in USD and your cart in EUR; one order is paid in one currency. Check out or empty your cart first.`,
        },
      })
      const cart = (await (
        await app.app.request('/api/cart', { headers: { Cookie: shopper.cookie } })
      ).json()) as {
        productId: string
      }[]
      expect(cart.map((line) => line.productId)).toEqual([remoteVariant.id])
    } finally {
      await app.close()
    }
  })
})
