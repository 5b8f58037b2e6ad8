import { asc, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { ownProducts, products, reviews } from '../../../src/server/db/schema'
import { ownProductSchema, ownProductsReplySchema } from '../../../src/shared/catalogue/own-product'
import {
  type PostedReview,
  postedReviewSchema,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  type ReviewsPage,
  reviewsPageSchema,
} from '../../../src/shared/catalogue/reviews'
import { DEFAULT_STOREFRONT_PUBLIC_TOKEN } from '../../../src/shared/storefront-config'
import { createTestApp } from './test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
type Shopper = Awaited<ReturnType<TestApp['createShopper']>>
let testApp: TestApp
/** Storefront handles: reviewed by the seed, and not reviewed at all. */
let reviewedHandle: string
let unreviewedHandles: string[]
/** Own-label products as `own:{slug}`. */
let ownRefs: string[]

beforeAll(async () => {
  testApp = await createTestApp()
  const storefront = await testApp.db
    .select({ handle: products.handle, reviewCount: products.reviewCount })
    .from(products)
    .orderBy(asc(products.id))
  reviewedHandle = storefront.find((p) => p.reviewCount >= 6)?.handle ?? ''
  unreviewedHandles = storefront.filter((p) => p.reviewCount === 0).map((p) => p.handle)
  ownRefs = (
    await testApp.db.select({ slug: ownProducts.slug }).from(ownProducts).orderBy(asc(ownProducts.id))
  ).map((p) => `own:${p.slug}`)
  if (!reviewedHandle || unreviewedHandles.length < 3)
    throw new Error('The test catalogue lacks reviewed products')
})
afterAll(async () => {
  await testApp.close()
})

const reviewsPath = (ref: string, query = '') => `/api/products/${encodeURIComponent(ref)}/reviews${query}`

async function readPage(ref: string, query = ''): Promise<ReviewsPage> {
  const response = await testApp.app.request(reviewsPath(ref, query))
  expect(response.status, `${ref}${query}`).toBe(200)
  return z.parse(reviewsPageSchema, await response.json())
}

function post(ref: string, body: unknown, shopper: Shopper | null) {
  return testApp.postJson(reviewsPath(ref), body, shopper ? { Cookie: shopper.cookie } : {})
}

const goodReview = {
  rating: 4,
  title: 'Solid through the winter',
  text: 'Warm, and the zips work with gloves on.',
}

async function storedReviews() {
  return (await testApp.db.select({ n: count() }).from(reviews))[0]?.n ?? 0
}

/** What a product's card reads: the emulator's `reviews.rating` and `reviews.rating_count` metafields. */
async function cardMetafields(handle: string) {
  const response = await testApp.postJson(
    '/api/2026-04/graphql.json',
    {
      query: `query($handle: String!) { product(handle: $handle) {
        rating: metafield(namespace: "reviews", key: "rating") { value }
        ratingCount: metafield(namespace: "reviews", key: "rating_count") { value }
      } }`,
      variables: { handle },
    },
    { 'X-Shopify-Storefront-Access-Token': DEFAULT_STOREFRONT_PUBLIC_TOKEN },
  )
  const body = (await response.json()) as {
    data: { product: { rating: { value: string } | null; ratingCount: { value: string } | null } }
  }
  const { rating, ratingCount } = body.data.product
  return {
    average: rating ? Number((JSON.parse(rating.value) as { value: string }).value) : null,
    count: ratingCount ? Number(ratingCount.value) : 0,
  }
}

async function expectError(response: Response, status: number, code: string): Promise<string> {
  expect(response.status).toBe(status)
  const body = (await response.json()) as { error: { code: string; message: string } }
  expect(body).toEqual({ error: { code, message: expect.stringMatching(/\S/) } })
  return body.error.message
}

describe('GET /api/products/{ref}/reviews', () => {
  it("answers a storefront product's reviews newest first, in pages, with the figures its card shows", async () => {
    const first = await readPage(reviewedHandle, '?limit=2')
    const stored = await testApp.db
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(eq(reviews.productRef, reviewedHandle))
    const sum = stored.reduce((total, row) => total + row.rating, 0)
    expect(first.summary).toEqual({
      average: Math.round((sum * 10) / stored.length) / 10,
      count: stored.length,
    })
    expect(await cardMetafields(reviewedHandle)).toEqual(first.summary)
    expect(first.reviews).toHaveLength(2)

    const all = [...first.reviews]
    let cursor = first.nextCursor
    while (cursor) {
      const next = await readPage(reviewedHandle, `?limit=2&cursor=${cursor}`)
      expect(next.summary).toEqual(first.summary)
      all.push(...next.reviews)
      cursor = next.nextCursor
    }
    expect(all).toHaveLength(stored.length)
    expect(new Set(all.map((review) => review.id)).size).toBe(all.length)
    const times = all.map((review) => Date.parse(review.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    for (const review of all) {
      expect(review.author).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/)
      expect(review.title.length).toBeGreaterThan(0)
    }
  })

  it('answers a product nobody reviewed with no average, and its card has no rating metafield', async () => {
    const handle = unreviewedHandles[0] ?? ''
    expect(await readPage(handle)).toEqual({
      summary: { average: null, count: 0 },
      reviews: [],
      nextCursor: null,
    })
    expect(await cardMetafields(handle)).toEqual({ average: null, count: 0 })
  })

  it("answers an own-label product's reviews with the figures GET /api/products carries", async () => {
    const all = z.parse(ownProductsReplySchema, await (await testApp.app.request('/api/products')).json())
    for (const product of all.slice(0, 12)) {
      const { summary } = await readPage(`own:${product.slug}`)
      expect(summary).toEqual({ average: product.rating, count: product.reviewCount })
    }
  })

  it('answers 404 for a product the shop does not have, and 400 for a ref that cannot name one', async () => {
    for (const ref of ['no-such-product', 'own:no-such-product'])
      expect(
        await expectError(await testApp.app.request(reviewsPath(ref)), 404, 'product_not_found'),
      ).toContain(ref)
    for (const ref of ['Upper-Case', 'own:', 'gid://shopify/Product/1', 'a b'])
      await expectError(await testApp.app.request(reviewsPath(ref)), 400, 'invalid_product_ref')
  })

  it.each([
    ['?limit=0', 'limit: '],
    ['?limit=51', 'limit: '],
    ['?limit=two', 'limit: '],
    ['?limit=-1', 'limit: '],
    ['?cursor=***', 'cursor: '],
    ['?cursor=bm90LWEtY3Vyc29y', 'cursor: '],
  ])('answers 400 naming the parameter for %s', async (query, named) => {
    const message = await expectError(
      await testApp.app.request(reviewsPath(reviewedHandle, query)),
      400,
      'invalid_request',
    )
    expect(message.startsWith(named)).toBe(true)
  })
})

describe('POST /api/products/{ref}/reviews', () => {
  /** Sends the bad reviews. */
  let val: Shopper
  beforeAll(async () => {
    val = await testApp.createShopper('Val')
  })

  it("stores a signed-in shopper's review (201), shows it first, and moves the summary and the card's metafields", async () => {
    const sam = await testApp.createShopper('Sam')
    const before = await readPage(reviewedHandle)
    // Asked once before, so the emulator has the answer kept: a review must not leave it stale.
    expect(await cardMetafields(reviewedHandle)).toEqual(before.summary)

    const response = await post(reviewedHandle, { ...goodReview, rating: 1 }, sam)
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const posted: PostedReview = z.parse(postedReviewSchema, await response.json())
    expect(posted.review).toMatchObject({ ...goodReview, rating: 1, author: 'Sam R.' })
    expect(posted.summary.count).toBe(before.summary.count + 1)
    expect(posted.summary.average).toBeLessThan(before.summary.average ?? 0)

    const after = await readPage(reviewedHandle)
    expect(after.summary).toEqual(posted.summary)
    expect(after.reviews[0]).toEqual(posted.review)
    expect(await cardMetafields(reviewedHandle)).toEqual(posted.summary)
  })

  it('gives a product its first rating metafield with its first review', async () => {
    const handle = unreviewedHandles[1] ?? ''
    const response = await post(handle, { ...goodReview, rating: 5 }, await testApp.createShopper('Lee'))
    expect(response.status).toBe(201)
    expect(await cardMetafields(handle)).toEqual({ average: 5, count: 1 })
  })

  it("moves an own-label product's rating and review count", async () => {
    const ref = ownRefs[3] ?? ''
    const slug = ref.slice('own:'.length)
    const read = async () =>
      z.parse(ownProductSchema, await (await testApp.app.request(`/api/products/${slug}`)).json())
    const before = await read()
    const response = await post(ref, { ...goodReview, rating: 3 }, await testApp.createShopper('Ola'))
    expect(response.status).toBe(201)
    const { summary } = z.parse(postedReviewSchema, await response.json())
    const after = await read()
    expect(after.reviewCount).toBe(before.reviewCount + 1)
    expect({ average: after.rating, count: after.reviewCount }).toEqual(summary)
  })

  it('keeps title and text as the plain text they are, trimmed', async () => {
    const title = '<b>Loud</b> & "proud"'
    const text = '  <script>alert(1)</script> still just words  '
    const response = await post(
      ownRefs[4] ?? '',
      { rating: 4, title, text },
      await testApp.createShopper('Kim'),
    )
    expect(response.status).toBe(201)
    const { review } = z.parse(postedReviewSchema, await response.json())
    expect(review).toMatchObject({ title, text: text.trim() })
  })

  it.each([
    ['rating', 'it is missing', { title: 'Fine', text: 'Fine.' }],
    ['rating', 'it is 0', { ...goodReview, rating: 0 }],
    ['rating', 'it is 6', { ...goodReview, rating: 6 }],
    ['rating', 'it is 4.5', { ...goodReview, rating: 4.5 }],
    ['rating', 'it is text', { ...goodReview, rating: '5' }],
    ['rating', 'it is null', { ...goodReview, rating: null }],
    ['title', 'it is missing', { rating: 5, text: 'Fine.' }],
    ['title', 'it is blank', { ...goodReview, title: '   ' }],
    [
      'title',
      `it is over ${REVIEW_TITLE_MAX} characters`,
      { ...goodReview, title: 'x'.repeat(REVIEW_TITLE_MAX + 1) },
    ],
    ['title', 'it is a number', { ...goodReview, title: 7 }],
    ['text', 'it is missing', { rating: 5, title: 'Fine' }],
    ['text', 'it is empty', { ...goodReview, text: '' }],
    [
      'text',
      `it is over ${REVIEW_TEXT_MAX} characters`,
      { ...goodReview, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) },
    ],
  ])('answers 400 naming %s when %s, and stores nothing', async (field, _when, body) => {
    const before = await storedReviews()
    const message = await expectError(await post(ownRefs[0] ?? '', body, val), 400, 'invalid_request')
    expect(message.startsWith(`${field}: `)).toBe(true)
    expect(await storedReviews()).toBe(before)
  })

  it('answers 400 for a body that is not a review, and stores nothing', async () => {
    const before = await storedReviews()
    await expectError(await post(ownRefs[0] ?? '', '{"rating":', val), 400, 'invalid_json')
    await expectError(await post(ownRefs[0] ?? '', [goodReview], val), 400, 'invalid_request')
    expect(await storedReviews()).toBe(before)
  })

  it('answers 401 to a shopper who is not signed in, and stores nothing', async () => {
    const before = await storedReviews()
    const message = await expectError(await post(ownRefs[0] ?? '', goodReview, null), 401, 'unauthorized')
    expect(message).toBe('Unauthorized: sign in to write a review.')
    expect(await storedReviews()).toBe(before)
  })

  it('refuses a review another site sends (403), and stores nothing', async () => {
    const shopper = await testApp.createShopper('Ivo')
    const before = await storedReviews()
    const response = await testApp.postJson(reviewsPath(ownRefs[0] ?? ''), goodReview, {
      Cookie: shopper.cookie,
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    })
    await expectError(response, 403, 'cross_origin_request')
    expect(await storedReviews()).toBe(before)
  })

  it('answers 404 for a product the shop does not have, and stores nothing', async () => {
    const shopper = await testApp.createShopper('Ned')
    const before = await storedReviews()
    for (const ref of ['no-such-product', 'own:no-such-product'])
      await expectError(await post(ref, goodReview, shopper), 404, 'product_not_found')
    expect(await storedReviews()).toBe(before)
  })

  it('answers 409 to a second review of the same product by the same shopper, and keeps the first', async () => {
    const shopper = await testApp.createShopper('Dee')
    const ref = ownRefs[1] ?? ''
    expect((await post(ref, goodReview, shopper)).status).toBe(201)
    const before = await readPage(ref)
    const stored = await storedReviews()
    await expectError(await post(ref, { ...goodReview, rating: 1 }, shopper), 409, 'already_reviewed')
    expect(await storedReviews()).toBe(stored)
    expect(await readPage(ref)).toEqual(before)
    // Another shopper may still review it.
    expect((await post(ref, goodReview, await testApp.createShopper('Eve'))).status).toBe(201)
  })

  it('answers 429 with Retry-After once a shopper has sent 10 reviews in an hour, and stores nothing', async () => {
    const shopper = await testApp.createShopper('Flo')
    for (const ref of ownRefs.slice(10, 20)) expect((await post(ref, goodReview, shopper)).status).toBe(201)
    const stored = await storedReviews()
    const refused = await post(ownRefs[20] ?? '', goodReview, shopper)
    await expectError(refused, 429, 'too_many_attempts')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await storedReviews()).toBe(stored)
    // Another shopper is not held back.
    expect((await post(ownRefs[20] ?? '', goodReview, await testApp.createShopper('Gil'))).status).toBe(201)
  })
})

