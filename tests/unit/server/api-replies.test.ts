import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { productVariants, storeCheckouts, storeOrders } from '../../../src/server/db/schema'
import { issueGiftCard } from '../../../src/server/gift-cards/gift-cards.service'
import { authUserSchema, sessionReplySchema } from '../../../src/shared/account/auth'
import { cartReplySchema, pricedCartLineSchema } from '../../../src/shared/account/cart'
import { checkedCodeSchema } from '../../../src/shared/account/checkout-codes'
import { checkoutHandOverSchema, orderSchema, ordersReplySchema } from '../../../src/shared/account/orders'
import { wishlistContentsSchema } from '../../../src/shared/account/wishlist'
import { apiErrorReplySchema, SIGNED_OUT_CODE } from '../../../src/shared/api-error'
import { ownProductSchema, ownProductsReplySchema } from '../../../src/shared/catalogue/own-product'
import { postedReviewSchema, reviewsPageSchema } from '../../../src/shared/catalogue/reviews'
import { featuredStoriesReplySchema } from '../../../src/shared/home/blog'
import { newsletterSignupSchema, newsletterStatusSchema } from '../../../src/shared/home/newsletter'
import { orderPayload } from '../../support/order-payload'
import { createTestApp } from './test-app'

/**
 * The browser checks every own-API reply against the schemas in src/shared and refuses any other
 * shape (docs/decisions/0030-own-api-replies-parsed-with-shared-schemas.md). These are the server's
 * real replies, read the same way: a change on one side that the other does not follow fails here.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>
let testApp: TestApp
let cookie: string

beforeAll(async () => {
  testApp = await createTestApp()
  ;({ cookie } = await testApp.createShopper('Reply'))
})
afterAll(async () => {
  await testApp.close()
})

/** The reply's body as the browser's schema reads it; fails with zod's account of what differs. */
async function read<Schema extends z.core.$ZodType>(
  response: Response,
  schema: Schema,
  status = 200,
): Promise<z.output<Schema>> {
  expect(response.status).toBe(status)
  return z.parse(schema, await response.json())
}

const asShopper = (path: string, init: RequestInit = {}) =>
  testApp.app.request(path, { ...init, headers: { Cookie: cookie, ...init.headers } })

