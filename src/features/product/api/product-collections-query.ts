import { useMemo } from 'react'
import type { StorefrontRead } from '../../../lib/route-data'
import { graphql } from '../../../lib/storefront/graphql'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'

/**
 * The collections a product is in, for its breadcrumb. A read of its own, beside the product page's
 * fields: a product kept for offline before it (a saved catalogue, a page seen) opens as it was, its
 * breadcrumb then leading to a search for its type.
 */
export const PRODUCT_COLLECTIONS_QUERY = graphql(`
  query ProductCollections($handle: String!) {
    product(handle: $handle) {
      id
      collections(first: 10) {
        nodes {
          id
          handle
        }
      }
    }
  }
`)

export function productCollectionsRead(handle: string): StorefrontRead {
  return { query: PRODUCT_COLLECTIONS_QUERY, variables: { handle } }
}

/** The handles of the collections the product is in; empty until read (and offline, where none is kept). */
export function useProductCollections(handle: string): readonly string[] {
  const [result] = useStorefrontQuery({ query: PRODUCT_COLLECTIONS_QUERY, variables: { handle } })
  const nodes = result.data?.product?.collections.nodes
  return useMemo(() => nodes?.map((collection) => collection.handle) ?? [], [nodes])
}
