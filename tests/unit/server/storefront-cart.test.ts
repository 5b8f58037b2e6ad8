import { count, eq } from 'drizzle-orm'
import { parse } from 'graphql'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discountCodes, giftCards, orders, productVariants, storeCarts } from '../../../src/server/db/schema'
import { GIFT_CARD_HANDLE } from '../../../src/server/seed/catalogue'
import { MAX_LINE_QUANTITY } from '../../../src/server/storefront/cart-changes'
import { checkoutUrlOf, readStoreCart, storeCartToken } from '../../../src/server/storefront/cart-store'
import { ResponseCache } from '../../../src/server/storefront/response-cache'
import { mayKeepAnswer, storefrontRoutes } from '../../../src/server/storefront/storefront.routes'
import type { GraphQLBody, Json } from './storefront-answers'
import { STOREFRONT_ENDPOINT } from './storefront-answers'
import { TEST_TOKEN } from './storefront-fixtures'
import { createTestApp, type TestApp } from './test-app'

let harness: TestApp
/** Variants on sale (a few of the seeded gear's) and one sold out. */
let onSale: { id: string; price: string }[]
let soldOut: string

beforeAll(async () => {
  harness = await createTestApp({ env: { STOREFRONT_PUBLIC_TOKEN: TEST_TOKEN } })
  const variants = await harness.db.select().from(productVariants).orderBy(productVariants.id)
  onSale = variants
    .filter((variant) => variant.availableForSale)
    .slice(0, 3)
    .map((variant) => ({ id: `gid://shopify/ProductVariant/${variant.id}`, price: variant.price }))
  const gone = variants.find((variant) => !variant.availableForSale)
  if (!gone || onSale.length < 3) throw new Error('The seed has no sold-out variant or too few on sale')
  soldOut = `gid://shopify/ProductVariant/${gone.id}`
})
afterAll(async () => {
  await harness.close()
})

async function gql(query: string, variables?: Json, app: Hono = harness.app): Promise<GraphQLBody> {
  const response = await app.request(STOREFRONT_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': TEST_TOKEN },
    body: JSON.stringify({ query, variables }),
  })
  expect(response.status).toBe(200)
  const body = (await response.json()) as GraphQLBody
  expect(body.errors).toBeUndefined()
  return body
}

const CART_FIELDS = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    note
    attributes { key value }
    checkout: attribute(key: "open_road_checkout") { value }
    buyerIdentity { email countryCode }
    delivery {
      addresses {
        selected
        address {
          ... on CartDeliveryAddress { firstName lastName address1 address2 city provinceCode countryCode zip }
        }
      }
    }
    lines(first: 10) {
      nodes {
        id
        quantity
        attributes { key value }
        merchandise { ... on ProductVariant { id } }
        cost { amountPerQuantity { amount } totalAmount { amount currencyCode } }
      }
    }
    cost { subtotalAmount { amount currencyCode } totalAmount { amount } checkoutChargeAmount { amount } }
    discountCodes { code applicable }
    appliedGiftCards { lastCharacters amountUsed { amount } balance { amount } }
  }
