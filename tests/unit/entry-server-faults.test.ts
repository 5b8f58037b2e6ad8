import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderPage } from '../../src/entry-server'
import { clearStorefrontFaults, setStorefrontFaults } from './server/storefront-fault-switch'
import { createTestApp } from './server/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
let storefrontRequests = 0

beforeAll(async () => {
  harness = await createTestApp({ scale: 0.01, env: { STOREFRONT_FAULTS: '1' } })
  // graphcache hands its entries over for saving only outside NODE_ENV=test.
  vi.stubEnv('NODE_ENV', 'production')
})
afterEach(async () => {
  storefrontRequests = 0
  await clearStorefrontFaults(harness.app)
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await harness.close()
})

const inProcess: typeof fetch = (input, init) => Promise.resolve(harness.app.fetch(new Request(input, init)))

/** Renders `url` as the server does, timed; the storefront is the faulty emulator in process. */
async function timedRender(url: string) {
  const started = performance.now()
  const page = await renderPage(url, {
    stylesheets: ['/assets/app.css'],
    appConfig: {
      storefront: harness.config.storefront,
      menus: harness.config.menus,
      collections: harness.config.collections,
    },
    origin: 'http://shop.test',
    fetch: inProcess,
    storefrontFetch: (input, init) => {
      storefrontRequests++
      return inProcess(input, init)
    },
    cookies: '',
    nonce: 'test-nonce',
    onError: (error) => {
      throw error
    },
  })
  return { page, ms: performance.now() - started }
}

describe('rendering a page on the server while the storefront fails', () => {
  it('gives a listing up to the browser after one round of retries when every answer is 503', async () => {
    await setStorefrontFaults(harness.app, { status: 503 })
    const { page, ms } = await timedRender('/shop/helmets')
    // null: the server sends the app shell, and the browser shows the error or its cached data.
    expect(page).toBeNull()
    // One render's reads, each tried three times with 1000 ms between: not one round per render.
    expect(ms).toBeLessThan(3500)
    expect(storefrontRequests % 3).toBe(0)
    // The listing's count, currency and products, and the menus.
    expect(storefrontRequests).toBeLessThanOrEqual(12)
  })

  it('gives a page with a malformed storefront answer up to the browser at once', async () => {
    await setStorefrontFaults(harness.app, { malformedJson: true })
    const { page, ms } = await timedRender('/products')
    expect(page).toBeNull()
    expect(ms).toBeLessThan(1000)
  })

  it('renders a listing with its products after waiting out one 429', async () => {
    await setStorefrontFaults(harness.app, { status: 429, retryAfterSeconds: 1, times: 1 })
    const { page, ms } = await timedRender('/shop/helmets')
    if (!page || 'redirect' in page) throw new Error('/shop/helmets was not rendered')
    expect(page.status).toBe(200)
    expect(page.html.match(/<article/g)?.length ?? 0).toBeGreaterThan(0)
    expect(ms).toBeGreaterThanOrEqual(990)
  })
})
