import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  storeCheckouts,
  storeOrders,
  storeRefunds,
  users,
  webhookDeliveries,
} from '../../../src/server/db/schema'
import { WEBHOOK_BODY_LIMIT } from '../../../src/server/webhooks/shopify-webhooks.routes'
import { CHECKOUT_ATTRIBUTE } from '../../../src/server/webhooks/store-orders.service'
import { webhookSignature } from '../../../src/server/webhooks/webhook-signature'
import { createTestApp, type TestApp } from './test-app'

const SECRET = 'a-test-webhook-secret-of-the-store'
let testApp: TestApp
let shopperId: string

beforeAll(async () => {
  testApp = await createTestApp({ scale: null, env: { SHOPIFY_WEBHOOK_SECRET: SECRET } })
  const [user] = await testApp.db
    .insert(users)
    .values({ email: 'rider@example.com', passwordHash: 'x', firstName: 'Rae', lastName: 'Rider' })
    .returning({ id: users.id })
  if (!user) throw new Error('No shopper')
  shopperId = user.id
})
afterAll(async () => {
  await testApp.close()
})
beforeEach(async () => {
  const { db } = testApp
  await db.delete(webhookDeliveries)
  await db.delete(storeRefunds)
  await db.delete(storeOrders)
  await db.delete(storeCheckouts)
})

let deliveries = 0

/** A webhook as Shopify sends it: the raw body signed with `secret`, under a new delivery id. */
function deliver(
  topic: string,
  payload: unknown,
  options: { secret?: string; signature?: string | null; webhookId?: string; body?: string } = {},
) {
  const body = options.body ?? JSON.stringify(payload)
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Shopify-Topic': topic,
    'X-Shopify-Webhook-Id': options.webhookId ?? `delivery-${++deliveries}`,
    'X-Shopify-Shop-Domain': 'nordkap.myshopify.com',
  }
  const signature =
    options.signature === undefined
      ? webhookSignature(new TextEncoder().encode(body), options.secret ?? SECRET)
      : options.signature
  if (signature !== null) headers['X-Shopify-Hmac-Sha256'] = signature
  return testApp.app.request('/api/webhooks/shopify', { method: 'POST', headers, body })
}

/** An order as Shopify's REST webhooks give it, from the checkout `checkout`. */
function order(overrides: Record<string, unknown> = {}, checkout?: string) {
  return {
    id: 5_000_000_001,
    name: '#1001',
    email: 'rider@example.com',
    currency: 'EUR',
    subtotal_price: '189.00',
    total_tax: '37.80',
    total_discounts: '0.00',
    total_price: '236.80',
    total_shipping_price_set: { shop_money: { amount: '10.00', currency_code: 'EUR' } },
    financial_status: 'paid',
    fulfillment_status: null,
    cancelled_at: null,
    created_at: '2026-11-29T10:00:00+01:00',
    updated_at: '2026-11-29T10:00:05+01:00',
    cart_token: 'c1-token',
    note_attributes: checkout ? [{ name: CHECKOUT_ATTRIBUTE, value: checkout }] : [],
    line_items: [
      {
        title: 'Casque Senja',
        variant_title: 'M / Noir',
        quantity: 1,
        price: '189.00',
        product_id: 7,
        variant_id: 70,
      },
    ],
    fulfillments: [],
    ...overrides,
  }
}

async function newCheckout(cartToken: string | null = null) {
  const [checkout] = await testApp.db
    .insert(storeCheckouts)
    .values({ userId: shopperId, cartToken })
    .returning({ id: storeCheckouts.id })
  if (!checkout) throw new Error('No checkout')
  return checkout.id
}

const stored = async () => {
  const { db } = testApp
  return {
    deliveries: (await db.select({ n: count() }).from(webhookDeliveries))[0]?.n,
    orders: (await db.select({ n: count() }).from(storeOrders))[0]?.n,
    refunds: (await db.select({ n: count() }).from(storeRefunds))[0]?.n,
  }
}
const nothing = { deliveries: 0, orders: 0, refunds: 0 }

