import { asc, getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import * as schema from '../../../src/server/db/schema'
import { DEFAULT_JSON_BODY_LIMIT } from '../../../src/server/http/json-body'
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
} from '../../../src/shared/account/auth'
import { addCartLineSchema, updateCartLineSchema } from '../../../src/shared/account/cart'
import { checkCodeRequestSchema } from '../../../src/shared/account/checkout-codes'
import { checkoutRequestSchema } from '../../../src/shared/account/orders'
import { mergeWishlistSchema, wishlistProductIdSchema } from '../../../src/shared/account/wishlist'
import { newReviewSchema } from '../../../src/shared/catalogue/reviews'
import { giftCardCheckoutSchema } from '../../../src/shared/home/gift-card'
import { newsletterRequestSchema } from '../../../src/shared/home/newsletter'
import { createTestApp, TEST_PASSWORD } from './test-app'

/*
 * Every route of the own API (and /images), thrown hostile requests by fast-check: random and
 * nearly valid JSON, malformed JSON, wrong content types, oversized bodies, hostile path segments,
 * query strings, headers and cookies, signed in and signed out. Each answer must be below 500, an
 * error must be JSON `{ error: { code, message } }`, a redirect must stay on this site, and refused
 * requests must change no row of any table.
 */

type Shopper = Awaited<ReturnType<typeof testApp.createShopper>>

let testApp: Awaited<ReturnType<typeof createTestApp>>
let alice: Shopper
/** The cookie of a session that was signed out: names no session any more. */
let endedCookie: string
let aliceLineId: string
let ownRef: string

const ORIGIN = 'http://localhost'
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
type Method = (typeof METHODS)[number]
/** The storefront emulator answers in Shopify's own `{ errors }` envelope; storefront.test.ts covers it. */
const STOREFRONT_PATH = /^(\/api\/[^/]+\/graphql\.json|\/checkouts\/.*)$/

function readsAs(schema: z.core.$ZodType, value: unknown): boolean {
  return z.safeParse(schema, value).success
}

interface BodyRule {
  schema: z.core.$ZodType
  /** A body the route accepts; the fuzz mutates it. */
  valid: () => unknown
  /** The route's body limit (readJsonBody's `limit`). */
  limit: number
  /** A body the schema accepts would write, so only refused ones are fuzzed here. */
  writesWhenValid: boolean
}

interface FuzzedRoute {
  method: Exclude<Method, 'HEAD' | 'OPTIONS'>
  /** Hono's pattern: each `:name` is a fuzzed path segment. */
  path: string
  body?: BodyRule
  /** The query parameter the route reads, if any. */
  query?: string
  /** Sent by Alice it would change her data (sign-out, clearing the cart): fuzzed without her. */
  changesShopperData?: true
}

const address = {
  firstName: 'Sam',
  lastName: 'Rider',
  address1: '1200 W Canal St',
  city: 'Milwaukee',
  state: 'WI',
  zip: '53233',
  country: 'US',
}

/**
 * A route that reads a JSON body with `schema`; `valid` makes one it accepts. By default a body it
 * accepts writes, and the limit is readJsonBody's default.
 */
function readingJson(
  method: FuzzedRoute['method'],
  path: string,
  schema: z.core.$ZodType,
  valid: () => unknown,
  options: { limit?: number; writesWhenValid?: boolean } = {},
): FuzzedRoute {
  const { limit = DEFAULT_JSON_BODY_LIMIT, writesWhenValid = true } = options
  return { method, path, body: { schema, valid, limit, writesWhenValid } }
}

