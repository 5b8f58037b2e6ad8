import { asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { giftCards, mailOutbox } from '../../../src/server/db/schema'
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
  await testApp.db.delete(mailOutbox)
})

// Four groups of four symbols of a 32-symbol alphabet: 16 × 5 = 80 random bits.
const CODE_PATTERN = /^ORMS(-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{4}){4}$/

const validRequest: GiftCardRequest = {
  recipientEmail: 'sam.rider@example.com',
  recipientName: 'Sam Rider',
  senderName: 'Alex',
  buyerEmail: 'alex@example.com',
  message: 'Happy birthday! New gloves are on me.',
  amount: 50,
  design: 2,
}

const post = (body: unknown) => testApp.postJson('/api/gift-cards', body)

async function storedCount() {
  return (await testApp.db.select({ n: count() }).from(giftCards))[0]?.n
}

/** The mail written to the outbox, oldest first. */
function outbox() {
  return testApp.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt))
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
      balance: '50.00',
      design: 2,
      recipientEmail: 'sam.rider@example.com',
      recipientName: 'Sam Rider',
      senderName: 'Alex',
      buyerEmail: 'alex@example.com',
      message: 'Happy birthday! New gloves are on me.',
      createdAt: expect.any(String),
    })
    expect(new Date(card.createdAt).toISOString()).toBe(card.createdAt)
    expect(Date.parse(card.createdAt)).toBeGreaterThanOrEqual(before - 1000)

    const [row] = await testApp.db.select().from(giftCards).where(eq(giftCards.id, card.id))
    // Nothing spent yet: the whole amount is left to redeem at checkout.
    expect(row).toEqual({ ...card, balance: card.amount, createdAt: new Date(card.createdAt) })
  })

  it('stores names and email trimmed, the email in lower case, and no message as an empty one', async () => {
    const response = await post({
      recipientEmail: '  Sam.Rider@Example.COM ',
      recipientName: '  Sam Rider ',
      senderName: ' Alex',
      buyerEmail: ' Alex@Example.com ',
      amount: 25,
      design: 1,
    })
    expect(response.status).toBe(201)
    const [row] = await testApp.db.select().from(giftCards)
    expect(row).toMatchObject({
      recipientEmail: 'sam.rider@example.com',
      recipientName: 'Sam Rider',
      senderName: 'Alex',
      buyerEmail: 'alex@example.com',
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
    const [row] = await testApp.db
      .select({ amount: giftCards.amount, balance: giftCards.balance })
      .from(giftCards)
    expect(row).toEqual({ amount: stored, balance: stored })
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
  const { buyerEmail: _buyer, ...withoutBuyerEmail } = validRequest
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
    ['no buyer email', withoutBuyerEmail, 'buyerEmail: Your email is required.'],
    ['a blank buyer email', { ...validRequest, buyerEmail: '  ' }, 'buyerEmail: Your email is required.'],
    [
      'a malformed buyer email',
      { ...validRequest, buyerEmail: 'alex@example' },
      'buyerEmail: Your email must be a valid email address.',
    ],
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
    'answers 400 invalid_request naming the field for %s, and stores and mails nothing',
    async (_case, body, message) => {
      const response = await post(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } })
      expect(await storedCount()).toBe(0)
      expect(await outbox()).toEqual([])
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

describe('the mail of a purchase', () => {
  it('writes exactly two messages: the card to the recipient and the receipt to the buyer', async () => {
    const card = (await (await post(validRequest)).json()) as GiftCard
    const mails = await outbox()
    expect(mails.map((mail) => [mail.dedupeKey, mail.kind, mail.recipient, mail.status])).toEqual([
      [`gift-card:${card.id}`, 'gift_card', 'sam.rider@example.com', 'pending'],
      [`gift-card-receipt:${card.id}`, 'gift_card_receipt', 'alex@example.com', 'pending'],
    ])
    const [gift, receipt] = mails
    expect(gift?.subject).toBe('Alex sent you a $50.00 gift card')
    for (const part of [
      card.code,
      '$50.00',
      'Sam Rider',
      'Alex',
      'Happy birthday! New gloves are on me.',
      'enter it at checkout in "Gift card or discount code"',
      'Softail Custom',
      testApp.config.mail.publicUrl ?? 'http://localhost',
    ])
      expect(gift?.text).toContain(part)
    expect(gift?.html).toContain(card.code)

    expect(receipt?.subject).toBe('Receipt: your $50.00 gift card for Sam Rider')
    for (const part of [card.code, '$50.00', 'Sam Rider (sam.rider@example.com)', 'Alex'])
      expect(receipt?.text).toContain(part)
    // The date in the shop's own time zone (Milwaukee), as on any receipt it writes.
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Chicago' })
    expect(receipt?.text).toContain(day.format(new Date(card.createdAt)))
  })

  it('shows the personal message as text: its markup is escaped, never rendered', async () => {
    const message = '<a href="https://evil.example">Claim</a> & <script>alert(1)</script>'
    const senderName = '<b>Alex</b>'
    await post({ ...validRequest, message, senderName })
    const mails = await outbox()
    expect(mails).toHaveLength(2)
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script>')
      expect(mail.html).not.toContain('href="https://evil.example"')
      expect(mail.html).not.toContain('<b>Alex</b>')
    }
    const [gift] = mails
    expect(gift?.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;Claim&lt;/a&gt; &amp;')
    expect(gift?.html).toContain('&lt;b&gt;Alex&lt;/b&gt;')
    expect(gift?.text).toContain(message)
  })

  it("keeps the message's line breaks in both parts of the recipient's mail", async () => {
    await post({ ...validRequest, message: 'Happy birthday!\nNew gloves are on me.' })
    const [gift] = await outbox()
    expect(gift?.html).toMatch(/Happy birthday!<br\/?>New gloves are on me\./)
    expect(gift?.text).toMatch(/Happy birthday!\n+New gloves are on me\./)
  })

  it('gives each purchase its own code and its own two messages', async () => {
    const first = (await (await post(validRequest)).json()) as GiftCard
    const second = (await (await post(validRequest)).json()) as GiftCard
    expect(first.code).not.toBe(second.code)
    const mails = await outbox()
    expect(mails).toHaveLength(4)
    expect(mails.filter((mail) => mail.text.includes(first.code))).toHaveLength(2)
    expect(mails.filter((mail) => mail.text.includes(second.code))).toHaveLength(2)
  })
})

describe('generateGiftCardCode', () => {
  it('makes ORMS codes of 80 random bits in unambiguous characters that do not repeat', () => {
    const codes = Array.from({ length: 2000 }, generateGiftCardCode)
    for (const code of codes) expect(code).toMatch(CODE_PATTERN)
    expect(new Set(codes).size).toBe(codes.length)
  })
})

describe('purchases from one network', () => {
  it('are limited to 30 an hour: then 429 with Retry-After, and no card and no mail', async () => {
    // A fresh app: its limit has counted nothing yet.
    const fresh = await createTestApp({ scale: null })
    try {
      for (let index = 0; index < 30; index++)
        expect((await fresh.postJson('/api/gift-cards', validRequest)).status).toBe(201)
      const refused = await fresh.postJson('/api/gift-cards', validRequest)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await refused.json()).error.code).toBe('too_many_attempts')
      expect((await fresh.db.select({ n: count() }).from(giftCards))[0]?.n).toBe(30)
      expect((await fresh.db.select({ n: count() }).from(mailOutbox))[0]?.n).toBe(60)
    } finally {
      await fresh.close()
    }
  })
})
