import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
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
import type { PricedCartLine } from '../../../src/shared/account/cart'
import type { CheckedCode } from '../../../src/shared/account/checkout-codes'
import type { Order, PlaceOrderRequest } from '../../../src/shared/account/orders'
import { calculateOrderTotals } from '../../../src/shared/order-totals'
import { orderPayload } from '../../support/order-payload'
import { addOwnProducts, createTestApp } from './test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
type Shopper = Awaited<ReturnType<TestApp['createShopper']>>
let testApp: TestApp

/** Round prices, so every figure below can be worked out by hand. */
const GLOVES = 'own:code-gloves'
const JACKET = 'own:code-jacket'

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

async function cartOf(shopper: Shopper) {
  return (await (await call(shopper, 'GET', '/api/cart')).json()) as PricedCartLine[]
}

/**
 * What the checkout page sends: the cart, the codes as `POST /api/checkout/code` answered them, and
 * the totals worked out from those answers.
 */
async function checkoutWith(shopper: Shopper, codes: string[]): Promise<PlaceOrderRequest> {
  const base = orderPayload(shopper.email, await cartOf(shopper))
  const checked: CheckedCode[] = []
  for (const code of codes) {
    const response = await checkCode(shopper, code)
    expect(response.status, code).toBe(200)
    checked.push((await response.json()) as CheckedCode)
  }
  const card = checked.find((code) => code.kind === 'gift_card')
  const discount = checked.find((code) => code.kind === 'discount')
  const totals = calculateOrderTotals(base.items, {
    discountPercent: discount?.percentOff,
    giftCardBalance: card?.balance,
  })
  return { ...base, ...totals, codes }
}

const placeOrder = (shopper: Shopper, payload: unknown, key?: string) =>
  call(shopper, 'POST', '/api/orders', payload, key ? { 'Idempotency-Key': key } : {})

async function balanceOf(id: string) {
  const [card] = await testApp.db.select().from(giftCards).where(eq(giftCards.id, id))
  return card?.balance
}

async function redemptionsOf(giftCardId: string) {
  return testApp.db.select().from(giftCardRedemptions).where(eq(giftCardRedemptions.giftCardId, giftCardId))
}

