import { graphql } from '../../../lib/storefront/graphql'

/**
 * A storefront product's rating metafields, asked again after a review: graphcache stores them on the
 * product, so its card in any listing (src/lib/storefront/product-card-fragment.ts, the same fields
 * and arguments) shows the new figures.
 */
export const PRODUCT_RATING_QUERY = graphql(`
  query ProductRating($handle: String!) {
    product(handle: $handle) {
      id
      rating: metafield(namespace: "reviews", key: "rating") {
        id
        value
      }
      ratingCount: metafield(namespace: "reviews", key: "rating_count") {
        id
        value
      }
    }
  }
`)
