import { useQuery } from 'urql'
import { PAGE_INFO_FIELDS } from '../../../lib/storefront/fragments'
import { graphql, type ResultOf, type VariablesOf } from '../../../lib/storefront/graphql'
import { PRODUCT_CARD_FRAGMENT } from '../../../lib/storefront/product-card-fragment'

export const CATALOGUE_PAGE_SIZE = 48

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
    }
  `,
  [PRODUCT_CARD_FRAGMENT, PAGE_INFO_FIELDS],
)

export type CatalogueProductsVariables = VariablesOf<typeof CATALOGUE_PRODUCTS_QUERY>
export type CatalogueProductsData = ResultOf<typeof CATALOGUE_PRODUCTS_QUERY>

/**
 * One page of the catalogue. Passing the previous page's endCursor as `after` returns every page so
 * far: graphcache's relayPagination merges them (src/lib/storefront/client.ts).
 */
export function useCatalogueProducts(variables: CatalogueProductsVariables) {
  return useQuery({ query: CATALOGUE_PRODUCTS_QUERY, variables })
}
