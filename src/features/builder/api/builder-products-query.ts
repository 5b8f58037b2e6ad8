import { rootRouteId, useRouteContext } from '@tanstack/react-router'
import type { Client } from 'urql'
import {
  IMAGE_FIELDS,
  MONEY_FIELDS,
  PAGE_INFO_FIELDS,
  VARIANT_FIELDS,
} from '../../../lib/storefront/fragments'
import { graphql, type ResultOf, type VariablesOf } from '../../../lib/storefront/graphql'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'
import { type OutfitSlot, outfitSlots, slotCollection } from '../outfit'

// A slot's products: the first of the store's collection for it, each with every variant (up to 100)
// for the rider's size choice.
export const BUILDER_PRODUCTS_QUERY = graphql(
  `
    query BuilderProducts($handle: String!, $first: Int!) {
      collection(handle: $handle) {
        id
        products(first: $first) {
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
    }
  `,
  [IMAGE_FIELDS, MONEY_FIELDS, VARIANT_FIELDS, PAGE_INFO_FIELDS],
)

type BuilderProductsVariables = VariablesOf<typeof BUILDER_PRODUCTS_QUERY>

export type BuilderProduct = NonNullable<
  ResultOf<typeof BUILDER_PRODUCTS_QUERY>['collection']
>['products']['edges'][number]['node']

/** The slot's read: its collection (`handles` in OUTFIT_SLOTS order) and how many products it lists. */
export function builderProductsVariables(
  handles: readonly string[],
  slot: OutfitSlot,
): BuilderProductsVariables {
  return { handle: slotCollection(handles, slot), first: outfitSlots[slot].first }
}

/** The products the builder offers for one slot; the collection is null where the store has none by its handle. */
export function useBuilderProducts(slot: OutfitSlot) {
  const handles = useRouteContext({
    from: rootRouteId,
    select: (context) => context.collectionHandles.outfit,
  })
  return useStorefrontQuery({
    query: BUILDER_PRODUCTS_QUERY,
    variables: builderProductsVariables(handles, slot),
  })
}

/** Starts loading a slot's list before the page renders; the page reads the same query. Never throws. */
export function warmBuilderProducts(storefront: Client, handles: readonly string[], slot: OutfitSlot): void {
  void storefront
    .query(BUILDER_PRODUCTS_QUERY, builderProductsVariables(handles, slot))
    .toPromise()
    .catch(() => {})
}
