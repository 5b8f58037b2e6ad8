import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { giftCards } from '../../../src/server/db/schema'
import { generateGiftCardCode } from '../../../src/server/gift-cards/gift-cards.service'
import type { GiftCard, GiftCardRequest } from '../../../src/shared/home/gift-card'
import { createTestApp } from './test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp({ scale: null })
})
afterAll(async () => {
  await testApp.close()
})
beforeEach(async () => {
  await testApp.db.delete(giftCards)
})

const CODE_PATTERN = /^ORMS(-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{4}){3}$/

const validRequest: GiftCardRequest = {
  recipientEmail: 'sam.rider@example.com',
  recipientName: 'Sam Rider',
  senderName: 'Alex',
  message: 'Happy birthday! New gloves are on me.',
  amount: 50,
  design: 2,
}

const post = (body: unknown) => testApp.postJson('/api/gift-cards', body)

async function storedCount() {
  return (await testApp.db.select({ n: count() }).from(giftCards))[0]?.n
}

describe('POST /api/gift-cards', () => {
  it('stores the card and answers 201 with it, amount in dollars and a fresh redeem code', async () => {
    const before = Date.now()
    const response = await post(validRequest)
    expect(response.status).toBe(201)
    const card = (await response.json()) as GiftCard
    expect(card).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      code: expect.stringMatching(CODE_PATTERN),
      amount: '50.00',
      design: 2,
      recipientEmail: 'sam.rider@example.com',
      recipientName: 'Sam Rider',
      senderName: 'Alex',
      message: 'Happy birthday! New gloves are on me.',
      createdAt: expect.any(String),
    })
    expect(new Date(card.createdAt).toISOString()).toBe(card.createdAt)
    expect(Date.parse(card.createdAt)).toBeGreaterThanOrEqual(before - 1000)

    const [row] = await testApp.db.select().from(giftCards).where(eq(giftCards.id, card.id))
    // Nothing spent yet: the whole amount is left to redeem at checkout.
    expect(row).toEqual({
      ...card,
      balance: card.amount,
      buyerEmail: null,
      createdAt: new Date(card.createdAt),
    })
  })

  it('stores names and email trimmed, the email in lower case, and no message as an empty one', async () => {
    const response = await post({
      recipientEmail: '  Sam.Rider@Example.COM ',
      recipientName: '  Sam Rider ',
      senderName: ' Alex',
      amount: 25,
      design: 1,
    })
    expect(response.status).toBe(201)
    const [row] = await testApp.db.select().from(giftCards)
    expect(row).toMatchObject({
      recipientEmail: 'sam.rider@example.com',
      recipientName: 'Sam Rider',
      senderName: 'Alex',
      message: '',
    })
  })

  it.each([
    [10, '10.00'],
    [12.5, '12.50'],
    [19.99, '19.99'],
    [1000, '1000.00'],
    [5000, '5000.00'],
  ])('accepts the amount %s and answers it as "%s"', async (amount, stored) => {
    const response = await post({ ...validRequest, amount })
    expect(response.status).toBe(201)
    expect(((await response.json()) as GiftCard).amount).toBe(stored)
    const [row] = await testApp.db.select({ amount: giftCards.amount }).from(giftCards)
    expect(row?.amount).toBe(stored)
  })

  it.each([1, 2, 3, 4])('accepts design %s', async (design) => {
    expect((await post({ ...validRequest, design })).status).toBe(201)
  })

  it('accepts a 500-character message and gives every card its own code', async () => {
    const codes = new Set<string>()
    for (let i = 0; i < 10; i++) {
      const response = await post({ ...validRequest, message: 'm'.repeat(500) })
      expect(response.status).toBe(201)
      codes.add(((await response.json()) as GiftCard).code)
    }
    expect(codes.size).toBe(10)
    expect(await storedCount()).toBe(10)
  })

  const { recipientEmail: _email, ...withoutEmail } = validRequest
  const { recipientName: _recipient, ...withoutRecipientName } = validRequest
  const { senderName: _sender, ...withoutSenderName } = validRequest
  const { amount: _amount, ...withoutAmount } = validRequest
  const { design: _design, ...withoutDesign } = validRequest

  it.each<[string, unknown, string]>([
    [
      'a malformed email',
      { ...validRequest, recipientEmail: 'sam.rider@' },
      'recipientEmail: Recipient email must be a valid email address.',
    ],
    [
      'an email with a space',
      { ...validRequest, recipientEmail: 'sam rider@example.com' },
      'recipientEmail: Recipient email must be a valid email address.',
    ],
    ['no email', withoutEmail, 'recipientEmail: Recipient email is required.'],
    [
      'an over-long email',
      { ...validRequest, recipientEmail: `${'a'.repeat(243)}@example.com` },
      'recipientEmail: Recipient email can be at most 254 characters.',
    ],
    ['no recipient name', withoutRecipientName, 'recipientName: Recipient name is required.'],
    [
      'a blank recipient name',
      { ...validRequest, recipientName: '   ' },
      'recipientName: Recipient name is required.',
    ],
    [
      'an over-long recipient name',
      { ...validRequest, recipientName: 'n'.repeat(101) },
      'recipientName: Recipient name can be at most 100 characters.',
    ],
    ['no sender name', withoutSenderName, 'senderName: Your name is required.'],
    ['an empty sender name', { ...validRequest, senderName: '' }, 'senderName: Your name is required.'],
    ['a numeric sender name', { ...validRequest, senderName: 42 }, 'senderName: Your name is required.'],
    ['amount 9.99', { ...validRequest, amount: 9.99 }, 'amount: Amount must be at least $10.'],
    ['amount 0', { ...validRequest, amount: 0 }, 'amount: Amount must be at least $10.'],
    ['amount -50', { ...validRequest, amount: -50 }, 'amount: Amount must be at least $10.'],
    ['amount 5000.01', { ...validRequest, amount: 5000.01 }, 'amount: Amount can be at most $5000.'],
    ['amount 12.345', { ...validRequest, amount: 12.345 }, 'amount: Amount must be whole cents.'],
    [
      'amount "50" as a string',
      { ...validRequest, amount: '50' },
      'amount: Amount must be a number of dollars.',
    ],
    ['no amount', withoutAmount, 'amount: Amount must be a number of dollars.'],
    ['amount null', { ...validRequest, amount: null }, 'amount: Amount must be a number of dollars.'],
    ['design 0', { ...validRequest, design: 0 }, 'design: Design must be one of the four card designs.'],
    ['design 5', { ...validRequest, design: 5 }, 'design: Design must be one of the four card designs.'],
    ['design 1.5', { ...validRequest, design: 1.5 }, 'design: Design must be one of the four card designs.'],
    ['design "2"', { ...validRequest, design: '2' }, 'design: Design must be one of the four card designs.'],
    ['no design', withoutDesign, 'design: Design must be one of the four card designs.'],
    [
      'a 501-character message',
      { ...validRequest, message: 'm'.repeat(501) },
      'message: Personal message can be at most 500 characters.',
    ],
    [
      'a message that is not text',
      { ...validRequest, message: ['hi'] },
      'message: Personal message must be text.',
    ],
    ['an array instead of an object', [validRequest], 'The request body must be a JSON object.'],
    ['null instead of an object', null, 'The request body must be a JSON object.'],
  ])(
    'answers 400 invalid_request naming the field for %s, and stores nothing',
    async (_case, body, message) => {
      const response = await post(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } })
      expect(await storedCount()).toBe(0)
    },
  )

  it('names the first failing field when several fail', async () => {
    const response = await post({ ...validRequest, recipientEmail: 'nope', amount: 1, design: 9 })
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_request',
        message: 'recipientEmail: Recipient email must be a valid email address.',
      },
    })
  })
})

describe('generateGiftCardCode', () => {
  it('makes ORMS codes of unambiguous characters that do not repeat', () => {
    const codes = Array.from({ length: 2000 }, generateGiftCardCode)
    for (const code of codes) expect(code).toMatch(CODE_PATTERN)
    expect(new Set(codes).size).toBe(codes.length)
  })
})
