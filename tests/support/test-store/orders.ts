/**
 * The store's side of an order, driven by a test as the store's checkout and its merchant would:
 * a cart becomes an order (Shopify's REST Order resource, as its webhooks carry it), the order is
 * fulfilled with a tracking number, and each event goes to a shop's webhook address signed as
 * Shopify signs it (base64 HMAC-SHA256 of the exact body bytes, keyed with the app's secret).
 */
import { createHmac, randomUUID } from 'node:crypto'
import { type CartAttribute, productOfVariant, subtotalCents, type TestCarts } from './carts'
import { CURRENCY, restAmount } from './money'

/** The shop domain the test store's webhooks say they come from. */
export const TEST_STORE_SHOP_DOMAIN = 'stranger-store.myshopify.com'
/** The first order's number; its name is `#1001`, as a new Shopify store's first order is. */
const FIRST_ORDER_NUMBER = 1001
const BASE_ORDER_ID = 5_917_000_000_000
const BASE_LINE_ITEM_ID = 14_512_000_000_000
const BASE_FULFILLMENT_ID = 4_770_000_000_000

export interface StoreMoneySet {
  shop_money: { amount: string; currency_code: string }
  presentment_money: { amount: string; currency_code: string }
}

export interface StoreOrderLineItem {
  id: number
  admin_graphql_api_id: string
  title: string
  /** Null for a product's only variant ("Default Title"), as Shopify's REST answers it. */
  variant_title: string | null
  name: string
  quantity: number
  current_quantity: number
  fulfillable_quantity: number
  fulfillment_status: 'fulfilled' | null
  price: string
  price_set: StoreMoneySet
  total_discount: string
  sku: string
  vendor: string
  product_id: number
  variant_id: number
  product_exists: boolean
  requires_shipping: boolean
  taxable: boolean
  gift_card: boolean
  grams: number
  properties: { name: string; value: string }[]
  tax_lines: unknown[]
  discount_allocations: unknown[]
}

export interface StoreAddress {
  first_name: string | null
  last_name: string | null
  name: string | null
  company: string | null
  address1: string | null
  address2: string | null
  city: string | null
  province_code: string | null
  zip: string | null
  country_code: string | null
  phone: string | null
}

export interface StoreFulfillment {
  id: number
  admin_graphql_api_id: string
  order_id: number
  name: string
  status: 'success'
  service: 'manual'
  shipment_status: null
  created_at: string
  updated_at: string
  tracking_company: string | null
  tracking_number: string | null
  tracking_numbers: string[]
  tracking_url: string | null
  tracking_urls: string[]
  line_items: StoreOrderLineItem[]
}

/** An order as Shopify's REST API and its `orders/*` webhooks give it (the fields a shop reads, and more). */
export interface StoreOrder {
  id: number
  admin_graphql_api_id: string
  name: string
  order_number: number
  number: number
  token: string
  email: string | null
  contact_email: string | null
  phone: string | null
  currency: string
  presentment_currency: string
  subtotal_price: string
  subtotal_price_set: StoreMoneySet
  total_line_items_price: string
  total_tax: string
  total_tax_set: StoreMoneySet
  taxes_included: boolean
  total_discounts: string
  total_discounts_set: StoreMoneySet
  total_shipping_price_set: StoreMoneySet
  total_price: string
  total_price_set: StoreMoneySet
  current_total_price: string
  total_outstanding: string
  financial_status: 'paid'
  fulfillment_status: 'fulfilled' | null
  confirmed: boolean
  test: boolean
  gateway: string
  payment_gateway_names: string[]
  source_name: string
  buyer_accepts_marketing: boolean
  cancelled_at: string | null
  cancel_reason: string | null
  closed_at: string | null
  processed_at: string
  created_at: string
  updated_at: string
  cart_token: string
  checkout_token: string
  note: string | null
  note_attributes: { name: string; value: string }[]
  discount_codes: { code: string; amount: string; type: string }[]
  shipping_address: StoreAddress | null
  billing_address: StoreAddress | null
  shipping_lines: {
    id: number
    title: string
    code: string
    price: string
    price_set: StoreMoneySet
    source: string
  }[]
  tax_lines: { title: string; rate: number; price: string; price_set: StoreMoneySet }[]
  line_items: StoreOrderLineItem[]
  fulfillments: StoreFulfillment[]
  refunds: unknown[]
  order_status_url: string
}

export interface PlaceOrderOptions {
  /** What the buyer paid for shipping, "9.90" (euros) unless told otherwise. */
  shipping?: string
  /** Tax added on top of the lines and shipping, as a fraction: 0 (none) unless told otherwise. */
  taxRate?: number
}

export interface FulfilmentInput {
  trackingNumber?: string | null
  company?: string | null
  url?: string | null
}

const DEFAULT_SHIPPING = '9.90'

/** Shopify's REST timestamps: to the second, with the offset spelled out. */
const restTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00')

const moneySet = (cents: number): StoreMoneySet => {
  const amount = { amount: restAmount(cents), currency_code: CURRENCY }
  return { shop_money: amount, presentment_money: { ...amount } }
}