describe('the seed', () => {
  it('gives products reviews of their own: no rating or count is shared by every product', async () => {
    const rows = await testApp.db
      .select({
        ref: reviews.productRef,
        count: sql<number>`count(*)::int`,
        sum: sql<number>`sum(${reviews.rating})::int`,
      })
      .from(reviews)
      .where(sql`${reviews.userId} is null`)
      .groupBy(reviews.productRef)
    const storefront = rows.filter((row) => !row.ref.startsWith('own:'))
    const own = rows.filter((row) => row.ref.startsWith('own:'))
    expect(new Set(storefront.map((row) => row.count)).size).toBeGreaterThan(3)
    expect(new Set(storefront.map((row) => (row.sum / row.count).toFixed(1))).size).toBeGreaterThan(5)
    expect(new Set(own.map((row) => row.count)).size).toBeGreaterThan(3)
    expect(new Set(own.map((row) => (row.sum / row.count).toFixed(1))).size).toBeGreaterThan(5)
    // Some products have none at all, and their cards show no stars.
    expect(own.length).toBeLessThan(ownRefs.length)
  })

  it("stores every storefront product's metafields as its reviews sum them up", async () => {
    const summaries = await testApp.db
      .select({
        ref: reviews.productRef,
        count: sql<number>`count(*)::int`,
        average: sql<string>`round(avg(${reviews.rating}), 1)::text`,
      })
      .from(reviews)
      .groupBy(reviews.productRef)
    const byRef = new Map(summaries.map((row) => [row.ref, row]))
    const stored = await testApp.db
      .select({ handle: products.handle, rating: products.rating, reviewCount: products.reviewCount })
      .from(products)
    expect(stored.length).toBeGreaterThan(50)
    for (const product of stored) {
      const summary = byRef.get(product.handle)
      expect(product, product.handle).toEqual({
        handle: product.handle,
        rating: summary?.average ?? '0.0',
        reviewCount: summary?.count ?? 0,
      })
    }
  })
})

