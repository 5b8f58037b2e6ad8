import { useQuery } from 'urql'
import type { Connection } from '../../../lib/storefront/types'
import { PRODUCT_CARD_FRAGMENT, type ProductCardData } from './product-card-fragment'

export const CATALOGUE_PAGE_SIZE = 48

export type ProductSortKey = 'TITLE' | 'PRICE' | 'VENDOR' | 'CREATED_AT' | 'BEST_SELLING' | 'RELEVANCE' | 'ID'

export const CATALOGUE_PRODUCTS_QUERY = /* GraphQL */ `
  query CatalogueProducts($first: Int!, $after: String, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean) {
    products(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) {
      edges {
        cursor
        node {
          ...ProductCard
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
        startCursor
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`

export interface CatalogueProductsVariables {
  first: number
  after?: string | null
  query?: string | null
  sortKey: ProductSortKey
  reverse: boolean
}

export interface CatalogueProductsData {
  products: Connection<ProductCardData>
}

/**
 * One page of the catalogue. Passing the previous page's endCursor as `after` returns every page so
 * far: graphcache's relayPagination merges them (src/lib/storefront/client.ts).
 */
export function useCatalogueProducts(variables: CatalogueProductsVariables) {
  return useQuery<CatalogueProductsData, CatalogueProductsVariables>({
    query: CATALOGUE_PRODUCTS_QUERY,
    variables,
  })
}
