import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartLines, ownProducts, storeOrders, users, wishlistItems } from '../../../src/server/db/schema'
import type { PricedCartLine } from '../../../src/shared/account/cart'
import type { Order } from '../../../src/shared/account/orders'
import type { WishlistContents } from '../../../src/shared/account/wishlist'
import { orderPayload } from '../../support/order-payload'
import { createTestApp } from './test-app'

/*
 * Who may touch what (docs/security.md#who-may-do-what): every route that reads or changes a shopper's cart,
 * orders or wishlist, walked as another shopper and signed out. Another shopper's row is a 404, the
 * same answer as a row that does not exist, so ids cannot be probed; signed out is a 401.
 */

type Shopper = Awaited<ReturnType<typeof testApp.createShopper>>
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let alice: Shopper
let bob: Shopper
/** Own-API products: Alice's, Bob's, and one both have. */
let refs: { alice: string; bob: string; shared: string }
let aliceLine: PricedCartLine
let aliceOrder: Order

function call(shopper: Shopper | null, method: Method, path: string, body?: unknown, headers = {}) {
  return testApp.call(shopper, method, path, body, headers)
}

async function readJson<T>(shopper: Shopper, path: string): Promise<T> {
  const response = await call(shopper, 'GET', path)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

const wishlistPath = (productId: string) => `/api/wishlist/${encodeURIComponent(productId)}`

async function addToCart(shopper: Shopper, productId: string, quantity: number) {
  const response = await call(shopper, 'POST', '/api/cart', { productId, quantity })
  expect(response.status).toBe(201)
  return (await response.json()) as PricedCartLine
}

/** The checkout of the shopper's cart as shown to them: the lines and the server's totals. */
async function checkoutOf(shopper: Shopper) {
  return orderPayload(shopper.email, await readJson<PricedCartLine[]>(shopper, '/api/cart'))
}

let storeOrderIds = 7_000_000_000
/** An order the store took from the shopper's checkout, as its webhook left it (0069). */
async function placeOrder(shopper: Shopper) {
  const [user] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.email, shopper.email))
  const id = String(++storeOrderIds)
  await testApp.db.insert(storeOrders).values({
    id,
    userId: user?.id ?? null,
    name: `#${id.slice(-4)}`,
    email: shopper.email,
    currencyCode: 'USD',
    subtotal: '50.00',
    tax: '4.00',
    shipping: '15.00',
    discount: '0.00',
    total: '69.00',
    lines: [
      { title: 'Gloves', variantTitle: null, quantity: 2, price: '25.00', productId: null, variantId: null },
    ],
    financialStatus: 'paid',
    fulfilments: [],
    storeUpdatedAt: new Date(),
    placedAt: new Date(),
  })
  return readJson<Order>(shopper, `/api/orders/${id}`)
}

/** Everything of Alice's: the stored rows (timestamps included) and what the API shows her. */
async function aliceData() {
  const { db } = testApp
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, alice.email))
  const userId = user?.id ?? ''
  const orderRows = await db
    .select()
    .from(storeOrders)
    .where(eq(storeOrders.userId, userId))
    .orderBy(asc(storeOrders.id))
  return {
    cartRows: await db
      .select()
      .from(cartLines)
      .where(eq(cartLines.userId, userId))
      .orderBy(asc(cartLines.id)),
    orderRows,
    wishlistRows: await db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(asc(wishlistItems.sequence)),
    cart: await readJson<PricedCartLine[]>(alice, '/api/cart'),
    orders: await readJson<Order[]>(alice, '/api/orders'),
    order: await readJson<Order>(alice, `/api/orders/${aliceOrder.id}`),
    wishlist: await readJson<WishlistContents>(alice, '/api/wishlist'),
  }
}

let aliceBefore: Awaited<ReturnType<typeof aliceData>>

beforeAll(async () => {
  testApp = await createTestApp()
  const own = await testApp.db
    .select({ slug: ownProducts.slug })
    .from(ownProducts)
    .orderBy(asc(ownProducts.id))
    .limit(3)
  const [first, second, third] = own.map((product) => `own:${product.slug}`)
  if (!first || !second || !third) throw new Error('The test catalogue has fewer than three own-API products')
  refs = { alice: first, bob: second, shared: third }
  alice = await testApp.createShopper('Alice')
  bob = await testApp.createShopper('Bob')

  for (const [shopper, ref] of [
    [alice, refs.alice],
    [bob, refs.bob],
  ] as const) {
    await addToCart(shopper, ref, 2)
    await addToCart(shopper, refs.shared, 1)
  }
  aliceOrder = await placeOrder(alice)
  await placeOrder(bob)
  // The store's order took what was handed over out of the carts (src/server/webhooks/store-orders.service.ts).
  await testApp.db.delete(cartLines)
  // After checkout: a cart again, beside the orders.
  aliceLine = await addToCart(alice, refs.alice, 3)
  await addToCart(bob, refs.bob, 1)
  for (const [shopper, ref] of [
    [alice, refs.alice],
    [alice, refs.shared],
    [bob, refs.bob],
  ] as const)
    expect((await call(shopper, 'PUT', wishlistPath(ref))).status).toBe(204)

  aliceBefore = await aliceData()
})
afterAll(async () => {
  await testApp.close()
})

