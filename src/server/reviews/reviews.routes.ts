import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'
import {
  newReviewSchema,
  parseReviewProductRef,
  REVIEWS_PAGE_SIZE,
  reviewsPageQuerySchema,
} from '../../shared/catalogue/reviews'
import { createAttemptLimiter, takeAttempts, tooManyAttempts } from '../auth/attempt-limiter'
import { loadSession, requireUser, type SessionEnv } from '../auth/session'
import { clientAddress } from '../http/client-address'
import { HttpError } from '../http/errors'
import { readJsonBody } from '../http/json-body'
import { privateNoStore } from '../http/no-store'
import { createReview, productExists, type ReviewsDeps, readReviewsPage } from './reviews.service'

const HOUR_MS = 60 * 60 * 1000
const SIGN_IN_TO_REVIEW = 'Unauthorized: sign in to write a review.'

/** The `{ref}` of /api/products/{ref}/reviews, checked; 400 when it cannot name a product. */
function refOf(c: Context): string {
  const ref = c.req.param('ref') ?? ''
  if (!parseReviewProductRef(ref)) {
    throw new HttpError(
      400,
      'invalid_product_ref',
      'A product is named by its handle (lower-case letters, digits, - and _) or as own:{slug}.',
    )
  }
  return ref
}

function productNotFound(ref: string) {
  return new HttpError(404, 'product_not_found', `The shop has no product "${ref}".`)
}

/** The query string, checked; 400 naming the first parameter that is wrong. */
function pageQueryOf(c: Context) {
  const result = z.safeParse(reviewsPageQuerySchema, c.req.query())
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new HttpError(400, 'invalid_request', `${issue?.path.map(String).join('.')}: ${issue?.message}`)
  }
  return result.data
}

/**
 * Reviews of storefront and own-label products (docs/decisions/0033-reviews-in-the-shops-own-database.md):
 * anyone reads them, a signed-in shopper writes one per product. Mount with
 * `app.route('/api/products', reviewRoutes(deps))`.
 */
export function reviewRoutes(deps: ReviewsDeps & { onReviewed?: (ref: string) => void }) {
  const { db } = deps
  // Counted in the database like the sign-in limits: enough to stop a flood of reviews.
  const reviewsByAccount = createAttemptLimiter(db, { name: 'review-account', limit: 10, windowMs: HOUR_MS })
  const reviewsByAddress = createAttemptLimiter(db, { name: 'review-address', limit: 60, windowMs: HOUR_MS })

  return new Hono<SessionEnv>()
    .use('/:ref/reviews', privateNoStore, loadSession(db))
    .get('/:ref/reviews', async (c) => {
      const ref = refOf(c)
      const { limit = REVIEWS_PAGE_SIZE, cursor } = pageQueryOf(c)
      if (!(await productExists(deps, ref))) throw productNotFound(ref)
      return c.json(await readReviewsPage(db, ref, { limit, cursor }))
    })
    .post('/:ref/reviews', async (c) => {
      const user = requireUser(c, SIGN_IN_TO_REVIEW)
      const ref = refOf(c)
      const review = await readJsonBody(c, newReviewSchema)
      // Only attempts that could write count: a malformed body never reaches the database.
      const address = clientAddress(c)
      const wait = await takeAttempts([reviewsByAccount, user.id], [reviewsByAddress, address])
      if (wait > 0) return tooManyAttempts(c, wait, 'Too many reviews were sent at once.')

      if (!(await productExists(deps, ref))) throw productNotFound(ref)
      const posted = await createReview(db, { ref, user, review })
      if (!posted) {
        throw new HttpError(
          409,
          'already_reviewed',
          'You have reviewed this product already: one review per product.',
        )
      }
      deps.onReviewed?.(ref)
      return c.json(posted, 201)
    })
}
