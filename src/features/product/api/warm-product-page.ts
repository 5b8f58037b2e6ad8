import type { QueryClient } from '@tanstack/react-query'
import type { Client } from 'urql'
import { yieldToMain } from '../../../lib/yield-to-main'
import { productQueryOptions } from './get-own-product'
import { PRODUCT_BY_HANDLE_QUERY, storefrontHasNoProduct } from './product-by-handle-query'

/**
 * Warms both caches for /product/$handle so a hovered or tapped link opens at once: the storefront
 * first, then, only if it has no such product, the own-API slug (DECISIONS.md §3). The page reads
 * the same queries, so nothing is fetched twice. Never throws: the page shows any failure itself.
 */
export function warmProductPage(
  { storefront, queryClient }: { storefront: Client; queryClient: QueryClient },
  handle: string,
): void {
  // After a yield: urql's first use of the query prints and formats it, apart from the route's work.
  void yieldToMain()
    .then(() => storefront.query(PRODUCT_BY_HANDLE_QUERY, { handle }).toPromise())
    .then((result) => {
      if (storefrontHasNoProduct(result)) return queryClient.prefetchQuery(productQueryOptions(handle))
    })
    .catch(() => {})
}
