import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderPage } from '../../src/entry-server'
import { generateOwnProducts } from '../../src/server/seed/catalogue'
import { createTestApp } from './server/test-app'

let harness: Awaited<ReturnType<typeof createTestApp>>
const ORIGIN = 'http://shop.test'

beforeAll(async () => {
  harness = await createTestApp()
  // graphcache hands its entries over for saving only outside NODE_ENV=test.
  vi.stubEnv('NODE_ENV', 'production')
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await harness.close()
})

const inProcess: typeof fetch = (input, init) => Promise.resolve(harness.app.fetch(new Request(input, init)))

/** Renders `url` the way the server does, the storefront and own API answered by the test app. */
function render(url: string, cookies = '', saveData?: string, forKeeping = false) {
  return renderPage(url, {
    stylesheets: ['/assets/app.css'],
    forKeeping,
    appConfig: {
      storefront: harness.config.storefront,
      menus: harness.config.menus,
      collections: harness.config.collections,
    },
    origin: ORIGIN,
    fetch: inProcess,
    storefrontFetch: inProcess,
    cookies,
    saveData,
    nonce: 'test-nonce',
    onError: (error) => {
      throw error
    },
  })
}

/** `url` rendered as a page (not left to the browser, not sent elsewhere). */
async function renderedPage(url: string, cookies = '', saveData?: string, forKeeping = false) {
  const result = await render(url, cookies, saveData, forKeeping)
  if (!result || 'redirect' in result) throw new Error(`${url} was not rendered as a page`)
  return result
}

async function firstProduct() {
  const response = await harness.postJson(
    '/api/2026-04/graphql.json',
    { query: '{ products(first: 1, query: "tag:helmets") { edges { node { handle title } } } }' },
    { 'X-Shopify-Storefront-Access-Token': harness.config.storefront.publicToken },
  )
  const body = (await response.json()) as {
    data: { products: { edges: { node: { handle: string; title: string } }[] } }
  }
  const product = body.data.products.edges[0]?.node
  if (!product) throw new Error('The test catalogue has no helmet')
  return product
}