const ROUTES: FuzzedRoute[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/products' },
  { method: 'GET', path: '/api/products/featured' },
  { method: 'GET', path: '/api/products/:slug' },
  { method: 'GET', path: '/api/products/:ref/reviews', query: 'cursor' },
  readingJson('POST', '/api/products/:ref/reviews', newReviewSchema, () => ({
    rating: 5,
    title: 'Rides well',
    text: 'Comfortable all day.',
  })),
  { method: 'GET', path: '/api/blog/featured' },
  { method: 'GET', path: '/api/newsletter' },
  readingJson('POST', '/api/newsletter', newsletterRequestSchema, () => ({ email: 'rider@example.com' })),
  // No variant of the store's gift card has this id: refused, whatever else the body says.
  readingJson(
    'POST',
    '/api/checkouts/gift-card',
    giftCardCheckoutSchema,
    () => ({
      variantId: 'gid://shopify/ProductVariant/2000000000',
      recipientEmail: 'sam@example.com',
      recipientName: 'Sam',
      senderName: 'Alex',
      buyerEmail: 'alex@example.com',
      message: 'Ride safe',
      design: 1,
    }),
    { writesWhenValid: false },
  ),
  readingJson('POST', '/api/auth/register', registerRequestSchema, () => ({
    email: 'new@example.com',
    password: TEST_PASSWORD,
    firstName: 'New',
    lastName: 'Rider',
  })),
  // A wrong password writes nothing, so bodies the schema accepts are fuzzed too.
  readingJson(
    'POST',
    '/api/auth/login',
    loginRequestSchema,
    () => ({ email: 'nobody@example.com', password: 'not-the-password' }),
    { writesWhenValid: false },
  ),
  // No account has this email, so even a body the schema accepts writes nothing.
  readingJson(
    'POST',
    '/api/auth/password-reset',
    passwordResetRequestSchema,
    () => ({ email: 'nobody@example.com', returnTo: '/checkout' }),
    { writesWhenValid: false },
  ),
  // No link has this token: refused whatever the password.
  readingJson(
    'POST',
    '/api/auth/password-reset/confirm',
    passwordResetConfirmSchema,
    () => ({ token: 'A'.repeat(43), password: 'a-new-password' }),
    { writesWhenValid: false },
  ),
  // Alice's password is never the current one sent, so her password stays and she stays signed in.
  readingJson(
    'POST',
    '/api/auth/password',
    changePasswordRequestSchema,
    () => ({ currentPassword: 'not-the-password', newPassword: 'a-new-password' }),
    { writesWhenValid: false },
  ),
  { method: 'POST', path: '/api/auth/logout', changesShopperData: true },
  { method: 'GET', path: '/api/auth/user' },
  { method: 'GET', path: '/api/login', query: 'returnTo' },
  { method: 'GET', path: '/api/logout', changesShopperData: true },
  { method: 'GET', path: '/api/cart' },
  readingJson('POST', '/api/cart', addCartLineSchema, () => ({
    productId: ownRef,
    quantity: 1,
    size: 'M',
    color: 'Black',
  })),
  { method: 'DELETE', path: '/api/cart', changesShopperData: true },
  readingJson('PATCH', '/api/cart/:id', updateCartLineSchema, () => ({ quantity: 2 })),
  { method: 'DELETE', path: '/api/cart/:id' },
  readingJson(
    'POST',
    '/api/checkouts',
    checkoutRequestSchema,
    () => ({
      email: 'sam@example.com',
      shippingAddress: { ...address, address2: 'Suite 4' },
      items: [{ productId: ownRef, quantity: 1, price: '10.00', size: null, color: null }],
      codes: ['ORMS-7K3F-Q9TD-2LXW', 'WELCOME-2345ABCD'],
      subtotal: '10.00',
      discount: '1.50',
      tax: '0.68',
      shipping: '15.00',
      giftCardAmount: '5.00',
      total: '19.18',
    }),
    { limit: 64 * 1024 },
  ),
  // Checking a code writes nothing (a failure only counts towards the guessing limit, in rate_limits).
  readingJson('POST', '/api/checkout/code', checkCodeRequestSchema, () => ({ code: 'ORMS-7K3F-Q9TD-2LXW' }), {
    writesWhenValid: false,
  }),
  { method: 'GET', path: '/api/orders' },
  { method: 'GET', path: '/api/orders/:id' },
  { method: 'GET', path: '/api/wishlist' },
  readingJson(
    'POST',
    '/api/wishlist/merge',
    mergeWishlistSchema,
    () => ({ productIds: ['gid://shopify/Product/12', ownRef] }),
    { limit: 128 * 1024 },
  ),
  { method: 'PUT', path: '/api/wishlist/:productId' },
  { method: 'DELETE', path: '/api/wishlist/:productId' },
  { method: 'GET', path: '/images/products/:file', query: 'width' },
  { method: 'GET', path: '/images/blog/:file', query: 'width' },
  { method: 'GET', path: '/images/brand/:file', query: 'width' },
  // Unsigned, as every hostile request is: refused before it is read (tests/unit/server/shopify-webhooks.test.ts).
  { method: 'POST', path: '/api/webhooks/shopify' },
]

