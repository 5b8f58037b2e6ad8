import { Writable } from 'node:stream'
import { count } from 'drizzle-orm'
import { NONCE } from 'hono/secure-headers'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../../src/server/app'
import { cartLines, newsletterSubscribers, users } from '../../../src/server/db/schema'
import { loadConfig } from '../../../src/server/env'
import { contentSecurityPolicy } from '../../../src/server/http/security'
import { createLogger } from '../../../src/server/logger'
import { createTestApp, sessionCookieOf, TEST_PASSWORD } from './test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp({ scale: null })
})
afterAll(() => testApp.close())

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  )
}

describe('security headers', () => {
  it.each(['/api/health', '/api/auth/user', '/api/no-such-route', '/images/products/none.svg'])(
    '%s carries the policy (no framing), nosniff, a referrer policy and the permissions policy',
    async (path) => {
      const response = await testApp.app.request(path)
      const csp = directives(response.headers.get('content-security-policy'))
      // Files from here, and inline only with this answer's own nonce (a rendered page's data hand-over).
      expect(csp.get('script-src')).toEqual([
        "'self'",
        expect.stringMatching(/^'nonce-[A-Za-z0-9+/=_-]{16,}'$/),
      ])
      expect(csp.get('default-src')).toEqual(["'self'"])
      expect(csp.get('object-src')).toEqual(["'none'"])
      expect(csp.get('frame-ancestors')).toEqual(["'none'"])
      expect(csp.get('base-uri')).toEqual(["'self'"])
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      // Nothing else: every header is paid for by every answer.
      expect(response.headers.get('x-xss-protection')).toBeNull()
      const permissions = response.headers.get('permissions-policy') ?? ''
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
        expect(permissions).toContain(feature)
    },
  )

  it('lets the browser reach a configured store and its image CDN, and nothing else', () => {
    const local = contentSecurityPolicy(loadConfig({}))
    expect(local.connectSrc).toEqual(["'self'"])
    for (const domain of [
      'riders.myshopify.com',
      'https://riders.myshopify.com/',
      ' Riders.MyShopify.com ',
    ]) {
      const shopify = contentSecurityPolicy(
        loadConfig({ STOREFRONT_DOMAIN: domain, STOREFRONT_PUBLIC_TOKEN: 't' }),
      )
      expect(shopify.connectSrc).toEqual([
        "'self'",
        'https://cdn.shopify.com',
        'https://riders.myshopify.com',
      ])
      expect(shopify.imgSrc).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://cdn.shopify.com',
        'https://riders.myshopify.com',
      ])
      expect(shopify.scriptSrc).toEqual(["'self'", NONCE])
    }
  })
})

