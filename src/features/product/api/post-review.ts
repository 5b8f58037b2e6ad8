import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useClient } from 'urql'
import { apiRequest } from '../../../lib/api/api-request'
import { handleSignedOut } from '../../../lib/session'
import {
  type NewReview,
  type PostedReview,
  parseReviewProductRef,
  postedReviewSchema,
  type ReviewsPage,
} from '../../../shared/catalogue/reviews'
import { featuredOwnProductsQueryOptions } from './get-featured-own-products'
import { productQueryOptions } from './get-own-product'
import { PRODUCT_RATING_QUERY } from './product-rating-query'
import { reviewsPageQueryOptions, reviewsQueryKey, reviewsUrl } from './product-reviews-query'

/** The first page with the new review on top and the new summary, shown while the pages are read again. */
function withPosted(page: ReviewsPage | undefined, posted: PostedReview): ReviewsPage | undefined {
  return page && { ...page, summary: posted.summary, reviews: [posted.review, ...page.reviews] }
}

/**
 * `POST /api/products/{ref}/reviews`. On success the review and summary show at once; then the
 * reviews, the own-label product (its rating and count) or the storefront product's rating
 * metafields (what its cards show) are read again. A 401 is the shop's one "signed out" answer.
 */
export function usePostReview(ref: string) {
  const queryClient = useQueryClient()
  const storefront = useClient()
  return useMutation({
    // Never kept to send later: the form says a review needs a connection, and a failure says so.
    networkMode: 'always',
    mutationFn: (review: NewReview) =>
      apiRequest('POST', reviewsUrl(ref), postedReviewSchema, { body: review }),
    onSuccess: (posted) => {
      queryClient.setQueryData(reviewsPageQueryOptions(ref, null).queryKey, (page) =>
        withPosted(page, posted),
      )
      void queryClient.invalidateQueries({ queryKey: reviewsQueryKey(ref) })
      const product = parseReviewProductRef(ref)
      if (product?.kind === 'own') {
        void queryClient.invalidateQueries({ queryKey: productQueryOptions(product.slug).queryKey })
        void queryClient.invalidateQueries({ queryKey: featuredOwnProductsQueryOptions().queryKey })
      } else if (product?.kind === 'storefront') {
        void storefront
          .query(PRODUCT_RATING_QUERY, { handle: product.handle }, { requestPolicy: 'network-only' })
          .toPromise()
      }
    },
    onError: (error) => {
      handleSignedOut(queryClient, error)
    },
  })
}
