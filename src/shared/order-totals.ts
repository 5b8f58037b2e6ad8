import { amountToCents, cartTotals, centsToAmount, type PricedLine } from './money'
import { shippingCents } from './shipping'

/**
 * An order's totals, as checkout shows them and the server charges them
 * (docs/decisions/0011-server-priced-cart.md). Kept apart from money.ts, which the app loads at
 * start-up, since only checkout and the server need them.
 */

export const TAX_RATE = 0.08
const TAX_BASIS_POINTS = Math.round(TAX_RATE * 10_000)

export interface OrderTotals {
  subtotal: string
  tax: string
  shipping: string
  total: string
}

/**
 * Subtotal, tax (8%, half-up to the cent), shipping (the rule of shipping.ts) and total, all as
 * 2-decimal strings.
 */
export function calculateOrderTotals(lines: readonly PricedLine[]): OrderTotals {
  const { subtotal, itemCount } = cartTotals(lines)
  const subtotalCents = amountToCents(subtotal)
  const taxCents = Math.floor((subtotalCents * TAX_BASIS_POINTS + 5_000) / 10_000)
  const shipping = shippingCents(subtotalCents, itemCount)
  return {
    subtotal,
    tax: centsToAmount(taxCents),
    shipping: centsToAmount(shipping),
    total: centsToAmount(subtotalCents + taxCents + shipping),
  }
}
