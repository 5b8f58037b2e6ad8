import { queryOptions, useQuery } from '@tanstack/react-query'
import { getQueryFn } from '../../../lib/api/api-request'
import { ownProductsReplySchema } from '../../../shared/catalogue/own-product'

/** Spec §7 "Caching and retry behaviour": featured is stale after 10 minutes, kept 30. */
const STALE_TIME_MS = 10 * 60 * 1000
const GC_TIME_MS = 30 * 60 * 1000

const readProducts = getQueryFn(ownProductsReplySchema)

/** `GET /api/products/featured`: the own-label products the hero shows (DECISIONS.md §5). */
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
