/**
 * The filters the emulated store offers beside its collections and search results, as a merchant
 * sets them up in Shopify's Search & Discovery app: which product data each filters on, under the
 * label the merchant gave it, in the order the storefront shows them.
 */
export type SeedFilter =
  | { kind: 'productType'; label: string }
  | { kind: 'productVendor'; label: string }
  | { kind: 'variantOption'; option: string; label: string }
  | { kind: 'available'; label: string }
  | { kind: 'price'; label: string }

export const seedFilters: readonly SeedFilter[] = [
  { kind: 'productType', label: 'Category' },
  { kind: 'productVendor', label: 'Brand' },
  { kind: 'variantOption', option: 'Size', label: 'Size' },
  { kind: 'available', label: 'Availability' },
  { kind: 'price', label: 'Price' },
]