async function ordersOf(shopper: Shopper) {
  return (await (await call(shopper, 'GET', '/api/orders')).json()) as Order[]
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
      expect((await placeOrder(shopper, orderPayload(shopper.email, await cartOf(shopper)))).status).toBe(201)
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

describe('POST /api/orders with codes', () => {
  it('takes 15% off before tax and shipping, lets the gift card pay part, and records both', async () => {
    const card = await giftCard('40.00')
    const code = await discountCode()
    const shopper = await shopperWith({ [JACKET]: 1 })
    const payload = await checkoutWith(shopper, [code.code.toLowerCase(), card.code])
    const response = await placeOrder(shopper, payload)
    expect(response.status).toBe(201)
    const order = (await response.json()) as Order
    // 110.00 − 16.50 = 93.50, under $100 again: shipping 15.00; tax 7.48; 115.98 due, 40.00 by card.
    expect(order).toMatchObject({
      subtotal: '110.00',
      discount: '16.50',
      discountCode: code.code,
      tax: '7.48',
      shipping: '15.00',
      giftCardAmount: '40.00',
      total: '75.98',
    })
    expect(await balanceOf(card.id)).toBe('0.00')
    expect(await redemptionsOf(card.id)).toEqual([
      expect.objectContaining({ orderId: order.id, amount: '40.00' }),
    ])
    const [claimed] = await testApp.db.select().from(discountCodes).where(eq(discountCodes.id, code.id))
    expect(claimed?.orderId).toBe(order.id)
    expect(claimed?.usedAt).toBeInstanceOf(Date)
    expect((await ordersOf(shopper))[0]).toEqual(order)

    // The confirmation mail shows both lines, as the order has them.
    const [mail] = await testApp.db.select().from(mailOutbox)
    for (const part of [
      `Discount (${code.code})`,
      '−$16.50',
      'Gift card',
      '−$40.00',
      '$7.48',
      '$15.00',
      '$75.98',
    ])
      expect(mail?.text).toContain(part)
  })

  it('pays a whole order with a gift card (total 0.00), and a second order spends only what is left', async () => {
    const card = await giftCard('100.00')
    const first = await shopperWith({ [GLOVES]: 2 })
    const firstOrder = (await (
      await placeOrder(first, await checkoutWith(first, [card.code]))
    ).json()) as Order
    // 50.00 + 4.00 + 15.00 = 69.00, all paid by the card.
    expect(firstOrder).toMatchObject({ giftCardAmount: '69.00', total: '0.00' })
    expect(await balanceOf(card.id)).toBe('31.00')

    const second = await shopperWith({ [GLOVES]: 2 })
    const secondOrder = (await (
      await placeOrder(second, await checkoutWith(second, [card.code]))
    ).json()) as Order
    expect(secondOrder).toMatchObject({ giftCardAmount: '31.00', total: '38.00' })
    expect(await balanceOf(card.id)).toBe('0.00')
    expect((await redemptionsOf(card.id)).map((r) => r.amount).sort()).toEqual(['31.00', '69.00'])

    // Now it is empty.
    const third = await shopperWith({ [GLOVES]: 1 })
    const refused = await placeOrder(third, {
      ...orderPayload(third.email, await cartOf(third)),
      codes: [card.code],
    })
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('gift_card_empty')
  })

  it('spends the card once for an order sent twice with one Idempotency-Key, one after the other or at once', async () => {
    const card = await giftCard('100.00')
    const shopper = await shopperWith({ [GLOVES]: 1 })
    const payload = await checkoutWith(shopper, [card.code])
    const first = await placeOrder(shopper, payload, 'codes-once')
    const repeat = await placeOrder(shopper, payload, 'codes-once')
    expect([first.status, repeat.status]).toEqual([201, 200])
    expect(await repeat.json()).toEqual(await first.json())

    const other = await shopperWith({ [GLOVES]: 1 })
    const otherPayload = await checkoutWith(other, [card.code])
    const both = await Promise.all([
      placeOrder(other, otherPayload, 'double-tap'),
      placeOrder(other, otherPayload, 'double-tap'),
    ])
    expect(both.map((response) => response.status).sort()).toEqual([200, 201])
    // 25.00 + 2.00 + 15.00 = 42.00 each, once each: 16.00 left.
    expect((await redemptionsOf(card.id)).map((r) => r.amount)).toEqual(['42.00', '42.00'])
    expect(await balanceOf(card.id)).toBe('16.00')
  })

  it('lets one of two shoppers racing for one discount code have it; the other order is refused whole', async () => {
    const code = await discountCode()
    const card = await giftCard('500.00')
    const racers = await Promise.all([shopperWith({ [GLOVES]: 1 }), shopperWith({ [GLOVES]: 1 })])
    const payloads = await Promise.all(racers.map((racer) => checkoutWith(racer, [code.code, card.code])))
    const responses = await Promise.all(racers.map((racer, i) => placeOrder(racer, payloads[i])))
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409])
    const loser = racers[responses.findIndex((response) => response.status === 409)]
    const refusal = responses.find((response) => response.status === 409)
    expect(await refusal?.json()).toEqual({
      error: { code: 'code_used', message: 'This code has already been used on an order.' },
    })
    // The loser's order, its gift card spend and its emptied cart all rolled back.
    expect(await ordersOf(loser as Shopper)).toEqual([])
    expect(await cartOf(loser as Shopper)).toHaveLength(1)
    expect(await redemptionsOf(card.id)).toHaveLength(1)
  })

  it('refuses a first-order code in the order too, when the shopper ordered since checking it', async () => {
    const code = await discountCode()
    const shopper = await shopperWith({ [GLOVES]: 1 })
    const payload = await checkoutWith(shopper, [code.code])
    // Another checkout (another tab) of the same shopper places an order first.
    const [user] = await testApp.db.select().from(users).where(eq(users.email, shopper.email))
    await testApp.db.insert(orders).values({
      userId: user?.id ?? '',
      email: shopper.email,
      shippingAddress: payload.shippingAddress,
      billingAddress: payload.billingAddress,
      subtotal: '10.00',
      tax: '0.80',
      shipping: '15.00',
      total: '25.80',
    })
    const response = await placeOrder(shopper, payload)
    expect(response.status).toBe(409)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('first_order_only')
    const [unused] = await testApp.db.select().from(discountCodes).where(eq(discountCodes.id, code.id))
    expect(unused?.orderId).toBeNull()
  })

  describe('refuses, and writes nothing', () => {
    async function expectNothingWritten(shopper: Shopper, card: { id: string; balance: string }) {
      expect(await ordersOf(shopper)).toEqual([])
      expect(await cartOf(shopper)).not.toHaveLength(0)
      expect(await balanceOf(card.id)).toBe(card.balance)
      expect(await redemptionsOf(card.id)).toEqual([])
      expect((await testApp.db.select({ n: count() }).from(mailOutbox))[0]?.n).toBe(0)
    }

    it.each<[string, (payload: PlaceOrderRequest) => PlaceOrderRequest]>([
      ['a gift card amount it was not shown', (payload) => ({ ...payload, giftCardAmount: '10.00' })],
      ['no gift card amount at all', ({ giftCardAmount: _shown, ...payload }) => payload],
      ['a discount it was not shown', (payload) => ({ ...payload, discount: '1.00' })],
      ['a total that leaves out the card', (payload) => ({ ...payload, total: '69.00' })],
    ])('totals_changed (409) for %s', async (_case, change) => {
      const card = await giftCard('30.00')
      const shopper = await shopperWith({ [GLOVES]: 2 })
      const response = await placeOrder(shopper, change(await checkoutWith(shopper, [card.code])))
      expect(response.status).toBe(409)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('totals_changed')
      await expectNothingWritten(shopper, card)
    })

    it.each<[string, (card: string, other: string) => unknown, number, string]>([
      ['two gift cards', (card, other) => [card, other], 400, 'too_many_codes'],
      ['a code that is nothing', (card) => [card, 'ORMS-NOT-A-CARD'], 404, 'code_not_found'],
      ['the same code twice, in two cases', (card) => [card, card.toLowerCase()], 400, 'invalid_request'],
      ['three codes', (card, other) => [card, other, 'X'], 400, 'invalid_request'],
    ])('%s', async (_case, codes, status, code) => {
      const card = await giftCard('30.00')
      const other = await giftCard('30.00')
      const shopper = await shopperWith({ [GLOVES]: 2 })
      const payload = await checkoutWith(shopper, [card.code])
      const response = await placeOrder(shopper, { ...payload, codes: codes(card.code, other.code) })
      expect(response.status).toBe(status)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code)
      await expectNothingWritten(shopper, card)
      await expectNothingWritten(shopper, other)
    })
  })

  it('still places an order without codes, its discount and gift card "0.00"', async () => {
    const shopper = await shopperWith({ [GLOVES]: 1 })
    const {
      discount: _d,
      giftCardAmount: _g,
      ...payload
    } = orderPayload(shopper.email, await cartOf(shopper))
    const response = await placeOrder(shopper, payload)
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({
      discount: '0.00',
      discountCode: null,
      giftCardAmount: '0.00',
    })
  })
})