const sendJson = (path: string, method: string, body: unknown) =>
  asShopper(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

describe('own-API replies match the shared schemas', () => {
  it('products, stories and the newsletter', async () => {
    const products = await read(await testApp.app.request('/api/products'), ownProductsReplySchema)
    const first = products[0]
    if (!first) throw new Error('The test catalogue has no own products')
    await read(await testApp.app.request('/api/products/featured'), ownProductsReplySchema)
    await read(await testApp.app.request(`/api/products/${first.slug}`), ownProductSchema)
    const stories = await read(await testApp.app.request('/api/blog/featured'), featuredStoriesReplySchema)
    expect(stories.length).toBeGreaterThan(0)
    await read(await testApp.app.request('/api/newsletter'), newsletterStatusSchema)
    await read(
      await testApp.postJson('/api/newsletter', { email: 'reply-check@example.com' }),
      newsletterSignupSchema,
      201,
    )
  })

  it("a product's reviews, read and written", async () => {
    const [product] = await read(await testApp.app.request('/api/products'), ownProductsReplySchema)
    const path = `/api/products/own:${product?.slug}/reviews`
    await read(await testApp.app.request(`${path}?limit=2`), reviewsPageSchema)
    await read(
      await sendJson(path, 'POST', {
        rating: 5,
        title: 'Reply check',
        text: 'Read as the browser reads it.',
      }),
      postedReviewSchema,
      201,
    )
    const page = await read(await testApp.app.request(path), reviewsPageSchema)
    expect(page.reviews[0]?.title).toBe('Reply check')
  })

  it('a gift card’s code checked at checkout', async () => {
    // Issued as a paid order's webhook issues it (src/server/webhooks/stand-in-effects.ts).
    const card = await issueGiftCard(
      testApp.db,
      {
        issuedFor: 'reply-order:0:0',
        recipientEmail: 'friend@example.com',
        recipientName: 'Friend',
        senderName: 'Rider',
        buyerEmail: 'rider@example.com',
        amount: 50,
        design: 1,
      },
      'http://localhost',
    )
    if (!card) throw new Error('The card was not issued')
    expect(
      await read(await sendJson('/api/checkout/code', 'POST', { code: card.code }), checkedCodeSchema),
    ).toMatchObject({ kind: 'gift_card', balance: '50.00' })
  })

  it('the session, signed in and not', async () => {
    expect(await read(await testApp.app.request('/api/auth/user'), sessionReplySchema)).toBeNull()
    expect(await read(await asShopper('/api/auth/user'), sessionReplySchema)).toMatchObject({
      firstName: 'Reply',
    })
    const email = `reply-${Date.now()}@example.com`
    await read(
      await testApp.postJson('/api/auth/register', {
        email,
        password: 'a-long-enough-password',
        firstName: 'New',
        lastName: 'Rider',
      }),
      authUserSchema,
      201,
    )
    await read(
      await testApp.postJson('/api/auth/login', { email, password: 'a-long-enough-password' }),
      authUserSchema,
    )
  })

  it('the cart, its hand-over to the store, and the orders', async () => {
    const [variant] = await testApp.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.availableForSale, true))
      .limit(1)
    const added = await read(
      await sendJson('/api/cart', 'POST', {
        productId: `gid://shopify/ProductVariant/${variant?.id}`,
        quantity: 1,
      }),
      pricedCartLineSchema,
      201,
    )
    await read(await sendJson(`/api/cart/${added.id}`, 'PATCH', { quantity: 2 }), pricedCartLineSchema)
    const lines = await read(await asShopper('/api/cart'), cartReplySchema)
    const handedOver = await read(
      await sendJson('/api/checkouts', 'POST', orderPayload('reply@example.com', lines)),
      checkoutHandOverSchema,
      201,
    )
    expect(handedOver.checkoutUrl).toMatch(/\/checkouts\/cn\//)
    // The order the store took, as its webhook leaves it (tests/unit/server/checkouts.test.ts sends one).
    const [checkout] = await testApp.db.select().from(storeCheckouts).limit(1)
    await testApp.db.insert(storeOrders).values({
      id: '9000000001',
      userId: checkout?.userId ?? null,
      checkoutId: checkout?.id ?? null,
      name: '#1001',
      email: 'reply@example.com',
      currencyCode: 'USD',
      subtotal: '100.00',
      tax: '8.00',
      shipping: '0.00',
      discount: '0.00',
      total: '108.00',
      lines: [
        { title: 'Gloves', variantTitle: 'L', quantity: 2, price: '50.00', productId: '1', variantId: '2' },
      ],
      financialStatus: 'paid',
      fulfilments: [{ company: 'UPS', number: '1Z', url: null }],
      fulfilmentStatus: 'fulfilled',
      storeUpdatedAt: new Date(),
      placedAt: new Date(),
    })
    await read(await asShopper('/api/orders/9000000001'), orderSchema)
    const orders = await read(await asShopper('/api/orders'), ordersReplySchema)
    expect(orders.map((order) => [order.id, order.status])).toEqual([['9000000001', 'fulfilled']])
  })

  it('the wishlist', async () => {
    await read(
      await sendJson('/api/wishlist/merge', 'POST', { productIds: ['gid://shopify/Product/1'] }),
      wishlistContentsSchema,
    )
    await read(await asShopper('/api/wishlist'), wishlistContentsSchema)
  })

  it('errors, with the code that means "signed out" on a 401', async () => {
    const signedOut = await read(await testApp.app.request('/api/cart'), apiErrorReplySchema, 401)
    expect(signedOut.error.code).toBe(SIGNED_OUT_CODE)
    const wrongPassword = await read(
      await testApp.postJson('/api/auth/login', { email: 'nobody@example.com', password: 'nope' }),
      apiErrorReplySchema,
      401,
    )
    expect(wrongPassword.error.code).not.toBe(SIGNED_OUT_CODE)
    await read(await testApp.app.request('/api/products/no-such-product'), apiErrorReplySchema, 404)
    await read(await sendJson('/api/cart', 'POST', { quantity: 0 }), apiErrorReplySchema, 400)
  })
})
