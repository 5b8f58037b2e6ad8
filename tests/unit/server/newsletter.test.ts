import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { newsletterSubscribers } from '../../../src/server/db/schema'
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
})

const subscribe = (email: unknown) => testApp.postJson('/api/newsletter', { email })

async function readCount() {
  const response = await testApp.app.request('/api/newsletter')
  expect(response.status).toBe(200)
  return ((await response.json()) as NewsletterStatus).subscriberCount
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
    expect(await response.json()).toEqual({ subscriberCount: NEWSLETTER_BASE_COUNT + 1 })
    expect(await storedEmails()).toEqual(['rider@example.com'])
    expect(await readCount()).toBe(NEWSLETTER_BASE_COUNT + 1)
  })

  it('answers 200 with the unchanged count when the email is already subscribed', async () => {
    await subscribe('rider@example.com')
    await subscribe('second@example.com')
    const response = await subscribe('rider@example.com')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ subscriberCount: NEWSLETTER_BASE_COUNT + 2 })
    expect(await storedEmails()).toHaveLength(2)
  })

  it('treats case and surrounding spaces as the same email, and stores it trimmed in lower case', async () => {
    expect((await subscribe('  Rider@Example.COM ')).status).toBe(201)
    for (const variant of ['rider@example.com', 'RIDER@EXAMPLE.COM', '\trider@example.com\n']) {
      const response = await subscribe(variant)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ subscriberCount: NEWSLETTER_BASE_COUNT + 1 })
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
  })
})
