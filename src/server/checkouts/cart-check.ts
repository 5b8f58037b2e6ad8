import type * as z from 'zod/mini'
import type { checkoutRequestSchema } from '../../shared/account/orders'
import { amountToCents, formatPrice, SHOP_CURRENCY } from '../../shared/money'
import { calculateOrderTotals, type OrderTotals } from '../../shared/order-totals'
import { type CartLineRow, describeProduct, readCartRows } from '../cart/cart.service'
import { type OrderCodes, resolveOrderCodes } from '../codes/codes.service'
import { HttpError } from '../http/errors'
import { type PricedProduct, type PricingDeps, priceProductRefs } from '../pricing/pricing.service'

export type CheckoutRequestBody = z.output<typeof checkoutRequestSchema>

export function cartChanged() {
  return new HttpError(
    409,
    'cart_changed',
    'Your cart changed since you opened checkout. Review it and try again.',
  )
}

/** One cart line's identity: a cart has at most one line per product, size and colour. */
function lineKey(productRef: string, size: string | null | undefined, color: string | null | undefined) {
  return JSON.stringify([productRef, size?.trim() || null, color?.trim() || null])
}

export interface PricedCartRow {
  row: CartLineRow
  product: PricedProduct
}

export interface CheckedCart {
  lines: PricedCartRow[]
  currencyCode: string
  codes: OrderCodes
  totals: OrderTotals
}

/**
 * Refuses the checkout unless `request` is exactly the cart the server holds, at the prices it
 * charges now, with codes this shopper may use (docs/decisions/0011-server-priced-cart.md). Returns
 * the cart lines with their prices, the codes and the totals the shopper was shown.
 */
export async function checkRequestAgainstCart(
  deps: PricingDeps,
  userId: string,
  request: CheckoutRequestBody,
): Promise<CheckedCart> {
  const rows = await readCartRows(deps.db, userId)
  if (rows.length === 0) {
    throw new HttpError(400, 'empty_cart', 'Your cart is empty. Add some items before checking out.')
  }

  const requested = new Map(
    request.items.map((item) => [lineKey(item.productId, item.size, item.color), item]),
  )
  const matches =
    requested.size === request.items.length &&
    rows.length === request.items.length &&
    rows.every(
      (row) => requested.get(lineKey(row.productRef, row.size, row.color))?.quantity === row.quantity,
    )
  if (!matches) throw cartChanged()

  const priced = await priceProductRefs(
    deps,
    rows.map((row) => row.productRef),
  )
  const lines: PricedCartRow[] = []
  const unavailable: string[] = []
  for (const row of rows) {
    const product = priced.get(row.productRef)
    if (!product) unavailable.push('a product that was removed from the shop')
    else if (!product.availableForSale) unavailable.push(describeProduct(product))
    else lines.push({ row, product })
  }
  if (unavailable.length > 0) {
    const names = unavailable.join(', ')
    throw new HttpError(
      409,
      'unavailable',
      `No longer available: ${names}. Remove ${unavailable.length === 1 ? 'it' : 'them'} from your cart and try again.`,
    )
  }

  // One order is paid in one currency (docs/decisions/0003-one-currency-per-order.md); the cart
  // refuses a second one, so this is a cart filled before that rule.
  const currencies = [...new Set(lines.map(({ product }) => product.currencyCode))]
  const currencyCode = currencies[0] ?? SHOP_CURRENCY
  if (currencies.length > 1) {
    throw new HttpError(
      409,
      'mixed_currencies',
      `Your cart holds prices in ${currencies.join(' and ')}; one order is paid in one currency. Remove the items in ${currencies.slice(1).join(' and ')} and try again.`,
    )
  }
  const codes = await resolveOrderCodes(deps.db, userId, request.codes ?? [], currencyCode)
  const totals = calculateOrderTotals(
    lines.map(({ row, product }) => ({ price: product.price, quantity: row.quantity })),
    { discountPercent: codes.discount?.percentOff, giftCardBalance: codes.giftCard?.balance },
  )
  const pricesMatch = lines.every(({ row, product }) => {
    const item = requested.get(lineKey(row.productRef, row.size, row.color))
    return item !== undefined && amountToCents(item.price) === amountToCents(product.price)
  })
  if (!pricesMatch || !totalsMatch(request, totals)) {
    throw new HttpError(
      409,
      'totals_changed',
      `Prices changed since you opened checkout: your order total is now ${formatPrice(totals.total, currencyCode)}. Review your cart and try again.`,
    )
  }
  return { lines, currencyCode, codes, totals }
}

/** Whether the shopper was shown these totals; a missing discount or gift card amount is "0.00". */
function totalsMatch(request: CheckoutRequestBody, totals: OrderTotals): boolean {
  const shown = { discount: '0.00', giftCardAmount: '0.00', ...request }
  return (['subtotal', 'discount', 'tax', 'shipping', 'giftCardAmount', 'total'] as const).every(
    (field) => amountToCents(shown[field]) === amountToCents(totals[field]),
  )
}