describe('state-changing requests from other sites', () => {
  const countRows = async () => ({
    cart: (await testApp.db.select({ n: count() }).from(cartLines))[0]?.n,
    subscribers: (await testApp.db.select({ n: count() }).from(newsletterSubscribers))[0]?.n,
    users: (await testApp.db.select({ n: count() }).from(users))[0]?.n,
  })

  it.each([
    ['an Origin of another site', { Origin: 'https://evil.example' }],
    ['an Origin of null', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.localhost' }],
  ])('are refused with 403 and write nothing: %s', async (_, headers) => {
    const shopper = await testApp.createShopper()
    const before = await countRows()
    const attempts = [
      testApp.postJson('/api/newsletter', { email: 'someone@example.com' }, headers),
      testApp.postJson(
        '/api/cart',
        { productId: 'own:none', quantity: 1 },
        { ...headers, Cookie: shopper.cookie },
      ),
      testApp.postJson('/api/auth/logout', {}, { ...headers, Cookie: shopper.cookie }),
      testApp.postJson(
        '/api/auth/register',
        { email: 'new@example.com', password: TEST_PASSWORD, firstName: 'A', lastName: 'B' },
        headers,
      ),
      testApp.app.request('/api/cart', { method: 'DELETE', headers: { ...headers, Cookie: shopper.cookie } }),
    ]
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({
        error: { code: 'cross_origin_request', message: expect.stringContaining('another site') },
      })
    }
    expect(await countRows()).toEqual(before)
    // The cross-site sign-out did not end the session.
    const user = await testApp.app.request('/api/auth/user', { headers: { Cookie: shopper.cookie } })
    expect(await user.json()).toMatchObject({ email: shopper.email })
  })

  it('are taken from the shop itself, by Sec-Fetch-Site or by Origin, and from clients that send neither', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost' },
      { Origin: 'http://localhost' },
      { 'Sec-Fetch-Site': 'none' },
      {},
    ]) {
      const response = await testApp.postJson(
        '/api/newsletter',
        { email: `rider-${Math.random()}@example.com` },
        headers,
      )
      expect(response.status).toBeLessThan(300)
    }
  })

  it('leave reads and the storefront API (open to every site, read-only) alone', async () => {
    const cross = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }
    expect((await testApp.app.request('/api/health', { headers: cross })).status).toBe(200)
    const graphql = await testApp.postJson(
      '/api/2025-01/graphql.json',
      { query: '{ shop { name } }' },
      { ...cross, 'X-Shopify-Storefront-Access-Token': testApp.config.storefront.publicToken },
    )
    expect(graphql.status).toBe(200)
  })
})

describe('sessions', () => {
  it('expire: a session 30 days old signs nobody in, even one this server remembers', async () => {
    const shopper = await testApp.createShopper()
    const asShopper = () => testApp.app.request('/api/auth/user', { headers: { Cookie: shopper.cookie } })
    expect(await (await asShopper()).json()).toMatchObject({ email: shopper.email })
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 30 * 24 * 60 * 60 * 1000 + 1000)
      expect(await (await asShopper()).json()).toBeNull()
      const cart = await testApp.app.request('/api/cart', { headers: { Cookie: shopper.cookie } })
      expect(cart.status).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })

  it('are new at sign-in: the id a visitor had before is worth nothing after', async () => {
    const shopper = await testApp.createShopper()
    const again = await testApp.postJson(
      '/api/auth/login',
      { email: shopper.email, password: TEST_PASSWORD },
      { Cookie: shopper.cookie },
    )
    const rotated = sessionCookieOf(again)
    expect(rotated).not.toBe(shopper.cookie)
    const old = await testApp.app.request('/api/auth/user', { headers: { Cookie: shopper.cookie } })
    expect(await old.json()).toBeNull()
    const current = await testApp.app.request('/api/auth/user', { headers: { Cookie: rotated } })
    expect(await current.json()).toMatchObject({ email: shopper.email })
  })
})

describe('logs', () => {
  it('never carry a password, whatever the request and however verbose the log', async () => {
    const lines: string[] = []
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const app = createApp({
      db: testApp.db,
      config: testApp.config,
      logger: createLogger('trace', destination),
    })
    const secret = 'Secret-Password-Never-Logged-42'
    const post = (path: string, body: string) =>
      app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
    await post(
      '/api/auth/register',
      JSON.stringify({
        email: `log-${Math.random()}@example.com`,
        password: secret,
        firstName: 'L',
        lastName: 'G',
      }),
    )
    await post('/api/auth/login', JSON.stringify({ email: 'nobody@example.com', password: secret }))
    await post('/api/auth/login', JSON.stringify({ email: 'not-an-email', password: secret }))
    await post('/api/auth/login', `{"email":"x@example.com","password":"${secret}"`)
    await post('/api/auth/register', JSON.stringify({ password: secret }))
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.join('\n')).not.toContain(secret)
  })

  it('redact a password handed to the logger by mistake', () => {
    const lines: string[] = []
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const logger = createLogger('info', destination)
    logger.info({ password: 'p1', body: { password: 'p2' }, req: { body: { password: 'p3' } } }, 'oops')
    expect(lines.join('')).not.toMatch(/p1|p2|p3/)
  })
})
