import { asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  cartLines,
  giftCards,
  mailOutbox,
  products,
  productVariants,
  storeCarts,
  storeCheckouts,
  storeOrders,
  users,
} from '../../../src/server/db/schema'
import { CHECKOUT_ATTRIBUTE } from '../../../src/server/webhooks/store-orders.service'
import { webhookSignature } from '../../../src/server/webhooks/webhook-signature'
import type { PricedCartLine } from '../../../src/shared/account/cart'
import type { CheckoutRequest, Order } from '../../../src/shared/account/orders'
import { calculateOrderTotals } from '../../../src/shared/order-totals'
import { orderPayload, TEST_ADDRESS } from '../../support/order-payload'
import { addOwnProducts, createTestApp } from './test-app'

// Checkout hands the cart to the store (docs/decisions/0070-checkout-through-the-store.md); the
// rider's orders are the store's, as its webhooks told the shop (0069).

const SECRET = 'a-test-webhook-secret-of-the-store'
type TestApp = Awaited<ReturnType<typeof createTestApp>>
type Shopper = Awaited<ReturnType<TestApp['createShopper']>>
let testApp: TestApp
let alice: Shopper
let bob: Shopper
let inStock: { gid: string; title: string; productTitle: string; price: string }
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

async function firstVariant(available: boolean) {
  const [variant] = await testApp.db
    .select({
      id: productVariants.id,
      title: productVariants.title,
      productTitle: products.title,
      price: productVariants.price,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.availableForSale, available))
    .orderBy(asc(productVariants.id))
    .limit(1)
  if (!variant) throw new Error(`The test catalogue has no ${available ? 'in-stock' : 'sold-out'} variant`)
  return { ...variant, gid: `gid://shopify/ProductVariant/${variant.id}` }
}

beforeAll(async () => {
  testApp = await createTestApp({ env: { SHOPIFY_WEBHOOK_SECRET: SECRET } })
  await addOwnProducts(testApp.db, fixtures)
  alice = await testApp.createShopper('Alice')
  bob = await testApp.createShopper('Bob')
  inStock = await firstVariant(true)
  soldOutVariant = await firstVariant(false)
})
afterAll(async () => {
  await testApp.close()
})
beforeEach(async () => {
  await testApp.db.delete(storeOrders)
  await testApp.db.delete(storeCarts)
  await testApp.db.delete(storeCheckouts)
  await testApp.db.delete(cartLines)
})

function call(shopper: Shopper | null, method: string, path: string, body?: unknown) {
  return testApp.call(shopper, method, path, body, { Origin: 'http://localhost' })
}

async function addToCart(shopper: Shopper, productId: string, quantity: number, size?: string) {
  const response = await call(shopper, 'POST', '/api/cart', { productId, quantity, size })
  expect(response.status).toBeLessThan(300)
}

/** The request a checkout page builds from the cart it shows. */
async function checkoutPayload(shopper: Shopper): Promise<CheckoutRequest> {
  const lines = (await (await call(shopper, 'GET', '/api/cart')).json()) as PricedCartLine[]
  return orderPayload(shopper.email, lines, TEST_ADDRESS)
}

const startCheckout = (shopper: Shopper | null, payload: unknown) =>
  call(shopper, 'POST', '/api/checkouts', payload)

async function checkoutCount() {
  return (await testApp.db.select({ n: count() }).from(storeCheckouts))[0]?.n
}

async function cartSize(shopper: Shopper) {
  return ((await (await call(shopper, 'GET', '/api/cart')).json()) as PricedCartLine[]).length
}

