import type { ProductSortKeys } from '../../lib/storefront/graphql'
import type { catalogueSortValues, listingSortValues } from './listing-search'

// What the listings' sorts and categories are called and how the store sorts them: loaded with the
// listing pages, not with the entry (the routes' search checks need only the values, ./listing-search.ts).

/**
 * The six sort options of the /shop listings, each a sort the
 * Storefront API has. Shopify cannot sort by rating, so "Highest Rated" reads the whole list (in id
 * order: a read of its own, not merged into another sort's pages in the cache) and ranks it by the
 * reviews.rating metafield itself (`rankedByRating`), where the list is small enough:
 * docs/decisions/0002-highest-rated-ranked-by-the-app.md.
 */
export const listingSorts = [
  { value: 'relevance', label: 'Best Match', sortKey: 'RELEVANCE', reverse: false, rankedByRating: false },
  {
    value: 'price-low',
    label: 'Price: Low to High',
    sortKey: 'PRICE',
    reverse: false,
    rankedByRating: false,
  },
  {
    value: 'price-high',
    label: 'Price: High to Low',
    sortKey: 'PRICE',
    reverse: true,
    rankedByRating: false,
  },
  { value: 'rating', label: 'Highest Rated', sortKey: 'ID', reverse: false, rankedByRating: true },
  { value: 'newest', label: 'Newest', sortKey: 'CREATED_AT', reverse: true, rankedByRating: false },
  {
    value: 'popularity',
    label: 'Most Popular',
    sortKey: 'BEST_SELLING',
    reverse: false,
    rankedByRating: false,
  },
] as const satisfies readonly {
  value: (typeof listingSortValues)[number]
  label: string
  sortKey: ProductSortKeys
  reverse: boolean
  rankedByRating: boolean
}[]

/** The sorts of the store's search, which sorts by relevance or price alone. */
export const searchSorts = [listingSorts[0], listingSorts[1], listingSorts[2]] as const satisfies readonly {
  value: (typeof listingSortValues)[number]
  label: string
  sortKey: 'RELEVANCE' | 'PRICE'
  reverse: boolean
  rankedByRating: boolean
}[]

/** /products' five sorts. */
export const catalogueSorts = [
  { value: 'name', label: 'Name A-Z', sortKey: 'TITLE', reverse: false },
  { value: 'price-asc', label: 'Price Low to High', sortKey: 'PRICE', reverse: false },
  { value: 'price-desc', label: 'Price High to Low', sortKey: 'PRICE', reverse: true },
  { value: 'brand', label: 'Brand', sortKey: 'VENDOR', reverse: false },
  { value: 'newest', label: 'Newest First', sortKey: 'CREATED_AT', reverse: true },
] as const satisfies readonly {
  value: (typeof catalogueSortValues)[number]
  label: string
  sortKey: ProductSortKeys
  reverse: boolean
}[]

/** /products' sorts of a chosen collection: a store sorts a collection by no vendor order. */
export const collectionCatalogueSorts = [
  catalogueSorts[0],
  catalogueSorts[1],
  catalogueSorts[2],
  catalogueSorts[4],
] as const
