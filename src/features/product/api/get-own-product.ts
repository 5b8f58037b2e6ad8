import { queryOptions, useQuery } from '@tanstack/react-query'
import { isApiErrorWithStatus } from '../../../lib/api/api-error'
import { getQueryFn } from '../../../lib/api/api-request'
import { type OwnProduct, ownProductSchema } from '../../../shared/catalogue/own-product'

/** A single product is stale after 5 minutes, kept 15. */
const STALE_TIME_MS = 5 * 60 * 1000
const GC_TIME_MS = 15 * 60 * 1000

const readProduct = getQueryFn(ownProductSchema)

/**
 * `GET /api/products/{slug}`. No such slug reads as null rather than an error: the product page
 * shows "Product Not Found" for it, and the answer is cached like any other. The server refuses a
 * slug that cannot exist (bad characters) with 400, which means the same.
 */
export function productQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['/api/products', slug],
    queryFn: async (context): Promise<OwnProduct | null> => {
      try {
        return await readProduct(context)
      } catch (error) {
        if (isApiErrorWithStatus(error, 400, 404)) return null
        throw error
      }
    },
    enabled: slug !== '',
    staleTime: STALE_TIME_MS,
    gcTime: GC_TIME_MS,
  })
}

export function useOwnProduct(slug: string) {
  return useQuery(productQueryOptions(slug))
}