describe('POST /api/checkouts', () => {
  it('hands the cart to the store: its cart holds the lines, the rider, the address and the reference', async () => {
    await addToCart(alice, inStock.gid, 2)
    const response = await startCheckout(alice, await checkoutPayload(alice))
    expect(response.status).toBe(201)
    const { checkoutUrl } = (await response.json()) as { checkoutUrl: string }
    expect(checkoutUrl).toMatch(/^http:\/\/localhost\/checkouts\/cn\/[A-Za-z0-9_-]+$/)

    const [checkout] = await testApp.db.select().from(storeCheckouts)
    const token = checkoutUrl.split('/').pop()
    expect(checkout?.cartToken).toBe(token)
    const [cart] = await testApp.db
      .select()
      .from(storeCarts)
      .where(eq(storeCarts.id, token ?? ''))
    expect(cart?.lines.map((line) => [line.variantId, line.quantity])).toEqual([
      [Number(inStock.gid.split('/').pop()), 2],
    ])
    expect(cart?.attributes).toEqual([{ key: CHECKOUT_ATTRIBUTE, value: checkout?.id }])
    expect(cart?.buyerIdentity.email).toBe(alice.email)
    expect(cart?.buyerIdentity.countryCode).toBe('US')
    // Until the store has the order, the cart is the rider's as it was.
    expect(await cartSize(alice)).toBe(1)
  })

  it('refuses an own-label line the store does not sell, by name, and hands nothing over', async () => {
    await addToCart(alice, inStock.gid, 1)
    await addToCart(alice, jacket, 1, 'XL')
    const response = await startCheckout(alice, await checkoutPayload(alice))
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: {
        code: 'not_sold_by_store',
        message:
          "The store's checkout does not sell Test Touring Jacket (XL). Remove it from your cart to check out the rest.",
      },
    })
    expect(await checkoutCount()).toBe(0)
    expect(await testApp.db.select({ n: count() }).from(storeCarts)).toEqual([{ n: 0 }])
  })

  describe('refuses, hands nothing over and keeps the cart', () => {
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
      expect(await checkoutCount()).toBe(0)
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
        await startCheckout(alice, { ...payload, items, ...calculateOrderTotals(items) }),
        409,
        totalsChanged,
      )
    })

    it.each(['subtotal', 'tax', 'shipping', 'total'] as const)('a changed %s', async (field) => {
      const payload = await checkoutPayload(alice)
      await expectRefused(await startCheckout(alice, { ...payload, [field]: '0.01' }), 409, totalsChanged)
    })

    const cartChanged = {
      code: 'cart_changed',
      message: 'Your cart changed since you opened checkout. Review it and try again.',
    }
    it.each<[string, (items: CheckoutRequest['items']) => CheckoutRequest['items']]>([
      ['an item missing', (items) => items.slice(1)],
      ['an extra item', (items) => [...items, { productId: vest, quantity: 1, price: '50.00' }]],
      ['a different quantity', (items) => items.map((item) => ({ ...item, quantity: item.quantity + 1 }))],
      ['a different size', (items) => items.map((item) => ({ ...item, size: 'S' }))],
      ['an item twice', (items) => [...items, ...items.slice(0, 1)]],
    ])('items that do not match the cart: %s', async (_case, change) => {
      const payload = await checkoutPayload(alice)
      await expectRefused(
        await startCheckout(alice, { ...payload, items: change(payload.items) }),
        409,
        cartChanged,
      )
    })

    it('a sold-out line, named', async () => {
      const [line] = await testApp.db.select().from(cartLines).limit(1)
      await testApp.db
        .insert(cartLines)
        .values({ userId: line?.userId ?? '', productRef: soldOutVariant.gid, quantity: 1 })
      const payload = await checkoutPayload(alice)
      const variant = soldOutVariant.title === 'Default Title' ? '' : ` (${soldOutVariant.title})`
      const response = await startCheckout(alice, payload)
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({
        error: {
          code: 'unavailable',
          message: `No longer available: ${soldOutVariant.productTitle}${variant}. Remove it from your cart and try again.`,
        },
      })
      expect(await checkoutCount()).toBe(0)
    })

    it.each<[string, Record<string, unknown>, string]>([
      [
        'no city',
        { shippingAddress: { ...TEST_ADDRESS, city: '' } },
        'shippingAddress.city: City is required.',
      ],
      ['no items', { items: [] }, 'items: The order has no items.'],
      ['a malformed total', { total: '12.5' }, 'total: Total must be an amount such as "12.50".'],
      ['a malformed email', { email: 'sam@' }, 'email: Email must be a valid email address.'],
    ])('a payload with %s (400)', async (_case, change, message) => {
      const payload = await checkoutPayload(alice)
      await expectRefused(await startCheckout(alice, { ...payload, ...change }), 400, {
        code: 'invalid_request',
        message,
      })
    })
  })

  it('answers 400 empty_cart for an empty cart', async () => {
    await addToCart(alice, gloves, 1)
    const payload = await checkoutPayload(alice)
    await call(alice, 'DELETE', '/api/cart')
    const response = await startCheckout(alice, payload)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'empty_cart', message: 'Your cart is empty. Add some items before checking out.' },
    })
    expect(await checkoutCount()).toBe(0)
  })

  it('answers 401 signed out, and hands nothing over', async () => {
    const response = await startCheckout(null, {})
    expect(response.status).toBe(401)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthorized')
    expect(await checkoutCount()).toBe(0)
  })
})