describe('rendering a page on the server', () => {
  it('renders a product page with its data, title and picture, and hands the data over', async () => {
    const product = await firstProduct()
    const page = await renderedPage(`/product/${product.handle}`)
    expect(page.status).toBe(200)
    // The whole document: the shop's head, the stylesheet, the run-time configuration, and one
    // title, the product's, from the route's head.
    expect(page.html).toMatch(
      /^<!DOCTYPE html><html lang="en" data-rendered="server"><head><meta charSet="UTF-8"\/>/,
    )
    const head = page.html.slice(0, page.html.indexOf('</head>'))
    expect(head.match(/<title>.*?<\/title>/g)).toEqual([
      `<title>${product.title} — Open Road Moto Supply</title>`,
    ])
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest"/>')
    expect(head).toContain('<link rel="stylesheet" crossorigin="" href="/assets/app.css"/>')
    expect(head).toContain('<script id="app-config" type="application/json">{"storefront":')
    expect(page.html).toMatch(/<body><div id="root">[\s\S]*<\/div><script[\s\S]*<\/body><\/html>$/)
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${product.title}</h1>`))
    // The main picture is preloaded and fetched first; its address is the page's own origin.
    expect(page.html).toMatch(/<link rel="preload" as="image" imageSrcSet="http:\/\/shop\.test\/images\//)
    expect(page.html).not.toContain('Loading product')
    // graphcache's entries for the product, and the query they answer, go to the browser.
    expect(Object.keys(page.state.catalogue.entries)).toContain(
      `QueryRoot.product({"handle":"${product.handle}"})`,
    )
    expect(page.state.catalogue.queryKeys.length).toBeGreaterThan(0)
  })

  it('renders an own-API product by its slug, with its answer in the handed-over queries', async () => {
    const own = generateOwnProducts()[0]
    if (!own) throw new Error('no own products')
    const page = await renderedPage(`/product/${own.slug}`)
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${own.name}</h1>`))
    expect(page.html.match(/<title>.*?<\/title>/g)).toEqual([
      `<title>${own.name} — Open Road Moto Supply</title>`,
    ])
    expect(page.state.queries.queries.map((query) => query.queryKey)).toContainEqual([
      '/api/products',
      own.slug,
    ])
  })

  it('renders a listing with its first page of products, the banner counting what the grid shows', async () => {
    const page = await renderedPage('/shop/helmets')
    const banner = page.html.match(/data-testid="listing-count"[^>]*>(\d+) Products? Available</)?.[1]
    const matching = page.html.match(/data-testid="listing-matching"[^>]*>(\d+) products?</)?.[1]
    expect(banner).toMatch(/^\d+$/)
    expect(banner).toBe(matching)
    expect(page.html.match(/<article/g)?.length ?? 0).toBeGreaterThan(0)
  })

  it('answers an unknown address, and a product that is in neither catalogue, with 404', async () => {
    const page = await renderedPage('/no-such-page')
    expect(page.status).toBe(404)
    expect(page.html).toContain('404 Page Not Found')
    const product = await renderedPage('/product/no-such-product-anywhere')
    expect(product.status).toBe(404)
    expect(product.html).toContain('Product Not Found')
  })

  it('sends an address with a search value the page corrects to the corrected address', async () => {
    expect(await render('/products?sort=cheapest')).toEqual({ redirect: '/products' })
  })

  it("paints a shopper's own pages as a loading frame with no shopper's data; a reset link is left to the browser", async () => {
    const session = 'orms_session=whoever'
    for (const url of [
      '/checkout',
      '/account/orders',
      '/account/password',
      '/wishlist',
      '/sign-in',
      '/forgot-password',
    ]) {
      const page = await renderedPage(url, session)
      expect(page.html, url).toContain('data-awaits-device')
      expect(page.html, url).toContain('Loading...')
      const keys = page.state.queries.queries.map((query) => String(query.queryKey[0]))
      expect(keys, url).not.toContain('/api/auth/user')
      expect(keys, url).not.toContain('/api/cart')
      expect(page.shopperPage, url).toBe(true)
    }
    // A reset link's token is never written into a page.
    expect(await render(`/reset-password?token=${'A'.repeat(43)}`)).toBeNull()
    const page = await renderedPage('/', session)
    const keys = page.state.queries.queries.map((query) => String(query.queryKey[0]))
    expect(keys).not.toContain('/api/auth/user')
    expect(keys).not.toContain('/api/cart')
  })

  it('says nobody is signed in when the request has no session cookie: the cart is complete, and the browser takes the answer over', async () => {
    const page = await renderedPage('/cart', 'open-road-landing=%2F')
    expect(page.html).toContain('Your cart is empty')
    expect(page.html).toContain('href="/api/login?returnTo=%2Fcart"')
    expect(page.html).not.toContain('Loading cart...')
    expect(page.html).not.toContain('data-awaits-device')
    const handedOver = page.state.queries.queries.filter((query) => query.queryKey[0] === '/api/auth/user')
    expect(handedOver.map((query) => query.state.data)).toEqual([null])
    expect(page.shopperPage).toBe(true)
  })

  it("renders the service worker's copy to keep with no session answer, no splash and no cookie", async () => {
    const product = await firstProduct()
    for (const url of ['/', '/products', `/product/${product.handle}`, '/shipping']) {
      const page = await renderedPage(url, '', undefined, true)
      expect(page.shopperPage, url).toBe(false)
      const keys = page.state.queries.queries.map((query) => String(query.queryKey[0]))
      // "Nobody is signed in" in a kept page would show a signed-in rider signed out, offline.
      expect(keys, url).not.toContain('/api/auth/user')
      expect(page.html, url).not.toContain('data-testid="intro-splash"')
      expect(page.state.intro, url).not.toBe(true)
      expect(page.setCookies, url).toEqual([])
    }
    // The same page asked by a browser without a session still says so.
    const asked = await renderedPage('/products')
    expect(asked.state.queries.queries.map((query) => String(query.queryKey[0]))).toContain('/api/auth/user')
  })

  it("paints /cart's frame with the cart loading, marked for the app to start at once, and no shopper's data", async () => {
    const page = await renderedPage('/cart', 'orms_session=whoever')
    expect(page.html).toContain('Your Cart')
    expect(page.html).toContain('Loading cart...')
    expect(page.html).toContain('data-awaits-device')
    const keys = page.state.queries.queries.map((query) => String(query.queryKey[0]))
    expect(keys).not.toContain('/api/auth/user')
    expect(keys).not.toContain('/api/cart')
  })

  it('plays the intro splash on the home page of a new session only, and remembers the session', async () => {
    const first = await renderedPage('/')
    expect(first.html).toContain('data-testid="intro-splash"')
    expect(first.state.intro).toBe(true)
    const cookies = first.setCookies.map((cookie) => cookie.split(';')[0]).join('; ')
    expect(cookies).toContain('open-road-landing=%2F')

    const again = await renderedPage('/', cookies)
    expect(again.html).not.toContain('data-testid="intro-splash"')
    expect(again.state.intro).toBe(false)

    const deepLink = await renderedPage('/shop/helmets')
    const deepCookies = deepLink.setCookies.map((cookie) => cookie.split(';')[0]).join('; ')
    expect(deepCookies).toContain('open-road-landing=%2Fshop%2Fhelmets')
    expect((await renderedPage('/', deepCookies)).html).not.toContain('data-testid="intro-splash"')
  })

  it('leaves the intro splash out of a page asked for with Save-Data, and tells the browser so', async () => {
    const page = await renderedPage('/', '', 'on')
    expect(page.html).not.toContain('data-testid="intro-splash"')
    expect(page.html).toContain('id="hero-title"')
    expect(page.state.intro).toBe(false)
  })
})
