import { PAGE_INFO_FIELDS } from '../../../lib/storefront/fragments'
import { graphql, type ResultOf, type VariablesOf } from '../../../lib/storefront/graphql'
import { PRODUCT_CARD_FRAGMENT } from '../../../lib/storefront/product-card-fragment'
import { STORE_FILTER_FIELDS } from './collection-listing-query'

/**
 * A page of the store's search for products, with how many match in all and the store's facets over
 * them: the results of the header's search (`/shop?search=`).
 */
export const SEARCH_PRODUCTS_QUERY = graphql(
  `
    query SearchProducts(
      $query: String!
      $first: Int!
      $after: String
      $filters: [ProductFilter!]
      $sortKey: SearchSortKeys!
      $reverse: Boolean!
    ) {
      search(
        query: $query
        first: $first
        after: $after
        productFilters: $filters
        sortKey: $sortKey
        reverse: $reverse
        types: [PRODUCT]
        unavailableProducts: LAST
      ) {
        totalCount
        productFilters {
          ...StoreFilterFields
        }
        edges {
          cursor
          node {
            ... on Product {
              ...ProductCard
            }
          }
        }
        pageInfo {
          ...PageInfoFields
        }
      }
    }
  `,
  [PRODUCT_CARD_FRAGMENT, PAGE_INFO_FIELDS, STORE_FILTER_FIELDS],
)

export type SearchProductsVariables = VariablesOf<typeof SEARCH_PRODUCTS_QUERY>
export type SearchProductsData = ResultOf<typeof SEARCH_PRODUCTS_QUERY>