`

interface Money {
  amount: string
  currencyCode?: string
}

interface Cart {
  id: string
  checkoutUrl: string
  totalQuantity: number
  note: string | null
  attributes: { key: string; value: string }[]
  checkout: { value: string } | null
  buyerIdentity: { email: string | null; countryCode: string | null }
  delivery: { addresses: { selected: boolean; address: Record<string, string | null> }[] }
  lines: {
    nodes: {
      id: string
      quantity: number
      attributes: { key: string; value: string }[]
      merchandise: { id: string }
      cost: { amountPerQuantity: Money; totalAmount: Money }
    }[]
  }
  cost: { subtotalAmount: Money; totalAmount: Money; checkoutChargeAmount: Money }
  discountCodes: { code: string; applicable: boolean }[]
  appliedGiftCards: { lastCharacters: string; amountUsed: Money; balance: Money }[]
}

interface Payload {
  cart: Cart | null
  userErrors: { field: string[] | null; message: string; code: string }[]
  warnings: { code: string; message: string; target: string }[]
}

const PAYLOAD = 'cart { ...CartFields } userErrors { field message code } warnings { code message target }'

async function mutate(mutation: string, args: string, variables: Json): Promise<Payload> {
  const declared = Object.keys(variables)
    .map((name) => `$${name}: ${VARIABLE_TYPES[name]}`)
    .join(', ')
  const body = await gql(
    `mutation (${declared}) { ${mutation}(${args}) { ${PAYLOAD} } } ${CART_FIELDS}`,
    variables,
  )
  return (body.data as Record<string, Payload>)[mutation] as Payload
}

const VARIABLE_TYPES: Record<string, string> = {
  input: 'CartInput',
  cartId: 'ID!',
  lines: '[CartLineInput!]!',
  updates: '[CartLineUpdateInput!]!',
  lineIds: '[ID!]!',
  codes: '[String!]!',
  buyer: 'CartBuyerIdentityInput!',
  attributes: '[AttributeInput!]!',
  note: 'String!',
}

const createCart = (input: Json = {}) => mutate('cartCreate', 'input: $input', { input })
const addLines = (cartId: string, lines: Json[]) =>
  mutate('cartLinesAdd', 'cartId: $cartId, lines: $lines', { cartId, lines })
const updateLines = (cartId: string, updates: Json[]) =>
  mutate('cartLinesUpdate', 'cartId: $cartId, lines: $updates', { cartId, updates })
const removeLines = (cartId: string, lineIds: string[]) =>
  mutate('cartLinesRemove', 'cartId: $cartId, lineIds: $lineIds', { cartId, lineIds })

async function readCart(id: string): Promise<Cart | null> {
  const body = await gql(`query ($id: ID!) { cart(id: $id) { ...CartFields } } ${CART_FIELDS}`, { id })
  return (body.data as { cart: Cart | null }).cart
}

/** The cart a payload must hold: a change that went through. */
function cartOf(payload: Payload): Cart {
  expect(payload.userErrors).toEqual([])
  if (!payload.cart) throw new Error('The mutation answered no cart')
  return payload.cart
}

const variant = (index: number) => {
  const found = onSale[index]
  if (!found) throw new Error(`No variant ${index}`)
  return found
}
const cents = (amount: string) => Math.round(Number(amount) * 100)

async function storedCartCount(): Promise<number> {
  return (await harness.db.select({ n: count() }).from(storeCarts))[0]?.n ?? 0
}

describe('cartCreate', () => {
  it('makes a cart from lines, buyer, delivery address, attributes, codes and note, and cart(id:) reads it back', async () => {
    await harness.db.insert(discountCodes).values({ code: 'RIDE10', percentOff: 10, email: 'r@example.com' })
    await harness.db.insert(giftCards).values({
      code: 'ORMS-TEST-CART-GIFT-2LXW',
      amount: '50.00',
      balance: '20.00',
      design: 1,
      recipientEmail: 'g@example.com',
      recipientName: 'Gee',
      senderName: 'Sam',
    })
    const [first, second] = [variant(0), variant(1)]
    const payload = await createCart({
      lines: [
        { merchandiseId: first.id, quantity: 2 },
        { merchandiseId: second.id, attributes: [{ key: 'Engraving', value: 'Ride on' }] },
      ],
      buyerIdentity: { email: 'sam@example.com', countryCode: 'US' },
      delivery: {
        addresses: [
          {
            selected: true,
            address: {
              deliveryAddress: {
                firstName: 'Sam',
                lastName: 'Rider',
                address1: '1 Main St',
                city: 'Milwaukee',
                provinceCode: 'WI',
                countryCode: 'US',
                zip: '53202',
              },
            },
          },
        ],
      },
      attributes: [{ key: 'open_road_checkout', value: 'checkout-1' }],
      discountCodes: ['ride10', 'NOSUCHCODE'],
      giftCardCodes: ['orms-test-cart-gift-2lxw'],
      note: 'Leave at the door',
    })
    const cart = cartOf(payload)
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]{24}$/)
    const token = storeCartToken(cart.id)
    expect(cart.checkoutUrl).toBe(`http://localhost/checkouts/cn/${token}`)
    expect(cart.checkoutUrl).toBe(checkoutUrlOf('http://localhost', token ?? ''))
    expect(cart.totalQuantity).toBe(3)
    expect(cart.lines.nodes.map((line) => [line.merchandise.id, line.quantity, line.attributes])).toEqual([
      [first.id, 2, []],
      [second.id, 1, [{ key: 'Engraving', value: 'Ride on' }]],
    ])
    expect(cents(cart.lines.nodes[0]?.cost.amountPerQuantity.amount ?? '')).toBe(cents(first.price))
    expect(cart.lines.nodes[0]?.cost.totalAmount).toEqual({
      amount: expect.any(String),
      currencyCode: 'USD',
    })
    const subtotal = 2 * cents(first.price) + cents(second.price)
    expect(cents(cart.cost.subtotalAmount.amount)).toBe(subtotal)
    expect(cart.cost.subtotalAmount.currencyCode).toBe('USD')
    expect(cents(cart.cost.totalAmount.amount)).toBe(subtotal)
    expect(cents(cart.cost.checkoutChargeAmount.amount)).toBe(subtotal)
    expect(cart.buyerIdentity).toEqual({ email: 'sam@example.com', countryCode: 'US' })
    expect(cart.delivery.addresses).toEqual([
      {
        selected: true,
        address: {
          firstName: 'Sam',
          lastName: 'Rider',
          address1: '1 Main St',
          address2: null,
          city: 'Milwaukee',
          provinceCode: 'WI',
          countryCode: 'US',
          zip: '53202',
        },
      },
    ])
    expect(cart.attributes).toEqual([{ key: 'open_road_checkout', value: 'checkout-1' }])
    expect(cart.checkout).toEqual({ value: 'checkout-1' })
    expect(cart.note).toBe('Leave at the door')
    expect(cart.discountCodes).toEqual([
      { code: 'ride10', applicable: true },
      { code: 'NOSUCHCODE', applicable: false },
    ])
    expect(payload.warnings).toEqual([
      { code: 'DISCOUNT_NOT_FOUND', message: 'The discount code NOSUCHCODE was not found.', target: cart.id },
    ])
    expect(cart.appliedGiftCards).toEqual([
      { lastCharacters: '2LXW', amountUsed: { amount: '20.0' }, balance: { amount: '20.0' } },
    ])

    expect(await readCart(cart.id)).toEqual(cart)
    // The stand-in checkout reads the row: the address with its codes, the codes as entered.
    const row = await readStoreCart(harness.db, token ?? '')
    expect(row?.buyerIdentity.deliveryAddress).toMatchObject({ country: 'US', province: 'WI', zip: '53202' })
    expect(row?.giftCardCodes).toEqual(['orms-test-cart-gift-2lxw'])
    expect(row?.orderId).toBeNull()
  })

  it('makes an empty cart without input, and a new cart each time the same request is sent', async () => {
    const first = cartOf(await createCart())
    const second = cartOf(await createCart())
    expect(second.id).not.toBe(first.id)
    expect(first).toMatchObject({ totalQuantity: 0, note: null, lines: { nodes: [] }, discountCodes: [] })
    expect(first.cost.subtotalAmount.amount).toBe('0.0')
  })

  it('refuses unknown or sold-out merchandise and quantities below 1, and makes no cart', async () => {
    const before = await storedCartCount()
    const payload = await createCart({
      lines: [
        { merchandiseId: variant(0).id },
        { merchandiseId: 'gid://shopify/ProductVariant/99999999' },
        { merchandiseId: soldOut },
        { merchandiseId: variant(1).id, quantity: 0 },
        { merchandiseId: 'gid://shopify/Product/1' },
      ],
    })
    expect(payload.cart).toBeNull()
    expect(payload.userErrors).toEqual([
      {
        field: ['input', 'lines', '1', 'merchandiseId'],
        message: 'The merchandise with id gid://shopify/ProductVariant/99999999 does not exist.',
        code: 'INVALID',
      },
      {
        field: ['input', 'lines', '2', 'merchandiseId'],
        message: `The merchandise with id ${soldOut} is sold out.`,
        code: 'INVALID',
      },
      {
        field: ['input', 'lines', '3', 'quantity'],
        message: 'The quantity must be at least 1.',
        code: 'INVALID',
      },
      {
        field: ['input', 'lines', '4', 'merchandiseId'],
        message: 'The merchandise with id gid://shopify/Product/1 does not exist.',
        code: 'INVALID',
      },
    ])
    const badEmail = await createCart({ buyerIdentity: { email: 'not an email' } })
    expect(badEmail.userErrors).toEqual([
      { field: ['input', 'buyerIdentity', 'email'], message: 'Email is invalid', code: 'INVALID' },
    ])
    expect(await storedCartCount()).toBe(before)
  })
})

