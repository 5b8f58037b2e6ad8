import { randomUUID } from 'node:crypto'
import { beforeEach } from 'vitest'
import { createApp } from '../../../src/server/app'
import { createAccount } from '../../../src/server/auth/auth.service'
import type { Database, Db } from '../../../src/server/db/client'
import { ownProducts } from '../../../src/server/db/schema'
import { loadConfig } from '../../../src/server/env'
import { createLogger, type Logger } from '../../../src/server/logger'
import { seedBlogStories } from '../../../src/server/seed/blog-seed'
import { seedDemoAccount } from '../../../src/server/seed/demo-account'
import { seedCatalogue } from '../../../src/server/seed/seed'
import { SESSION_COOKIE } from '../../../src/shared/account/session-cookie'
import { openTestDatabase } from './test-database'

/** Small enough to seed in well under a second, large enough to have every category. */
const DEFAULT_TEST_SCALE = 0.05

export const TEST_PASSWORD = 'correct-horse-battery'

/**
 * For a test file whose app counts requests per client address: sends `request`s (as `send` does)
 * from an address of each test's own (`{prefix}.{n}`), so the limits one test reaches never hold
 * back another. `from` still picks another address.
 */
export function requestsFromEachTest(testApp: () => TestApp, prefix: string) {
  let count = 0
  beforeEach(() => {
    count += 1
  })
  return (path: string, init: Parameters<TestApp['send']>[1] = {}) =>
    testApp().send(path, { ...init, from: init.from ?? `${prefix}.${count}` })
}

/** The `Cookie` header that carries the session a response just set; throws when it set none. */
export function sessionCookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1)
  if (!cookie) throw new Error(`No session cookie in the ${response.status} response`)
  return cookie
}

/** Own-label products with figures a test chose (`own:{slug}` in a cart), in the gloves category. */
export async function addOwnProducts(
  db: Db,
  products: readonly { slug: string; name: string; price: string }[],
): Promise<void> {
  await db.insert(ownProducts).values(
    products.map((product) => ({
      ...product,
      description: 'A test product.',
      category: 'gloves',
      images: [`/images/own/${product.slug}.svg`],
      tags: [],
      specifications: {},
      createdAt: new Date(),
    })),
  )
}

/**
 * The server's app on a fresh in-memory database, as the tests use it: the catalogue, the blog stories
 * and the demo account seeded (the catalogue at `scale`), or everything left empty for fixture rows
 * with `scale: null`; `env` adds settings to the test configuration, `fetch` is what prices against a
 * configured store.
 */
export type TestApp = Awaited<ReturnType<typeof createTestApp>>

export async function createTestApp(
  options: {
    scale?: number | null
    env?: NodeJS.ProcessEnv
    fetch?: typeof fetch
    /** The database to use (e.g. one of openTestDatabases); a fresh one by default. */
    database?: Database
    /** The app's logger (e.g. one writing to a test's own stream); silent by default. */
    logger?: Logger
  } = {},
) {
  const database = options.database ?? (await openTestDatabase())
  const { db } = database
  const scale = options.scale === undefined ? DEFAULT_TEST_SCALE : options.scale
  if (scale !== null) {
    await seedCatalogue(db, { scale })
    await seedBlogStories(db)
    await seedDemoAccount(db)
  }
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env })
  const app = createApp({
    db,
    config,
    logger: options.logger ?? createLogger('silent'),
    fetch: options.fetch,
  })
  /** POSTs `body` as JSON, as the client does; a string is sent as it is (for malformed bodies). */
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  /**
   * A request as a browser at `from` sends it (the client address the per-address limits count; none
   * by default): `body` as JSON (a POST unless `method` says otherwise), `cookie` as the Cookie header.
   */
  const send = (
    path: string,
    init: {
      method?: string
      body?: unknown
      cookie?: string
      headers?: Record<string, string>
      from?: string
    } = {},
  ) => {
    const headers: Record<string, string> = { ...init.headers }
    if (init.body !== undefined) headers['Content-Type'] = 'application/json'
    if (init.cookie) headers.Cookie = init.cookie
    return app.request(
      path,
      {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      },
      // What @hono/node-server hands the app: getConnInfo reads the socket's remote address from it.
      init.from === undefined ? undefined : { incoming: { socket: { remoteAddress: init.from } } },
    )
  }
  /** A request as `shopper` (signed out with null), with `body` sent as JSON when there is one. */
  const call = (
    shopper: { cookie: string } | null,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => send(path, { method, body, headers, cookie: shopper?.cookie })
  /** Signs in through POST /api/auth/login; the `Cookie` header of the new session. */
  const signIn = async (email: string, password: string) => {
    const response = await postJson('/api/auth/login', { email, password })
    if (response.status !== 200) throw new Error(`Sign-in as ${email} answered ${response.status}`)
    return sessionCookieOf(response)
  }
  /**
   * A new shopper, signed in: `cookie` is the header to send as them. The account is made in the
   * database, not through sign-up, which allows only a few accounts per address an hour.
   */
  const createShopper = async (firstName = 'Sam') => {
    const email = `${firstName.toLowerCase()}-${randomUUID()}@example.com`
    await createAccount(db, { email, password: TEST_PASSWORD, firstName, lastName: 'Rider' })
    return { email, cookie: await signIn(email, TEST_PASSWORD) }
  }
  return { app, db, config, postJson, send, call, signIn, createShopper, close: () => database.close() }
}
