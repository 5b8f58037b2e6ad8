import { IMAGE_FIELDS, MONEY_FIELDS, PAGE_INFO_FIELDS, VARIANT_FIELDS } from './fragments'
import { graphql } from './graphql'

/**
 * Every field a product page shows: asked by the page's `product(handle:)` query and by "Save
 * catalogue for offline", so a saved product answers that page with no signal.
 */
export const PRODUCT_PAGE_FIELDS = graphql(
  `
    fragment ProductPageFields on Product {
      id
      handle
      title
      description
      productType
      vendor
      tags
      availableForSale
      featuredImage {
        ...ImageFields
      }
      images(first: 10) {
        edges {
          cursor
          node {
            ...ImageFields
          }
        }
        pageInfo {
          ...PageInfoFields
        }
      }
      variants(first: 100) {
        edges {
          cursor
          node {
            ...VariantFields
            title
            quantityAvailable
            image {
              ...ImageFields
            }
          }
        }
        pageInfo {
          ...PageInfoFields
        }
      }
      priceRange {
        minVariantPrice {
          ...MoneyFields
        }
        maxVariantPrice {
          ...MoneyFields
        }
      }
    }
  `,
  [IMAGE_FIELDS, MONEY_FIELDS, VARIANT_FIELDS, PAGE_INFO_FIELDS],
)
