/**
 * View model: a product ref (cart line, order line) priced now, from the catalogue or the configured
 * store. The same shape for own-label and storefront products, so not a storefront answer's type.
 */
export interface PricedProduct {
  name: string
  /** Two decimals, e.g. "129.99". */
  price: string
  /** ISO 4217, e.g. "USD": the store's currency for its variants. */
  currencyCode: string
  compareAtPrice: string | null
  images: string[]
  /** The product page: /product/{handle or slug}. */
  href: string
  /** The storefront variant's title ("M / Black"); null for own-API and single-variant products. */
  variantTitle: string | null
  availableForSale: boolean
}

/** Shopify names the only variant of a product without options "Default Title": not worth showing. */
export function shownVariantTitle(title: string): string | null {
  return title === 'Default Title' ? null : title
}
