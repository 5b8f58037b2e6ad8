import * as z from 'zod/mini'
import { emailField } from '../home/gift-card'
import { CART_QUANTITY_MAX, productRefField } from './cart'

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
 * shown (docs/decisions/0011-server-priced-cart.md). Card details are never part of it.
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
  subtotal: money('Subtotal'),
  tax: money('Tax'),
  shipping: money('Shipping'),
  total: money('Total'),
})

export type Address = z.output<typeof addressSchema>
export type PlaceOrderRequest = z.input<typeof placeOrderSchema>

/** Header that makes a retried order submission create one order, not two. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export interface OrderLine {
  productId: string
  name: string
  variantTitle: string | null
  size: string | null
  color: string | null
  quantity: number
  price: string
  lineTotal: string
  image: string | null
  href: string
}

/** A placed order as the API answers it (all amounts computed by the server). */
export interface Order {
  id: string
  /** Shown to the shopper, e.g. "ORMS-10042". */
  number: string
  createdAt: string
  email: string
  shippingAddress: Address
  billingAddress: Address
  lines: OrderLine[]
  subtotal: string
  tax: string
  shipping: string
  total: string
  /** ISO 4217: the currency of every amount above. */
  currencyCode: string
}
