import * as z from 'zod/mini'

// The listing routes' search params and the values they take; the routes import this module for
// their search checks, so it holds nothing else (it loads with the entry).

/** The price slider runs from 0 to 1000 in steps of 10. */
export const PRICE_SLIDER_MAX = 1000
export const PRICE_SLIDER_STEP = 10

/** The /shop listings' sorts, as the address names them (their labels and store sorts: ./listing-options.ts). */
export const listingSortValues = [
  'relevance',
  'price-low',
  'price-high',
  'rating',
  'newest',
  'popularity',
] as const

/** /products' sorts, as the address names them. */
export const catalogueSortValues = ['name', 'price-asc', 'price-desc', 'brand', 'newest'] as const

/** Values a param takes, read as plain text: each listing route has sorts of its own. */
export const anyOf = (values: readonly string[]) => values as [string, ...string[]]

/** A sidebar group's chosen options in the URL; anything malformed reads as none chosen. */
export const optionListParam = z.catch(
  z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(30))),
  undefined,
)
/**
 * A price bound of the slider in the URL, in the store's currency; out of range reads as unset. A
 * collection's slider runs to the store's highest price, so the bound has no fixed top but a sane one.
 */
export const priceParam = z.catch(
  z.optional(z.number().check(z.minimum(0), z.maximum(10_000_000))),
  undefined,
)

/** The store's filter values chosen on a collection's listing: each the `input` the store gave it (JSON text). */
export const filterInputsParam = z.catch(
  z.optional(z.array(z.string().check(z.maxLength(500))).check(z.maxLength(30))),
  undefined,
)

/** The listing's state in the URL, so a listing can be shared, reloaded and navigated back to. */
export const listingSearchSchema = z.object({
  tab: z.catch(z.optional(z.string().check(z.maxLength(50))), undefined),
  choice: z.catch(z.optional(z.string().check(z.maxLength(50))), undefined),
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  sort: z.catch(z.optional(z.enum(anyOf(listingSortValues))), undefined),
  view: z.catch(z.optional(z.enum(['grid', 'list'])), undefined),
  type: optionListParam,
  min: priceParam,
  max: priceParam,
  filter: filterInputsParam,
})

/**
 * A listing page's state: the /shop listings' parameters, and the category of /products. Each route
 * checks the ones its page has (ListingPage writes only those).
 */
export type ListingSearch = z.infer<typeof listingSearchSchema> & { category?: string }
