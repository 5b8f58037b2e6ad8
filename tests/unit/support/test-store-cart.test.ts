import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { storeCheckouts, storeOrders, users } from '../../../src/server/db/schema'
import { CHECKOUT_ATTRIBUTE, payloadSchema } from '../../../src/server/webhooks/store-orders.service'
import { hasValidSignature } from '../../../src/server/webhooks/webhook-signature'
import type { TestVariant } from '../../support/test-store/catalogue'
import {
  cartTokenOf,
  checkoutLineText,
  createTestStore,
  type StoreOrder,
  TEST_STORE_API_VERSION,
  TEST_STORE_SHOP_DOMAIN,
  webhookRequest,
} from '../../support/test-store/test-store'
import { createTestApp, type TestApp } from '../server/test-app'
import { storeClient } from './test-store-client'

const NOW = new Date('2026-11-29T10:00:00Z')
let clock = NOW.getTime()
const store = createTestStore({ now: () => new Date(clock) })
const ORIGIN = 'http://localhost:4609'
const { graphql, ask } = storeClient(store, ORIGIN)
const SECRET = 'the-shops-webhook-secret'
const WEBHOOK_URL = 'http://shop.test/api/webhooks/shopify'

const variants = store.catalogue.products.flatMap((product) =>
  product.variantList.map((variant) => ({ product, variant })),
)
const inStock = (least: number) =>
  variants.filter(
    ({ variant }) =>
      variant.availableForSale && !variant.currentlyNotInStock && variant.quantityAvailable >= least,
  )
const [first, second] = inStock(2).filter(
  (entry, index, all) => all.findIndex((other) => other.product === entry.product) === index,
)
const soldOut = variants.find(({ variant }) => !variant.availableForSale)
const scarce = variants.find(
  ({ variant }) => variant.availableForSale && !variant.currentlyNotInStock && variant.quantityAvailable < 24,
)
if (!first || !second || !soldOut || !scarce)
  throw new Error('The test catalogue lacks the variants these tests need')

const CART_FIELDS = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    checkoutUrl
    createdAt
    updatedAt
    totalQuantity
    note
    attributes { key value }
    checkout: attribute(key: "${CHECKOUT_ATTRIBUTE}") { value }
    buyerIdentity { email countryCode deliveryAddressPreferences { ... on MailingAddress { address1 city zip countryCodeV2 } } }
    delivery { addresses { selected address { ... on CartDeliveryAddress { firstName lastName address1 city zip countryCode } } } }
    discountCodes { code applicable }
    lines(first: 50) {
      nodes {
        id
        quantity
        attributes { key value }
        cost { amountPerQuantity { amount currencyCode } totalAmount { amount currencyCode } }
        merchandise { ... on ProductVariant { id title product { title } } }
      }
      edges { node { id } }
    }
    cost {
      subtotalAmount { amount currencyCode }
      totalAmount { amount currencyCode }
      checkoutChargeAmount { amount currencyCode }
    }
  }
`

const CART_CREATE = /* GraphQL */ `
  mutation CartCreate($input: CartInput) {
    cartCreate(input: $input) {
      cart { ...CartFields }
      userErrors { field message code }
      warnings { code message target }
    }
  }
  ${CART_FIELDS}