/** A writing route's pattern with real values: its product, Alice's own-label product. */
function writablePath(pattern: string): string {
  return pattern.replace(':ref', encodeURIComponent(ownRef))
}

/** Routes that write for a signed-in shopper. */
function needsShopper(pattern: string): boolean {
  return ['/api/cart', '/api/products/:ref/reviews', '/api/checkout/code', '/api/auth/password'].includes(
    pattern,
  )
}

const RUNS_PER_ROUTE = 200
const FUZZ_TIMEOUT_MS = 30_000

// ---- What a request can be made of ----

/** Every byte percent-encoded: any text, lone surrogates included, as a path segment or query value. */
function percentEncoded(text: string): string {
  return Array.from(new TextEncoder().encode(text), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join(
    '',
  )
}

function decodedOrAsIs(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Text that has broken servers before: NUL, lone surrogates, injections, direction overrides, long runs. */
const hostileText = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\t',
      '\r\n',
      '\ud800',
      'x\udfffy',
      '\u202eevil',
      '\ufeff',
      "' OR 1=1 --",
      '"; DROP TABLE users; --',
      '<script>alert(1)</script>',
      '../../etc/passwd',
      '\\u0000',
      '{{7*7}}#{7*7}',
      '__proto__',
      'constructor',
      '🏍️'.repeat(40),
      'x'.repeat(3000),
    ),
    weight: 2,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
)

/** A path segment as a client could write it, decodable or not. A dot segment would change the route. */
const hostileSegment = fc
  .oneof(
    hostileText.map(percentEncoded),
    hostileText.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'))),
    fc.constantFrom('%', '%%', '%zz', '%E0%A4%A', '%C0%AF', '%00', '%2F', '%5C', '-1', '1e400', 'null'),
    fc.webSegment(),
  )
  .filter((segment) => segment !== '' && !/^(\.|%2e){1,2}$/i.test(segment))

/** Ids: hostile segments and well-formed uuids that name no row, in any case. */
const idSegment = fc.oneof(
  hostileSegment,
  fc.uuid(),
  fc.uuid().map((id) => id.toUpperCase()),
)

/** Product ids for /api/wishlist/{productId} that the route must refuse (a valid one would save it). */
const refusedWishlistSegment = fc
  .oneof(
    hostileSegment,
    fc.stringMatching(/^(gid:\/\/shopify\/(Product|ProductVariant)\/-?\d{0,20}|own:[a-zA-Z0-9_ -]{0,202})$/),
  )
  .map((id) => (id.includes(':') ? encodeURIComponent(id) : id))
  .filter((segment) => !readsAs(wishlistProductIdSchema, decodedOrAsIs(segment)))

const imageFileSegment = fc.oneof(
  hostileSegment,
  fc.stringMatching(/^[a-z]{0,10}-[a-z]{0,8}-\d{0,25}\.(svg|png|SVG)$/),
  fc.constantFrom('constructor.svg', '__proto__.svg', 'toString.svg', '.svg'),
)

/** Return paths that have fooled redirect checks: characters browsers drop, backslashes, other hosts. */
const redirectTricks = fc.constantFrom(
  '%2F%09%2Fevil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%0D%0ASet-Cookie:%20x=1',
  '/%00',
  '/%5C%09evil.example',
  '//evil.example',
  '/%5Cevil.example',
  'https://evil.example/',
  '/api/cart',
)

