import { graphql } from '../../../lib/storefront/graphql'
import { PRODUCT_CARD_FRAGMENT } from '../../../lib/storefront/product-card-fragment'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'

/** Shopify's nodes(ids:) answers at most 250 ids in one request. */
export const WISHLIST_QUERY_LIMIT = 250

/**
 * One storefront request for every saved product: nodes(ids:) with the product card's fields, so
 * the wishlist shows the same cards as the catalogue.
 */
export const WISHLIST_PRODUCTS_QUERY = graphql(
  `
    query WishlistProducts($ids: [ID!]!) {
      nodes(ids: $ids) {
        __typename
        ... on Product {
          id
          ...ProductCard
        }
      }
    }
  `,
  [PRODUCT_CARD_FRAGMENT],
)

/** Saved products; a product the catalogue no longer has comes back as null. */
export function useWishlistProducts(ids: string[], pause: boolean) {
  return useStorefrontQuery({
    query: WISHLIST_PRODUCTS_QUERY,
    variables: { ids: ids.slice(0, WISHLIST_QUERY_LIMIT) },
    pause,
  })
}
