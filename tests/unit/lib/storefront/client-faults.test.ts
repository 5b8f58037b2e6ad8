import { Client, fetchExchange } from 'urql'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createStorefrontConnection } from '../../../../src/lib/storefront/client'
import { createServerStorefrontClient } from '../../../../src/lib/storefront/server-client'
import {
  activeStorefrontFaults,
  clearStorefrontFaults,
  setStorefrontFaults,
} from '../../server/storefront-fault-switch'
import { createTestApp } from '../../server/test-app'

/**
 * The shop's storefront client (its address, headers and retrying fetch) against the real
 * emulator made slow or failing by its test-only fault switch.
 */

const ORIGIN = 'http://shop.test'
const PRODUCTS = '{ products(first: 3) { edges { node { id handle } } } }'
/** What createStorefrontConnection configures: two retries after the first attempt. */
const ATTEMPTS = 3

let harness: Awaited<ReturnType<typeof createTestApp>>
let sentAt: number[] = []
/** The emulator answering in process, each storefront request timed. */
const fetchFromEmulator: typeof fetch = async (input, init) => {
  sentAt.push(performance.now())
  return harness.app.request(input, init)
}
const appConfig = () => ({
  storefront: harness.config.storefront,
  menus: harness.config.menus,
  collections: harness.config.collections,
})

function storefrontClient() {
  const connection = createStorefrontConnection(appConfig(), {
    origin: ORIGIN,
    fetch: fetchFromEmulator,
  })
  return new Client({ ...connection, exchanges: [fetchExchange], requestPolicy: 'network-only' })
}

/** The products query, timed from the first attempt to the answer. */
async function queryProducts() {
  const started = performance.now()
  const result = await storefrontClient().query(PRODUCTS, {}).toPromise()
  return { result, ms: performance.now() - started }
}

beforeAll(async () => {
  harness = await createTestApp({ scale: 0.01, env: { STOREFRONT_FAULTS: '1' } })
})
afterEach(async () => {
  sentAt = []
  await clearStorefrontFaults(harness.app)
})
afterAll(async () => {
  await harness.close()
})

describe('the storefront client under emulator faults', () => {
  it('answers normally in one request when nothing is wrong', async () => {
    const { result } = await queryProducts()
    expect(result.error).toBeUndefined()
    expect(result.data?.products.edges).toHaveLength(3)
    expect(sentAt).toHaveLength(1)
  })

  it('waits out a 429 with Retry-After: 1, retries once and returns the data', async () => {
    await setStorefrontFaults(harness.app, { status: 429, retryAfterSeconds: 1, times: 1 })
    const { result } = await queryProducts()
    expect(result.error).toBeUndefined()
    expect(result.data?.products.edges).toHaveLength(3)
    expect(sentAt).toHaveLength(2)
    const [first = 0, second = 0] = sentAt
    expect(second - first).toBeGreaterThanOrEqual(990)
    expect(second - first).toBeLessThan(2000)
  })

  it('retries a 503 without Retry-After after the default 1000 ms and returns the data', async () => {
    await setStorefrontFaults(harness.app, { status: 503, times: 1 })
    const { result } = await queryProducts()
    expect(result.data?.products.edges).toHaveLength(3)
    expect(sentAt).toHaveLength(2)
    expect((sentAt[1] ?? 0) - (sentAt[0] ?? 0)).toBeGreaterThanOrEqual(990)
  })

  it('gives up after its retries when the storefront keeps answering 503, with an error and no data', async () => {
    await setStorefrontFaults(harness.app, { status: 503, retryAfterSeconds: 0, times: ATTEMPTS + 2 })
    const { result, ms } = await queryProducts()
    expect(sentAt).toHaveLength(ATTEMPTS)
    // The faults left over were never asked for: the client stopped.
    expect((await activeStorefrontFaults(harness.app))?.remaining).toBe(2)
    expect(result.data).toBeUndefined()
    expect(result.error?.response?.status).toBe(503)
    expect(result.error?.message).toBe('[GraphQL] Service Unavailable')
    expect(ms).toBeLessThan(1000)
  })

  it('gives up on a throttled storefront within its retries and the default waits', async () => {
    await setStorefrontFaults(harness.app, { status: 429 })
    const { result, ms } = await queryProducts()
    expect(sentAt).toHaveLength(ATTEMPTS)
    expect(result.error?.response?.status).toBe(429)
    expect(result.error?.message).toBe('[GraphQL] Throttled')
    // Two waits of 1000 ms, not a hang.
    expect(ms).toBeGreaterThanOrEqual(1990)
    expect(ms).toBeLessThan(4000)
  })

  it('fails a malformed JSON answer at once with a network error, without retrying', async () => {
    await setStorefrontFaults(harness.app, { malformedJson: true })
    const { result } = await queryProducts()
    expect(sentAt).toHaveLength(1)
    expect(result.data).toBeUndefined()
    expect(result.error?.networkError).toBeInstanceOf(SyntaxError)
    expect(result.error?.message).toMatch(/^\[Network\] /)
  })

  it('still answers a slow storefront', async () => {
    await setStorefrontFaults(harness.app, { latencyMs: 500 })
    const { result, ms } = await queryProducts()
    expect(result.data?.products.edges).toHaveLength(3)
    expect(sentAt).toHaveLength(1)
    expect(ms).toBeGreaterThanOrEqual(490)
  })

  it('tells the server render that the storefront failed, so the page goes to the browser', async () => {
    await setStorefrontFaults(harness.app, { status: 503, retryAfterSeconds: 0 })
    const rendering = createServerStorefrontClient(appConfig(), { origin: ORIGIN, fetch: fetchFromEmulator })
    const result = await rendering.client.query(PRODUCTS, {}).toPromise()
    expect(result.error?.response?.status).toBe(503)
    expect(rendering.failed()).toBe(true)
    expect(sentAt).toHaveLength(ATTEMPTS)
  })
})
