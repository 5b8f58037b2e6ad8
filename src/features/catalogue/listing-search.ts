import * as z from 'zod/mini'
import { buildProductSearchQuery, type ProductSearchFilters } from '../../shared/search-query'
import type { ProductSortKey } from './api/catalogue-products-query'
import { type Listing, type ListingScope, PRICE_SLIDER_MAX, sizeTag } from './listings'

/** Spec §9 "Sorting and filtering": the six sort options of the listing pages. */
export const listingSorts = [
  { value: 'relevance', label: 'Best Match', sortKey: 'RELEVANCE', reverse: false },
  { value: 'price-low', label: 'Price: Low to High', sortKey: 'PRICE', reverse: false },
  { value: 'price-high', label: 'Price: High to Low', sortKey: 'PRICE', reverse: true },
  { value: 'rating', label: 'Highest Rated', sortKey: 'RATING', reverse: true },
  { value: 'newest', label: 'Newest', sortKey: 'CREATED_AT', reverse: true },
  { value: 'popularity', label: 'Most Popular', sortKey: 'BEST_SELLING', reverse: false },
] as const satisfies readonly { value: string; label: string; sortKey: ProductSortKey; reverse: boolean }[]

export type ListingSort = (typeof listingSorts)[number]['value']

const sortValues = listingSorts.map((s) => s.value) as [ListingSort, ...ListingSort[]]
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

export type ListingSearch = z.infer<typeof listingSearchSchema>

/** The search params that narrow the list (not tab, sort or view). */
export const FILTER_KEYS = ['q', 'type', 'brand', 'size', 'min', 'max'] as const

export function activeTab(listing: Listing, search: ListingSearch) {
  const tab = listing.tabs.find((t) => t.id === search.tab) ?? listing.tabs[0]
  const choice = tab?.choices?.find((c) => c.id === search.choice)
  return { tab, choice }
}

/** Keeps only the values the listing offers, so a stale or hand-edited URL cannot hide everything. */
export function offeredOnly(values: readonly string[] | undefined, offered: readonly string[]) {
  return (values ?? []).filter((v) => offered.includes(v))
}

export function selectedFilters(listing: Listing, search: ListingSearch) {
  return {
    types: offeredOnly(
      search.type,
      listing.types.map((t) => t.id),
    ),
    brands: offeredOnly(search.brand, listing.brands),
    sizes: offeredOnly(search.size, listing.sizes),
  }
}

function scopeFilters(scope: ListingScope | undefined): ProductSearchFilters {
  return { tagGroups: scope?.tags?.length ? [scope.tags] : [], productType: scope?.productTypes }
}

/**
 * The storefront query of a listing: its category AND the tab (and tab choice) AND each sidebar
 * group AND the name search AND the price range. Product types from several levels narrow each
 * other, so they are intersected rather than joined.
 */
export function listingQuery(listing: Listing, search: ListingSearch): string {
  const { tab, choice } = activeTab(listing, search)
  const { types, brands, sizes } = selectedFilters(listing, search)
  const chosenTypes = listing.types.filter((t) => types.includes(t.id))
  const scopes = [listing.scope, tab?.scope, choice?.scope]
  const tagGroups = scopes.flatMap((s) => scopeFilters(s).tagGroups ?? [])
  if (sizes.length > 0) tagGroups.push(sizes.map(sizeTag))

  const typeSets = [
    ...scopes.map((s) => s?.productTypes),
    chosenTypes.length > 0 ? chosenTypes.flatMap((t) => t.scope.productTypes ?? []) : undefined,
  ].filter((set): set is readonly string[] => set !== undefined && set.length > 0)
  const productType = typeSets.reduce<readonly string[] | undefined>(
    (acc, set) => (acc === undefined ? set : acc.filter((t) => set.includes(t))),
    undefined,
  )
  if (productType !== undefined && productType.length === 0) {
    // Two levels that share no product type: nothing can match, and the query must say so.
    return buildProductSearchQuery({ tagGroups, productType: ['(none)'] })
  }
  return buildProductSearchQuery({
    name: search.q,
    tagGroups,
    productType,
    vendor: brands,
    minPrice: search.min,
    maxPrice: search.max,
  })
}

/** The whole category, for the banner's live count. */
export function listingScopeQuery(listing: Listing): string {
  return buildProductSearchQuery(scopeFilters(listing.scope))
}
