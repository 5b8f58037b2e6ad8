import { asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  cartLines,
  mailOutbox,
  orderLines,
  orders,
  products,
  productVariants,
} from '../../../src/server/db/schema'
import type { PricedCartLine } from '../../../src/shared/account/cart'
import type { Order, PlaceOrderRequest } from '../../../src/shared/account/orders'
import { calculateOrderTotals } from '../../../src/shared/order-totals'
import { orderPayload, TEST_ADDRESS } from '../../support/order-payload'
import { addOwnProducts, createTestApp } from './test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
type Shopper = Awaited<ReturnType<TestApp['createShopper']>>
let testApp: TestApp
let alice: Shopper
let bob: Shopper
let soldOutVariant: { gid: string; title: string; productTitle: string }

/** Own-API products with round figures, so the expected totals can be worked out by hand. */
const fixtures = [
  { slug: 'test-gloves', name: 'Test Riding Gloves', price: '24.99' },
  { slug: 'test-jacket', name: 'Test Touring Jacket', price: '149.50' },
  { slug: 'test-vest', name: 'Test Leather Vest', price: '50.00' },
] as const
const gloves = 'own:test-gloves'
const jacket = 'own:test-jacket'
const vest = 'own:test-vest'

beforeAll(async () => {
  testApp = await createTestApp()
  await addOwnProducts(testApp.db, fixtures)
  alice = await testApp.createShopper('Alice')
  bob = await testApp.createShopper('Bob')
  const [variant] = await testApp.db
    .select({ id: productVariants.id, title: productVariants.title, productTitle: products.title })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.availableForSale, false))
    .orderBy(asc(productVariants.id))
    .limit(1)
  if (!variant) throw new Error('The test catalogue has no sold-out variant')
  soldOutVariant = { ...variant, gid: `gid://shopify/ProductVariant/${variant.id}` }
})
afterAll(async () => {
  await testApp.close()
})
beforeEach(async () => {
  await testApp.db.delete(orders)
  await testApp.db.delete(cartLines)
  await testApp.db.delete(mailOutbox)
})

/** The confirmations written to the outbox, oldest first. */
function outbox() {
  return testApp.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt))
}

const address = TEST_ADDRESS

function call(
  method: string,
  path: string,
  shopper: Shopper | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return testApp.call(shopper, method, path, body, headers)
}

async function addToCart(shopper: Shopper, productId: string, quantity: number, size?: string) {
  const response = await call('POST', '/api/cart', shopper, { productId, quantity, size })
  expect(response.status).toBeLessThan(300)
}

/** The order payload a checkout page builds from the cart it shows. */
async function checkoutPayload(shopper: Shopper): Promise<PlaceOrderRequest> {
  const lines = (await (await call('GET', '/api/cart', shopper)).json()) as PricedCartLine[]
  return orderPayload(shopper.email, lines, address)
}

const placeOrder = (shopper: Shopper, payload: unknown, key?: string) =>
  call('POST', '/api/orders', shopper, payload, key === undefined ? {} : { 'Idempotency-Key': key })

async function storedOrderCount() {
  return (await testApp.db.select({ n: count() }).from(orders))[0]?.n
}

async function cartSize(shopper: Shopper) {
  return ((await (await call('GET', '/api/cart', shopper)).json()) as PricedCartLine[]).length
}

