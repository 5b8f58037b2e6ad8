import { type Client, useQuery } from 'urql'
import type { Connection, Money, StorefrontImage } from '../../../lib/storefront/types'
import { type OutfitSlot, outfitSlots } from '../outfit'

// A product's first 10 variants, enough to find the first one for sale.
export const BUILDER_PRODUCTS_QUERY = /* GraphQL */ `
  query BuilderProducts($first: Int!, $query: String!) {
    products(first: $first, query: $query) {
      edges {
        cursor
        node {
          id
          handle
          title
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
          variants(first: 10) {
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
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
        startCursor
      }
    }
  }
`

export interface BuilderProduct {
  id: string
  handle: string
  title: string
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

interface BuilderProductsData {
  products: Connection<BuilderProduct>
}

interface BuilderProductsVariables {
  first: number
  query: string
}

function variablesFor(slot: OutfitSlot): BuilderProductsVariables {
  const { first, query } = outfitSlots[slot]
  return { first, query }
}

/** The products the builder offers for one slot. */
export function useBuilderProducts(slot: OutfitSlot) {
  return useQuery<BuilderProductsData, BuilderProductsVariables>({
    query: BUILDER_PRODUCTS_QUERY,
    variables: variablesFor(slot),
  })
}

/** Starts loading a slot's list before the page renders; the page reads the same query. Never throws. */
export function warmBuilderProducts(storefront: Client, slot: OutfitSlot): void {
  void storefront
    .query<BuilderProductsData, BuilderProductsVariables>(BUILDER_PRODUCTS_QUERY, variablesFor(slot))
    .toPromise()
    .catch(() => {})
}