const numericIdOf = (gid: string) => Number(/\/(\d+)(\?.*)?$/.exec(gid)?.[1])

function centsOf(amount: string): number {
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(amount)) throw new Error(`Not an amount: ${amount}`)
  return Math.round(Number(amount) * 100)
}

const properties = (attributes: readonly CartAttribute[]) =>
  attributes.map((attribute) => ({ name: attribute.key, value: attribute.value }))

export interface StoreOrders {
  readonly list: readonly StoreOrder[]
  get(orderId: number | string): StoreOrder | undefined
  place(cartReference: string, options?: PlaceOrderOptions): StoreOrder
  fulfil(orderId: number | string, fulfilment?: FulfilmentInput): StoreOrder
}

/**
 * The store's orders. Each call answers a copy of the order as it is then, so a test can hold on to
 * an older snapshot (to send it late, say) while the order moves on.
 */
export function createStoreOrders(carts: TestCarts, now: () => Date, origin: string): StoreOrders {
  const list: StoreOrder[] = []
  let lineItems = 0
  const find = (orderId: number | string) => list.find((order) => order.id === Number(orderId))

  function place(cartReference: string, options: PlaceOrderOptions = {}): StoreOrder {
    const cart = carts.find(cartReference)
    if (!cart) throw new Error(`The test store has no cart ${cartReference}`)
    if (cart.orderId !== null) {
      throw new Error(`The cart ${cart.token} was already checked out (order ${find(cart.orderId)?.name})`)
    }
    if (cart.lines.length === 0) throw new Error(`The cart ${cart.token} is empty: there is nothing to order`)
    const number = FIRST_ORDER_NUMBER + list.length
    const id = BASE_ORDER_ID + list.length * 17 + 1
    const at = restTime(now().getTime())
    const subtotal = subtotalCents(cart)
    const shipping = centsOf(options.shipping ?? DEFAULT_SHIPPING)
    const rate = options.taxRate ?? 0
    const tax = Math.round((subtotal + shipping) * rate)
    const total = subtotal + shipping + tax
    const address = cart.addresses.find((selectable) => selectable.selected) ?? cart.addresses[0]
    const storeAddress: StoreAddress | null = address
      ? {
          first_name: address.address.firstName,
          last_name: address.address.lastName,
          name: [address.address.firstName, address.address.lastName].filter(Boolean).join(' ') || null,
          company: address.address.company,
          address1: address.address.address1,
          address2: address.address.address2,
          city: address.address.city,
          province_code: address.address.provinceCode,
          zip: address.address.zip,
          country_code: address.address.countryCode,
          phone: address.address.phone,
        }
      : null
    const token = randomUUID().replaceAll('-', '')
    const order: StoreOrder = {
      id,
      admin_graphql_api_id: `gid://shopify/Order/${id}`,
      name: `#${number}`,
      order_number: number,
      number: number - 1000,
      token,
      email: cart.buyerIdentity.email,
      contact_email: cart.buyerIdentity.email,
      phone: cart.buyerIdentity.phone,
      currency: CURRENCY,
      presentment_currency: CURRENCY,
      subtotal_price: restAmount(subtotal),
      subtotal_price_set: moneySet(subtotal),
      total_line_items_price: restAmount(subtotal),
      total_tax: restAmount(tax),
      total_tax_set: moneySet(tax),
      taxes_included: false,
      total_discounts: restAmount(0),
      total_discounts_set: moneySet(0),
      total_shipping_price_set: moneySet(shipping),
      total_price: restAmount(total),
      total_price_set: moneySet(total),
      current_total_price: restAmount(total),
      total_outstanding: restAmount(0),
      financial_status: 'paid',
      fulfillment_status: null,
      confirmed: true,
      test: true,
      gateway: 'bogus',
      payment_gateway_names: ['bogus'],
      source_name: 'web',
      buyer_accepts_marketing: false,
      cancelled_at: null,
      cancel_reason: null,
      closed_at: null,
      processed_at: at,
      created_at: at,
      updated_at: at,
      cart_token: cart.token,
      checkout_token: randomUUID().replaceAll('-', ''),
      note: cart.note,
      note_attributes: properties(cart.attributes),
      // No code of the cart applies at the test store.
      discount_codes: [],
      shipping_address: storeAddress,
      billing_address: storeAddress && { ...storeAddress },
      shipping_lines: [
        {
          id: BASE_LINE_ITEM_ID + list.length,
          title: 'Standard',
          code: 'Standard',
          price: restAmount(shipping),
          price_set: moneySet(shipping),
          source: 'shopify',
        },
      ],
      tax_lines: rate > 0 ? [{ title: 'VAT', rate, price: restAmount(tax), price_set: moneySet(tax) }] : [],
      line_items: cart.lines.map((line): StoreOrderLineItem => {
        const product = productOfVariant(line.variant)
        const variantTitle = line.variant.title === 'Default Title' ? null : line.variant.title
        const lineId = BASE_LINE_ITEM_ID + 1_000 + ++lineItems
        return {
          id: lineId,
          admin_graphql_api_id: `gid://shopify/LineItem/${lineId}`,
          title: product.title,
          variant_title: variantTitle,
          name: variantTitle ? `${product.title} - ${variantTitle}` : product.title,
          quantity: line.quantity,
          current_quantity: line.quantity,
          fulfillable_quantity: line.quantity,
          fulfillment_status: null,
          price: restAmount(line.variant.priceCents),
          price_set: moneySet(line.variant.priceCents),
          total_discount: restAmount(0),
          sku: line.variant.sku,
          vendor: product.vendor,
          product_id: numericIdOf(product.id),
          variant_id: numericIdOf(line.variant.id),
          product_exists: true,
          requires_shipping: true,
          taxable: true,
          gift_card: false,
          grams: 1400,
          properties: properties(line.attributes),
          tax_lines: [],
          discount_allocations: [],
        }
      }),
      fulfillments: [],
      refunds: [],
      order_status_url: `${origin}/orders/${token}/authenticate?key=${randomUUID().replaceAll('-', '')}`,
    }
    list.push(order)
    carts.byToken.set(cart.token, { ...cart, orderId: id })
    return structuredClone(order)
  }

  function fulfil(orderId: number | string, fulfilment: FulfilmentInput = {}): StoreOrder {
    const order = find(orderId)
    if (!order) throw new Error(`The test store has no order ${orderId}`)
    if (order.fulfillment_status === 'fulfilled')
      throw new Error(`The order ${order.name} is already fulfilled`)
    // Later than the order's last change even when the clock stands still, as a new event's must be.
    const at = restTime(Math.max(now().getTime(), Date.parse(order.updated_at) + 1_000))
    for (const line of order.line_items) {
      line.fulfillable_quantity = 0
      line.fulfillment_status = 'fulfilled'
    }
    const id = BASE_FULFILLMENT_ID + list.indexOf(order) * 31 + order.fulfillments.length + 1
    const number = fulfilment.trackingNumber ?? null
    const url = fulfilment.url ?? null
    order.fulfillments.push({
      id,
      admin_graphql_api_id: `gid://shopify/Fulfillment/${id}`,
      order_id: order.id,
      name: `${order.name}.${order.fulfillments.length + 1}`,
      status: 'success',
      service: 'manual',
      shipment_status: null,
      created_at: at,
      updated_at: at,
      tracking_company: fulfilment.company ?? null,
      tracking_number: number,
      tracking_numbers: number ? [number] : [],
      tracking_url: url,
      tracking_urls: url ? [url] : [],
      line_items: structuredClone(order.line_items),
    })
    order.fulfillment_status = 'fulfilled'
    order.updated_at = at
    return structuredClone(order)
  }

  return {
    list,
    get: (orderId) => {
      const order = find(orderId)
      return order && structuredClone(order)
    },
    place,
    fulfil,
  }
}

