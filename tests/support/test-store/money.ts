/** The test store's money: one currency, amounts kept in cents. */

/** The test catalogue's currency (its shop's, and so every cart's and order's). */
export const CURRENCY = 'EUR'

/** Shopify prints Decimal with at least one fractional digit and no trailing zeros: "249.0", "89.95". */
export function decimal(cents: number): string {
  const euros = Math.trunc(cents / 100)
  const rest = Math.abs(cents % 100)
  if (rest === 0) return `${euros}.0`
  return rest % 10 === 0 ? `${euros}.${rest / 10}` : `${euros}.${String(rest).padStart(2, '0')}`
}

/** A MoneyV2 of the Storefront API. */
export const money = (cents: number) => ({ amount: decimal(cents), currencyCode: CURRENCY })

/** An amount as Shopify's REST resources (and so its webhooks) print it: two decimals, "189.00". */
export const restAmount = (cents: number) => (cents / 100).toFixed(2)
