import { asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { giftCards, mailOutbox } from '../../../src/server/db/schema'
import {
  generateGiftCardCode,
  issueGiftCard,
  type NewGiftCard,
} from '../../../src/server/gift-cards/gift-cards.service'
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

const validRequest: NewGiftCard = {
  recipientEmail: 'sam.rider@example.com',
  recipientName: 'Sam Rider',
  senderName: 'Alex',
  buyerEmail: 'alex@example.com',
  message: 'Happy birthday! New gloves are on me.',
  amount: 50,
  design: 2,
}

let issued = 0
/** Issues `card` as a paid order line's webhook issues it; `issuedFor` names the line (a fresh one by default). */
const post = (card: NewGiftCard, issuedFor = `order-${++issued}:0:0`) =>
  testApp.db.transaction((tx) => issueGiftCard(tx, { ...card, issuedFor }, 'http://localhost'))

async function storedCount() {
  return (await testApp.db.select({ n: count() }).from(giftCards))[0]?.n
}

/** The mail written to the outbox, oldest first. */
function outbox() {
  return testApp.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt))
}

describe('POST /api/gift-cards', () => {
  it('is gone: a card is issued only once its order is paid, so a bare request issues nothing', async () => {
    const response = await testApp.postJson('/api/gift-cards', { ...validRequest, amount: 5000 })
    expect(response.status).toBe(404)
    expect(await storedCount()).toBe(0)
    expect(await outbox()).toEqual([])
  })
})

describe('issueGiftCard', () => {
  it('issues a paid line’s card once, with a fresh code, however often it is asked', async () => {
    const first = await post(validRequest, 'order-1:0:0')
    expect(first?.code).toMatch(CODE_PATTERN)
    expect(first).toMatchObject({
      amount: '50.00',
      balance: '50.00',
      design: 2,
      recipientEmail: 'sam.rider@example.com',
    })
    expect(await post(validRequest, 'order-1:0:0')).toBeNull()
    expect(await storedCount()).toBe(1)
    expect(await outbox()).toHaveLength(2)
  })
})

describe('the mail of a purchase', () => {
  it('writes exactly two messages: the card to the recipient and the receipt to the buyer', async () => {
    const card = (await post(validRequest)) as NonNullable<Awaited<ReturnType<typeof post>>>
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
    const first = (await post(validRequest)) as NonNullable<Awaited<ReturnType<typeof post>>>
    const second = (await post(validRequest)) as NonNullable<Awaited<ReturnType<typeof post>>>
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

describe('a gift card line', () => {
  it('is issued for each unit of each line its own card', async () => {
    await post(validRequest, 'order-2:0:0')
    await post(validRequest, 'order-2:0:1')
    await post(validRequest, 'order-2:1:0')
    expect(await storedCount()).toBe(3)
    const [row] = await testApp.db.select().from(giftCards).where(eq(giftCards.issuedFor, 'order-2:1:0'))
    expect(row?.issuedFor).toBe('order-2:1:0')
  })
})
