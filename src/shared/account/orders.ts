import * as z from 'zod/mini'
import { emailField } from '../home/gift-card'
import { CART_QUANTITY_MAX, productRefField } from './cart'
import { codeField } from './checkout-codes'

const text = (label: string, max: number) =>
  z
    .string(`${label} is required.`)
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(max, `${label} can be at most ${max} characters.`),
    )

const money = (label: string) =>
  z
    .string(`${label} must be an amount such as "12.50".`)
    .check(z.regex(/^\d{1,7}\.\d{2}$/, `${label} must be an amount such as "12.50".`))

/** The countries the shop ships to: the app's checkout offers them, and the stand-in checkout takes them. */
export const SHIPPING_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'MX', name: 'Mexico' },
] as const

/** An order's shipping and billing address. */
export const addressSchema = z.object({
  firstName: text('First name', 50),
  lastName: text('Last name', 50),
  address1: text('Address', 200),
  address2: z.optional(
    z.string().check(z.trim(), z.maxLength(200, 'Address 2 can be at most 200 characters.')),
  ),
  city: text('City', 100),
  state: text('State', 100),
  zip: text('ZIP code', 20),
  country: text('Country', 100),
})

/**
 * `POST /api/checkouts`: hands the shopper's cart to the store's checkout
 * (docs/decisions/0070-checkout-through-the-store.md). The server never trusts the prices or totals
 * in it: it prices the shopper's cart itself and refuses (409) when the lines or totals differ from
 * what the shopper was shown (docs/decisions/0011-server-priced-cart.md). The address starts the
 * store's checkout; card details are asked by the store, never here. `codes` are the gift card and
 * discount code the shopper applied, `discount` and `giftCardAmount` what they were shown to take off
 * (missing means "0.00"), checked like the other totals (docs/decisions/0038-codes-at-checkout.md).
 */
export const checkoutRequestSchema = z.object({
  email: emailField('Email'),
  shippingAddress: addressSchema,
  items: z
    .array(
      z.object({
        productId: productRefField,
        quantity: z
          .number('Quantity must be a number.')
          .check(z.int('Quantity must be a whole number.'), z.minimum(1), z.maximum(CART_QUANTITY_MAX)),
        price: money('Item price'),
        size: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
        color: z.optional(z.nullable(z.string().check(z.maxLength(30)))),
      }),
    )
    .check(
      z.minLength(1, 'The order has no items.'),
      z.maxLength(100, 'An order can have at most 100 lines.'),
    ),
  codes: z.optional(
    z.array(codeField).check(
      z.maxLength(2, 'An order takes one gift card and one discount code at most.'),
      z.refine((codes) => new Set(codes).size === codes.length, 'The same code is in the order twice.'),
    ),
  ),
  subtotal: money('Subtotal'),
  discount: z.optional(money('Discount')),
  tax: money('Tax'),
  shipping: money('Shipping'),
  giftCardAmount: z.optional(money('Gift card amount')),
  total: money('Total'),
})

export type Address = z.output<typeof addressSchema>

/** An address as it is written on a parcel, one line each: name, street (two when given), town, country. */
export function addressLines(address: Address): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.address1,
    ...(address.address2 ? [address.address2] : []),
    `${address.city}, ${address.state} ${address.zip}`,
    address.country,
  ]
}
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>

/** Header that makes a retried checkout hand the same cart over once, not twice. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** `POST /api/checkouts`' answer: where the rider pays, the store's checkout for this cart. */
export const checkoutHandOverSchema = z.object({ checkoutUrl: z.string() })

/**
 * Where an order stands, from the store's own statuses: cancelled or refunded over everything,
 * then shipped, then paid; an order the store has not been paid for yet awaits payment.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'fulfilled',
  'partially_refunded',
  'refunded',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** What each status reads as, to the rider. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  fulfilled: 'Shipped',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
}

export const orderLineSchema = z.object({
  title: z.string(),
  variantTitle: z.nullable(z.string()),
  quantity: z.number(),
  price: z.string(),
  lineTotal: z.string(),
  /** The picture and page the rider saw at checkout; null for a line the store added or renamed. */
  image: z.nullable(z.string()),
  href: z.nullable(z.string()),
})

export type OrderLine = z.output<typeof orderLineSchema>

/** One shipment: the carrier and its tracking, as far as the store gave them. */
export const shipmentSchema = z.object({
  company: z.nullable(z.string()),
  number: z.nullable(z.string()),
  url: z.nullable(z.string()),
})

/**
 * An order the store took, as its webhooks told the shop (docs/decisions/0069-orders-come-back-by-webhook.md):
 * `GET /api/orders` and `GET /api/orders/{id}`. Amounts are the store's, in its currency.
 */
export const orderSchema = z.object({
  /** The store's order id. */
  id: z.string(),
  /** What the store calls it, e.g. "#1001". */
  name: z.string(),
  placedAt: z.string(),
  email: z.nullable(z.string()),
  status: z.enum(ORDER_STATUSES),
  lines: z.array(orderLineSchema),
  subtotal: z.string(),
  discount: z.string(),
  tax: z.string(),
  shipping: z.string(),
  total: z.string(),
  /** What the store gave back ("0.00" without a refund). */
  refunded: z.string(),
  /** ISO 4217: the currency of every amount above. */
  currencyCode: z.string(),
  shipments: z.array(shipmentSchema),
})

export type Order = z.output<typeof orderSchema>

/** `GET /api/orders`: the signed-in shopper's orders, newest first. */
export const ordersReplySchema = z.array(orderSchema)