/**
 * Expects a 404 in the `{ error }` shape that tells nothing of Alice's row: the answer to an id that
 * names no row at all, so Bob cannot tell her ids from made-up ones.
 */
async function expectNotFound(method: Method, path: string, id: string, body?: unknown) {
  const what = `${method} ${path.replace(id, '{id}')}`
  const response = await call(bob, method, path, body)
  expect(response.status, what).toBe(404)
  const text = await response.text()
  for (const secret of [alice.email, aliceOrder.name, aliceLine.product.name])
    expect(text, what).not.toContain(secret)
  const made = await call(bob, method, path.replace(id, randomUUID()), body)
  const madeUp = (await made.json()) as { error: { code: string } }
  expect(made.status, what).toBe(404)
  expect(JSON.parse(text), what).toEqual({ error: { code: madeUp.error.code, message: expect.any(String) } })
  return JSON.parse(text) as unknown
}

describe("another shopper's cart lines and orders", () => {
  const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

  it.each(METHODS)("answer %s /api/cart/{Alice's line} with 404 and leave it alone", async (method) => {
    const body = method === 'GET' ? undefined : { quantity: 7 }
    const answer = await expectNotFound(method, `/api/cart/${aliceLine.id}`, aliceLine.id, body)
    if (method === 'PATCH' || method === 'DELETE')
      expect(answer).toEqual({
        error: { code: 'cart_line_not_found', message: 'That item is not in your cart.' },
      })
    expect(await aliceData()).toEqual(aliceBefore)
  })

  it.each(METHODS)("answer %s /api/orders/{Alice's order} with 404", async (method) => {
    const answer = await expectNotFound(
      method,
      `/api/orders/${aliceOrder.id}`,
      aliceOrder.id,
      method === 'GET' ? undefined : {},
    )
    if (method === 'GET')
      expect(answer).toEqual({ error: { code: 'order_not_found', message: 'We could not find that order.' } })
    expect(await aliceData()).toEqual(aliceBefore)
  })

  it("refuse Bob a checkout of Alice's cart: it is checked against his own, and nothing is handed over", async () => {
    const withHerCheckout = await call(bob, 'POST', '/api/checkouts', await checkoutOf(alice))
    expect(withHerCheckout.status).toBe(409)
    expect(((await withHerCheckout.json()) as { error: { code: string } }).error.code).toBe('cart_changed')
    expect(await aliceData()).toEqual(aliceBefore)
  })
})

describe("another shopper's wishlist", () => {
  // Entries are named by product, within the caller's own list: Bob can only ever reach his own.
  it("takes Bob's PUT and DELETE of Alice's products as changes to his own list", async () => {
    expect((await call(bob, 'DELETE', wishlistPath(refs.alice))).status).toBe(204)
    expect((await call(bob, 'PUT', wishlistPath(refs.shared))).status).toBe(204)
    const merged = await call(bob, 'POST', '/api/wishlist/merge', { productIds: [refs.alice] })
    expect(await merged.json()).toEqual({ productIds: [refs.bob, refs.shared, refs.alice] })
    expect(await aliceData()).toEqual(aliceBefore)

    for (const ref of [refs.shared, refs.alice]) await call(bob, 'DELETE', wishlistPath(ref))
    expect(await readJson<WishlistContents>(bob, '/api/wishlist')).toEqual({ productIds: [refs.bob] })
    expect(await aliceData()).toEqual(aliceBefore)
  })
})