describe('with a configured store', () => {
  it('asks the store whether the handle is a product: 404 when not, 503 when it cannot be reached', async () => {
    let answer: 'found' | 'missing' | 'down' = 'missing'
    const fetchStub: typeof fetch = async () =>
      answer === 'down'
        ? new Response('Bad Gateway', { status: 502 })
        : Response.json({ data: { product: answer === 'found' ? { id: 'gid://shopify/Product/9' } : null } })
    const app = await createTestApp({
      scale: null,
      env: { STOREFRONT_DOMAIN: 'moto-test.myshopify.com', STOREFRONT_PUBLIC_TOKEN: 'public-token-123' },
      fetch: fetchStub,
    })
    try {
      const shopper = await app.createShopper()
      const send = () =>
        app.postJson('/api/products/ridge-jacket/reviews', goodReview, { Cookie: shopper.cookie })
      await expectError(await send(), 404, 'product_not_found')
      answer = 'down'
      await expectError(await send(), 503, 'store_unavailable')
      await expectError(await app.app.request('/api/products/ridge-jacket/reviews'), 503, 'store_unavailable')
      answer = 'found'
      expect((await send()).status).toBe(201)
      expect((await app.app.request('/api/products/ridge-jacket/reviews')).status).toBe(200)
    } finally {
      await app.close()
    }
  })
})
