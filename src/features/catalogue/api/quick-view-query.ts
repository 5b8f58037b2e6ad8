import { useQuery } from 'urql'
import type { Money } from '../../../lib/storefront/types'

export const QUICK_VIEW_QUERY = /* GraphQL */ `
  query QuickViewProduct($handle: String!) {
    product(handle: $handle) {
      id
      variants(first: 10) {
        edges {
          node {
            id
            title
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
`

export interface QuickViewVariant {
  id: string
  title: string
  availableForSale: boolean
  price: Money
  compareAtPrice: Money | null
  selectedOptions: { name: string; value: string }[]
}

interface QuickViewData {
  product: { id: string; variants: { edges: { node: QuickViewVariant }[] } } | null
}

/** The variants a Quick View offers; the card already holds the rest of what it shows. */
export function useQuickViewProduct(handle: string) {
  return useQuery<QuickViewData, { handle: string }>({ query: QUICK_VIEW_QUERY, variables: { handle } })
}
