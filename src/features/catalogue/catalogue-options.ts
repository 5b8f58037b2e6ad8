import type { ProductSortKeys } from '../../lib/storefront/graphql'

/** The /products page's state, all of it in the URL. */
export interface CatalogueSearch {
  q?: string
  category?: string
  sort?: string
  view?: 'grid' | 'list'
  brand?: string[]
  size?: string[]
  min?: number
  max?: number
}

/** /products' category select, mapped to the tags the catalogue carries. */
export const catalogueCategories = [
  { value: 'leather-jackets', label: 'Leather Jackets' },
  { value: 'boots', label: 'Motorcycle Boots' },
  { value: 'gloves', label: 'Gloves' },
  { value: 'helmets', label: 'Helmets' },
  { value: 'accessories', label: 'Accessories' },
  { value: 'whips', label: 'Whips' },
  { value: 'jewelry', label: 'Jewelry' },
  { value: 'apparel', label: 'Apparel' },
  { value: 'parts', label: 'Parts' },
] as const

export type CatalogueCategory = (typeof catalogueCategories)[number]['value']

export const catalogueSorts = [
  { value: 'name', label: 'Name A-Z', sortKey: 'TITLE', reverse: false },
  { value: 'price-asc', label: 'Price Low to High', sortKey: 'PRICE', reverse: false },
  { value: 'price-desc', label: 'Price High to Low', sortKey: 'PRICE', reverse: true },
  { value: 'brand', label: 'Brand', sortKey: 'VENDOR', reverse: false },
  { value: 'newest', label: 'Newest First', sortKey: 'CREATED_AT', reverse: true },
] as const satisfies readonly { value: string; label: string; sortKey: ProductSortKeys; reverse: boolean }[]

export type CatalogueSort = (typeof catalogueSorts)[number]['value']

export function categoryLabel(value: string | undefined) {
  return catalogueCategories.find((c) => c.value === value)?.label
}
