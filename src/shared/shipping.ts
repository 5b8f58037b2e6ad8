import { type Amount, amountToCents, dollars, SHOP_CURRENCY } from './money'

/**
 * The shop's one shipping rule: an order ships free when its subtotal is strictly over
 * FREE_SHIPPING_THRESHOLD, and otherwise pays SHIPPING_FLAT. Checkout (browser and server), the
 * cards' "Free Ship", the product pages and the chat assistant all say what this module says
 * (docs/decisions/0034-honest-stock-and-free-shipping.md).
 */

/** Whole units of the order's currency: an order over this ships free; one of exactly this does not. */
export const FREE_SHIPPING_THRESHOLD = 100
export const SHIPPING_FLAT = 15

/** Whether an order (or one item bought alone) of this subtotal ships free. */
export function shipsFree(subtotal: Amount): boolean {
  return amountToCents(subtotal) > FREE_SHIPPING_THRESHOLD * 100
}

/** Shipping in cents for `itemCount` items worth `subtotalCents`: nothing to ship is charged nothing. */
export function shippingCents(subtotalCents: number, itemCount: number): number {
  return itemCount === 0 || subtotalCents > FREE_SHIPPING_THRESHOLD * 100 ? 0 : SHIPPING_FLAT * 100
}

/** "$100" (or "€100" in a store that sells in euros): the threshold as the shop writes it. */
export function freeShippingThreshold(currencyCode: string = SHOP_CURRENCY): string {
  if (currencyCode === 'USD') return dollars(FREE_SHIPPING_THRESHOLD * 100, 0)
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currencyCode,
    maximumFractionDigits: 0,
  }).format(FREE_SHIPPING_THRESHOLD)
}

/** The offer every product page makes: "Free shipping on orders over $100". */
export function freeShippingOffer(currencyCode?: string): string {
  return `Free shipping on orders over ${freeShippingThreshold(currencyCode)}`
}

/** Said on a product page, and as the card's "Free Ship", only when the item alone qualifies (shipsFree). */
export const ITEM_SHIPS_FREE = 'This item ships free'
export const FREE_SHIP_BADGE = 'Free Ship'