describe('POST /api/orders', () => {
  it('places the order at the server’s prices, under $100 with $15 shipping, and empties the cart', async () => {
    await addToCart(alice, gloves, 2, 'L')
    const response = await placeOrder(alice, await checkoutPayload(alice))
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const order = (await response.json()) as Order
    expect(order).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      number: expect.stringMatching(/^ORMS-1\d{4}$/),
      createdAt: expect.any(String),
      email: alice.email,
      shippingAddress: address,
      billingAddress: address,
      lines: [
        {
          productId: gloves,
          name: 'Test Riding Gloves',
          variantTitle: null,
          size: 'L',
          color: null,
          quantity: 2,
          price: '24.99',
          lineTotal: '49.98',
          image: '/images/own/test-gloves.svg',
          href: '/product/test-gloves',
        },
      ],
      // 8% of 49.98 is 3.9984: 4.00 to the cent.
      subtotal: '49.98',
      discount: '0.00',
      discountCode: null,
      tax: '4.00',
      shipping: '15.00',
      giftCardAmount: '0.00',
      total: '68.98',
      currencyCode: 'USD',
    })
    expect(await cartSize(alice)).toBe(0)

    const [stored] = await testApp.db.select().from(orders)
    expect(stored).toMatchObject({ subtotal: '49.98', tax: '4.00', shipping: '15.00', total: '68.98' })
    expect(
      await testApp.db.select({ price: orderLines.price, quantity: orderLines.quantity }).from(orderLines),
    ).toEqual([{ price: '24.99', quantity: 2 }])
    const read = await call('GET', `/api/orders/${order.id}`, alice)
    expect(read.status).toBe(200)
    expect(await read.json()).toEqual(order)
  })

  it('ships free over $100 and rounds tax to the cent', async () => {
    await addToCart(alice, jacket, 1)
    await addToCart(alice, gloves, 1)
    const response = await placeOrder(alice, await checkoutPayload(alice))
    expect(response.status).toBe(201)
    // 8% of 174.49 is 13.9592.
    expect(await response.json()).toMatchObject({
      subtotal: '174.49',
      tax: '13.96',
      shipping: '0.00',
      total: '188.45',
    })
  })

  it('charges shipping on exactly $100.00 (free only over it)', async () => {
    await addToCart(alice, vest, 2)
    const response = await placeOrder(alice, await checkoutPayload(alice))
    expect(await response.json()).toMatchObject({
      subtotal: '100.00',
      tax: '8.00',
      shipping: '15.00',
      total: '123.00',
    })
  })

  it('stores a storefront variant line with its name, variant and image', async () => {
    const [variant] = await testApp.db
      .select({
        id: productVariants.id,
        price: productVariants.price,
        handle: products.handle,
        title: products.title,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.availableForSale, true))
      .orderBy(asc(productVariants.id))
      .limit(1)
    const gid = `gid://shopify/ProductVariant/${variant?.id}`
    await addToCart(alice, gid, 1)
    const order = (await (await placeOrder(alice, await checkoutPayload(alice))).json()) as Order
    expect(order.lines[0]).toMatchObject({
      productId: gid,
      name: variant?.title,
      price: variant?.price,
      href: `/product/${variant?.handle}`,
      image: expect.stringMatching(/^\/images\//),
    })
  })

  describe('refuses, stores nothing and keeps the cart', () => {
    beforeEach(async () => {
      await addToCart(alice, gloves, 2)
      await addToCart(alice, jacket, 1, 'XL')
    })

    async function expectRefused(
      response: Response,
      status: number,
      error: { code: string; message: string },
    ) {
      expect(response.status).toBe(status)
      expect(await response.json()).toEqual({ error })
      expect(await storedOrderCount()).toBe(0)
      expect(await cartSize(alice)).toBe(2)
    }

    // 2 × 24.99 + 149.50 = 199.48; tax 15.96 (15.9584); shipping free.
    const totalsChanged = {
      code: 'totals_changed',
      message:
        'Prices changed since you opened checkout: your order total is now $215.44. Review your cart and try again.',
    }

    it('a lowered item price, even with totals that match it', async () => {
      const payload = await checkoutPayload(alice)
      const items = payload.items.map((item) =>
        item.productId === jacket ? { ...item, price: '1.00' } : item,
      )
      await expectRefused(
        await placeOrder(alice, { ...payload, items, ...calculateOrderTotals(items) }),
        409,
        totalsChanged,
      )
    })

    it.each(['subtotal', 'tax', 'shipping', 'total'] as const)('a changed %s', async (field) => {
      const payload = await checkoutPayload(alice)
      await expectRefused(await placeOrder(alice, { ...payload, [field]: '0.01' }), 409, totalsChanged)
    })

    const cartChanged = {
      code: 'cart_changed',
      message: 'Your cart changed since you opened checkout. Review it and try again.',
    }
    it.each<[string, (items: PlaceOrderRequest['items']) => PlaceOrderRequest['items']]>([
      ['an item missing', (items) => items.slice(1)],
      ['an extra item', (items) => [...items, { productId: vest, quantity: 1, price: '50.00' }]],
      ['a different quantity', (items) => items.map((item) => ({ ...item, quantity: item.quantity + 1 }))],
      ['a different size', (items) => items.map((item) => ({ ...item, size: 'S' }))],
      ['an item twice', (items) => [...items, ...items.slice(0, 1)]],
    ])('items that do not match the cart: %s', async (_case, change) => {
      const payload = await checkoutPayload(alice)
      await expectRefused(
        await placeOrder(alice, { ...payload, items: change(payload.items) }),
        409,
        cartChanged,
      )
    })

    it('takes the items in any order', async () => {
      const payload = await checkoutPayload(alice)
      const response = await placeOrder(alice, { ...payload, items: [...payload.items].reverse() })
      expect(response.status).toBe(201)
    })

    it('a sold-out line, named', async () => {
      const [line] = await testApp.db.select().from(cartLines).limit(1)
      await testApp.db
        .insert(cartLines)
        .values({ userId: line?.userId ?? '', productRef: soldOutVariant.gid, quantity: 1 })
      const payload = await checkoutPayload(alice)
      const variant = soldOutVariant.title === 'Default Title' ? '' : ` (${soldOutVariant.title})`
      const response = await placeOrder(alice, payload)
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({
        error: {
          code: 'unavailable',
          message: `No longer available: ${soldOutVariant.productTitle}${variant}. Remove it from your cart and try again.`,
        },
      })
      expect(await storedOrderCount()).toBe(0)
    })

    it.each<[string, Record<string, unknown>, string]>([
      ['no city', { shippingAddress: { ...address, city: '' } }, 'shippingAddress.city: City is required.'],
      ['no items', { items: [] }, 'items: The order has no items.'],
      ['a malformed total', { total: '12.5' }, 'total: Total must be an amount such as "12.50".'],
      ['a malformed email', { email: 'sam@' }, 'email: Email must be a valid email address.'],
    ])('a payload with %s (400)', async (_case, change, message) => {
      const payload = await checkoutPayload(alice)
      await expectRefused(await placeOrder(alice, { ...payload, ...change }), 400, {
        code: 'invalid_request',
        message,
      })
    })

    it.each(['has space', 'a'.repeat(101), 'dotted.key', ''])(
      'an Idempotency-Key of %j (400)',
      async (key) => {
        const response = await placeOrder(alice, await checkoutPayload(alice), key)
        await expectRefused(response, 400, {
          code: 'invalid_idempotency_key',
          message: 'Idempotency-Key must be 1 to 100 letters, digits, "-" or "_".',
        })
      },
    )
  })

  it('answers 400 empty_cart for an empty cart', async () => {
    await addToCart(alice, gloves, 1)
    const payload = await checkoutPayload(alice)
    await call('DELETE', '/api/cart', alice)
    const response = await placeOrder(alice, payload)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'empty_cart', message: 'Your cart is empty. Add some items before checking out.' },
    })
    expect(await storedOrderCount()).toBe(0)
  })

  it('places one order for a key sent twice, and answers the repeat with it (200)', async () => {
    await addToCart(alice, gloves, 1)
    const payload = await checkoutPayload(alice)
    const first = await placeOrder(alice, payload, 'checkout-7f3a')
    expect(first.status).toBe(201)
    const repeat = await placeOrder(alice, payload, 'checkout-7f3a')
    expect(repeat.status).toBe(200)
    expect(await repeat.json()).toEqual(await first.json())
    expect(await storedOrderCount()).toBe(1)

    // The key is the shopper's own: another shopper's order with it is a different order.
    await addToCart(bob, gloves, 1)
    expect((await placeOrder(bob, await checkoutPayload(bob), 'checkout-7f3a')).status).toBe(201)
    expect(await storedOrderCount()).toBe(2)
  })

  it('places one order for two simultaneous requests with one key', async () => {
    await addToCart(alice, jacket, 1)
    const payload = await checkoutPayload(alice)
    const responses = await Promise.all([
      placeOrder(alice, payload, 'double-tap'),
      placeOrder(alice, payload, 'double-tap'),
    ])
    expect(responses.map((response) => response.status).sort()).toEqual([200, 201])
    const [a, b] = (await Promise.all(responses.map((response) => response.json()))) as Order[]
    expect(a?.id).toBe(b?.id)
    expect(await storedOrderCount()).toBe(1)
    // One order, one confirmation.
    expect((await outbox()).map((mail) => mail.dedupeKey)).toEqual([`order:${a?.id}`])
  })

  it('writes the confirmation with the order: number, lines with size, totals, address and a link', async () => {
    await addToCart(alice, gloves, 2, 'L')
    const order = (await (await placeOrder(alice, await checkoutPayload(alice), 'mail-1')).json()) as Order
    const [mail] = await outbox()
    expect(mail).toMatchObject({
      kind: 'order_confirmation',
      recipient: alice.email,
      subject: `Your order ${order.number} is confirmed`,
      status: 'pending',
    })
    for (const part of [
      '2 × Test Riding Gloves · L',
      '$49.98',
      '$4.00',
      '$15.00',
      '$68.98',
      `${address.address1}`,
      `/order-confirmation?order=${order.id}`,
    ])
      expect(mail?.text).toContain(part)
    expect(mail?.html).toContain(order.number)
    // A refused order writes no mail.
    await addToCart(bob, gloves, 1)
    const payload = await checkoutPayload(bob)
    expect((await placeOrder(bob, { ...payload, total: '1.00' })).status).toBe(409)
    expect(await outbox()).toHaveLength(1)
  })

  it('places one order for two simultaneous requests without a key: the cart sells once', async () => {
    await addToCart(alice, jacket, 1)
    const payload = await checkoutPayload(alice)
    const responses = await Promise.all([placeOrder(alice, payload), placeOrder(alice, payload)])
    const [placed, refused] = responses.map((response) => response.status).sort()
    expect(placed).toBe(201)
    // Empty cart (400) or, when it read the cart before the other emptied it, cart changed (409).
    expect([400, 409]).toContain(refused)
    expect(await storedOrderCount()).toBe(1)
  })
})