`

interface Money {
  amount: string
  currencyCode: string
}
interface CartLine {
  id: string
  quantity: number
  attributes: { key: string; value: string }[]
  cost: { amountPerQuantity: Money; totalAmount: Money }
  merchandise: { id: string; title: string; product: { title: string } }
}
interface Cart {
  id: string
  checkoutUrl: string
  createdAt: string
  updatedAt: string
  totalQuantity: number
  note: string | null
  attributes: { key: string; value: string }[]
  checkout: { value: string } | null
  buyerIdentity: {
    email: string | null
    countryCode: string | null
    deliveryAddressPreferences: { address1: string; city: string; zip: string; countryCodeV2: string }[]
  }
  delivery: { addresses: { selected: boolean; address: Record<string, string> }[] }
  discountCodes: { code: string; applicable: boolean }[]
  lines: { nodes: CartLine[]; edges: { node: { id: string } }[] }
  cost: { subtotalAmount: Money; totalAmount: Money; checkoutChargeAmount: Money }
}
interface CartPayload {
  cart: Cart | null
  userErrors: { field: string[] | null; message: string; code: string }[]
  warnings: { code: string; message: string; target: string }[]
}

const REFERENCE = '9b1f3c52-5d1e-4c7a-9f0e-2b8e6f4d3a10'

/** A cart as the shop hands one over at checkout (docs/decisions/0070). */
function checkoutInput(overrides: Record<string, unknown> = {}) {
  return {
    lines: [
      { merchandiseId: first?.variant.id, quantity: 2 },
      { merchandiseId: second?.variant.id, quantity: 1, attributes: [{ key: 'Engraving', value: 'R.R.' }] },
    ],
    attributes: [{ key: CHECKOUT_ATTRIBUTE, value: REFERENCE }],
    buyerIdentity: { email: 'rider@example.com', countryCode: 'AT' },
    delivery: {
      addresses: [
        {
          selected: true,
          address: {
            deliveryAddress: {
              firstName: 'Rae',
              lastName: 'Rider',
              address1: 'Ringstraße 1',
              city: 'Wien',
              zip: '1010',
              countryCode: 'AT',
            },
          },
        },
      ],
    },
    discountCodes: ['WELCOME10'],
    giftCardCodes: ['ABCD1234EFGH5678'],
    note: 'Leave at the door',
    ...overrides,
  }
}

async function createCart(input: Record<string, unknown> = checkoutInput()) {
  return (await ask<{ cartCreate: CartPayload }>(CART_CREATE, { input })).cartCreate
}

async function newCart() {
  const payload = await createCart()
  if (!payload.cart) throw new Error(`No cart: ${JSON.stringify(payload.userErrors)}`)
  return payload.cart
}

const cents = (variant: TestVariant, quantity = 1) => variant.priceCents * quantity
const decimalOf = (amount: number) => {
  const text = (amount / 100).toFixed(2).replace(/0$/, '')
  return text.endsWith('.') ? `${text}0` : text
}

describe('the test store’s Cart API', () => {
  it('makes a cart of the catalogue’s variants, with a checkout URL on the origin it was asked on', async () => {
    store.reset()
    const payload = await createCart()
    expect(payload.userErrors).toEqual([])
    expect(payload.warnings).toEqual([])
    const cart = payload.cart
    if (!cart) throw new Error('No cart')
    const token = cartTokenOf(cart.id)
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/hWN[A-Za-z0-9]{21}$/)
    expect(cart.checkoutUrl).toBe(`${ORIGIN}/checkouts/cn/${token}`)
    expect(cart.createdAt).toBe('2026-11-29T10:00:00Z')
    expect(cart.totalQuantity).toBe(3)
    expect(cart.note).toBe('Leave at the door')
    expect(cart.attributes).toEqual([{ key: CHECKOUT_ATTRIBUTE, value: REFERENCE }])
    expect(cart.checkout).toEqual({ value: REFERENCE })
    expect(cart.buyerIdentity).toEqual({
      email: 'rider@example.com',
      countryCode: 'AT',
      deliveryAddressPreferences: [
        { address1: 'Ringstraße 1', city: 'Wien', zip: '1010', countryCodeV2: 'AT' },
      ],
    })
    expect(cart.delivery.addresses).toEqual([
      {
        selected: true,
        address: {
          firstName: 'Rae',
          lastName: 'Rider',
          address1: 'Ringstraße 1',
          city: 'Wien',
          zip: '1010',
          countryCode: 'AT',
        },
      },
    ])
    // The test store offers no discount codes.
    expect(cart.discountCodes).toEqual([{ code: 'WELCOME10', applicable: false }])
    expect(cart.lines.nodes.map((line) => [line.merchandise.id, line.quantity, line.attributes])).toEqual([
      [first.variant.id, 2, []],
      [second.variant.id, 1, [{ key: 'Engraving', value: 'R.R.' }]],
    ])
    expect(cart.lines.edges.map((edge) => edge.node.id)).toEqual(cart.lines.nodes.map((line) => line.id))
    expect(cart.lines.nodes[0]?.id).toMatch(
      new RegExp(`^gid://shopify/CartLine/[0-9a-f-]{36}\\?cart=${token}$`),
    )
    expect(cart.lines.nodes[0]?.merchandise.product.title).toBe(first.product.title)
    expect(cart.lines.nodes[0]?.cost).toEqual({
      amountPerQuantity: { amount: decimalOf(cents(first.variant)), currencyCode: 'EUR' },
      totalAmount: { amount: decimalOf(cents(first.variant, 2)), currencyCode: 'EUR' },
    })
    const subtotal = {
      amount: decimalOf(cents(first.variant, 2) + cents(second.variant)),
      currencyCode: 'EUR',
    }
    expect(cart.cost).toEqual({
      subtotalAmount: subtotal,
      totalAmount: subtotal,
      checkoutChargeAmount: subtotal,
    })

    // Recorded as every operation is, with its variables.
    const operation = store.received.at(-1)
    expect(operation).toMatchObject({ operationName: 'CartCreate', status: 200, errors: [] })
    expect(operation?.variables).toEqual({ input: checkoutInput() })
  })

  it('answers the cart by its id, and changes it as the Cart API’s mutations say', async () => {
    const cart = await newCart()
    const read = await ask<{ cart: Cart | null }>(
      `query($id: ID!) { cart(id: $id) { ...CartFields } } ${CART_FIELDS}`,
      { id: cart.id },
    )
    expect(read.cart).toEqual(cart)
    const unknown = await ask<{ cart: Cart | null }>(
      'query { cart(id: "gid://shopify/Cart/hWNnothere") { id } }',
    )
    expect(unknown.cart).toBeNull()

    clock += 60_000
    const MUTATIONS = /* GraphQL */ `
      mutation Add($cartId: ID!, $lines: [CartLineInput!]!) {
        cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ...CartFields } userErrors { field code message } }
      }
      mutation Update($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
        cartLinesUpdate(cartId: $cartId, lines: $lines) { cart { ...CartFields } userErrors { field code message } }
      }
      mutation Remove($cartId: ID!, $lineIds: [ID!]!) {
        cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { cart { ...CartFields } userErrors { field code message } }
      }
      mutation Buyer($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
        cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { cart { ...CartFields } userErrors { field code message } }
      }
      mutation Codes($cartId: ID!, $codes: [String!]!) {
        cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { cart { ...CartFields } userErrors { field code message } }
      }
      ${CART_FIELDS}
    `
    type Payload = { cart: Cart | null; userErrors: unknown[] }
    const run = async (operationName: string, variables: Record<string, unknown>) => {
      const response = await store.fetch(
        new Request(`${ORIGIN}/api/${TEST_STORE_API_VERSION}/graphql.json`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': store.token },
          body: JSON.stringify({ query: MUTATIONS, variables, operationName }),
        }),
      )
      const body = (await response.json()) as { data: Record<string, Payload>; errors?: unknown }
      expect(body.errors).toBeUndefined()
      const result = Object.values(body.data)[0]
      if (!result) throw new Error('No payload')
      return result
    }

    // The same variant again joins its line.
    const added = await run('Add', { cartId: cart.id, lines: [{ merchandiseId: first.variant.id }] })
    expect(added.userErrors).toEqual([])
    expect(added.cart?.lines.nodes.map((line) => line.quantity)).toEqual([3, 1])
    expect(added.cart?.updatedAt).toBe('2026-11-29T10:01:00Z')

    const [firstLine, secondLine] = added.cart?.lines.nodes ?? []
    const updated = await run('Update', {
      cartId: cart.id,
      lines: [{ id: firstLine?.id, quantity: 1 }],
    })
    expect(updated.cart?.lines.nodes.map((line) => line.quantity)).toEqual([1, 1])
    const zeroed = await run('Update', { cartId: cart.id, lines: [{ id: secondLine?.id, quantity: 0 }] })
    expect(zeroed.cart?.lines.nodes.map((line) => line.id)).toEqual([firstLine?.id])

    const unknownLine = await run('Remove', { cartId: cart.id, lineIds: ['gid://shopify/CartLine/nope'] })
    expect(unknownLine).toEqual({
      cart: null,
      userErrors: [
        {
          field: ['lineIds', '0'],
          code: 'INVALID_MERCHANDISE_LINE',
          message: 'The merchandise line with id gid://shopify/CartLine/nope does not exist.',
        },
      ],
    })

    const buyer = await run('Buyer', {
      cartId: cart.id,
      buyerIdentity: { email: 'other@example.com', countryCode: 'DE' },
    })
    expect(buyer.cart?.buyerIdentity).toMatchObject({ email: 'other@example.com', countryCode: 'DE' })
    const badEmail = await run('Buyer', { cartId: cart.id, buyerIdentity: { email: 'not-an-email' } })
    expect(badEmail.userErrors).toEqual([
      { field: ['buyerIdentity', 'email'], code: 'INVALID', message: 'Email is invalid' },
    ])

    const codes = await run('Codes', { cartId: cart.id, codes: ['SPRING', 'spring', 'RIDE'] })
    expect(codes.cart?.discountCodes).toEqual([
      { code: 'SPRING', applicable: false },
      { code: 'RIDE', applicable: false },
    ])

    const removed = await run('Remove', { cartId: cart.id, lineIds: [firstLine?.id] })
    expect(removed.cart?.lines.nodes).toEqual([])
    expect(removed.cart?.totalQuantity).toBe(0)

    const notACart = await run('Add', {
      cartId: 'gid://shopify/Cart/hWNnothere',
      lines: [{ merchandiseId: first.variant.id }],
    })
    expect(notACart).toEqual({
      cart: null,
      userErrors: [{ field: ['cartId'], code: 'INVALID', message: 'The specified cart does not exist.' }],
    })
    clock = NOW.getTime()
  })

  it('refuses a line of merchandise it does not sell, or of no quantity, and makes no cart', async () => {
    const unknown = await createCart(
      checkoutInput({
        lines: [
          { merchandiseId: first.variant.id, quantity: 1 },
          { merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 },
          { merchandiseId: second.product.id, quantity: 1 },
        ],
      }),
    )
    expect(unknown).toEqual({
      cart: null,
      userErrors: [
        {
          field: ['input', 'lines', '1', 'merchandiseId'],
          message: 'The merchandise with id gid://shopify/ProductVariant/1 does not exist.',
          code: 'INVALID',
        },
        {
          field: ['input', 'lines', '2', 'merchandiseId'],
          message: `The merchandise with id ${second.product.id} does not exist.`,
          code: 'INVALID',
        },
      ],
      warnings: [],
    })

    const none = await createCart(
      checkoutInput({ lines: [{ merchandiseId: first.variant.id, quantity: 0 }] }),
    )
    expect(none).toEqual({
      cart: null,
      userErrors: [
        {
          field: ['input', 'lines', '0', 'quantity'],
          message: 'The quantity must be at least 1.',
          code: 'INVALID',
        },
      ],
      warnings: [],
    })
  })

  it('leaves out what is sold out and cuts a quantity to the stock, with Shopify’s warnings', async () => {
    const payload = await createCart(
      checkoutInput({
        lines: [
          { merchandiseId: soldOut.variant.id, quantity: 1 },
          { merchandiseId: scarce.variant.id, quantity: 24 },
        ],
      }),
    )
    expect(payload.userErrors).toEqual([])
    expect(payload.cart?.lines.nodes.map((line) => [line.merchandise.id, line.quantity])).toEqual([
      [scarce.variant.id, scarce.variant.quantityAvailable],
    ])
    expect(payload.warnings.map((warning) => [warning.code, warning.target])).toEqual([
      ['MERCHANDISE_OUT_OF_STOCK', soldOut.variant.id],
      ['MERCHANDISE_NOT_ENOUGH_STOCK', payload.cart?.lines.nodes[0]?.id],
    ])
  })
})

