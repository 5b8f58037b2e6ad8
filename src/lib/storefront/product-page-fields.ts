/**
 * Every field a product page shows: asked by the page's `product(handle:)` query and by "Save
 * catalogue for offline", so a saved product answers that page with no signal.
 */
export const PRODUCT_PAGE_FIELDS = /* GraphQL */ `
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
      id
      url
      altText
      width
      height
    }
    images(first: 10) {
      edges {
        cursor
        node {
          id
          url
          altText
          width
          height
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
        startCursor
      }
    }
    variants(first: 10) {
      edges {
        cursor
        node {
          id
          title
          availableForSale
          quantityAvailable
          price {
            amount
            currencyCode
          }
          compareAtPrice {
            amount
            currencyCode
          }
          selectedOptions {
            name
            value
          }
          image {
            id
            url
            altText
            width
            height
          }
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
        startCursor
      }
    }
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
      maxVariantPrice {
        amount
        currencyCode
      }
    }
  }
`
