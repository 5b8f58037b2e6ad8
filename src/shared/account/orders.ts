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
 * `POST /api/orders`. The server never trusts the prices or totals in it: it prices the shopper's
 * cart itself and refuses the order (409) when the lines or totals differ from what the shopper was
 * shown (docs/decisions/0011-server-priced-cart.md). Card details are never part of it. `codes` are
 * the gift card and discount code the shopper applied, `discount` and `giftCardAmount` what they were
 * shown to take off (missing means "0.00"), checked like the other totals
 * (docs/decisions/0038-codes-at-checkout.md).
 */
export const placeOrderSchema = z.object({
  email: emailField('Email'),
  shippingAddress: addressSchema,
  billingAddress: addressSchema,
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
export type PlaceOrderRequest = z.input<typeof placeOrderSchema>

/** Header that makes a retried order submission create one order, not two. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export const orderLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  variantTitle: z.nullable(z.string()),
  size: z.nullable(z.string()),
  color: z.nullable(z.string()),
  quantity: z.number(),
  price: z.string(),
  lineTotal: z.string(),
  image: z.nullable(z.string()),
  href: z.string(),
})

export type OrderLine = z.output<typeof orderLineSchema>

/** An address as an order keeps it: the fields were checked when the order was placed. */
const orderAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address1: z.string(),
  address2: z.optional(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
})

/**
 * A placed order as the API answers it (all amounts computed by the server): the answer to
 * `POST /api/orders` and `GET /api/orders/{id}`.
 */
export const orderSchema = z.object({
  id: z.string(),
  /** Shown to the shopper, e.g. "ORMS-10042". */
  number: z.string(),
  createdAt: z.string(),
  email: z.string(),
  shippingAddress: orderAddressSchema,
  billingAddress: orderAddressSchema,
  lines: z.array(orderLineSchema),
  subtotal: z.string(),
  /** Taken off the subtotal by `discountCode` ("0.00" without one). */
  discount: z.string(),
  discountCode: z.nullable(z.string()),
  tax: z.string(),
  shipping: z.string(),
  /** Paid with a gift card ("0.00" without one); `total` is what was left to pay. */
  giftCardAmount: z.string(),
  total: z.string(),
  /** ISO 4217: the currency of every amount above. */
  currencyCode: z.string(),
})

export type Order = z.output<typeof orderSchema>

/** `GET /api/orders`: the signed-in shopper's orders, newest first. */
export const ordersReplySchema = z.array(orderSchema)
