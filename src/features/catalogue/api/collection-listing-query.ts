import { graphql, type ResultOf, type VariablesOf } from '../../../lib/storefront/graphql'
import { PRODUCT_CARD_PAGE } from './catalogue-products-query'

/**
 * What a collection's listing shows around its products: its title and description, and how its
 * merchant laid the listing out (the `custom.listing_tabs`, `custom.listing_features`,
 * `custom.listing_notice` and `custom.listing_index` metafields, ../collection-listing.ts).
 */
export const COLLECTION_LISTING_QUERY = graphql(`
  query CollectionListing($handle: String!) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      tabs: metafield(namespace: "custom", key: "listing_tabs") {
        id
        value
      }
      features: metafield(namespace: "custom", key: "listing_features") {
        id
        value
      }
      notice: metafield(namespace: "custom", key: "listing_notice") {
        id
        value
      }
      index: metafield(namespace: "custom", key: "listing_index") {
        id
        value
      }
    }
  }
`)

export type CollectionListingData = ResultOf<typeof COLLECTION_LISTING_QUERY>
export type CollectionShell = NonNullable<CollectionListingData['collection']>

/**
 * Only the counts of a list's filters: what a tile needs to count its products by the store's
 * availability filter (`availabilityTotal`, ../collection-listing.ts), without every filter's labels
 * and inputs.
 */
export const FILTER_COUNT_FIELDS = graphql(`
  fragment FilterCountFields on ProductConnection {
    filters {
      id
      values {
        id
        count
      }
    }
  }
`)

export type FilterCounts = ResultOf<typeof FILTER_COUNT_FIELDS>

/** One of the store's filters (facets), each value with its count and the input that chooses it. */
export const STORE_FILTER_FIELDS = graphql(`
  fragment StoreFilterFields on Filter {
    id
    label
    type
    values {
      id
      label
      count
      input
    }
  }
`)

/** A page of a collection's products under the filters in use, with the store's facets over them. */
export const COLLECTION_PRODUCTS_QUERY = graphql(
  `
    query CollectionProducts(
      $handle: String!
      $first: Int!
      $after: String
      $filters: [ProductFilter!]
      $sortKey: ProductCollectionSortKeys!
      $reverse: Boolean!
    ) {
      collection(handle: $handle) {
        id
        products(first: $first, after: $after, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
          filters {
            ...StoreFilterFields
          }
          ...ProductCardPage
        }
      }
    }
  `,
  [PRODUCT_CARD_PAGE, STORE_FILTER_FIELDS],
)

export type CollectionProductsVariables = VariablesOf<typeof COLLECTION_PRODUCTS_QUERY>
export type CollectionProductsData = ResultOf<typeof COLLECTION_PRODUCTS_QUERY>
export type ProductFilterInput = NonNullable<CollectionProductsVariables['filters']>[number]
export type StoreFacet = NonNullable<CollectionProductsData['collection']>['products']['filters'][number]