describe('the test store’s checkout page', () => {
  it('lists the cart’s lines, the buyer’s email and the cart’s attributes at its checkout URL', async () => {
    const cart = await newCart()
    const response = await store.fetch(new Request(cart.checkoutUrl))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('<title>Test store checkout</title>')
    const items = [...html.matchAll(/<ul data-testid="checkout-lines">(.*?)<\/ul>/g)].flatMap(([, list]) =>
      [...(list ?? '').matchAll(/<li>(.*?)<\/li>/g)].map(([, item]) => item),
    )
    const fromHtml = (text: string | undefined) =>
      (text ?? '').replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')
    expect(items.map(fromHtml)).toEqual([
      checkoutLineText(first.product.title, first.variant.title, 2),
      checkoutLineText(second.product.title, second.variant.title, 1),
    ])
    expect(items.map(fromHtml)[0]).toBe(`${first.product.title} — ${first.variant.title} × 2`)
    expect(html).toContain('rider@example.com')
    expect(html).toContain(`${CHECKOUT_ATTRIBUTE}: ${REFERENCE}`)
  })

  it('is not found for a cart the store does not have', async () => {
    const response = await store.fetch(new Request(`${ORIGIN}/checkouts/cn/hWNnothere`))
    expect(response.status).toBe(404)
  })
})

