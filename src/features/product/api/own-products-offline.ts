import type { QueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api/api-request'
import { whenQueryCacheRestored } from '../../../lib/query-persistence'
import { ownProductsReplySchema } from '../../../shared/catalogue/own-product'
import { productQueryOptions } from './get-own-product'

/** The start of every slug product's query key (`['/api/products', slug]`); the featured list's differs. */
const OWN_PRODUCT_KEY_ROOT = ['/api/products'] as const

/**
 * The own-label products for "Save catalogue for offline" (the offline feature drives it; the root
 * route hands it over). They go into the query cache under the keys the slug page reads, which is
 * kept in IndexedDB. An unused product is kept in memory for 15 minutes, and the persisted
 * copy follows memory, so saved products are kept in memory for as long as they are saved.
 */
export function ownProductsOffline(queryClient: QueryClient) {
  const keepInMemory = () =>
    queryClient.setQueryDefaults([...OWN_PRODUCT_KEY_ROOT], { gcTime: Number.POSITIVE_INFINITY })

  const put = (queryKey: readonly unknown[], data: unknown, updatedAt?: number) => {
    // An unused query made before `keepInMemory` has the old lifetime: made again, it takes the new one.
    const existing = queryClient.getQueryCache().find({ queryKey, exact: true })
    if (existing && existing.getObserversCount() === 0) queryClient.removeQueries({ queryKey, exact: true })
    queryClient.setQueryData(queryKey, data, { updatedAt })
  }

  return {
    async save(signal: AbortSignal) {
      await whenQueryCacheRestored()
      const products = await apiRequest('GET', '/api/products', ownProductsReplySchema)
      signal.throwIfAborted()
      keepInMemory()
      for (const product of products) put(productQueryOptions(product.slug).queryKey, product)
      return { products: products.map(({ slug, images }) => ({ slug, images })) }
    },
    async keep() {
      await whenQueryCacheRestored()
      keepInMemory()
      for (const query of queryClient.getQueryCache().findAll({ queryKey: [...OWN_PRODUCT_KEY_ROOT] })) {
        if (query.state.data !== undefined) put(query.queryKey, query.state.data, query.state.dataUpdatedAt)
      }
    },
    clear() {
      queryClient.setQueryDefaults([...OWN_PRODUCT_KEY_ROOT], {})
      queryClient.removeQueries({ queryKey: [...OWN_PRODUCT_KEY_ROOT] })
    },
  }
}
