import * as z from 'zod/mini'
import type { ProductSortKeys } from '../../lib/storefront/graphql'

// The listing routes' search params and the values they take; the routes import this module for
// their search checks, so it holds nothing else (it loads with the entry).

/** The price slider runs from 0 to 1000 in steps of 10. */
export const PRICE_SLIDER_MAX = 1000
export const PRICE_SLIDER_STEP = 10

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
  value: string
  label: string
  sortKey: ProductSortKeys
  reverse: boolean
  rankedByRating: boolean
}[]

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

/** /products' five sorts. */
export const catalogueSorts = [
  { value: 'name', label: 'Name A-Z', sortKey: 'TITLE', reverse: false },
  { value: 'price-asc', label: 'Price Low to High', sortKey: 'PRICE', reverse: false },
  { value: 'price-desc', label: 'Price High to Low', sortKey: 'PRICE', reverse: true },
  { value: 'brand', label: 'Brand', sortKey: 'VENDOR', reverse: false },
  { value: 'newest', label: 'Newest First', sortKey: 'CREATED_AT', reverse: true },
] as const satisfies readonly { value: string; label: string; sortKey: ProductSortKeys; reverse: boolean }[]

/** The type select of /category/helmets. */
export const helmetTypeFilters = ['bells', 'accessories'] as const
export type HelmetType = (typeof helmetTypeFilters)[number]

const sortValues = listingSorts.map((s) => s.value) as [string, ...string[]]
/** A sidebar group's chosen options in the URL; anything malformed reads as none chosen. */
export const optionListParam = z.catch(
  z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(30))),
  undefined,
)
/** A price bound of the slider in the URL; out of range reads as unset. */
export const priceParam = z.catch(
  z.optional(z.number().check(z.minimum(0), z.maximum(PRICE_SLIDER_MAX))),
  undefined,
)

/** The listing's state in the URL, so a listing can be shared, reloaded and navigated back to. */
export const listingSearchSchema = z.object({
  tab: z.catch(z.optional(z.string().check(z.maxLength(50))), undefined),
  choice: z.catch(z.optional(z.string().check(z.maxLength(50))), undefined),
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  sort: z.catch(z.optional(z.enum(sortValues)), undefined),
  view: z.catch(z.optional(z.enum(['grid', 'list'])), undefined),
  type: optionListParam,
  brand: optionListParam,
  size: optionListParam,
  min: priceParam,
  max: priceParam,
})

/**
 * A listing page's state: the /shop listings' parameters, and the category of /products. Each route
 * checks the ones its page has (ListingPage writes only those).
 */
export type ListingSearch = z.infer<typeof listingSearchSchema> & { category?: string }
