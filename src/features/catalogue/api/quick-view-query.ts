import { VARIANT_FIELDS } from '../../../lib/storefront/fragments'
import { graphql, type ResultOf } from '../../../lib/storefront/graphql'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'

export const QUICK_VIEW_QUERY = graphql(
  `
    query QuickViewProduct($handle: String!) {
      product(handle: $handle) {
        id
        variants(first: 100) {
          edges {
            node {
              ...VariantFields
              title
            }
          }
        }
      }
    }
  `,
  [VARIANT_FIELDS],
)

export type QuickViewVariant = NonNullable<
  ResultOf<typeof QUICK_VIEW_QUERY>['product']
>['variants']['edges'][number]['node']

/** The variants a Quick View offers; the card already holds the rest of what it shows. */
export function useQuickViewProduct(handle: string) {
  return useStorefrontQuery({ query: QUICK_VIEW_QUERY, variables: { handle } })
}