describe('the test store’s orders and webhooks', () => {
  const orderSchema = payloadSchema('orders/create')

  /** What a webhook request carries, caught instead of sent. */
  async function caught(
    order: StoreOrder,
    options: { secret?: string; webhookId?: string; sign?: boolean } = {},
  ) {
    let request: Request | undefined
    const response = await store.sendWebhook({
      url: WEBHOOK_URL,
      secret: options.secret ?? SECRET,
      topic: 'orders/create',
      order,
      webhookId: options.webhookId,
      sign: options.sign,
      fetch: async (sent) => {
        request = sent
        return new Response('{"received":true}', { status: 200 })
      },
    })
    if (!request) throw new Error('Nothing was sent')
    return { response, request, body: new Uint8Array(await request.arrayBuffer()) }
  }

  it('places a cart’s order as the store would, and signs its webhook with the secret', async () => {
    const cart = await newCart()
    const token = cartTokenOf(cart.id) ?? ''
    const order = store.placeOrder(cart.checkoutUrl)
    const subtotal = cents(first.variant, 2) + cents(second.variant)
    expect(order).toMatchObject({
      name: '#1001',
      financial_status: 'paid',
      fulfillment_status: null,
      fulfillments: [],
      cart_token: token,
      email: 'rider@example.com',
      currency: 'EUR',
      note_attributes: [{ name: CHECKOUT_ATTRIBUTE, value: REFERENCE }],
      subtotal_price: (subtotal / 100).toFixed(2),
      total_tax: '0.00',
      total_discounts: '0.00',
      total_shipping_price_set: { shop_money: { amount: '9.90', currency_code: 'EUR' } },
      total_price: ((subtotal + 990) / 100).toFixed(2),
      created_at: '2026-11-29T10:00:00+00:00',
      updated_at: '2026-11-29T10:00:00+00:00',
    })
    expect(Number.isSafeInteger(order.id)).toBe(true)
    expect(
      order.line_items.map((line) => [
        line.title,
        line.quantity,
        line.price,
        line.product_id,
        line.variant_id,
      ]),
    ).toEqual([
      [
        first.product.title,
        2,
        (first.variant.priceCents / 100).toFixed(2),
        first.product.numericId,
        first.variant.numericId,
      ],
      [
        second.product.title,
        1,
        (second.variant.priceCents / 100).toFixed(2),
        second.product.numericId,
        second.variant.numericId,
      ],
    ])
    expect(order.line_items[1]?.properties).toEqual([{ name: 'Engraving', value: 'R.R.' }])
    expect(z.safeParse(orderSchema, order).success).toBe(true)

    // The cart is completed: the store answers it no more, and takes no second order for it.
    const after = await graphql<{ cart: unknown }>('query($id: ID!) { cart(id: $id) { id } }', {
      id: cart.id,
    })
    expect(after.data?.cart).toBeNull()
    expect(() => store.placeOrder(token)).toThrow(/already checked out/)
    expect(store.cart(token)?.orderId).toBe(order.id)
    // The checkout page says so.
    expect(await (await store.fetch(new Request(cart.checkoutUrl))).text()).toContain('Order #1001 placed')

    const { request, body } = await caught(order, { webhookId: 'delivery-1' })
    expect(request.method).toBe('POST')
    expect(request.url).toBe(WEBHOOK_URL)
    expect(request.headers.get('content-type')).toBe('application/json')
    expect(request.headers.get('x-shopify-topic')).toBe('orders/create')
    expect(request.headers.get('x-shopify-webhook-id')).toBe('delivery-1')
    expect(request.headers.get('x-shopify-shop-domain')).toBe(TEST_STORE_SHOP_DOMAIN)
    expect(request.headers.get('x-shopify-api-version')).toBe(TEST_STORE_API_VERSION)
    expect(Date.parse(request.headers.get('x-shopify-triggered-at') ?? '')).not.toBeNaN()
    const expected = createHmac('sha256', SECRET).update(body).digest('base64')
    expect(request.headers.get('x-shopify-hmac-sha256')).toBe(expected)
    expect(hasValidSignature(body, request.headers.get('x-shopify-hmac-sha256') ?? undefined, SECRET)).toBe(
      true,
    )
    const parsed = z.safeParse(orderSchema, JSON.parse(new TextDecoder().decode(body)))
    expect(parsed.success).toBe(true)
    expect(parsed.data).toMatchObject({ name: '#1001', cart_token: token })

    // A new delivery id unless one is given; a forged webhook is signed with another secret, or not at all.
    const again = await caught(order)
    expect(again.request.headers.get('x-shopify-webhook-id')).toMatch(/^[0-9a-f-]{36}$/)
    const forged = await caught(order, { secret: 'not-the-secret' })
    expect(
      hasValidSignature(
        forged.body,
        forged.request.headers.get('x-shopify-hmac-sha256') ?? undefined,
        SECRET,
      ),
    ).toBe(false)
    const unsigned = await caught(order, { sign: false })
    expect(unsigned.request.headers.has('x-shopify-hmac-sha256')).toBe(false)
  })

  it('fulfils an order with its tracking, later than it was placed, and numbers orders on', async () => {
    const order = store.placeOrder((await newCart()).id, { shipping: '0.00', taxRate: 0.2 })
    expect(order.name).toBe('#1002')
    const subtotal = cents(first.variant, 2) + cents(second.variant)
    expect(order.total_tax).toBe((Math.round(subtotal * 0.2) / 100).toFixed(2))
    expect(order.total_price).toBe(((subtotal + Math.round(subtotal * 0.2)) / 100).toFixed(2))

    const fulfilled = store.fulfilOrder(order.id, {
      trackingNumber: 'JD014600006281234567',
      company: 'DHL',
      url: 'https://dhl.example/track/JD014600006281234567',
    })
    expect(fulfilled).toMatchObject({
      id: order.id,
      fulfillment_status: 'fulfilled',
      fulfillments: [
        {
          tracking_company: 'DHL',
          tracking_number: 'JD014600006281234567',
          tracking_url: 'https://dhl.example/track/JD014600006281234567',
        },
      ],
    })
    expect(Date.parse(fulfilled.updated_at)).toBeGreaterThan(Date.parse(order.updated_at))
    expect(z.safeParse(orderSchema, fulfilled).success).toBe(true)
    // The snapshot answered before stays as it was.
    expect(order.fulfillment_status).toBeNull()
    expect(() => store.fulfilOrder(order.id)).toThrow(/already fulfilled/)
    expect(() => store.placeOrder('hWNnothere')).toThrow(/no cart/)
  })

  it('serves its admin over HTTP for a test in another process', async () => {
    const cart = await newCart()
    const token = cartTokenOf(cart.checkoutUrl)
    const summary = await (await store.fetch(new Request(`${ORIGIN}/__test/carts/${token}`))).json()
    expect(summary).toMatchObject({
      token,
      buyerIdentity: { email: 'rider@example.com' },
      lines: [
        { productTitle: first.product.title, variantTitle: first.variant.title, quantity: 2 },
        { productTitle: second.product.title, variantTitle: second.variant.title, quantity: 1 },
      ],
    })
    const post = (path: string, body: unknown) =>
      store.fetch(
        new Request(`${ORIGIN}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      )
    const placed = await post('/__test/orders', { cart: token })
    expect(placed.status).toBe(201)
    const order = (await placed.json()) as StoreOrder
    expect(order.cart_token).toBe(token)
    expect((await post('/__test/orders', { cart: token })).status).toBe(409)
    expect((await post('/__test/orders', { cart: 'hWNnothere' })).status).toBe(404)
    const fulfilled = await post(`/__test/orders/${order.id}/fulfilment`, {
      trackingNumber: 'T1',
      company: 'DHL',
    })
    expect(((await fulfilled.json()) as StoreOrder).fulfillment_status).toBe('fulfilled')
    const listed = (await (await store.fetch(new Request(`${ORIGIN}/__test/orders`))).json()) as StoreOrder[]
    expect(listed.map((o) => o.name)).toContain(order.name)
  })
})

describe('the test store’s webhooks, received by the shop', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp({ scale: null, env: { SHOPIFY_WEBHOOK_SECRET: SECRET } })
  })
  afterAll(async () => {
    await testApp.close()
  })

  it('are taken by the shop’s webhook route, for the shopper whose checkout it was', async () => {
    const [user] = await testApp.db
      .insert(users)
      .values({ email: 'rider@example.com', passwordHash: 'x', firstName: 'Rae', lastName: 'Rider' })
      .returning({ id: users.id })
    if (!user) throw new Error('No shopper')
    const [checkout] = await testApp.db
      .insert(storeCheckouts)
      .values({ userId: user.id })
      .returning({ id: storeCheckouts.id })
    if (!checkout) throw new Error('No checkout')
    const payload = await createCart(
      checkoutInput({ attributes: [{ key: CHECKOUT_ATTRIBUTE, value: checkout.id }] }),
    )
    if (!payload.cart) throw new Error('No cart')
    const order = store.placeOrder(payload.cart.id)
    const deliver = (
      body: StoreOrder,
      topic: string,
      options: { secret?: string; webhookId?: string } = {},
    ) =>
      store.sendWebhook({
        url: WEBHOOK_URL,
        secret: options.secret ?? SECRET,
        topic,
        order: body,
        webhookId: options.webhookId,
        fetch: (request) => Promise.resolve(testApp.app.request(request)),
      })

    const forged = await deliver(order, 'orders/create', { secret: 'not-the-secret' })
    expect(forged.status).toBe(401)

    const created = await deliver(order, 'orders/create', { webhookId: `created-${order.id}` })
    expect(created.status).toBe(200)
    expect(await created.json()).toEqual({ received: true, recorded: true })
    const replayed = await deliver(order, 'orders/create', { webhookId: `created-${order.id}` })
    expect(await replayed.json()).toEqual({ received: true, recorded: false })

    const fulfilled = store.fulfilOrder(order.id, {
      trackingNumber: 'JD1',
      company: 'DHL',
      url: 'https://dhl.example/JD1',
    })
    expect((await deliver(fulfilled, 'orders/fulfilled')).status).toBe(200)
    // The older snapshot arriving late changes nothing.
    expect((await deliver(order, 'orders/paid')).status).toBe(200)

    const [row] = await testApp.db
      .select()
      .from(storeOrders)
      .where(eq(storeOrders.id, String(order.id)))
    expect(row).toMatchObject({
      userId: user.id,
      checkoutId: checkout.id,
      name: order.name,
      currencyCode: 'EUR',
      total: order.total_price,
      financialStatus: 'paid',
      fulfilmentStatus: 'fulfilled',
    })
    expect(row?.lines.map((line) => [line.title, line.quantity, line.variantId])).toEqual(
      order.line_items.map((line) => [line.title, line.quantity, String(line.variant_id)]),
    )
  })

  it('build the same request for a test that hands it to an app itself', async () => {
    const request = webhookRequest({
      url: WEBHOOK_URL,
      secret: SECRET,
      topic: 'orders/create',
      order: { id: 1 },
    })
    const body = new Uint8Array(await request.arrayBuffer())
    expect(request.headers.get('x-shopify-hmac-sha256')).toBe(
      createHmac('sha256', SECRET).update(body).digest('base64'),
    )
  })
})