const queryValue = fc.oneof(
  hostileSegment,
  hostileText.map((text) => `/${percentEncoded(text)}`),
  redirectTricks,
  fc.constantFrom('16', '2048', '2049', '0', '-1', '16.5', '1e3', '0x10', '%2016'),
)

/** Query strings, the parameter the route reads (`read`) among the keys most of the time. */
function queryStrings(read: string | undefined): fc.Arbitrary<string> {
  const key = fc.oneof(
    { arbitrary: read ? fc.constant(read) : fc.constantFrom('returnTo', 'width', 'id', 'q'), weight: 3 },
    { arbitrary: fc.webSegment(), weight: 1 },
  )
  return fc.oneof(
    { arbitrary: fc.constant(''), weight: 1 },
    {
      arbitrary: fc
        .array(fc.tuple(key, queryValue), { minLength: 1, maxLength: 4 })
        .map((pairs) => `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`),
      weight: 3,
    },
    { arbitrary: fc.webQueryParameters().map((query) => `?${query}`), weight: 1 },
    { arbitrary: fc.constantFrom('?', '?&&', '?=', '?%', '?returnTo', '?width=&width=16'), weight: 1 },
  )
}

/**
 * Headers besides the ones the fuzz sets itself. No Origin or Sec-Fetch-Site (a cross-site request
 * is refused before it is read), no Accept-Encoding (a compressed error is not JSON to read here).
 */
const UNFUZZED_HEADERS =
  /^(origin|sec-fetch-site|host|cookie|content-type|content-length|accept-encoding|transfer-encoding|connection|keep-alive|upgrade|expect|te|trailer)$/i
const headerValue = fc.stringMatching(/^[!-~]([ -~]{0,78}[!-~])?$/)
const extraHeaders = fc.dictionary(
  fc
    .oneof(
      fc.constantFrom(
        'Idempotency-Key',
        'X-Forwarded-Proto',
        'X-Forwarded-For',
        'Accept',
        'Authorization',
        'Content-Encoding',
        'If-None-Match',
        'Range',
      ),
      fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/),
    )
    .filter((name) => !UNFUZZED_HEADERS.test(name)),
  headerValue,
  { maxKeys: 4 },
)

/** The caller's Cookie header: none, a forged, junk or signed-out session, or (half the time) Alice's. */
function cookies(options: { alice: boolean }): fc.Arbitrary<string | undefined> {
  const strangers = fc.oneof(
    fc.constant(undefined),
    fc.constant(endedCookie),
    fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((token) => `orms_session=${token}`),
    headerValue.map((junk) => `orms_session=${junk}`),
    headerValue,
  )
  return options.alice ? fc.oneof(fc.constant(alice.cookie), strangers) : strangers
}

interface FuzzBody {
  /** Text, raw bytes, or a padded JSON text of `size` bytes, made when sent (keeps reports short). */
  content: string | Uint8Array<ArrayBuffer> | { size: number }
  contentType?: string
  contentLength?: string
}

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json;x=y',
]
const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonp',
  'application/json-patch+json',
  'json',
]

type JsonPath = readonly (string | number)[]

/** Every path into a JSON value (objects and arrays), the value itself excluded. */
function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key]
    return [path, ...pathsOf(child, path)]
  })
}

/** The paths of a JSON value's strings. */
function textPathsOf(value: unknown): JsonPath[] {
  return pathsOf(value).filter((path) => typeof valueAt(value, path) === 'string')
}

function valueAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>(
    (parent, key) =>
      typeof parent === 'object' && parent !== null
        ? (parent as Record<string | number, unknown>)[key]
        : undefined,
    value,
  )
}

/** A copy of `value` with what is at `path` replaced, or removed when `replacement` is undefined. */
function replacedAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  const [key, ...rest] = path
  if (key === undefined) return replacement
  if (typeof value !== 'object' || value === null) return value
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>
  const next = replacedAt(copy[key], rest, replacement)
  if (next === undefined) delete copy[key]
  else copy[key] = next
  return copy
}

