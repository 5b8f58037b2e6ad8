import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  cartLines,
  discountCodes,
  giftCardRedemptions,
  giftCards,
  mailOutbox,
  orders,
  users,
} from '../../../src/server/db/schema'
import { TEST_ADDRESS } from '../../support/order-payload'
import { addOwnProducts, createTestApp } from './test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
type Shopper = Awaited<ReturnType<TestApp['createShopper']>>
let testApp: TestApp

/** Round prices, so every figure below can be worked out by hand. */
const GLOVES = 'own:code-gloves'

beforeAll(async () => {
  testApp = await createTestApp({ scale: null })
  await addOwnProducts(testApp.db, [
    { slug: 'code-gloves', name: 'Code Test Gloves', price: '25.00' },
    { slug: 'code-jacket', name: 'Code Test Jacket', price: '110.00' },
  ])
})
afterAll(async () => {
  await testApp.close()
})
beforeEach(async () => {
  await testApp.db.delete(giftCardRedemptions)
  await testApp.db.delete(discountCodes)
  await testApp.db.delete(orders)
  await testApp.db.delete(giftCards)
  await testApp.db.delete(cartLines)
  await testApp.db.delete(mailOutbox)
})

/** A gift card row as the gift card purchase stores it; `spent` already taken off. */
async function giftCard(
  amount: string,
  spent = '0.00',
  code = `ORMS-${randomUUID().slice(0, 14).toUpperCase()}`,
) {
  const balance = (Number(amount) - Number(spent)).toFixed(2)
  const [card] = await testApp.db
    .insert(giftCards)
    .values({
      code,
      amount,
      balance,
      design: 1,
      recipientEmail: 'friend@example.com',
      recipientName: 'Friend',
      senderName: 'Sam',
    })
    .returning()
  if (!card) throw new Error('No gift card inserted')
  return card
}

/** A discount code row as the newsletter's welcome mail would bring it. */
async function discountCode(code = `RIDE15-${randomUUID().slice(0, 8).toUpperCase()}`, percentOff = 15) {
  const [row] = await testApp.db
    .insert(discountCodes)
    .values({ code, percentOff, email: 'subscriber@example.com' })
    .returning()
  if (!row) throw new Error('No discount code inserted')
  return row
}

const call: TestApp['call'] = (...args) => testApp.call(...args)

const checkCode = (shopper: Shopper | null, code: unknown) =>
  call(shopper, 'POST', '/api/checkout/code', { code })

async function shopperWith(items: Record<string, number>, name = 'Sam') {
  const shopper = await testApp.createShopper(name)
  for (const [productId, quantity] of Object.entries(items)) {
    const added = await call(shopper, 'POST', '/api/cart', { productId, quantity })
    expect(added.status).toBeLessThan(300)
  }
  return shopper
}

/** An order the store (the stand-in checkout) took from `shopper`, as it keeps it. */
async function storeOrderOf(shopper: Shopper) {
  const [user] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.email, shopper.email))
  await testApp.db.insert(orders).values({
    userId: user?.id ?? null,
    email: shopper.email,
    shippingAddress: TEST_ADDRESS,
    billingAddress: TEST_ADDRESS,
    subtotal: '25.00',
    tax: '2.00',
    shipping: '15.00',
    total: '42.00',
    financialStatus: 'paid',
  })
}

