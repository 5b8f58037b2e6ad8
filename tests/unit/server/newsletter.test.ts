import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { discountCodes, mailOutbox, newsletterSubscribers } from '../../../src/server/db/schema'
import { NEWSLETTER_BASE_COUNT, type NewsletterStatus } from '../../../src/shared/home/newsletter'
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
  await testApp.db.delete(newsletterSubscribers)
  await testApp.db.delete(discountCodes)
  await testApp.db.delete(mailOutbox)
})

// RIDE15 and four groups of four symbols of a 32-symbol alphabet: 16 × 5 = 80 random bits.
const CODE_PATTERN = /^RIDE15(-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{4}){4}$/

const subscribe = (email: unknown) => testApp.postJson('/api/newsletter', { email })

async function readCount() {
  const response = await testApp.app.request('/api/newsletter')
  expect(response.status).toBe(200)
  return ((await response.json()) as NewsletterStatus).subscriberCount
}

function storedCodes() {
  return testApp.db.select().from(discountCodes).orderBy(asc(discountCodes.createdAt))
}

function outbox() {
  return testApp.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt))
}

async function storedEmails() {
  return (await testApp.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers)).map(
    (row) => row.email,
  )
}

describe('GET /api/newsletter', () => {
  it('starts the count at the base figure', async () => {
    expect(await readCount()).toBe(NEWSLETTER_BASE_COUNT)
  })
})

describe('POST /api/newsletter', () => {
  it('subscribes a new email with 201 and the count that includes it', async () => {
    const response = await subscribe('rider@example.com')
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ subscriberCount: NEWSLETTER_BASE_COUNT + 1, newSubscriber: true })
    expect(await storedEmails()).toEqual(['rider@example.com'])
    expect(await readCount()).toBe(NEWSLETTER_BASE_COUNT + 1)
  })

  it('answers 200 with the unchanged count when the email is already subscribed', async () => {
    await subscribe('rider@example.com')
    await subscribe('second@example.com')
    const response = await subscribe('rider@example.com')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      subscriberCount: NEWSLETTER_BASE_COUNT + 2,
      newSubscriber: false,
    })
    expect(await storedEmails()).toHaveLength(2)
  })

  it('treats case and surrounding spaces as the same email, and stores it trimmed in lower case', async () => {
    expect((await subscribe('  Rider@Example.COM ')).status).toBe(201)
    for (const variant of ['rider@example.com', 'RIDER@EXAMPLE.COM', '\trider@example.com\n']) {
      const response = await subscribe(variant)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        subscriberCount: NEWSLETTER_BASE_COUNT + 1,
        newSubscriber: false,
      })
    }
    expect(await storedEmails()).toEqual(['rider@example.com'])
  })

  it('counts simultaneous sign-ups of one email once', async () => {
    const responses = await Promise.all(
      ['same@example.com', 'Same@example.com', ' same@example.com', 'SAME@EXAMPLE.COM'].map(subscribe),
    )
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 201])
    expect(await storedEmails()).toEqual(['same@example.com'])
    expect(await readCount()).toBe(NEWSLETTER_BASE_COUNT + 1)
    // One subscriber, one code, one welcome.
    expect(await storedCodes()).toHaveLength(1)
    expect((await outbox()).map((mail) => mail.dedupeKey)).toEqual(['newsletter:same@example.com'])
  })

  it.each<[string, unknown, string]>([
    ['a malformed email', 'rider@example', 'email: Email must be a valid email address.'],
    ['two addresses', 'a@example.com, b@example.com', 'email: Email must be a valid email address.'],
    ['a blank email', '   ', 'email: Email is required.'],
    ['no email', undefined, 'email: Email is required.'],
    ['a number', 42, 'email: Email is required.'],
    ['an over-long email', `${'a'.repeat(250)}@example.com`, 'email: Email can be at most 254 characters.'],
  ])('answers 400 invalid_request for %s and stores nothing', async (_case, email, message) => {
    const response = await subscribe(email)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } })
    expect(await storedEmails()).toEqual([])
    expect(await readCount()).toBe(NEWSLETTER_BASE_COUNT)
    expect(await storedCodes()).toEqual([])
    expect(await outbox()).toEqual([])
  })
})

describe('the welcome code', () => {
  it('gives a new subscriber one single-use 15% code and one welcome mail that carries it', async () => {
    await subscribe(' Rider@Example.com ')
    const codes = await storedCodes()
    expect(codes).toEqual([
      {
        id: expect.any(String),
        code: expect.stringMatching(CODE_PATTERN),
        percentOff: 15,
        email: 'rider@example.com',
        orderId: null,
        usedAt: null,
        createdAt: expect.any(Date),
      },
    ])
    const code = codes[0]?.code ?? ''
    const mails = await outbox()
    expect(mails.map((mail) => [mail.dedupeKey, mail.kind, mail.recipient, mail.status])).toEqual([
      ['newsletter:rider@example.com', 'newsletter_welcome', 'rider@example.com', 'pending'],
    ])
    expect(mails[0]).toMatchObject({
      subject: 'Welcome to the Brotherhood: 15% off your first order',
      // The offer, the code, and how to use it: once, in the checkout's code field.
      text: expect.stringMatching(
        new RegExp(
          `15% off your first order\\.[\\s\\S]*${code}[\\s\\S]*enter it at checkout in "Gift card or discount code"\\. The code works once, on one order\\.`,
        ),
      ),
      html: expect.stringContaining(code),
    })
  })

  it('sends a repeat subscription nothing new', async () => {
    await subscribe('rider@example.com')
    const [first] = await storedCodes()
    for (const again of ['rider@example.com', 'RIDER@example.com ']) await subscribe(again)
    expect(await storedCodes()).toEqual([first])
    expect(await outbox()).toHaveLength(1)
  })

  it('gives every subscriber a different code', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `rider${i}@example.com`)
    for (const email of emails) await subscribe(email)
    const codes = (await storedCodes()).map((row) => row.code)
    expect(codes).toHaveLength(20)
    expect(new Set(codes).size).toBe(20)
    for (const code of codes) expect(code).toMatch(CODE_PATTERN)
    const mails = await outbox()
    expect(mails).toHaveLength(20)
    for (const row of await storedCodes())
      expect(mails.find((mail) => mail.recipient === row.email)?.text).toContain(row.code)
  })
})