/** A store order event as Shopify sends it, for the checkout `checkout`, signed with the secret. */
function deliverOrder(id: number, checkout: string, overrides: Record<string, unknown> = {}) {
  const body = JSON.stringify({
    id,
    name: `#${id}`,
    email: 'alice@example.com',
    currency: 'USD',
    subtotal_price: '100.00',
    total_tax: '8.00',
    total_discounts: '0.00',
    total_price: '108.00',
    total_shipping_price_set: { shop_money: { amount: '0.00', currency_code: 'USD' } },
    financial_status: 'paid',
    fulfillment_status: null,
    created_at: `2026-11-29T10:00:${String(id % 60).padStart(2, '0')}Z`,
    updated_at: `2026-11-29T10:00:${String(id % 60).padStart(2, '0')}Z`,
    note_attributes: [{ name: CHECKOUT_ATTRIBUTE, value: checkout }],
    line_items: [{ title: 'Trail gloves', variant_title: 'L', quantity: 2, price: '50.00', variant_id: 70 }],
    fulfillments: [],
    ...overrides,
  })
  return testApp.app.request('/api/webhooks/shopify', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Topic': 'orders/create',
      'X-Shopify-Webhook-Id': `delivery-${id}-${Math.random().toString(36).slice(2)}`,
      'X-Shopify-Hmac-Sha256': webhookSignature(new TextEncoder().encode(body), SECRET),
    },
    body,
  })
}

async function checkoutOf(shopper: Shopper) {
  const [user] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.email, shopper.email))
  const [checkout] = await testApp.db
    .insert(storeCheckouts)
    .values({
      userId: user?.id ?? null,
      lines: [{ variantId: '70', image: '/images/g.svg', href: '/product/trail-gloves' }],
    })
    .returning({ id: storeCheckouts.id })
  return checkout?.id ?? ''
}

describe("the store's order for a checkout", () => {
  it('takes the lines handed over out of the cart, and leaves a line changed since', async () => {
    await addToCart(alice, inStock.gid, 2)
    expect((await startCheckout(alice, await checkoutPayload(alice))).status).toBe(201)
    const [checkout] = await testApp.db.select().from(storeCheckouts)
    // Before the order comes back, the cart is the rider's as it was.
    expect(await cartSize(alice)).toBe(1)
    expect((await deliverOrder(1101, checkout?.id ?? '')).status).toBe(200)
    expect(await cartSize(alice)).toBe(0)

    await addToCart(alice, inStock.gid, 1)
    expect((await startCheckout(alice, await checkoutPayload(alice))).status).toBe(201)
    const [later] = await testApp.db
      .select()
      .from(storeCheckouts)
      .where(eq(storeCheckouts.cartToken, (await testApp.db.select().from(storeCarts)).at(-1)?.id ?? ''))
    await addToCart(alice, inStock.gid, 1)
    expect((await deliverOrder(1102, later?.id ?? '')).status).toBe(200)
    expect(await cartSize(alice)).toBe(1)
  })
})

