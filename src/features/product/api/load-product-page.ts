import type { RouteDataContext } from '../../../lib/route-data'
import { readStorefront } from '../../../lib/route-data'
import { yieldToMain } from '../../../lib/yield-to-main'
import { productQueryOptions } from './get-own-product'
import { PRODUCT_BY_HANDLE_QUERY, storefrontHasNoProduct } from './product-by-handle-query'
import { productCollectionsRead } from './product-collections-query'

/**
 * The reads of /product/$handle: the storefront product (and the collections its breadcrumb
 * chooses from) first, then, only if it has no such
 * product, the own-API slug (docs/decisions/0006-every-link-leads-somewhere.md). The page reads
 * the same queries, so nothing is fetched twice. Settles with the product's name, if there is
 * one; never throws: the page shows any failure itself.
 */
export async function loadProductPage(
  { storefront, queryClient, waitForData }: RouteDataContext,
  handle: string,
): Promise<string | undefined> {
  // In the browser, after a yield: urql's first use of the query prints and formats it, apart from the route's work.
  if (!waitForData) await yieldToMain()
  const [result] = await Promise.all([
    readStorefront(storefront, { query: PRODUCT_BY_HANDLE_QUERY, variables: { handle } }),
    readStorefront(storefront, productCollectionsRead(handle)),
  ])
  if (result && storefrontHasNoProduct(result)) {
    const own = await queryClient.ensureQueryData(productQueryOptions(handle)).catch(() => undefined)
    return own?.name
  }
  return result?.data?.product?.title
}
