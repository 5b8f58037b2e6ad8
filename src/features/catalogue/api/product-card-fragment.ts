import type { Money, StorefrontImage } from '../../../lib/storefront/types'

export const PRODUCT_CARD_FRAGMENT = /* GraphQL */ `
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
      id
      url
      altText
      width
      height
    }
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
    variants(first: 1) {
      edges {
        node {
          id
          availableForSale
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
        }
      }
    }
  }
`

export interface ProductCardData {
  id: string
  handle: string
  title: string
  vendor: string
  productType: string
  tags: string[]
  description: string
  availableForSale: boolean
  rating: { id: string; value: string } | null
  ratingCount: { id: string; value: string } | null
  featuredImage: StorefrontImage | null
  priceRange: { minVariantPrice: Money }
  variants: {
    edges: {
      node: {
        id: string
        availableForSale: boolean
        price: Money
        compareAtPrice: Money | null
        selectedOptions: { name: string; value: string }[]
      }
    }[]
  }
}