const oddValue = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 2 }),
  hostileText,
  fc.constantFrom(-1, 0, 0.5, 1.005, 100, 1e21, -0, '', ' ', '12.5', '1e3', [], {}, null, true),
)

/** `value` with `text` put inside the string at `path` (after its first character), if one is there. */
function withTextInside(value: unknown, path: JsonPath, text: string): unknown {
  const original = valueAt(value, path)
  if (typeof original !== 'string') return value
  return replacedAt(value, path, `${original.slice(0, 1)}${text}${original.slice(1)}`)
}

/** The route's own valid body with one to three values replaced, removed, or given hostile text inside. */
function nearlyValid(rule: BodyRule): fc.Arbitrary<unknown> {
  const valid = rule.valid()
  const paths = pathsOf(valid)
  const textPaths = textPathsOf(valid)
  const change = fc.oneof(
    fc.record({ path: fc.constantFrom(...paths), value: oddValue }),
    ...(textPaths.length > 0
      ? [fc.record({ path: fc.constantFrom(...textPaths), inside: hostileText })]
      : []),
  )
  return fc
    .array(change, { minLength: 1, maxLength: 3 })
    .map((changes) =>
      changes.reduce(
        (body, edit) =>
          'inside' in edit
            ? withTextInside(body, edit.path, edit.inside)
            : replacedAt(body, edit.path, edit.value),
        valid,
      ),
    )
}

/** Bodies for `route`: never one that the route accepts and would write. */
function bodies(route: FuzzedRoute): fc.Arbitrary<FuzzBody> {
  const rule = route.body
  const limit = rule?.limit ?? DEFAULT_JSON_BODY_LIMIT
  const refused = (value: unknown) => !(rule?.writesWhenValid && readsAs(rule.schema, value))
  const jsonValues = (
    rule
      ? fc.oneof({ arbitrary: nearlyValid(rule), weight: 3 }, { arbitrary: fc.jsonValue(), weight: 1 })
      : fc.jsonValue()
  ).filter(refused)
  const validText = JSON.stringify(rule?.valid() ?? { any: 'thing' })
  const json = fc.record({
    content: jsonValues.map((value) => JSON.stringify(value) ?? ''),
    contentType: fc.constantFrom(...JSON_TYPES),
  })
  const malformed = fc.record({
    content: fc.oneof(
      fc.string(),
      fc.nat({ max: validText.length - 1 }).map((end) => validText.slice(0, end)),
      fc.string({ maxLength: 5 }).map((junk) => `${validText}${junk}x`),
      fc.constantFrom("{'a': 1}", '{"a":1,}', '[1,]', '{"quantity":1e400}', 'NaN', '\u0000'),
      fc.integer({ min: 100, max: 4000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    ),
    contentType: fc.constant('application/json'),
  })
  const notUtf8 = fc.record({
    content: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Uint8Array.from([0xff, ...bytes])),
    contentType: fc.constant('application/json'),
  })
  const wrongType = fc.record(
    { content: fc.constant(validText), contentType: fc.oneof(fc.constantFrom(...WRONG_TYPES), headerValue) },
    { requiredKeys: ['content'] },
  )
  const oversized = fc
    .record({
      size: fc.integer({ min: limit + 1, max: limit + 4096 }),
      declared: fc.constantFrom('honest', 'small', 'none'),
    })
    .map(({ size, declared }) => ({
      content: { size },
      contentType: 'application/json',
      ...(declared === 'none' ? {} : { contentLength: declared === 'honest' ? String(size) : '2' }),
    }))
  return fc.oneof(
    { arbitrary: json, weight: 4 },
    { arbitrary: malformed, weight: 1 },
    { arbitrary: notUtf8, weight: 1 },
    { arbitrary: wrongType, weight: 1 },
    { arbitrary: oversized, weight: 1 },
  )
}

interface FuzzRequest {
  method: Method
  path: string
  headers: Record<string, string>
  body?: FuzzBody
}

/** JSON text of exactly `size` bytes: an object with one long string. */
function paddedJson(size: number): string {
  return `{"pad":"${'x'.repeat(size - 10)}"}`
}

function send(request: FuzzRequest): Promise<Response> {
  const content = request.body?.content
  const headers = { ...request.headers }
  if (request.body?.contentType !== undefined) headers['Content-Type'] = request.body.contentType
  if (request.body?.contentLength !== undefined) headers['Content-Length'] = request.body.contentLength
  return Promise.resolve(
    testApp.app.request(request.path, {
      method: request.method,
      headers,
      body:
        content === undefined || typeof content === 'string' || content instanceof Uint8Array
          ? content
          : paddedJson(content.size),
    }),
  )
}

const ERROR_SHAPE = { error: { code: expect.stringMatching(/\S/), message: expect.stringMatching(/\S/) } }

/** Sends `request` and checks what any answer must be: below 500, errors in shape, redirects on site. */
async function expectHandled(request: FuzzRequest): Promise<Response> {
  const response = await send(request)
  const what = `${request.method} ${request.path}`
  expect(response.status, what).toBeLessThan(500)
  if (response.status >= 400 && request.method !== 'HEAD') {
    expect(response.headers.get('content-type'), what).toMatch(/^application\/json/)
    expect(await response.json(), what).toEqual(ERROR_SHAPE)
  }
  const location = response.headers.get('location')
  if (location !== null) expect(new URL(location, ORIGIN).origin, `${what} → ${location}`).toBe(ORIGIN)
  return response
}

/** Products whose reviews are asked for: hostile segments, a real own-label product, made-up handles. */
const reviewRefSegment = () =>
  fc.oneof(
    hostileSegment,
    fc.constant(encodeURIComponent(ownRef)),
    fc.stringMatching(/^(own:)?[a-z0-9_-]{1,30}$/).map(encodeURIComponent),
  )

function segmentsFor(route: FuzzedRoute, name: string): fc.Arbitrary<string> {
  if (name === 'productId') return refusedWishlistSegment
  if (name === 'ref') return reviewRefSegment()
  if (name === 'file') return imageFileSegment
  if (name === 'id' && route.method === 'PATCH') return fc.oneof(idSegment, fc.constant(aliceLineId))
  if (name === 'id') return idSegment
  return hostileSegment
}

/** The route's pattern with a fuzzed segment for each `:name`. */
function concretePath(route: FuzzedRoute): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '')
  return fc
    .tuple(...names.map((name) => segmentsFor(route, name)))
    .map((segments) =>
      segments.reduce((path, segment, i) => path.replace(`:${names[i]}`, segment), route.path),
    )
}

