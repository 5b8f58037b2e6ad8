import * as z from 'zod/mini'
import { parseProductRef } from '../account/cart'
import { requiredText } from '../home/gift-card'

// Reviews live in the shop's own database (docs/decisions/0033-reviews-in-the-shops-own-database.md).

export const REVIEW_RATING_MIN = 1
export const REVIEW_RATING_MAX = 5
export const REVIEW_TITLE_MAX = 100
export const REVIEW_TEXT_MAX = 2000
/** Reviews a page of `GET /api/products/{ref}/reviews` holds unless `limit` says otherwise. */
export const REVIEWS_PAGE_SIZE = 5
export const REVIEWS_PAGE_MAX = 50

/** Shopify's handles: lower-case letters, digits, hyphens and underscores. */
const HANDLE = /^[a-z0-9_-]{1,255}$/

/**
 * Which product a review is of, as it appears in `/api/products/{ref}/reviews`: a storefront
 * product's handle (what its page's address holds), or an own-label product as `own:{slug}`, as
 * carts and wishlists name it.
 */
export function parseReviewProductRef(
  ref: string,
): { kind: 'storefront'; handle: string } | { kind: 'own'; slug: string } | null {
  const product = parseProductRef(ref)
  if (product?.kind === 'own') return product
  if (HANDLE.test(ref)) return { kind: 'storefront', handle: ref }
  return null
}

const RATING_MESSAGE = `Choose a rating from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars.`

/**
 * `POST /api/products/{ref}/reviews`: what the form sends. Title and text are plain text, stored as
 * written (trimmed) and shown escaped; no markup is ever interpreted.
 */
export const newReviewSchema = z.object({
  rating: z
    .number(RATING_MESSAGE)
    .check(
      z.int(RATING_MESSAGE),
      z.minimum(REVIEW_RATING_MIN, RATING_MESSAGE),
      z.maximum(REVIEW_RATING_MAX, RATING_MESSAGE),
    ),
  title: requiredText('Title', REVIEW_TITLE_MAX),
  text: requiredText('Review', REVIEW_TEXT_MAX),
})

/** A review as the form fills it in and the server stores it (title and text trimmed). */
export type NewReview = z.output<typeof newReviewSchema>

/** The query of `GET /api/products/{ref}/reviews`: how many, and where the last page ended. */
const LIMIT_MESSAGE = `Ask for a whole number of reviews from 1 to ${REVIEWS_PAGE_MAX}.`

export const reviewsPageQuerySchema = z.object({
  limit: z.optional(
    z
      .pipe(z.string().check(z.regex(/^\d{1,3}$/, LIMIT_MESSAGE)), z.transform(Number))
      .check(z.refine((limit) => limit >= 1 && limit <= REVIEWS_PAGE_MAX, LIMIT_MESSAGE)),
  ),
  cursor: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, 'Use the nextCursor of an earlier page.')),
  ),
})

/** A review as the product page shows it. */
export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number(),
  title: z.string(),
  text: z.string(),
  /** The writer's first name and initial ("Sam R."). */
  author: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
})

export type Review = z.output<typeof reviewSchema>

/** A product's reviews in two figures: the average (one decimal; null with none) and how many. */
export const reviewSummarySchema = z.object({
  average: z.nullable(z.number()),
  count: z.number(),
})

export type ReviewSummary = z.output<typeof reviewSummarySchema>

/** `GET /api/products/{ref}/reviews`: newest first; `nextCursor` asks for the page after, null at the end. */
export const reviewsPageSchema = z.object({
  summary: reviewSummarySchema,
  reviews: z.array(reviewSchema),
  nextCursor: z.nullable(z.string()),
})

export type ReviewsPage = z.output<typeof reviewsPageSchema>

/** The answer to `POST /api/products/{ref}/reviews`: the stored review and the product's new summary. */
export const postedReviewSchema = z.object({
  review: reviewSchema,
  summary: reviewSummarySchema,
})

export type PostedReview = z.output<typeof postedReviewSchema>
