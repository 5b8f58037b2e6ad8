import type { UseQueryResponse } from 'urql'
import { PAGE_INFO_FIELDS } from '../../../lib/storefront/fragments'
import { graphql, type ResultOf, type VariablesOf } from '../../../lib/storefront/graphql'
import { PRODUCT_CARD_FRAGMENT } from '../../../lib/storefront/product-card-fragment'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'
import type { ProductFilterInput } from './collection-listing-query'

export const CATALOGUE_PAGE_SIZE = 48

/** A page of product cards, as every product list reads it. */
export const PRODUCT_CARD_PAGE = graphql(
  `
    fragment ProductCardPage on ProductConnection {
      edges {
        cursor
        node {
          ...ProductCard
        }
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  `,
  [PRODUCT_CARD_FRAGMENT, PAGE_INFO_FIELDS],
)

export const CATALOGUE_PRODUCTS_QUERY = graphql(
  `
    query CatalogueProducts(
      $first: Int!
      $after: String
      $query: String
      $sortKey: ProductSortKeys!
      $reverse: Boolean!
    ) {
      products(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) {
        ...ProductCardPage
      }
    }
  `,
  [PRODUCT_CARD_PAGE],
)

export type CatalogueProductsVariables = VariablesOf<typeof CATALOGUE_PRODUCTS_QUERY>
export type CatalogueProductsData = ResultOf<typeof CATALOGUE_PRODUCTS_QUERY>

/**
 * A list of products as a page shows it: what matches `query` (or, with `collection`, that
 * collection's products under its filters; with `search`, what the store's search finds for its
 * words under its filters), in `sortKey` order, `first` a page.
 */
export interface ProductList {
  query: string
  collection?: { handle: string; filters: readonly ProductFilterInput[] }
  search?: { words: string; filters: readonly ProductFilterInput[] }
  sortKey: CatalogueProductsVariables['sortKey']
  reverse: boolean
  first: number
}

/** The variables of a list's page after `after` (the first page: null); no query reads the whole catalogue. */
export function productListVariables(
  list: ProductList,
  after: string | null = null,
): CatalogueProductsVariables {
  return { first: list.first, after, query: list.query || null, sortKey: list.sortKey, reverse: list.reverse }
}

/**
 * One page of the catalogue. Passing the previous page's endCursor as `after` returns every page so
 * far: graphcache's relayPagination merges them (src/lib/storefront/client.ts).
 */
export function useCatalogueProducts(
  variables: CatalogueProductsVariables,
): UseQueryResponse<CatalogueProductsData, CatalogueProductsVariables> {
  return useStorefrontQuery({ query: CATALOGUE_PRODUCTS_QUERY, variables })
}
