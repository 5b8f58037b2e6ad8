import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { averageRating } from '../../shared/catalogue/review-figures'
import {
  type NewReview,
  type PostedReview,
  parseReviewProductRef,
  type Review,
  type ReviewSummary,
  type ReviewsPage,
} from '../../shared/catalogue/reviews'
import type { SessionUser } from '../auth/session'
import type { Db } from '../db/client'
import { ownProducts, products, reviews } from '../db/schema'
import type { Config } from '../env'
import { HttpError } from '../http/errors'
import { storeHasProduct } from './store-products'

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0]
type Executor = Db | Transaction

export interface ReviewsDeps {
  db: Db
  config: Pick<Config, 'storefront'>
  /** For the configured store; tests pass a stub. */
  fetch?: typeof fetch
}

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  title: reviews.title,
  text: reviews.text,
  authorName: reviews.authorName,
  createdAt: reviews.createdAt,
}

type ReviewRow = { [Key in keyof typeof reviewColumns]: (typeof reviewColumns)[Key]['_']['data'] }

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    author: row.authorName,
    createdAt: row.createdAt.toISOString(),
  }
}

/** What the page shows as the writer: the first name and the last name's initial ("Sam R."). */
export function authorNameOf(user: Pick<SessionUser, 'firstName' | 'lastName'>): string {
  const initial = Array.from(user.lastName.trim())[0]
  return initial ? `${user.firstName.trim()} ${initial.toUpperCase()}.` : user.firstName.trim()
}

/**
 * Whether `ref` (parseReviewProductRef) names a product the shop sells: an own-label slug, or a
 * storefront handle in this database's catalogue or, when one is configured, in the store.
 */
export async function productExists(deps: ReviewsDeps, ref: string): Promise<boolean> {
  const parsed = parseReviewProductRef(ref)
  if (!parsed) return false
  if (parsed.kind === 'own') {
    const rows = await deps.db
      .select({ id: ownProducts.id })
      .from(ownProducts)
      .where(eq(ownProducts.slug, parsed.slug))
      .limit(1)
    return rows.length > 0
  }
  const { storefront } = deps.config
  if (storefront.origin) {
    return storeHasProduct(
      { storefront: { ...storefront, origin: storefront.origin }, fetch: deps.fetch },
      ref,
    )
  }
  const rows = await deps.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.handle, parsed.handle))
    .limit(1)
  return rows.length > 0
}

/** The product's average (one decimal) and number of reviews, from the reviews themselves. */
export async function readReviewSummary(db: Executor, ref: string): Promise<ReviewSummary> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
    })
    .from(reviews)
    .where(eq(reviews.productRef, ref))
  const count = row?.count ?? 0
  return { average: averageRating(row?.sum ?? 0, count), count }
}

// ---- Cursors: where a page ended, as (created_at, id) of its last review ----

const CURSOR_TEXT =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z) ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

function encodeCursor(review: Pick<ReviewRow, 'createdAt' | 'id'>): string {
  return Buffer.from(`${review.createdAt.toISOString()} ${review.id}`).toString('base64url')
}

/** The review a cursor points after; a 400 for one this server did not give out. */
function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const match = CURSOR_TEXT.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  const createdAt = new Date(match?.[1] ?? Number.NaN)
  if (!match?.[2] || Number.isNaN(createdAt.getTime())) {
    throw new HttpError(400, 'invalid_request', 'cursor: Use the nextCursor of an earlier page.')
  }
  return { createdAt, id: match[2] }
}

/** A page of the product's reviews, newest first, with its summary. */
export async function readReviewsPage(
  db: Db,
  ref: string,
  page: { limit: number; cursor?: string },
): Promise<ReviewsPage> {
  const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor)
  const [rows, summary] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .where(
        and(
          eq(reviews.productRef, ref),
          after
            ? sql`(${reviews.createdAt}, ${reviews.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      // One more than asked: whether there is a next page.
      .limit(page.limit + 1),
    readReviewSummary(db, ref),
  ])
  const shown = rows.slice(0, page.limit)
  const last = shown.at(-1)
  return {
    summary,
    reviews: shown.map(toReview),
    nextCursor: rows.length > page.limit && last ? encodeCursor(last) : null,
  }
}

/**
 * Rewrites the `reviews.rating` / `reviews.rating_count` metafields of the emulator's products with
 * these handles from their reviews, as a Shopify review app keeps them up to date. Handles the
 * catalogue does not have change nothing.
 */
export async function writeRatingMetafields(db: Executor, handles: readonly string[]): Promise<void> {
  if (handles.length === 0) return
  const ofProduct = sql`from ${reviews} where ${reviews.productRef} = ${products.handle}`
  await db
    .update(products)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating}), 1) ${ofProduct}), 0)`,
      reviewCount: sql`(select count(*)::int ${ofProduct})`,
    })
    .where(inArray(products.handle, [...handles]))
}

/** The handles of storefront products some shopper of this shop has reviewed (the seed keeps their reviews). */
export async function shopperReviewedRefs(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ productRef: reviews.productRef })
    .from(reviews)
    .where(isNotNull(reviews.userId))
  return rows.map((row) => row.productRef)
}

/**
 * Stores the shopper's review of the product `ref` names (which must exist) and returns it with the
 * product's new summary; null when this shopper has reviewed it already. A storefront product's
 * rating metafields are rewritten in the same transaction, its row locked first, so two reviews
 * arriving together both count.
 */
export async function createReview(
  db: Db,
  input: { ref: string; user: SessionUser; review: NewReview },
): Promise<PostedReview | null> {
  const { ref, user, review } = input
  return db.transaction(async (tx) => {
    const storefront = parseReviewProductRef(ref)?.kind === 'storefront'
    if (storefront) {
      await tx.select({ id: products.id }).from(products).where(eq(products.handle, ref)).for('update')
    }
    const [row] = await tx
      .insert(reviews)
      .values({
        productRef: ref,
        userId: user.id,
        rating: review.rating,
        title: review.title,
        text: review.text,
        authorName: authorNameOf(user),
        // Milliseconds, as cursors carry them (the database's default would keep microseconds).
        createdAt: new Date(),
      })
      .onConflictDoNothing()
      .returning(reviewColumns)
    if (!row) return null
    if (storefront) await writeRatingMetafields(tx, [ref])
    return { review: toReview(row), summary: await readReviewSummary(tx, ref) }
  })
}
