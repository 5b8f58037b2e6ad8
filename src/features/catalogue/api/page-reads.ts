import type { StorefrontRead } from '../../../lib/route-data'
import type { CatalogueSearch } from '../catalogue-options'
import { catalogueQuery, catalogueSort } from '../catalogue-query'
import {
  CATEGORY_PAGE_SIZE,
  type CategoryPageConfig,
  HELMETS_PAGE_SIZE,
  type HelmetsSearch,
  helmetsQuery,
} from '../category-pages'
import { type Counted, exploreTiles, overviewTiles } from '../category-tiles'
import { categoryShowcase, homeCategoryTabs } from '../home-categories'
import { listingQuery, listingScopeQuery, storeSortKey } from '../listing-query'
import { type ListingSearch, listingSorts } from '../listing-search'
import type { Listing } from '../listings'
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_PRODUCTS_QUERY,
  type CatalogueProductsVariables,
} from './catalogue-products-query'
import { HOME_FEATURED_COUNT } from './featured-products-query'
import { PRODUCT_COUNTS_QUERY, productCountsVariables } from './product-counts-query'
import { STORE_CURRENCY_QUERY } from './store-currency-query'

// The reads each catalogue page asks for as it first shows, exactly as its components ask for them
// (same documents and variables), for the pages' route loaders: read by the loader, they are in the
// cache when the components render.

/** The first page of a product list, as ProductResults asks for it. */
export function productListRead(
  variables: Omit<CatalogueProductsVariables, 'after' | 'first'> & { first?: number },
): StorefrontRead {
  return {
    query: CATALOGUE_PRODUCTS_QUERY,
    variables: {
      first: variables.first ?? CATALOGUE_PAGE_SIZE,
      after: null,
      query: variables.query || null,
      sortKey: variables.sortKey,
      reverse: variables.reverse,
    },
  }
}

export function productCountsRead(queries: readonly string[]): StorefrontRead {
  return { query: PRODUCT_COUNTS_QUERY, variables: productCountsVariables(queries) }
}

export function tileCountsRead(tiles: readonly Counted[]): StorefrontRead {
  return productCountsRead(tiles.map((tile) => tile.countQuery))
}

export const storeCurrencyRead: StorefrontRead = { query: STORE_CURRENCY_QUERY }

/** The featured grid (useFeaturedProducts): products tagged `featured`. */
export const featuredProductsRead: StorefrontRead = {
  query: CATALOGUE_PRODUCTS_QUERY,
  variables: { first: HOME_FEATURED_COUNT, query: 'tag:featured', sortKey: 'BEST_SELLING', reverse: false },
  context: { featured: true },
}

/** A /shop listing: its counts, the store's currency and, unless ranked by the app, its first page. */
export function listingPageReads(listing: Listing, search: ListingSearch): StorefrontRead[] {
  const query = listingQuery(listing, search)
  const sort = listingSorts.find((s) => s.value === search.sort) ?? listingSorts[0]
  const reads = [productCountsRead([listingScopeQuery(listing), query]), storeCurrencyRead]
  // Highest Rated reads the whole list and ranks it in the browser (src/features/catalogue/api/rated-products-query.ts).
  if (sort.rankedByRating) return reads
  return [
    ...reads,
    productListRead({ query, sortKey: storeSortKey(sort.sortKey, search.q), reverse: sort.reverse }),
  ]
}

/** The /products page. */
export function cataloguePageReads(search: CatalogueSearch): StorefrontRead[] {
  const sort = catalogueSort(search)
  return [
    storeCurrencyRead,
    productListRead({ query: catalogueQuery(search), sortKey: sort.sortKey, reverse: sort.reverse }),
  ]
}

/** A /category page. */
export function categoryPageReads(page: CategoryPageConfig, search: HelmetsSearch): StorefrontRead[] {
  return [
    page.kind === 'helmets'
      ? productListRead({
          query: helmetsQuery(search),
          sortKey: 'BEST_SELLING',
          reverse: false,
          first: HELMETS_PAGE_SIZE,
        })
      : productListRead({
          query: page.query,
          sortKey: 'BEST_SELLING',
          reverse: false,
          first: CATEGORY_PAGE_SIZE,
        }),
  ]
}

/** The /shop overview's tiles (CategoryOverview). */
export const categoryOverviewTiles: readonly Counted[] = [...overviewTiles, ...exploreTiles]

/** The home page's catalogue sections: the featured grid and the two sets of category tiles. */
export const homeCategoryCards = homeCategoryTabs.flatMap((tab) => tab.cards)

export function homeCatalogueReads(): StorefrontRead[] {
  return [featuredProductsRead, tileCountsRead(homeCategoryCards), tileCountsRead(categoryShowcase)]
}
