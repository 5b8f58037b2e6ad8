import type { Client } from 'urql'
import {
  IMAGE_FIELDS,
  MONEY_FIELDS,
  PAGE_INFO_FIELDS,
  VARIANT_FIELDS,
} from '../../../lib/storefront/fragments'
import { graphql, type ResultOf, type VariablesOf } from '../../../lib/storefront/graphql'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'
import { type OutfitSlot, outfitSlots } from '../outfit'

// A product's first 10 variants, enough to find the first one for sale.
export const BUILDER_PRODUCTS_QUERY = graphql(
  `
    query BuilderProducts($first: Int!, $query: String!) {
      products(first: $first, query: $query) {
        edges {
          cursor
          node {
            id
            handle
            title
            featuredImage {
              ...ImageFields
            }
            priceRange {
              minVariantPrice {
                ...MoneyFields
              }
            }
            variants(first: 100) {
              edges {
                node {
                  ...VariantFields
                }
              }
            }
          }
        }
        pageInfo {
          ...PageInfoFields
        }
      }
    }
  `,
  [IMAGE_FIELDS, MONEY_FIELDS, VARIANT_FIELDS, PAGE_INFO_FIELDS],
)

type BuilderProductsVariables = VariablesOf<typeof BUILDER_PRODUCTS_QUERY>

export type BuilderProduct = ResultOf<typeof BUILDER_PRODUCTS_QUERY>['products']['edges'][number]['node']

function variablesFor(slot: OutfitSlot): BuilderProductsVariables {
  const { first, query } = outfitSlots[slot]
  return { first, query }
}

/** The products the builder offers for one slot. */
export function useBuilderProducts(slot: OutfitSlot) {
  return useStorefrontQuery({
    query: BUILDER_PRODUCTS_QUERY,
    variables: variablesFor(slot),
  })
}

/** Starts loading a slot's list before the page renders; the page reads the same query. Never throws. */
export function warmBuilderProducts(storefront: Client, slot: OutfitSlot): void {
  void storefront
    .query(BUILDER_PRODUCTS_QUERY, variablesFor(slot))
    .toPromise()
    .catch(() => {})
}