describe('one confirmation', () => {
  it('with the emulator: the shop mails the confirmation once however often the order is told, then the shipping notice once', async () => {
    await testApp.db.delete(mailOutbox)
    const checkout = await checkoutOf(alice)
    for (const _ of [1, 2]) expect((await deliverOrder(1201, checkout)).status).toBe(200)
    const fulfilled = { fulfillment_status: 'fulfilled', updated_at: '2026-11-29T11:00:00Z' }
    const tracking = [{ tracking_company: 'UPS', tracking_number: '1Z999', tracking_url: null }]
    for (const _ of [1, 2])
      expect((await deliverOrder(1201, checkout, { ...fulfilled, fulfillments: tracking })).status).toBe(200)
    const mails = await testApp.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt))
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.subject])).toEqual([
      ['order_confirmation', 'alice@example.com', 'Your order #1201 is confirmed'],
      ['order_shipped', 'alice@example.com', 'Your order #1201 has shipped'],
    ])
    expect(mails[0]?.text).toContain('We will email again when it ships.')
    expect(mails[1]?.text).toContain('UPS: tracking number 1Z999')
  })

  it('with a store: the store mails its own, and the shop none', async () => {
    const storeApp = await createTestApp({
      scale: null,
      env: {
        STOREFRONT_DOMAIN: 'nordkap.myshopify.com',
        STOREFRONT_PUBLIC_TOKEN: 'a-public-token',
        SHOPIFY_WEBHOOK_SECRET: SECRET,
      },
    })
    try {
      const body = JSON.stringify({
        id: 1301,
        name: '#1301',
        email: 'rider@example.com',
        currency: 'EUR',
        subtotal_price: '10.00',
        total_price: '10.00',
        financial_status: 'paid',
        fulfillment_status: 'fulfilled',
        created_at: '2026-11-29T10:00:00Z',
        updated_at: '2026-11-29T10:00:00Z',
        line_items: [{ title: 'Casque', quantity: 1, price: '10.00', gift_card: true }],
      })
      const response = await storeApp.app.request('/api/webhooks/shopify', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Shopify-Topic': 'orders/paid',
          'X-Shopify-Webhook-Id': 'store-1301',
          'X-Shopify-Hmac-Sha256': webhookSignature(new TextEncoder().encode(body), SECRET),
        },
        body,
      })
      expect(response.status).toBe(200)
      expect(await storeApp.db.select({ n: count() }).from(mailOutbox)).toEqual([{ n: 0 }])
      expect(await storeApp.db.select({ n: count() }).from(giftCards)).toEqual([{ n: 0 }])
    } finally {
      await storeApp.close()
    }
  })
})

describe('GET /api/orders', () => {
  it('lists the store’s orders of the shopper newest first, with status and the lines as seen, and nobody else’s', async () => {
    expect((await deliverOrder(1001, await checkoutOf(alice))).status).toBe(200)
    expect(
      (await deliverOrder(1002, await checkoutOf(alice), { fulfillment_status: 'fulfilled' })).status,
    ).toBe(200)

    const list = await call(alice, 'GET', '/api/orders')
    expect(list.status).toBe(200)
    expect(list.headers.get('cache-control')).toBe('private, no-store')
    const orders = (await list.json()) as Order[]
    expect(orders.map((order) => [order.name, order.status])).toEqual([
      ['#1002', 'fulfilled'],
      ['#1001', 'paid'],
    ])
    expect(orders[1]?.lines).toEqual([
      {
        title: 'Trail gloves',
        variantTitle: 'L',
        quantity: 2,
        price: '50.00',
        lineTotal: '100.00',
        image: '/images/g.svg',
        href: '/product/trail-gloves',
      },
    ])
    expect(await (await call(alice, 'GET', '/api/orders/1001')).json()).toEqual(orders[1])

    expect(await (await call(bob, 'GET', '/api/orders')).json()).toEqual([])
    const peek = await call(bob, 'GET', '/api/orders/1001')
    expect(peek.status).toBe(404)
    expect(await peek.json()).toEqual({
      error: { code: 'order_not_found', message: 'We could not find that order.' },
    })
  })

  it.each(['not-a-number', '00000000-0000-4000-8000-000000000000', '9'.repeat(21)])(
    'answers 404 for the order id %s',
    async (id) => {
      expect((await call(alice, 'GET', `/api/orders/${id}`)).status).toBe(404)
    },
  )

  it.each([
    ['GET', '/api/orders'],
    ['GET', '/api/orders/1001'],
  ])('%s %s answers 401 when signed out', async (method, path) => {
    const response = await call(null, method, path)
    expect(response.status).toBe(401)
  })
})
