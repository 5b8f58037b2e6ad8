import type { ProductSortKeys } from '../../lib/storefront/graphql'
import { buildProductSearchQuery, type ProductSearchFilters, searchWords } from '../../shared/search-query'
import type { ListingSearch } from './listing-search'
import type { Listing, ListingScope } from './listings'

export function activeTab(listing: Listing, search: ListingSearch) {
  const tab = listing.tabs.find((t) => t.id === search.tab) ?? listing.tabs[0]
  const choice = tab?.choices?.find((c) => c.id === search.choice)
  return { tab, choice }
}

/** Keeps only the values the listing offers, so a stale or hand-edited URL cannot hide everything. */
function offeredOnly(values: readonly string[] | undefined, offered: readonly string[]) {
  return (values ?? []).filter((v) => offered.includes(v))
}

/** What narrows the listing: the words of its search box (if it has one) and the options it offers. */
export function selectedFilters(listing: Listing, search: ListingSearch) {
  return {
    text: listing.searchBox ? search.q : undefined,
    types: offeredOnly(
      search.type,
      listing.types.map((t) => t.id),
    ),
  }
}

function scopeFilters(scope: ListingScope | undefined): ProductSearchFilters {
  return { tagGroups: scope?.tags?.length ? [scope.tags] : [], productType: scope?.productTypes }
}

/**
 * The storefront query of a listing: its scope AND the tab (and tab choice) AND each sidebar group
 * (or the type select) AND the search words AND the price range. Product types from several levels
 * narrow each other, so they are intersected rather than joined.
 */
export function listingQuery(listing: Listing, search: ListingSearch): string {
  const { tab, choice } = activeTab(listing, search)
  const { text, types } = selectedFilters(listing, search)
  const chosenTypes = listing.types.filter((t) => types.includes(t.id))
  const scopes = [listing.scope, tab?.scope, choice?.scope]
  const tagGroups = scopes.flatMap((s) => scopeFilters(s).tagGroups ?? [])

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
    ...(listing.searchIn === 'name' ? { name: text } : { text }),
    tagGroups,
    productType,
    minPrice: search.min,
    maxPrice: search.max,
  })
}

/** The whole listing, as its category tiles count it. */
export function listingScopeQuery(listing: Listing): string {
  return buildProductSearchQuery(scopeFilters(listing.scope))
}

/**
 * The sort in use: the one chosen, if the listing has it, else its first; Highest Rated gives way to
 * the first where the list is too long to rank (`canRank` false).
 */
export function listingSort(listing: Listing, search: ListingSearch, canRank = true) {
  const chosen = listing.sorts.find((s) => s.value === search.sort) ?? listing.sorts[0]
  return chosen.rankedByRating && !canRank ? listing.sorts[0] : chosen
}

/**
 * The store's sort for what the shopper searched: Shopify ranks by relevance to search words only,
 * and asks not to be sent RELEVANCE without them, so "Best Match" of no words is the best sellers.
 */
export function storeSortKey(sortKey: ProductSortKeys, searchText: string | undefined): ProductSortKeys {
  return sortKey === 'RELEVANCE' && searchWords(searchText ?? '').length === 0 ? 'BEST_SELLING' : sortKey
}
