import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api/api-request'
import { whenQueryCacheRestored } from '../../../lib/query-persistence'
import { reviewsPageSchema } from '../../../shared/catalogue/reviews'

/** Reviews are stale after 5 minutes, as a product is: other riders may have written since. */
const STALE_TIME_MS = 5 * 60 * 1000

/** `/api/products/{ref}/reviews`, from the page after `cursor` when there is one. */
export function reviewsUrl(ref: string, cursor?: string | null) {
  const path = `/api/products/${encodeURIComponent(ref)}/reviews`
  return cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path
}

/** The start of the keys of every page of a product's reviews. */
export function reviewsQueryKey(ref: string) {
  return ['/api/products', ref, 'reviews'] as const
}

/**
 * One page of `GET /api/products/{ref}/reviews`, newest first: the first (no `cursor`) or the one
 * after `cursor`. `ref` is a storefront product's handle or an own-label product's `own:{slug}`.
 * Each page is a query of its own (a later page's cursor comes from the page before, read again with
 * it), under `/api/products`, so what was read is kept on the device with the products
 * (src/lib/query-cache-persister.ts) and shows offline.
 */
export function reviewsPageQueryOptions(ref: string, cursor: string | null) {
  return queryOptions({
    queryKey: [...reviewsQueryKey(ref), cursor ?? 'first'],
    queryFn: async () => {
      // A saved answer comes back first, as every own-API read waits for it.
      await whenQueryCacheRestored()
      return apiRequest('GET', reviewsUrl(ref, cursor), reviewsPageSchema)
    },
    staleTime: STALE_TIME_MS,
  })
}

export function useReviewsPage(ref: string, cursor: string | null) {
  return useQuery(reviewsPageQueryOptions(ref, cursor))
}
