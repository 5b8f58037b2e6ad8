import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { giftCards, newsletterSubscribers } from '../../../src/server/db/schema'
import { DEFAULT_JSON_BODY_LIMIT } from '../../../src/server/http/json-body'
import { createTestApp } from './test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp({ scale: null })
})
afterAll(async () => {
  await testApp.close()
})

// Every route that reads a JSON body with readJsonBody, with a body it accepts.
// (Every route reads it through the one reader; the gift card that was here is now bought through
// the store's checkout, tests/unit/server/checkouts.test.ts.)
const routes = [{ path: '/api/newsletter', valid: { email: 'sam@example.com' } }]

async function storedRows() {
  const { db } = testApp
  return {
    giftCards: (await db.select({ n: count() }).from(giftCards))[0]?.n,
    subscribers: (await db.select({ n: count() }).from(newsletterSubscribers))[0]?.n,
  }
}

const post = (path: string, body: BodyInit, headers: Record<string, string>) =>
  testApp.app.request(path, { method: 'POST', headers, body })

/** Expects the JSON error, and that nothing was stored; returns the message. */
async function expectError(response: Response, status: number, code: string): Promise<string> {
  expect(response.status).toBe(status)
  const body = (await response.json()) as { error: { code: string; message: string } }
  expect(body).toEqual({ error: { code, message: expect.any(String) } })
  expect(await storedRows()).toEqual({ giftCards: 0, subscribers: 0 })
  return body.error.message
}

describe.each(routes)('the JSON body of POST $path', ({ path, valid }) => {
  const json = JSON.stringify(valid)

  it.each([
    ['no Content-Type', {}],
    ['text/plain', { 'Content-Type': 'text/plain' }],
    ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['multipart', { 'Content-Type': 'multipart/form-data; boundary=x' }],
    ['a JSON look-alike', { 'Content-Type': 'application/jsonp' }],
  ])('answers 415 unsupported_media_type with %s', async (_case, headers) => {
    const message = await expectError(await post(path, json, headers), 415, 'unsupported_media_type')
    expect(message).toContain('Content-Type: application/json')
  })

  it.each([
    ['a syntax error', '{"email": '],
    ['a trailing comma', '{"email": "sam@example.com",}'],
    ['single quotes', "{'email': 'sam@example.com'}"],
    ['an empty body', ''],
  ])('answers 400 invalid_json for %s', async (_case, body) => {
    await expectError(await testApp.postJson(path, body), 400, 'invalid_json')
  })

  it('answers 400 invalid_json for bytes that are not UTF-8', async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])
    await expectError(await post(path, bytes, { 'Content-Type': 'application/json' }), 400, 'invalid_json')
  })

  it.each([
    ['a high half alone', '\\ud800'],
    ['a low half alone', '\\udc00'],
    ['halves in the wrong order', '\\udc00\\ud800'],
  ])(
    'answers 400 invalid_request for text with %s of a surrogate pair, in a value or a key',
    async (_case, half) => {
      const [field] = Object.keys(valid)
      for (const body of [
        json.replace(`"${field}":"`, `"${field}":"${half}`),
        json.replace(/}$/, `,"x${half}":1}`),
      ]) {
        const message = await expectError(await testApp.postJson(path, body), 400, 'invalid_request')
        expect(message).toBe('Text in the request body must be valid Unicode.')
      }
    },
  )

  it('answers 400, not 500, for a body nested 8,000 deep', async () => {
    const deep = `${'['.repeat(8000)}${']'.repeat(8000)}`
    await expectError(await testApp.postJson(path, deep), 400, 'invalid_request')
  })

  it('takes a whole surrogate pair (an emoji written as two escapes)', async () => {
    const body = json.replace(/}$/, ',"note":"\\ud83c\\udfcd"}')
    const response = await testApp.postJson(path, body)
    expect(response.status).toBeLessThan(300)
    await testApp.db.delete(giftCards)
    await testApp.db.delete(newsletterSubscribers)
  })

  it('answers 413 payload_too_large for a body over 16 KB, however its size is declared', async () => {
    const padded = JSON.stringify({ ...valid, padding: 'x'.repeat(DEFAULT_JSON_BODY_LIMIT) })
    const message = await expectError(await testApp.postJson(path, padded), 413, 'payload_too_large')
    expect(message).toBe('The request body can be at most 16384 bytes.')
    // Multi-byte characters count as the bytes they take: 6000 × 3 bytes is over the limit.
    const wide = JSON.stringify({ ...valid, padding: '€'.repeat(6000) })
    expect(wide.length).toBeLessThan(DEFAULT_JSON_BODY_LIMIT)
    await expectError(await testApp.postJson(path, wide), 413, 'payload_too_large')
    // A declared length over the limit is refused before anything is read.
    const declared = await testApp.postJson(path, valid, {
      'Content-Length': String(DEFAULT_JSON_BODY_LIMIT + 1),
    })
    await expectError(declared, 413, 'payload_too_large')
  })

  it('accepts a charset parameter, unknown extra fields and a body just under the limit', async () => {
    const body = JSON.stringify({ ...valid, ignored: true })
    const padded = body.replace(
      /}$/,
      `,"padding":"${'x'.repeat(DEFAULT_JSON_BODY_LIMIT - body.length - 13)}"}`,
    )
    expect(new TextEncoder().encode(padded).byteLength).toBe(DEFAULT_JSON_BODY_LIMIT)
    const response = await post(path, padded, { 'Content-Type': 'Application/JSON; charset=utf-8' })
    expect(response.status).toBe(201)
    await testApp.db.delete(giftCards)
    await testApp.db.delete(newsletterSubscribers)
  })
})