function withCookie(headers: Record<string, string>, cookie: string | undefined): Record<string, string> {
  return cookie === undefined ? headers : { ...headers, Cookie: cookie }
}

function requestsFor(route: FuzzedRoute): fc.Arbitrary<FuzzRequest> {
  const readsBody = route.method !== 'GET'
  return fc
    .record({
      method: fc.constantFrom<Method>(
        ...(route.method === 'GET' ? (['GET', 'HEAD'] as const) : [route.method]),
      ),
      path: fc
        .tuple(concretePath(route), queryStrings(route.query))
        .map(([path, query]) => `${path}${query}`),
      cookie: cookies({ alice: !route.changesShopperData }),
      headers: extraHeaders,
      body: readsBody ? fc.option(bodies(route), { nil: undefined }) : fc.constant(undefined),
    })
    .map(({ method, path, cookie, headers, body }) => ({
      method,
      path,
      headers: withCookie(headers, cookie),
      body,
    }))
}

// ---- What "nothing written" means ----

// Shop data only: `rate_limits` holds the limits' counts, and counting a failed attempt (a wrong
// password, a code that is nothing) is what such a refusal is for (src/server/auth/attempt-limiter.ts).
const TABLES = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable) && value !== schema.rateLimits,
)

/** Every table's row count and a digest of its rows: equal snapshots mean nothing was written. */
async function snapshotTables(): Promise<Record<string, string>> {
  const digests = await Promise.all(
    TABLES.map(async (table) => {
      const rowText = sql`${table}::text`
      const [row] = await testApp.db
        .select({
          digest: sql<string>`count(*) || ':' || md5(coalesce(string_agg(${rowText}, '|' order by ${rowText}), ''))`,
        })
        .from(table)
      return [getTableName(table), row?.digest ?? ''] as const
    }),
  )
  return Object.fromEntries(digests)
}