describe('free text', () => {
  it('keeps a lone surrogate, which JSON carries and PostgreSQL cannot store, as U+FFFD', async () => {
    const cart = cartOf(
      await createCart({
        note: 'a\ud800b',
        attributes: [{ key: 'k', value: '\udc00' }],
        discountCodes: ['X\ud800'],
      }),
    )
    expect(cart.note).toBe('a\ufffdb')
    expect(cart.attributes).toEqual([{ key: 'k', value: '\ufffd' }])
    expect(cart.discountCodes).toEqual([{ code: 'X\ufffd', applicable: false }])
  })
})

describe('changing a cart', () => {
  it('adds lines, merging a variant with the same attributes, updates and removes them', async () => {
    const { id } = cartOf(await createCart())
    const [a, b] = [variant(0), variant(1)]
    let cart = cartOf(await addLines(id, [{ merchandiseId: a.id }]))
    cart = cartOf(await addLines(id, [{ merchandiseId: a.id, quantity: 2 }]))
    expect(cart.lines.nodes.map((line) => [line.merchandise.id, line.quantity])).toEqual([[a.id, 3]])
    const [merged] = cart.lines.nodes
    cart = cartOf(
      await addLines(id, [
        { merchandiseId: a.id, attributes: [{ key: 'Gift wrap', value: 'yes' }] },
        { merchandiseId: b.id, quantity: 4 },
      ]),
    )
    expect(cart.lines.nodes.map((line) => [line.merchandise.id, line.quantity])).toEqual([
      [a.id, 3],
      [a.id, 1],
      [b.id, 4],
    ])
    expect(cart.lines.nodes[0]?.id).toBe(merged?.id)
    const [, wrapped, bLine] = cart.lines.nodes
    if (!merged || !wrapped || !bLine) throw new Error('Lines missing')

    cart = cartOf(
      await updateLines(id, [
        { id: merged.id, quantity: 5 },
        { id: wrapped.id, attributes: [] },
        { id: bLine.id, quantity: 0 },
      ]),
    )
    // The wrapped line lost its attributes: it is the same as the first now, so they are one line.
    expect(cart.lines.nodes.map((line) => [line.id, line.quantity, line.attributes])).toEqual([
      [merged.id, 6, []],
    ])
    expect(cart.totalQuantity).toBe(6)

    cart = cartOf(await updateLines(id, [{ id: merged.id, merchandiseId: b.id, quantity: 2 }]))
    expect(cart.lines.nodes.map((line) => [line.merchandise.id, line.quantity])).toEqual([[b.id, 2]])

    cart = cartOf(await removeLines(id, [merged.id]))
    expect(cart.lines.nodes).toEqual([])
    expect(cart.totalQuantity).toBe(0)
  })

  it('refuses unknown merchandise, unknown lines and quantities out of range, and changes nothing', async () => {
    const { id } = cartOf(await createCart({ lines: [{ merchandiseId: variant(0).id, quantity: 2 }] }))
    const before = await readCart(id)
    const [line] = before?.lines.nodes ?? []
    if (!line) throw new Error('No line')

    const unknown = await addLines(id, [
      { merchandiseId: variant(1).id },
      { merchandiseId: 'gid://shopify/ProductVariant/99999999' },
    ])
    expect(unknown).toMatchObject({
      cart: null,
      userErrors: [{ field: ['lines', '1', 'merchandiseId'], code: 'INVALID' }],
    })
    expect((await addLines(id, [{ merchandiseId: soldOut }])).userErrors).toMatchObject([{ code: 'INVALID' }])
    expect(
      (await addLines(id, [{ merchandiseId: variant(0).id, quantity: MAX_LINE_QUANTITY }])).userErrors,
    ).toEqual([
      {
        field: ['lines', '0', 'quantity'],
        message: `The quantity must be at most ${MAX_LINE_QUANTITY}.`,
        code: 'MAXIMUM_EXCEEDED',
      },
    ])
    const missingLine = 'gid://shopify/CartLine/nosuchline'
    expect((await updateLines(id, [{ id: missingLine, quantity: 1 }])).userErrors).toEqual([
      {
        field: ['lines', '0', 'id'],
        message: `The merchandise line with id ${missingLine} does not exist.`,
        code: 'INVALID_MERCHANDISE_LINE',
      },
    ])
    expect((await updateLines(id, [{ id: line.id, quantity: -1 }])).userErrors).toMatchObject([
      { field: ['lines', '0', 'quantity'], code: 'INVALID' },
    ])
    expect((await updateLines(id, [{ id: line.id, merchandiseId: soldOut }])).userErrors).toMatchObject([
      { field: ['lines', '0', 'merchandiseId'], code: 'INVALID' },
    ])
    expect((await removeLines(id, [line.id, missingLine])).userErrors).toMatchObject([
      { field: ['lineIds', '1'], code: 'INVALID_MERCHANDISE_LINE' },
    ])
    expect(await readCart(id)).toEqual(before)
  })

  it('updates the buyer, codes, attributes and note, each replacing what was there', async () => {
    const { id } = cartOf(
      await createCart({
        buyerIdentity: { email: 'sam@example.com', countryCode: 'US' },
        discountCodes: ['OLD'],
        attributes: [{ key: 'a', value: '1' }],
      }),
    )
    const buyer = await mutate('cartBuyerIdentityUpdate', 'cartId: $cartId, buyerIdentity: $buyer', {
      cartId: id,
      buyer: { countryCode: 'CA' },
    })
    expect(cartOf(buyer).buyerIdentity).toEqual({ email: 'sam@example.com', countryCode: 'CA' })
    const codes = await mutate('cartDiscountCodesUpdate', 'cartId: $cartId, discountCodes: $codes', {
      cartId: id,
      codes: [' New ', 'new', ''],
    })
    expect(cartOf(codes).discountCodes).toEqual([{ code: 'New', applicable: false }])
    expect(codes.warnings.map((warning) => warning.code)).toEqual(['DISCOUNT_NOT_FOUND'])
    const cards = await mutate('cartGiftCardCodesUpdate', 'cartId: $cartId, giftCardCodes: $codes', {
      cartId: id,
      codes: ['NOSUCHCARD'],
    })
    expect(cartOf(cards).appliedGiftCards).toEqual([])
    const attributes = await mutate('cartAttributesUpdate', 'cartId: $cartId, attributes: $attributes', {
      cartId: id,
      attributes: [
        { key: 'b', value: '2' },
        { key: 'b', value: '3' },
      ],
    })
    expect(cartOf(attributes).attributes).toEqual([{ key: 'b', value: '3' }])
    const note = await mutate('cartNoteUpdate', 'cartId: $cartId, note: $note', { cartId: id, note: 'Hi' })
    expect(cartOf(note).note).toBe('Hi')
  })
})

