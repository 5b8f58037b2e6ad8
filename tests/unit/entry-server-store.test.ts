import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderPage } from '../../src/entry-server'
import { RENDER_READ_DEADLINE_MS } from '../../src/lib/storefront/server-client'
import { createTestStore, TEST_STORE_TOKEN } from '../support/test-store/test-store'
import { createTestApp } from './server/test-app'

/** Server rendering with a store configured: the catalogue comes from that store, never the emulator. */
let harness: Awaited<ReturnType<typeof createTestApp>>
const store = createTestStore()
const emulatorAsked: string[] = []
const storeAsked: string[] = []

beforeAll(async () => {
  harness = await createTestApp({
    scale: 0.01,
    env: { STOREFRONT_DOMAIN: ' LocalHost:4609/ ', STOREFRONT_PUBLIC_TOKEN: TEST_STORE_TOKEN },
  })
  vi.stubEnv('NODE_ENV', 'production')
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await harness.close()
})

const inProcess: typeof fetch = (input, init) => {
  if (String(input).endsWith('/graphql.json')) emulatorAsked.push(String(input))
  return Promise.resolve(harness.app.fetch(new Request(input, init)))
}
const toStore: typeof fetch = (input, init) => {
  storeAsked.push(String(input))
  return store.fetch(new Request(input, init))
}

function render(url: string, storefrontFetch: typeof fetch = toStore) {
  return renderPage(url, {
    stylesheets: ['/assets/app.css'],
    appConfig: {
      storefront: harness.config.storefront,
      menus: harness.config.menus,
      collections: harness.config.collections,
    },
    origin: 'http://shop.test',
    fetch: inProcess,
    storefrontFetch,
    cookies: '',
    nonce: 'test-nonce',
    onError: () => {},
  })
}

describe('rendering a page with a store configured', () => {
  it('reads the store at its normalised endpoint and renders its products in its currency', async () => {
    const helmet = store.catalogue.products.find((product) => product.category === 'casques')
    if (!helmet) throw new Error('The test store has no helmet')
    const page = await render(`/product/${helmet.handle}`)
    if (!page || 'redirect' in page) throw new Error('The product page was not rendered')
    expect(page.status).toBe(200)
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${helmet.title}</h1>`))
    expect(page.html).toContain('€')
    expect(new Set(storeAsked)).toEqual(new Set(['http://localhost:4609/api/2026-04/graphql.json']))

    const listing = await render('/shop/casques')
    if (!listing || 'redirect' in listing) throw new Error('The listing was not rendered')
    const helmets = store.catalogue.products.filter((product) => product.category === 'casques')
    const shown = helmets.filter((product) => listing.html.includes(`>${product.title}</a></h2>`))
    expect(shown.length).toBeGreaterThan(10)
    // The emulator is not even mounted: nothing went to it.
    expect(emulatorAsked).toEqual([])
    expect((await harness.app.request('/api/2026-04/graphql.json', { method: 'POST' })).status).toBe(404)
  })

  it('leaves the page to the browser when the store is down', async () => {
    const page = await render('/shop/casques', () => Promise.reject(new TypeError('fetch failed')))
    expect(page).toBeNull()
  })

  it('leaves the page to the browser when the store is too slow, after the read deadline', async () => {
    const started = performance.now()
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true })
      })
    const page = await render('/shop/casques', hanging)
    expect(page).toBeNull()
    const ms = performance.now() - started
    expect(ms).toBeGreaterThanOrEqual(RENDER_READ_DEADLINE_MS - 50)
    expect(ms).toBeLessThan(RENDER_READ_DEADLINE_MS + 2000)
  })
})