describe('20 shoppers checking out at once with one gift card', () => {
  it('never spends more than the card holds; the refused orders write nothing', async () => {
    const card = await giftCard('500.00')
    // 1, 2 or 3 pairs of gloves: 42.00, 69.00 or 96.00 due each (25.00 a pair, 8% tax, 15.00 shipping).
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => shopperWith({ [GLOVES]: (i % 3) + 1 }, `Racer${i}`)),
    )
    // Every checkout was shown the full 500.00 balance.
    const payloads = await Promise.all(shoppers.map((shopper) => checkoutWith(shopper, [card.code])))
    const responses = await Promise.all(shoppers.map((shopper, i) => placeOrder(shopper, payloads[i])))
    const replies = (await Promise.all(responses.map((response) => response.json()))) as (
      | Order
      | { error: { code: string } }
    )[]

    const placed = replies.filter((reply): reply is Order => 'id' in reply)
    const refused = replies.filter((reply) => 'error' in reply)
    for (const [i, response] of responses.entries())
      expect([201, 409], `shopper ${i}`).toContain(response.status)
    for (const reply of refused)
      expect(['totals_changed', 'gift_card_empty']).toContain(
        (reply as { error: { code: string } }).error.code,
      )

    const redemptions = await redemptionsOf(card.id)
    const cents = (amount: string) => Math.round(Number(amount) * 100)
    const spentCents = redemptions.reduce((sum, r) => sum + cents(r.amount), 0)
    const balance = (await balanceOf(card.id)) ?? ''
    console.log(
      `gift card ${card.amount}: ${placed.length} orders placed, ${refused.length} refused, ` +
        `${(spentCents / 100).toFixed(2)} spent, ${balance} left`,
    )

    expect(placed.length).toBeGreaterThan(0)
    expect(placed.length + refused.length).toBe(20)
    expect(spentCents).toBeLessThanOrEqual(cents(card.amount))
    expect(cents(balance)).toBe(cents(card.amount) - spentCents)
    // Each order paid what its redemption took, and each placed order has exactly one.
    expect(redemptions).toHaveLength(placed.length)
    for (const order of placed) {
      expect(redemptions.find((r) => r.orderId === order.id)?.amount).toBe(order.giftCardAmount)
      expect(cents(order.giftCardAmount)).toBeGreaterThan(0)
    }
    // A refused shopper has no order and still has their cart.
    for (const [i, shopper] of shoppers.entries()) {
      if (responses[i]?.status !== 409) continue
      expect(await ordersOf(shopper)).toEqual([])
      expect(await cartOf(shopper)).toHaveLength(1)
    }
    const [stored] = await testApp.db.select({ n: count() }).from(orders)
    expect(stored?.n).toBe(placed.length)
  }, 60_000)
})
