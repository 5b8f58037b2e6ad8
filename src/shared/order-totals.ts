import { type Amount, amountToCents, cartTotals, centsToAmount, type PricedLine } from './money'
import { shippingCents } from './shipping'

/**
 * An order's totals, as checkout shows them and the server charges them
 * (docs/decisions/0011-server-priced-cart.md), with a discount code and a gift card applied in the
 * order of docs/decisions/0038-codes-at-checkout.md. Kept apart from money.ts, which the app loads
 * at start-up, since only checkout and the server need them.
 */

export const TAX_RATE = 0.08
const TAX_BASIS_POINTS = Math.round(TAX_RATE * 10_000)

export interface OrderTotals {
  subtotal: string
  /** Taken off the subtotal by a discount code ("0.00" without one). */
  discount: string
  tax: string
  shipping: string
  /** Paid with a gift card ("0.00" without one). */
  giftCardAmount: string
  /** What is left to pay. */
  total: string
}

/** What a shopper applied at checkout: a discount code's percentage, a gift card's balance. */
export interface AppliedCodes {
  /** Whole percent, 1–100. */
  discountPercent?: number
  giftCardBalance?: Amount
}

/** `percent` of `cents`, half-up to the cent. */
function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100)
}

/**
 * Subtotal; discount (its percent of the subtotal, half-up to the cent); tax (8%, half-up) on the
 * discounted subtotal; shipping by the rule of shipping.ts on the discounted subtotal; the gift card's
 * share (its balance, at most what is due); and the total left to pay. All as 2-decimal strings.
 */
export function calculateOrderTotals(lines: readonly PricedLine[], codes: AppliedCodes = {}): OrderTotals {
  const { subtotal, itemCount } = cartTotals(lines)
  const subtotalCents = amountToCents(subtotal)
  const percent = codes.discountPercent ?? 0
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Invalid discount: ${percent}% (expected a whole percent from 0 to 100)`)
  }
  const discountCents = percentOf(subtotalCents, percent)
  const discounted = subtotalCents - discountCents
  const taxCents = Math.floor((discounted * TAX_BASIS_POINTS + 5_000) / 10_000)
  const shipping = shippingCents(discounted, itemCount)
  const dueCents = discounted + taxCents + shipping
  const balanceCents = amountToCents(codes.giftCardBalance ?? 0)
  if (balanceCents < 0) throw new RangeError(`Invalid gift card balance: ${String(codes.giftCardBalance)}`)
  const giftCardCents = Math.min(balanceCents, dueCents)
  return {
    subtotal,
    discount: centsToAmount(discountCents),
    tax: centsToAmount(taxCents),
    shipping: centsToAmount(shipping),
    giftCardAmount: centsToAmount(giftCardCents),
    total: centsToAmount(dueCents - giftCardCents),
  }
}
