import { useMemo } from 'react'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'
import { CATALOGUE_PRODUCTS_QUERY } from './catalogue-products-query'

/** The home page's featured grid size. */
export const HOME_FEATURED_COUNT = 24

/**
 * Featured: products tagged `featured`, or the first products when none is. Featured
 * queries go stale after 10 minutes instead of 5 (src/lib/storefront/client.ts).
 */
export function useFeaturedProducts(first: number) {
  const context = useMemo(() => ({ featured: true }), [])
  const [tagged, reexecuteTagged] = useStorefrontQuery({
    query: CATALOGUE_PRODUCTS_QUERY,
    variables: { first, query: 'tag:featured', sortKey: 'BEST_SELLING', reverse: false },
    context,
  })
  const noneTagged = tagged.data?.products.edges.length === 0
  const [firstProducts, reexecuteFirst] = useStorefrontQuery({
    query: CATALOGUE_PRODUCTS_QUERY,
    variables: { first, query: null, sortKey: 'BEST_SELLING', reverse: false },
    context,
    pause: !noneTagged,
  })
  return noneTagged ? ([firstProducts, reexecuteFirst] as const) : ([tagged, reexecuteTagged] as const)
}
