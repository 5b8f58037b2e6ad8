import { queryOptions, useQuery } from '@tanstack/react-query'
import { getQueryFn } from '../../../lib/api/api-request'
import { ownProductsReplySchema } from '../../../shared/catalogue/own-product'

/** Featured products are stale after 10 minutes, kept 30. */
const STALE_TIME_MS = 10 * 60 * 1000
const GC_TIME_MS = 30 * 60 * 1000

const readProducts = getQueryFn(ownProductsReplySchema)

/** `GET /api/products/featured`: the own-label products the hero shows (docs/decisions/0008-live-data.md). */
export function featuredOwnProductsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/products/featured'],
    queryFn: readProducts,
    staleTime: STALE_TIME_MS,
    gcTime: GC_TIME_MS,
  })
}

export function useFeaturedOwnProducts() {
  return useQuery(featuredOwnProductsQueryOptions())
}