describe('POST /api/webhooks/shopify', () => {
  it('records an order against the shopper whose checkout it was, found by the attribute the shop set', async () => {
    const checkout = await newCheckout()
    const response = await deliver('orders/create', order({}, checkout))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: true, recorded: true })
    const [row] = await testApp.db.select().from(storeOrders)
    expect(row).toMatchObject({
      id: '5000000001',
      userId: shopperId,
      checkoutId: checkout,
      name: '#1001',
      currencyCode: 'EUR',
      subtotal: '189.00',
      tax: '37.80',
      shipping: '10.00',
      total: '236.80',
      financialStatus: 'paid',
      fulfilmentStatus: null,
    })
    expect(row?.lines).toEqual([
      {
        title: 'Casque Senja',
        variantTitle: 'M / Noir',
        quantity: 1,
        price: '189.00',
        productId: '7',
        variantId: '70',
      },
    ])
  })

  it('finds the shopper by the order’s cart token too', async () => {
    await newCheckout('c1-token')
    await deliver('orders/create', order())
    const [row] = await testApp.db.select().from(storeOrders)
    expect(row?.userId).toBe(shopperId)
  })

  it('prefers the checkout the shop’s attribute names to the one a cart token matches', async () => {
    const [other] = await testApp.db
      .insert(users)
      .values({ email: `other-${Date.now()}@example.com`, passwordHash: 'x', firstName: 'O', lastName: 'T' })
      .returning({ id: users.id })
    if (!other) throw new Error('No second shopper')
    await testApp.db.insert(storeCheckouts).values({ userId: other.id, cartToken: 'c1-token' })
    const named = await newCheckout()
    await deliver('orders/create', order({}, named))
    const [row] = await testApp.db.select().from(storeOrders)
    expect(row).toMatchObject({ userId: shopperId, checkoutId: named })
  })

  it('keeps an order no shopper can be found for', async () => {
    await deliver('orders/create', order({ cart_token: 'unknown' }))
    const [row] = await testApp.db.select().from(storeOrders)
    expect(row).toMatchObject({ name: '#1001', userId: null, checkoutId: null })
  })

  it('records a repeated delivery once: the second is answered and changes nothing', async () => {
    const checkout = await newCheckout()
    await deliver('orders/create', order({}, checkout), { webhookId: 'same-delivery' })
    const again = await deliver(
      'orders/create',
      order({ name: '#9999', updated_at: '2026-11-30T00:00:00Z' }, checkout),
      {
        webhookId: 'same-delivery',
      },
    )
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ received: true, recorded: false })
    expect(await stored()).toEqual({ deliveries: 1, orders: 1, refunds: 0 })
    const [row] = await testApp.db.select().from(storeOrders)
    expect(row?.name).toBe('#1001')
  })

  it('settles on the latest state whatever order the events arrive in', async () => {
    const checkout = await newCheckout()
    const fulfilled = order(
      {
        fulfillment_status: 'fulfilled',
        fulfillments: [
          { tracking_company: 'DHL', tracking_number: 'JD0001', tracking_url: 'https://dhl.example/JD0001' },
        ],
        updated_at: '2026-11-30T09:00:00Z',
      },
      checkout,
    )
    await deliver('orders/fulfilled', fulfilled)
    await deliver('orders/create', order({ financial_status: 'pending' }, checkout))
    await deliver('orders/paid', order({ updated_at: '2026-11-29T12:00:00Z' }, checkout))
    const [row] = await testApp.db.select().from(storeOrders).where(eq(storeOrders.id, '5000000001'))
    expect(row).toMatchObject({ financialStatus: 'paid', fulfilmentStatus: 'fulfilled' })
    expect(row?.fulfilments).toEqual([
      { company: 'DHL', number: 'JD0001', url: 'https://dhl.example/JD0001' },
    ])

    await deliver(
      'orders/cancelled',
      order({ cancelled_at: '2026-12-01T08:00:00Z', updated_at: '2026-12-01T08:00:00Z' }, checkout),
    )
    const [cancelled] = await testApp.db.select().from(storeOrders)
    expect(cancelled?.cancelledAt?.toISOString()).toBe('2026-12-01T08:00:00.000Z')
  })

  it('records a refund once, even before its order’s own events', async () => {
    const refund = {
      id: 800_1,
      order_id: 5_000_000_001,
      created_at: '2026-12-02T10:00:00Z',
      transactions: [
        { amount: '50.00', kind: 'refund', status: 'success' },
        { amount: '10.00', kind: 'refund', status: 'failure' },
      ],
    }
    await deliver('refunds/create', refund)
    await deliver('refunds/create', refund)
    const rows = await testApp.db.select().from(storeRefunds)
    expect(rows).toEqual([
      { id: '8001', orderId: '5000000001', amount: '50.00', createdAt: new Date('2026-12-02T10:00:00Z') },
    ])
  })

  it('refuses a missing or wrong signature, and stores nothing', async () => {
    for (const response of [
      await deliver('orders/create', order(), { signature: null }),
      await deliver('orders/create', order(), { secret: 'another-secret-of-another-store' }),
      await deliver('orders/create', order(), { signature: 'not base64 at all' }),
    ]) {
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({
        error: { code: 'invalid_signature', message: expect.any(String) },
      })
    }
    // A body changed after signing is not the body signed.
    const signedFor = webhookSignature(new TextEncoder().encode(JSON.stringify(order())), SECRET)
    const tampered = await deliver('orders/create', null, {
      body: JSON.stringify(order({ total_price: '0.01' })),
      signature: signedFor,
    })
    expect(tampered.status).toBe(401)
    expect(await stored()).toEqual(nothing)
  })

  it('refuses bodies that are not the topic’s resource, topics it does not record and huge bodies', async () => {
    const cases: [Response, number, string][] = [
      [await deliver('orders/create', null, { body: '{"id": 1,' }), 400, 'invalid_json'],
      [await deliver('orders/create', { id: 1 }), 400, 'invalid_payload'],
      [await deliver('orders/create', order({ line_items: 'none' })), 400, 'invalid_payload'],
      [await deliver('products/update', { id: 1 }), 400, 'unsupported_topic'],
      [await deliver('orders/create', order(), { webhookId: '' }), 400, 'invalid_webhook_id'],
      [
        await deliver('orders/create', null, {
          body: JSON.stringify({ pad: 'x'.repeat(WEBHOOK_BODY_LIMIT) }),
        }),
        413,
        'payload_too_large',
      ],
    ]
    for (const [response, status, code] of cases) {
      expect(response.status).toBe(status)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code)
    }
    expect(await stored()).toEqual(nothing)
  })

  it('takes no webhooks where a store is configured and no secret is set', async () => {
    // With the emulator there is always a secret: the one its stand-in checkout signs with.
    const bare = await createTestApp({
      scale: null,
      env: { STOREFRONT_DOMAIN: 'nordkap.myshopify.com', STOREFRONT_PUBLIC_TOKEN: 'a-public-token' },
    })
    const response = await bare.app.request('/api/webhooks/shopify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Topic': 'orders/create' },
      body: JSON.stringify(order()),
    })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'webhooks_not_configured',
    )
    await bare.close()
  })
})
