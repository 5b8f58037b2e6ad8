import type { StorefrontRead } from '../../../lib/route-data'
import { storeFilters } from '../collection-listing'
import { listingQuery, listingSort, storeSortKey } from '../listing-query'
import type { ListingSearch } from '../listing-search'
import { filteredByTheStore, type Listing } from '../listings'
import { CATALOGUE_PAGE_SIZE, type ProductList } from './catalogue-products-query'
import {
  FEATURED_CONTEXT,
  FEATURED_PRODUCTS_QUERY,
  featuredProductsVariables,
} from './featured-products-query'
import { PRODUCT_COUNTS_QUERY, productCountsVariables } from './product-counts-query'
import { productListRead } from './product-list-query'
import { STORE_CURRENCY_QUERY } from './store-currency-query'

// The reads each catalogue page asks for as it first shows, exactly as its components ask for them
// (same documents and variables), for the pages' route loaders: read by the loader, they are in the
// cache when the components render.

export function productCountsRead(queries: readonly string[]): StorefrontRead {
  return { query: PRODUCT_COUNTS_QUERY, variables: productCountsVariables(queries) }
}

export const storeCurrencyRead: StorefrontRead = { query: STORE_CURRENCY_QUERY }

/** The featured grid (useFeaturedProducts): the products of the store's featured collection. */
export function featuredProductsRead(handle: string): StorefrontRead {
  return {
    query: FEATURED_PRODUCTS_QUERY,
    variables: featuredProductsVariables(handle),
    context: FEATURED_CONTEXT,
  }
}

/**
 * What a listing with a banner counts: what the shopper is looking at (the tab, its choice, the
 * filters and search), so the banner and the line above the grid give one figure; else nothing. A
 * collection's listing is counted by the store's facets that come with its products (ListingPage).
 */
export function listingCounts(listing: Listing, search: ListingSearch): string[] {
  return listing.heading === 'banner' && !filteredByTheStore(listing) ? [listingQuery(listing, search)] : []
}

/**
 * The rest of what a listing page reads for `search`: the store's currency where there is a price
 * filter, and the list of products in the sort in use (see listingSort for `canRank`). With
 * listingCounts, the one account of a listing's reads, for the page (ListingPage) and its route's
 * loader alike.
 */
export function listingReads(listing: Listing, search: ListingSearch, canRank = true) {
  const sort = listingSort(listing, search, canRank)
  const list: ProductList = {
    ...(listing.collection
      ? {
          query: '',
          collection: { handle: listing.collection, filters: storeFilters(listing, search) },
        }
      : listing.storeSearch
        ? { query: '', search: { words: search.q ?? '', filters: storeFilters(listing, search) } }
        : { query: listingQuery(listing, search) }),
    sortKey: storeSortKey(sort.sortKey, search.q),
    reverse: sort.reverse,
    first: listing.pageSize ?? CATALOGUE_PAGE_SIZE,
  }
  return { currency: listing.controls.includes('filters'), sort, list }
}

/** A listing's reads as its route's loader starts them; Highest Rated reads its list in the browser. */
export function listingPageReads(listing: Listing, search: ListingSearch): StorefrontRead[] {
  const counts = listingCounts(listing, search)
  const { currency, sort, list } = listingReads(listing, search)
  return [
    ...(counts.length > 0 ? [productCountsRead(counts)] : []),
    ...(currency ? [storeCurrencyRead] : []),
    // Highest Rated reads the whole list and ranks it in the browser (api/rated-products-query.ts);
    // the store's facets still come with the list's first page in the sort's place.
    ...(sort.rankedByRating && !list.collection && !list.search ? [] : [productListRead(list)]),
  ]
}
