import { IMAGE_FIELDS, MONEY_FIELDS, VARIANT_FIELDS } from './fragments'
import { graphql, type ResultOf } from './graphql'

/**
 * What a product card shows: the catalogue's listings and the wishlist ask for these fields, so both
 * draw the same card (src/features/catalogue/components/product-card.tsx).
 */
export const PRODUCT_CARD_FRAGMENT = graphql(
  `
    fragment ProductCard on Product {
      id
      handle
      title
      vendor
      productType
      tags
      description(truncateAt: 150)
      availableForSale
      rating: metafield(namespace: "reviews", key: "rating") {
        id
        value
      }
      ratingCount: metafield(namespace: "reviews", key: "rating_count") {
        id
        value
      }
      featuredImage {
        ...ImageFields
      }
      priceRange {
        minVariantPrice {
          ...MoneyFields
        }
      }
      # Two tell a card whether there is a size or colour to choose before adding.
      variants(first: 2) {
        edges {
          node {
            ...VariantFields
          }
        }
      }
    }
  `,
  [IMAGE_FIELDS, MONEY_FIELDS, VARIANT_FIELDS],
)

export type ProductCardData = ResultOf<typeof PRODUCT_CARD_FRAGMENT>