describe('GET /api/orders', () => {
  it('lists the shopper’s orders newest first, and nobody else’s', async () => {
    await addToCart(alice, gloves, 1)
    const older = (await (await placeOrder(alice, await checkoutPayload(alice))).json()) as Order
    await addToCart(alice, jacket, 1)
    const newer = (await (await placeOrder(alice, await checkoutPayload(alice))).json()) as Order
    expect(Number(newer.number.slice(5))).toBe(Number(older.number.slice(5)) + 1)

    const list = await call('GET', '/api/orders', alice)
    expect(list.status).toBe(200)
    expect(list.headers.get('cache-control')).toBe('private, no-store')
    expect(await list.json()).toEqual([newer, older])

    expect(await (await call('GET', '/api/orders', bob)).json()).toEqual([])
    const peek = await call('GET', `/api/orders/${older.id}`, bob)
    expect(peek.status).toBe(404)
    expect(await peek.json()).toEqual({
      error: { code: 'order_not_found', message: 'We could not find that order.' },
    })
  })

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])(
    'answers 404 for the order id %s',
    async (id) => {
      expect((await call('GET', `/api/orders/${id}`, alice)).status).toBe(404)
    },
  )

  it.each([
    ['POST', '/api/orders'],
    ['GET', '/api/orders'],
    ['GET', '/api/orders/00000000-0000-4000-8000-000000000000'],
  ])('%s %s answers 401 when signed out', async (method, path) => {
    const response = await call(method, path, null, method === 'POST' ? {} : undefined)
    expect(response.status).toBe(401)
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('unauthorized')
    expect(body.error.message).toMatch(/^Unauthorized/)
  })
})
