import * as z from 'zod/mini'
import type { ProductSortKeys } from '../../lib/storefront/graphql'
import { PRICE_SLIDER_MAX } from './price-slider'

/**
 * The six sort options of the listing pages, each a sort the
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