describe('a cart that is not there', () => {
  it('reads as null and refuses changes once its checkout completed, like an id that names no cart', async () => {
    const { id } = cartOf(await createCart({ lines: [{ merchandiseId: variant(0).id }] }))
    const token = storeCartToken(id) ?? ''
    const address = {
      firstName: 'Sam',
      lastName: 'Rider',
      address1: '1 Main St',
      city: 'Milwaukee',
      state: 'WI',
      zip: '53202',
      country: 'US',
    }
    const [order] = await harness.db
      .insert(orders)
      .values({
        email: 'sam@example.com',
        shippingAddress: address,
        billingAddress: address,
        subtotal: '1.00',
        tax: '0.00',
        shipping: '0.00',
        total: '1.00',
      })
      .returning({ id: orders.id })
    await harness.db.update(storeCarts).set({ orderId: order?.id }).where(eq(storeCarts.id, token))

    expect(await readCart(id)).toBeNull()
    const missing = { field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' }
    for (const cartId of [id, 'gid://shopify/Cart/nosuchcart', 'gid://shopify/Product/1', 'not a gid']) {
      expect(await addLines(cartId, [{ merchandiseId: variant(1).id }])).toEqual({
        cart: null,
        userErrors: [missing],
        warnings: [],
      })
    }
    expect(await readCart('gid://shopify/Cart/nosuchcart')).toBeNull()
    // The stand-in checkout still finds the completed cart.
    expect((await readStoreCart(harness.db, token))?.orderId).toBe(order?.id)
  })
})

describe('kept answers', () => {
  it('never keeps a mutation’s answer or a cart’s, and keeps a catalogue query’s', async () => {
    const answers = new ResponseCache()
    const app = new Hono().route(
      '/api',
      storefrontRoutes({ db: harness.db, config: harness.config, answers }),
    )
    const keyOf = (query: string, variables?: Json) =>
      `http://localhost json ${JSON.stringify({ query, variables })}`

    const create = 'mutation { cartCreate { cart { id } } }'
    const ids = [] as string[]
    for (let time = 0; time < 2; time++) {
      const body = await gql(create, undefined, app)
      ids.push((body.data as { cartCreate: { cart: { id: string } } }).cartCreate.cart.id)
    }
    expect(new Set(ids).size).toBe(2)
    expect(answers.get(keyOf(create))).toBeUndefined()

    const read = 'query ($id: ID!) { cart(id: $id) { totalQuantity } }'
    const cartId = ids[0] ?? ''
    const quantity = async () =>
      ((await gql(read, { id: cartId }, app)).data as { cart: { totalQuantity: number } }).cart.totalQuantity
    expect(await quantity()).toBe(0)
    await gql(
      'mutation ($id: ID!, $line: ID!) { cartLinesAdd(cartId: $id, lines: [{ merchandiseId: $line }]) { cart { id } } }',
      { id: cartId, line: variant(0).id },
      app,
    )
    expect(await quantity()).toBe(1)
    expect(answers.get(keyOf(read, { id: cartId }))).toBeUndefined()

    const catalogue = '{ products(first: 1) { nodes { handle } } }'
    await gql(catalogue, undefined, app)
    expect(answers.get(keyOf(catalogue))).toBeDefined()
  })

  it('are not kept for documents with a mutation or a cart field anywhere', () => {
    expect(mayKeepAnswer(parse('{ product(handle: "a") { id } }'))).toBe(true)
    expect(mayKeepAnswer(parse('mutation { cartCreate { cart { id } } }'))).toBe(false)
    expect(mayKeepAnswer(parse('query Q { ...F } fragment F on QueryRoot { c: cart(id: "x") { id } }'))).toBe(
      false,
    )
  })
})

describe("the store's gift card", () => {
  it('is a gift card product in one variant per denomination, mailed rather than shipped, in no collection', async () => {
    const body = await gql(
      `query ($handle: String!) {
        product(handle: $handle) {
          title isGiftCard productType vendor
          collections(first: 5) { nodes { handle } }
          featuredImage { url }
          variants(first: 10) {
            nodes { id title availableForSale quantityAvailable requiresShipping price { amount } selectedOptions { name value } }
          }
        }
        other: products(first: 1) { nodes { isGiftCard variants(first: 1) { nodes { requiresShipping } } } }
      }`,
      { handle: GIFT_CARD_HANDLE },
    )
    const { product, other } = body.data as {
      product: {
        title: string
        isGiftCard: boolean
        productType: string
        vendor: string
        collections: { nodes: unknown[] }
        featuredImage: { url: string } | null
        variants: {
          nodes: {
            id: string
            title: string
            availableForSale: boolean
            quantityAvailable: number
            requiresShipping: boolean
            price: { amount: string }
            selectedOptions: { name: string; value: string }[]
          }[]
        }
      }
      other: { nodes: { isGiftCard: boolean; variants: { nodes: { requiresShipping: boolean }[] } }[] }
    }
    expect(product).toMatchObject({
      title: 'Open Road Moto Supply gift card',
      isGiftCard: true,
      productType: 'Gift Card',
      vendor: 'Open Road Moto Supply',
      collections: { nodes: [] },
    })
    expect(product.featuredImage?.url).toMatch(/\/images\/brand\/logo\.svg$/)
    expect(product.variants.nodes.map((node) => [node.title, node.price.amount])).toEqual([
      ['$25', '25.0'],
      ['$50', '50.0'],
      ['$100', '100.0'],
      ['$200', '200.0'],
      ['$500', '500.0'],
      ['$1000', '1000.0'],
    ])
    for (const node of product.variants.nodes) {
      expect(node).toMatchObject({ availableForSale: true, requiresShipping: false })
      expect(node.quantityAvailable).toBeGreaterThan(1000)
      expect(node.selectedOptions).toEqual([{ name: 'Denomination', value: node.title }])
    }
    expect(other.nodes[0]).toEqual({ isGiftCard: false, variants: { nodes: [{ requiresShipping: true }] } })

    // Bought like any product, its recipient as the line's attributes.
    const card = product.variants.nodes[2]?.id ?? ''
    const bought = cartOf(
      await createCart({
        lines: [{ merchandiseId: card, attributes: [{ key: 'Recipient email', value: 'gee@example.com' }] }],
      }),
    )
    expect(bought.cost.subtotalAmount.amount).toBe('100.0')
  })
})