describe('lists', () => {
  it('show each shopper their own cart lines, orders and wishlist, and never the other’s', async () => {
    const aliceOrderIds = aliceBefore.orders.map((order) => order.id)
    const aliceLineIds = aliceBefore.cart.map((line) => line.id)

    const bobCart = await readJson<PricedCartLine[]>(bob, '/api/cart')
    const bobOrders = await readJson<Order[]>(bob, '/api/orders')
    expect(bobCart.length).toBeGreaterThan(0)
    expect(bobOrders.length).toBeGreaterThan(0)
    for (const line of bobCart) expect(aliceLineIds).not.toContain(line.id)
    for (const order of bobOrders) {
      expect(aliceOrderIds).not.toContain(order.id)
      expect(order.email).toBe(bob.email)
    }
    expect(await readJson<WishlistContents>(bob, '/api/wishlist')).toEqual({ productIds: [refs.bob] })

    expect(aliceBefore.cart.map((line) => line.productId)).toEqual([refs.alice])
    expect(aliceBefore.orders.map((order) => order.email)).toEqual([alice.email])
    expect(aliceBefore.wishlist).toEqual({ productIds: [refs.alice, refs.shared] })
    for (const order of aliceBefore.orders) expect(bobOrders.map((mine) => mine.id)).not.toContain(order.id)
  })
})

describe('signed out', () => {
  // Every route that calls requireUser (cart, orders, checkout codes and wishlist routes).
  const SIGNED_IN_ROUTES: { method: Method; path: string; body?: () => unknown }[] = [
    { method: 'GET', path: '/api/cart' },
    { method: 'POST', path: '/api/cart', body: () => ({ productId: refs.alice, quantity: 1 }) },
    { method: 'DELETE', path: '/api/cart' },
    { method: 'PATCH', path: '/api/cart/:id', body: () => ({ quantity: 5 }) },
    { method: 'DELETE', path: '/api/cart/:id' },
    { method: 'POST', path: '/api/checkouts', body: () => checkoutOf(alice) },
    { method: 'GET', path: '/api/orders' },
    { method: 'GET', path: '/api/orders/:id' },
    { method: 'POST', path: '/api/checkout/code', body: () => ({ code: 'ORMS-7K3F-Q9TD-2LXW' }) },
    { method: 'GET', path: '/api/wishlist' },
    { method: 'POST', path: '/api/wishlist/merge', body: () => ({ productIds: [refs.bob] }) },
    { method: 'PUT', path: '/api/wishlist/:productId' },
    { method: 'DELETE', path: '/api/wishlist/:productId' },
  ]

  it('covers every route of the cart, orders, checkout and wishlist', () => {
    const served = testApp.app.routes
      .filter(
        (route) =>
          route.method !== 'ALL' &&
          /^\/api\/(cart|orders|checkout|wishlist)/.test(route.path) &&
          // A gift card is bought signed out too: the store's checkout asks for what it needs.
          route.path !== '/api/checkouts/gift-card',
      )
      .map((route) => `${route.method} ${route.path}`)
    expect(SIGNED_IN_ROUTES.map((route) => `${route.method} ${route.path}`).sort()).toEqual(served.sort())
  })

  let endedCookie: string
  beforeAll(async () => {
    const ended = await testApp.createShopper('Gone')
    await testApp.app.request('/api/auth/logout', { method: 'POST', headers: { Cookie: ended.cookie } })
    endedCookie = ended.cookie
  })

  /** Alice's real rows, and ids and a body no route would accept: sign-in is checked first. */
  const concrete = (path: string, junk: boolean) =>
    path
      .replace(':id', junk ? 'not-a-uuid' : path.startsWith('/api/cart') ? aliceLine.id : aliceOrder.id)
      .replace(':productId', junk ? '%00' : encodeURIComponent(refs.alice))

  it.each(SIGNED_IN_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 401 to a caller with no session, an ended one, a forged one or a broken cookie, and writes nothing',
    async (_name, route) => {
      const cookies = [undefined, endedCookie, `orms_session=${'A'.repeat(43)}`, 'orms_session=%E0%A4%A; x']
      for (const cookie of cookies) {
        for (const junk of [false, true]) {
          const body = route.body === undefined ? undefined : junk ? '{"quantity":' : await route.body()
          const response = await testApp.app.request(concrete(route.path, junk), {
            method: route.method,
            headers: {
              ...(cookie ? { Cookie: cookie } : {}),
              ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            },
            body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
          })
          const what = `${route.method} ${route.path} with ${cookie ?? 'no cookie'}${junk ? ', junk input' : ''}`
          expect(response.status, what).toBe(401)
          expect(response.headers.get('cache-control'), what).toBe('private, no-store')
          const { error } = (await response.json()) as { error: { code: string; message: string } }
          expect(error.code, what).toBe('unauthorized')
          // The client reads a 401 whose message says "Unauthorized" as signed out.
          expect(error.message, what).toMatch(/^Unauthorized: sign in/)
        }
      }
      expect(await aliceData()).toEqual(aliceBefore)
    },
  )
})