async function fuzz(requests: fc.Arbitrary<FuzzRequest>, numRuns: number) {
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      await expectHandled(request)
    }),
    { numRuns },
  )
}

beforeAll(async () => {
  testApp = await createTestApp()
  const [own] = await testApp.db
    .select()
    .from(schema.ownProducts)
    .orderBy(asc(schema.ownProducts.id))
    .limit(1)
  if (!own) throw new Error('The test catalogue has no own-API product')
  ownRef = `own:${own.slug}`
  alice = await testApp.createShopper('Alice')
  const ended = await testApp.createShopper('Gone')
  await testApp.app.request('/api/auth/logout', { method: 'POST', headers: { Cookie: ended.cookie } })
  endedCookie = ended.cookie
  const line = await testApp.postJson(
    '/api/cart',
    { productId: ownRef, quantity: 1 },
    { Cookie: alice.cookie },
  )
  aliceLineId = ((await line.json()) as { id: string }).id
  await testApp.app.request('/api/wishlist/gid%3A%2F%2Fshopify%2FProduct%2F12', {
    method: 'PUT',
    headers: { Cookie: alice.cookie },
  })
})
afterAll(async () => {
  await testApp.close()
})

describe('the own API under hostile input', () => {
  it('fuzzes every route the app serves (the storefront emulator aside)', () => {
    const served = testApp.app.routes
      .filter((route) => route.method !== 'ALL' && !STOREFRONT_PATH.test(route.path))
      .map((route) => `${route.method} ${route.path}`)
    expect(ROUTES.map((route) => `${route.method} ${route.path}`).sort()).toEqual(served.sort())
  })

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers below 500, errors as { error: { code, message } }, and writes nothing',
    async (_name, route) => {
      const before = await snapshotTables()
      await fuzz(requestsFor(route), RUNS_PER_ROUTE)
      expect(await snapshotTables()).toEqual(before)
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'answers other methods and unknown paths with a JSON 4xx, signed in or not, and writes nothing',
    async () => {
      const before = await snapshotTables()
      const servedMethods = (pattern: string) =>
        ROUTES.filter((route) => route.path === pattern).flatMap((route) =>
          route.method === 'GET' ? ['GET', 'HEAD'] : [route.method],
        )
      // A method the path does not serve, at a real path: safe for Alice to send.
      const wrongMethod = fc.constantFrom(...new Set(ROUTES.map((route) => route.path))).chain((pattern) =>
        fc.record({
          method: fc.constantFrom(...METHODS.filter((method) => !servedMethods(pattern).includes(method))),
          path: concretePath({ method: 'GET', path: pattern }),
          cookie: cookies({ alice: true }),
        }),
      )
      // Any method at made-up paths; without Alice, as a made-up path could name a real route.
      const unknownPath = fc.record({
        method: fc.constantFrom(...METHODS),
        path: fc
          .tuple(
            fc.constantFrom(
              '/api',
              '/api/',
              '//api',
              '/API',
              '/api/cart',
              '/api/orders/',
              '/api/wishlist',
              '/images',
              '/images/products',
            ),
            fc.array(fc.oneof(hostileSegment, fc.constantFrom('.', '..', '%2e%2e', '')), {
              minLength: 1,
              maxLength: 3,
            }),
            queryStrings(undefined),
          )
          .map(([prefix, segments, query]) => `${prefix}/${segments.join('/')}${query}`)
          .filter((path) => !STOREFRONT_PATH.test(new URL(`${ORIGIN}${path}`).pathname)),
        cookie: cookies({ alice: false }),
      })
      const requests = fc.oneof(wrongMethod, unknownPath).map(({ method, path, cookie }) => ({
        method,
        path,
        headers: withCookie({}, cookie),
      }))
      await fuzz(requests, 800)
      expect(await snapshotTables()).toEqual(before)
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'takes or refuses bodies with hostile text in a field, and a refusal writes nothing',
    async () => {
      const writers = ROUTES.filter(
        (route) => route.method === 'POST' && route.body && route.path !== '/api/checkouts',
      )
      const hostile = fc.constantFrom(...writers).chain((route) => {
        const valid = route.body?.valid()
        const textPaths = textPathsOf(valid)
        // Inside the field's own valid text, so that many of these bodies pass the schema.
        return fc
          .tuple(fc.constantFrom(...textPaths), hostileText)
          .map(([path, text]) => ({ route, body: withTextInside(valid, path, text) }))
      })
      await fc.assert(
        fc.asyncProperty(hostile, async ({ route, body }) => {
          const before = await snapshotTables()
          const response = await expectHandled({
            method: 'POST',
            path: writablePath(route.path),
            // Alice's cookie only where it is needed: signing up or in replaces the request's session.
            headers: needsShopper(route.path) ? { Cookie: alice.cookie } : {},
            body: { content: JSON.stringify(body), contentType: 'application/json' },
          })
          // A 2xx is a write the shopper asked for; a refusal must leave every table as it was.
          if (response.status >= 400) expect(await snapshotTables()).toEqual(before)
        }),
        { numRuns: 300 },
      )
    },
    FUZZ_TIMEOUT_MS,
  )

  it('still answers GET /api/health, and Alice is still signed in', async () => {
    expect((await testApp.app.request('/api/health')).status).toBe(200)
    const user = await testApp.app.request('/api/auth/user', { headers: { Cookie: alice.cookie } })
    expect(await user.json()).toMatchObject({ email: alice.email })
  })
})

describe('inputs the fuzz found', () => {
  const bodyRoutes = ROUTES.filter((route) => route.body && textPathsOf(route.body.valid()).length > 0)
  it.each(bodyRoutes.map((route) => [route.path, route] as const))(
    'POST %s refuses U+0000 in any text field (400), which Postgres cannot store, and stores nothing',
    async (_path, route) => {
      const valid = route.body?.valid()
      const before = await snapshotTables()
      for (const path of textPathsOf(valid)) {
        const response = await testApp.postJson(
          writablePath(route.path),
          withTextInside(valid, path, '\u0000'),
          {
            Cookie: alice.cookie,
          },
        )
        expect(response.status, path.join('.')).toBe(400)
        expect(await response.json()).toEqual({
          error: {
            code: 'invalid_request',
            message: 'Text in the request body cannot contain the character U+0000.',
          },
        })
      }
      expect(await snapshotTables()).toEqual(before)
    },
  )

  it('keeps a backslash followed by "u0000" as the text it is', async () => {
    const message = 'C:\\u0000 is no NUL'
    const review = { rating: 5, title: 'Backslashes', text: message }
    // The fuzzing above spent this address's sign-ins and may have reviewed the product as Alice:
    // a reviewer of its own, once the limits are reset (this is about the text, not the limits).
    await testApp.db.delete(schema.rateLimits)
    const reviewer = await testApp.createShopper('Backslash')
    const response = await testApp.postJson(`/api/products/${encodeURIComponent(ownRef)}/reviews`, review, {
      Cookie: reviewer.cookie,
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ review: { text: message } })
  })

  it.each([
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%0D%0ASet-Cookie:%20x=1',
    '/%00',
    '/%5C%09evil.example',
  ])(
    'GET /api/login?returnTo=%s sends a signed-in shopper home, not to another site or a broken header',
    async (returnTo) => {
      const signedIn = await testApp.app.request(`/api/login?returnTo=${returnTo}`, {
        headers: { Cookie: alice.cookie },
      })
      expect(signedIn.status).toBe(302)
      expect(signedIn.headers.get('location')).toBe('/')
      const signedOut = await testApp.app.request(`/api/login?returnTo=${returnTo}`)
      expect(signedOut.headers.get('location')).toBe('/sign-in?returnTo=%2F')
    },
  )
})
