import { graphql, type ResultOf } from './graphql'

/** A price as the shop shows it: amount and currency (Shopify's MoneyV2). */
export const MONEY_FIELDS = graphql(`
  fragment MoneyFields on MoneyV2 {
    amount
    currencyCode
  }
`)

/** A picture with what a srcset and a layout without shift need. */
export const IMAGE_FIELDS = graphql(`
  fragment ImageFields on Image {
    id
    url
    altText
    width
    height
  }
`)

/** Where a cursor page of a list stands: relayPagination (src/lib/storefront/client.ts) merges pages with it. */
export const PAGE_INFO_FIELDS = graphql(`
  fragment PageInfoFields on PageInfo {
    hasNextPage
    hasPreviousPage
    endCursor
    startCursor
  }
`)

/** What buying a variant needs: its id, whether it sells, its prices and options. */
export const VARIANT_FIELDS = graphql(
  `
    fragment VariantFields on ProductVariant {
      id
      availableForSale
      price {
        ...MoneyFields
      }
      compareAtPrice {
        ...MoneyFields
      }
      selectedOptions {
        name
        value
      }
    }
  `,
  [MONEY_FIELDS],
)

/** A storefront picture; own-label products' pictures are drawn in the same shape. */
export type StorefrontImage = ResultOf<typeof IMAGE_FIELDS>