describe('POST /api/checkout/code', () => {
  it('answers a gift card with its balance and last four characters, in any case and with spaces around', async () => {
    const card = await giftCard('100.00', '37.50', 'ORMS-7K3F-Q9TD-2LXW')
    const shopper = await testApp.createShopper()
    for (const typed of ['ORMS-7K3F-Q9TD-2LXW', '  orms-7k3f-q9td-2lxw ']) {
      const response = await checkCode(shopper, typed)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(await response.json()).toEqual({
        kind: 'gift_card',
        code: card.code,
        balance: '62.50',
        last4: '2LXW',
      })
    }
  })

  it('answers a discount code with its percentage', async () => {
    const code = await discountCode('WELCOME-ABCD2345')
    const shopper = await testApp.createShopper()
    const response = await checkCode(shopper, 'welcome-abcd2345')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ kind: 'discount', code: code.code, percentOff: 15 })
  })

  it.each<[string, () => Promise<string>, Shopper | 'has-ordered' | null, number, object]>([
    [
      'an unknown code',
      async () => 'ORMS-NOPE-NOPE-NOPE',
      null,
      404,
      { code: 'code_not_found', message: "We don't recognise that code. Check it and try again." },
    ],
    [
      'a used discount code',
      async () => {
        const code = await discountCode()
        await testApp.db
          .update(discountCodes)
          .set({ usedAt: new Date() })
          .where(eq(discountCodes.id, code.id))
        return code.code
      },
      null,
      409,
      { code: 'code_used', message: 'This code has already been used on an order.' },
    ],
    [
      'a discount code for a shopper who has ordered',
      async () => (await discountCode()).code,
      'has-ordered',
      409,
      { code: 'first_order_only', message: 'This code is for a first order only.' },
    ],
    [
      'an empty gift card',
      async () => (await giftCard('25.00', '25.00')).code,
      null,
      409,
      { code: 'gift_card_empty', message: 'This gift card has no balance left.' },
    ],
  ])('refuses %s', async (_case, makeCode, who, status, error) => {
    const code = await makeCode()
    let shopper = await testApp.createShopper()
    if (who === 'has-ordered') {
      shopper = await shopperWith({ [GLOVES]: 1 })
      await storeOrderOf(shopper)
    }
    const response = await checkCode(shopper, code)
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ error })
  })

  it.each<[unknown, string]>([
    ['   ', 'code: Enter a gift card or discount code.'],
    ['X'.repeat(65), 'code: A code has at most 64 characters.'],
    [42, 'code: Code must be text.'],
  ])('answers 400 for the code %j', async (code, message) => {
    const response = await checkCode(await testApp.createShopper(), code)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } })
  })

  it('answers 401 signed out', async () => {
    const response = await checkCode(null, 'ORMS-7K3F-Q9TD-2LXW')
    expect(response.status).toBe(401)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthorized')
  })
})

describe('guessing codes', () => {
  // A fresh app: its counts of failed codes start at zero.
  let guessing: TestApp
  beforeAll(async () => {
    guessing = await createTestApp({ scale: null })
  })
  afterAll(async () => {
    await guessing.close()
  })
  const guess = (cookie: string, code: string) =>
    guessing.postJson('/api/checkout/code', { code }, { Cookie: cookie })

  it('stops a shopper after 10 codes that matched nothing in 15 minutes, with Retry-After', async () => {
    const { cookie } = await guessing.createShopper('Guesser')
    for (let i = 0; i < 10; i++) expect((await guess(cookie, `ORMS-GUESS-${i}`)).status).toBe(404)
    const limited = await guess(cookie, 'ORMS-GUESS-10')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect(await limited.json()).toEqual({
      error: {
        code: 'too_many_attempts',
        message: 'Too many codes that did not match. Try again in 15 minutes.',
      },
    })
  })

  it('counts only failures, and stops every shopper at one address after 30 of them', async () => {
    const [card] = await guessing.db
      .insert(giftCards)
      .values({
        code: 'ORMS-REAL-CARD-0001',
        amount: '50.00',
        balance: '50.00',
        design: 1,
        recipientEmail: 'friend@example.com',
        recipientName: 'Friend',
        senderName: 'Sam',
      })
      .returning()
    // The first test's 10 failures came from this (test) address too: 20 more reach 30.
    const shoppers = await Promise.all(['Ann', 'Ben'].map((name) => guessing.createShopper(name)))
    for (const [i, { cookie }] of shoppers.entries()) {
      for (let j = 0; j < 9; j++) {
        expect((await guess(cookie, `ORMS-MISS-${i}-${j}`)).status).toBe(404)
        // A code that matches is not a failure, however often it is checked.
        expect((await guess(cookie, card?.code ?? '')).status).toBe(200)
      }
    }
    const [ann, ben] = shoppers
    expect((await guess(ann?.cookie ?? '', 'ORMS-MISS-LAST')).status).toBe(404)
    expect((await guess(ben?.cookie ?? '', 'ORMS-MISS-LAST')).status).toBe(404)
    // 30 failures from the address: a third shopper there waits too, even with a real code.
    const carl = await guessing.createShopper('Carl')
    expect((await guess(carl.cookie, card?.code ?? '')).status).toBe(429)
  })
})