// ---- Webhooks ----

export interface SendWebhookOptions {
  /** The shop's webhook address, e.g. `http://127.0.0.1:4320/api/webhooks/shopify`. */
  url: string
  /** The secret the body is signed with; a test of a forged webhook passes another one. */
  secret: string
  /** `orders/create`, `orders/paid`, `orders/fulfilled`… (sent as given, known to the shop or not). */
  topic: string
  /** The body: an order as placeOrder/fulfilOrder answered it, or any JSON a test wants sent. */
  order: unknown
  /** The delivery id (X-Shopify-Webhook-Id); a new UUID unless given, so a test can send one twice. */
  webhookId?: string
  /** false sends no signature header at all. */
  sign?: boolean
  shopDomain?: string
  apiVersion?: string
  triggeredAt?: Date
  /** How the request is sent; the global fetch unless given (a test may pass an app's `request`). */
  fetch?: (request: Request) => Promise<Response>
}

/** Shopify's signature of a webhook body: base64 HMAC-SHA256 of its bytes, keyed with the secret. */
export function signWebhookBody(body: string | Uint8Array, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64')
}

/** The request Shopify would make to deliver `order` under `topic`, for the API version `apiVersion`. */
export function webhookRequest(options: SendWebhookOptions, apiVersion: string): Request {
  const body = JSON.stringify(options.order)
  const bytes = new TextEncoder().encode(body)
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': 'Shopify-Captain-Hook',
    'X-Shopify-Topic': options.topic,
    'X-Shopify-Webhook-Id': options.webhookId ?? randomUUID(),
    'X-Shopify-Event-Id': randomUUID(),
    'X-Shopify-Shop-Domain': options.shopDomain ?? TEST_STORE_SHOP_DOMAIN,
    'X-Shopify-API-Version': options.apiVersion ?? apiVersion,
    'X-Shopify-Triggered-At': (options.triggeredAt ?? new Date()).toISOString(),
  }
  if (options.sign !== false) headers['X-Shopify-Hmac-Sha256'] = signWebhookBody(bytes, options.secret)
  return new Request(options.url, { method: 'POST', headers, body: bytes })
}

/** Delivers a webhook as Shopify does; the shop's Response. */
export async function sendWebhook(options: SendWebhookOptions, apiVersion: string): Promise<Response> {
  const request = webhookRequest(options, apiVersion)
  return (options.fetch ?? ((r: Request) => fetch(r)))(request)
}
