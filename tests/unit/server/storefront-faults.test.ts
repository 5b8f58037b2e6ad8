import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/server/env'
import {
  activeStorefrontFaults,
  clearStorefrontFaults,
  FAULT_SWITCH,
  putStorefrontFaults,
} from './storefront-fault-switch'
import { createTestApp } from './test-app'

const ENDPOINT = '/api/2025-01/graphql.json'
const QUERY = { query: '{ products(first: 1) { edges { node { handle } } } }' }

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** Asks the emulator for one product, as the shop does. */
function askStorefront(harness: TestApp) {
  return harness.postJson(ENDPOINT, QUERY, {
    'X-Shopify-Storefront-Access-Token': harness.config.storefront.publicToken,
  })
}

async function expectNormalAnswer(response: Response) {
  expect(response.status).toBe(200)
  const body = (await response.json()) as { data: { products: { edges: unknown[] } } }
  expect(body.data.products.edges).toHaveLength(1)
}

describe('the fault switch', () => {
  it('is off unless STOREFRONT_FAULTS says 1 or true, in production as well', () => {
    expect(loadConfig({}).storefrontFaults).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test' }).storefrontFaults).toBe(false)
    expect(loadConfig({ STOREFRONT_FAULTS: '0' }).storefrontFaults).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', STOREFRONT_FAULTS: '1' }).storefrontFaults).toBe(true)
    expect(loadConfig({ STOREFRONT_FAULTS: 'true' }).storefrontFaults).toBe(true)
    expect(() => loadConfig({ STOREFRONT_FAULTS: 'yes' })).toThrow(/STOREFRONT_FAULTS/)
  })

  it('when off, the control route does not exist and the emulator answers normally', async () => {
    const harness = await createTestApp({ scale: 0.01 })
    try {
      for (const method of ['PUT', 'GET', 'DELETE']) {
        const response = await harness.app.request(FAULT_SWITCH, {
          method,
          headers: { 'Content-Type': 'application/json' },
          ...(method === 'PUT' ? { body: JSON.stringify({ status: 503 }) } : {}),
        })
        expect(response.status, method).toBe(404)
      }
      await expectNormalAnswer(await askStorefront(harness))
    } finally {
      await harness.close()
    }
  })
})

describe('storefront faults, switched on', () => {
  let harness: TestApp
  beforeAll(async () => {
    harness = await createTestApp({ scale: 0.01, env: { STOREFRONT_FAULTS: '1' } })
  })
  afterEach(async () => {
    await clearStorefrontFaults(harness.app)
  })
  afterAll(async () => {
    await harness.close()
  })

  it('answers normally until a fault is set', async () => {
    expect(await activeStorefrontFaults(harness.app)).toBeNull()
    await expectNormalAnswer(await askStorefront(harness))
  })

  it('answers 429 with Retry-After in Shopify’s error envelope', async () => {
    const set = await putStorefrontFaults(harness.app, { status: 429, retryAfterSeconds: 2 })
    expect(set.status).toBe(200)
    const response = await askStorefront(harness)
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('2')
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(await response.json()).toEqual({
      errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }],
    })
  })

  it('answers 503 without Retry-After unless one is asked for, on every request until cleared', async () => {
    await putStorefrontFaults(harness.app, { status: 503 })
    for (let i = 0; i < 3; i++) {
      const response = await askStorefront(harness)
      expect(response.status).toBe(503)
      expect(response.headers.get('Retry-After')).toBeNull()
      expect(await response.json()).toMatchObject({
        errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      })
    }
    await clearStorefrontFaults(harness.app)
    await expectNormalAnswer(await askStorefront(harness))
  })

  it('answers a JSON body cut off half-way', async () => {
    await putStorefrontFaults(harness.app, { malformedJson: true })
    const response = await askStorefront(harness)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/json')
    const text = await response.text()
    expect(() => JSON.parse(text)).toThrow(SyntaxError)
  })

  it('waits latencyMs, then answers normally', async () => {
    await putStorefrontFaults(harness.app, { latencyMs: 300 })
    const started = performance.now()
    await expectNormalAnswer(await askStorefront(harness))
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
  })

  it('counts `times` down, then answers normally again', async () => {
    const set = await putStorefrontFaults(harness.app, { status: 503, times: 2 })
    expect(await set.json()).toMatchObject({ faults: { status: 503, times: 2, remaining: 2 } })
    expect((await askStorefront(harness)).status).toBe(503)
    expect(await activeStorefrontFaults(harness.app)).toMatchObject({ remaining: 1 })
    expect((await askStorefront(harness)).status).toBe(503)
    expect(await activeStorefrontFaults(harness.app)).toBeNull()
    await expectNormalAnswer(await askStorefront(harness))
  })

  it('leaves the rest of the API alone', async () => {
    await putStorefrontFaults(harness.app, { status: 503 })
    expect((await harness.app.request('/api/health')).status).toBe(200)
    expect((await harness.app.request('/api/products')).status).toBe(200)
  })

  it.each([
    ['a status other than 429 or 503', { status: 500 }, 'status'],
    ['latency over 10 s', { latencyMs: 10_001 }, 'latencyMs'],
    ['a negative latency', { latencyMs: -1 }, 'latencyMs'],
    ['a fractional Retry-After', { status: 429, retryAfterSeconds: 1.5 }, 'retryAfterSeconds'],
    ['Retry-After without a status', { retryAfterSeconds: 1 }, 'retryAfterSeconds'],
    ['a status and malformed JSON at once', { status: 503, malformedJson: true }, 'not both'],
    ['zero times', { status: 503, times: 0 }, 'times'],
    ['no fault at all', {}, 'Name a fault'],
    ['an unknown setting', { status: 503, bogus: true }, 'bogus'],
    ['text that is not JSON', '{"status": 5', 'not valid JSON'],
    ['an array', [503], 'object'],
  ])('refuses %s with 400 and changes nothing', async (_, body, mentions) => {
    const response = await putStorefrontFaults(harness.app, body)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: { code: string; message: string } }
    expect(answer.error.code).toMatch(/^invalid_(request|json)$/)
    expect(answer.error.message).toContain(mentions)
    await expectNormalAnswer(await askStorefront(harness))
  })
})
