/**
 * A second Shopify store for tests: Shopify's published Storefront schema with the test catalogue
 * behind it, answering `POST /api/{version}/graphql.json` as a shop's Storefront API does. It shares
 * no code with the app's own emulator, so the app proven against it works with a store not its own.
 */
import { randomUUID } from 'node:crypto'
import type { DocumentNode, GraphQLError, GraphQLFormattedError } from 'graphql'
import { type Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { createTestCarts, productOfVariant, type TestCart } from './carts'
import { type TestCatalogue, testCatalogue } from './catalogue'
import { checkoutNotFoundHtml, checkoutPageHtml } from './checkout-page'
import { graphqlJs } from './graphql-js'
import { IMAGE_PATH_PREFIX, imageSvg } from './images'
import { TEST_STORE_PRIMARY_DOMAIN } from './menus'
import {
  createStoreOrders,
  type FulfilmentInput,
  type PlaceOrderOptions,
  type SendWebhookOptions,
  type StoreOrder,
  sendWebhook as sendStoreWebhook,
  webhookRequest as storeWebhookRequest,
} from './orders'
import type { TestStoreContext } from './resolvers'
import { createExecutableStorefrontSchema } from './schema'

export { cartTokenOf } from './carts'
export { checkoutLineText } from './checkout-page'
export {
  type FulfilmentInput,
  type PlaceOrderOptions,
  type SendWebhookOptions,
  type StoreOrder,
  signWebhookBody,
  TEST_STORE_SHOP_DOMAIN,
} from './orders'

/** The public Storefront access token the test store takes unless told otherwise. */
export const TEST_STORE_TOKEN = 'test-store-public-token'
export const TEST_STORE_TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token'
/** The version Shopify's schema in `@shopify/hydrogen-react` describes. */
export const TEST_STORE_API_VERSION = '2026-04'
/** The shop name the checkout page shows (the Shop mock's). */
const SHOP_NAME = 'Nordkap Test Store'

/** Delivers a webhook as Shopify does (signed, with its headers); the receiving shop's Response. */
export const sendWebhook = (options: SendWebhookOptions) => sendStoreWebhook(options, TEST_STORE_API_VERSION)
/** The request sendWebhook makes, for a test that hands it to an app in the same process. */
export const webhookRequest = (options: SendWebhookOptions) =>
  storeWebhookRequest(options, TEST_STORE_API_VERSION)

/** A cart as a test reads it (`TestStore.cart`, `GET /__test/carts/{token}`). */
export interface TestCartSummary {
  token: string
  id: string
  createdAt: string
  updatedAt: string
  note: string | null
  attributes: { key: string; value: string }[]
  buyerIdentity: { email: string | null; phone: string | null; countryCode: string | null }
  deliveryAddresses: (TestCart['addresses'][number]['address'] & { selected: boolean })[]
  discountCodes: string[]
  giftCardCodes: string[]
  lines: {
    id: string
    merchandiseId: string
    productTitle: string
    variantTitle: string
    quantity: number
    attributes: { key: string; value: string }[]
  }[]
  /** The order it became, or null while it is still a cart. */
  orderId: number | null
}

function cartSummary(cart: TestCart): TestCartSummary {
  return structuredClone({
    token: cart.token,
    id: cart.id,
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    note: cart.note,
    attributes: cart.attributes,
    buyerIdentity: cart.buyerIdentity,
    deliveryAddresses: cart.addresses.map((a) => ({ ...a.address, selected: a.selected })),
    discountCodes: cart.discountCodes,
    giftCardCodes: cart.giftCardCodes,
    lines: cart.lines.map((line) => ({
      id: line.id,
      merchandiseId: line.variant.id,
      productTitle: productOfVariant(line.variant).title,
      variantTitle: line.variant.title,
      quantity: line.quantity,
      attributes: line.attributes,
    })),
    orderId: cart.orderId,
  })
}

export interface TestStoreOptions {
  /** The public access token requests must carry; TEST_STORE_TOKEN by default. */
  token?: string
  /** The clock that decides which API versions exist; the real one by default. */
  now?: () => Date
}

/** One GraphQL request as the store received it, and what it answered. */
export interface ReceivedOperation {
  apiVersion: string
  operationName: string | null
  query: string
  variables: Record<string, unknown>
  status: number
  errors: GraphQLFormattedError[]
}

export interface TestStoreErrors {
  /** How many errors the store has answered with (GraphQL errors and refused requests). */
  count: number
  last: { operationName: string | null; status: number; errors: GraphQLFormattedError[] } | null
}

export interface TestStore {
  /** Answers a fetch-style Request, as a server would. */
  fetch(request: Request): Promise<Response>
  /** Hono's test helper: a path or URL, and RequestInit. */
  request: Hono['request']
  app: Hono
  token: string
  catalogue: TestCatalogue
  /** Every GraphQL request that reached an API version it knows, oldest first. */
  readonly received: readonly ReceivedOperation[]
  readonly errors: TestStoreErrors
  /** Forgets what was received and the error count (carts and orders are kept). */
  reset(): void
  /** A cart by its token, its id or its checkout URL, as the store keeps it; null when unknown. */
  cart(reference: string): TestCartSummary | null
  /** Every order placed, oldest first, each as it is now. */
  orders(): StoreOrder[]
  /**
   * Takes payment for a cart (named by its token, id or checkout URL) as the store's checkout
   * would: records the order, `#1001` first, paid and unfulfilled. The cart is then completed:
   * `cart(id:)` answers null and its mutations refuse it. Throws for an unknown, empty or
   * completed cart.
   */
  placeOrder(cartReference: string, options?: PlaceOrderOptions): StoreOrder
  /** Ships the whole order, as the merchant would: fulfilled, with the tracking given. */
  fulfilOrder(orderId: number | string, fulfilment?: FulfilmentInput): StoreOrder
  /** sendWebhook: delivers an order to a shop's webhook address as Shopify does. */
  sendWebhook(options: SendWebhookOptions): Promise<Response>
}

// ---- API versions ----

/** The first Storefront API version with a date name. */
const FIRST_VERSION_QUARTER = 2019 * 4 + 2

function quarterOf(version: string): number | null {
  const match = /^(\d{4})-(01|04|07|10)$/.exec(version)
  return match ? Number(match[1]) * 4 + (Number(match[2]) - 1) / 3 : null
}

function versionOf(quarter: number): string {
  const year = Math.floor(quarter / 4)
  return `${year}-${String((quarter - year * 4) * 3 + 1).padStart(2, '0')}`
}

/**
 * The version that answers a request for `version`, or null when there is no such version. Shopify
 * supports each quarterly version for a year, plus the next one as a release candidate and
 * `unstable`; an older version falls forward to the oldest supported one.
 */
export function servedApiVersion(version: string, now: Date): string | null {
  if (version === 'unstable') return version
  const quarter = quarterOf(version)
  const current = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3)
  if (quarter === null || quarter < FIRST_VERSION_QUARTER || quarter > current + 1) return null
  return quarter < current - 3 ? versionOf(current - 3) : version
}

function publicApiVersions(now: Date) {
  const current = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3)
  return [
    ...[-3, -2, -1, 0].map((offset) => {
      const handle = versionOf(current + offset)
      return { handle, displayName: offset === 0 ? `${handle} (Latest)` : handle, supported: true }
    }),
    {
      handle: versionOf(current + 1),
      displayName: `${versionOf(current + 1)} (Release candidate)`,
      supported: false,
    },
    { handle: 'unstable', displayName: 'unstable', supported: false },
  ]
}

// ---- Requests ----

interface GraphQLRequestBody {
  query: string
  variables: Record<string, unknown>
  operationName: string | null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The body as Shopify takes it: JSON `{query, variables, operationName}`, or a bare document. */
function readBody(text: string, contentType: string): GraphQLRequestBody | null {
  if (contentType.startsWith('application/graphql')) {
    return text.trim() ? { query: text, variables: {}, operationName: null } : null
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(json) || typeof json.query !== 'string' || json.query.trim() === '') return null
  const variables = json.variables ?? {}
  const operationName = json.operationName ?? null
  if (!isRecord(variables) || (operationName !== null && typeof operationName !== 'string')) return null
  return { query: json.query, variables, operationName }
}

function formatError(error: GraphQLError, code: string): GraphQLFormattedError {
  const json = error.toJSON()
  // A resolver that threw something other than a GraphQLError is a bug in the test store.
  const internal = error.originalError && !(error.originalError instanceof graphqlJs.GraphQLError)
  return {
    ...json,
    extensions: {
      ...json.extensions,
      code: internal ? 'INTERNAL_SERVER_ERROR' : (json.extensions?.code ?? code),
    },
  }
}

function requestError(c: Context, status: ContentfulStatusCode, message: string, code: string) {
  return c.json({ errors: [{ message, extensions: { code } }] }, status)
}

/** A test store with its own mock state, request log and error count. */
export function createTestStore(options: TestStoreOptions = {}): TestStore {
  const token = options.token ?? TEST_STORE_TOKEN
  const now = options.now ?? (() => new Date())
  const executable = createExecutableStorefrontSchema()
  const received: ReceivedOperation[] = []
  const errors: TestStoreErrors = { count: 0, last: null }
  const carts = createTestCarts()
  const orders = createStoreOrders(carts, now, TEST_STORE_PRIMARY_DOMAIN)

  const record = (operation: ReceivedOperation) => {
    received.push(operation)
    if (operation.errors.length === 0) return
    errors.count += operation.errors.length
    errors.last = {
      operationName: operation.operationName,
      status: operation.status,
      errors: operation.errors,
    }
  }

  async function run(body: GraphQLRequestBody, context: TestStoreContext) {
    let document: DocumentNode
    try {
      document = graphqlJs.parse(body.query)
    } catch (error) {
      const syntax =
        error instanceof graphqlJs.GraphQLError ? error : new graphqlJs.GraphQLError(String(error))
      return { operationName: body.operationName, errors: [formatError(syntax, 'GRAPHQL_PARSE_FAILED')] }
    }
    const operationName = body.operationName ?? graphqlJs.getOperationAST(document)?.name?.value ?? null
    const invalid = graphqlJs.validate(executable.schema, document)
    if (invalid.length > 0) {
      return { operationName, errors: invalid.map((e) => formatError(e, 'GRAPHQL_VALIDATION_FAILED')) }
    }
    // Resolvers and mocks are synchronous, so no other request's execution interleaves with this one.
    executable.resetMocks()
    const result = await graphqlJs.execute({
      schema: executable.schema,
      document,
      variableValues: body.variables,
      operationName: body.operationName ?? undefined,
      contextValue: context,
    })
    return {
      operationName,
      ...('data' in result ? { data: result.data } : {}),
      ...(result.errors ? { errors: result.errors.map((e) => formatError(e, 'BAD_USER_INPUT')) } : {}),
    }
  }

  const app = new Hono()
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: [
        'Content-Type',
        'Accept',
        TEST_STORE_TOKEN_HEADER,
        'X-SDK-Variant',
        'X-SDK-Version',
        'X-SDK-Variant-Source',
      ],
      maxAge: 86_400,
    }),
  )

  app.post('/api/:version/graphql.json', async (c) => {
    const version = c.req.param('version')
    const at = now()
    const served = servedApiVersion(version, at)
    if (!served) return requestError(c, 404, 'Not Found', 'NOT_FOUND')
    const text = await c.req.text()
    const body = readBody(text, c.req.header('content-type') ?? 'application/json')
    const refuse = (status: ContentfulStatusCode, message: string, code: string) => {
      record({
        apiVersion: version,
        operationName: body?.operationName ?? null,
        query: body?.query ?? text,
        variables: body?.variables ?? {},
        status,
        errors: [{ message, extensions: { code } }],
      })
      return requestError(c, status, message, code)
    }
    // The public token ships in every shop's web page, so a plain comparison is enough.
    if (c.req.header(TEST_STORE_TOKEN_HEADER) !== token) return refuse(401, 'Unauthorized', 'UNAUTHORIZED')
    if (!body) return refuse(400, 'Required parameter missing or invalid: query', 'BAD_REQUEST')
    const { operationName, ...answer } = await run(body, {
      origin: new URL(c.req.url).origin,
      now: at.getTime(),
      apiVersions: publicApiVersions(at),
      carts,
    })
    record({
      apiVersion: version,
      operationName: operationName ?? body.operationName,
      query: body.query,
      variables: body.variables,
      status: 200,
      errors: answer.errors ?? [],
    })
    return c.json(answer, 200, { 'X-Shopify-API-Version': served })
  })

  app.get(`${IMAGE_PATH_PREFIX}:name`, (c) => {
    const image = testCatalogue.imageByFileName.get(c.req.param('name'))
    if (!image) return requestError(c, 404, 'Not Found', 'NOT_FOUND')
    const width = Number.parseInt(c.req.query('width') ?? '', 10)
    return c.body(imageSvg(image, Number.isFinite(width) ? width : null), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
  })

  // Where a cart's checkoutUrl leads (checkout-page.ts).
  app.get('/checkouts/cn/:token', (c) => {
    const cart = carts.byToken.get(c.req.param('token'))
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }
    if (!cart) return c.body(checkoutNotFoundHtml(), 404, headers)
    const orderName = cart.orderId === null ? null : (orders.get(cart.orderId)?.name ?? null)
    return c.body(checkoutPageHtml(cart, orderName, SHOP_NAME), 200, headers)
  })

  // The store's admin, for an e2e test in another process: its carts, its orders, its webhooks.
  const testError = (c: Context, status: ContentfulStatusCode, error: unknown) =>
    c.json({ error: error instanceof Error ? error.message : String(error) }, status)
  const readJson = async (c: Context): Promise<Record<string, unknown>> => {
    try {
      const body: unknown = await c.req.json()
      return isRecord(body) ? body : {}
    } catch {
      return {}
    }
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

  app.get('/__test/carts/:token', (c) => {
    const cart = carts.find(c.req.param('token'))
    return cart ? c.json(cartSummary(cart)) : testError(c, 404, 'No such cart')
  })
  app.get('/__test/orders', (c) => c.json(orders.list.map((order) => orders.get(order.id))))
  app.get('/__test/orders/:id', (c) => {
    const order = orders.get(c.req.param('id'))
    return order ? c.json(order) : testError(c, 404, 'No such order')
  })
  /** `{ cart: token | id | checkoutUrl, shipping?: "9.90", taxRate?: 0.2 }` → 201 the order. */
  app.post('/__test/orders', async (c) => {
    const body = await readJson(c)
    const cart = text(body.cart) ?? text(body.cartToken) ?? text(body.cartId)
    if (!cart) return testError(c, 400, 'Name the cart: { "cart": token, id or checkout URL }')
    if (!carts.find(cart)) return testError(c, 404, `No cart ${cart}`)
    try {
      return c.json(
        orders.place(cart, {
          shipping: text(body.shipping),
          taxRate: typeof body.taxRate === 'number' ? body.taxRate : undefined,
        }),
        201,
      )
    } catch (error) {
      return testError(c, 409, error)
    }
  })
  /** `{ trackingNumber?, company?, url? }` → the order, fulfilled. */
  app.post('/__test/orders/:id/fulfilment', async (c) => {
    if (!orders.get(c.req.param('id'))) return testError(c, 404, 'No such order')
    const body = await readJson(c)
    try {
      return c.json(
        orders.fulfil(c.req.param('id'), {
          trackingNumber: text(body.trackingNumber),
          company: text(body.company),
          url: text(body.url),
        }),
      )
    } catch (error) {
      return testError(c, 409, error)
    }
  })
  /**
   * `{ url, secret, topic, orderId | order, webhookId?, sign? }`: the store delivers the order (as
   * it is now, or the snapshot given) to the shop; answers what the shop answered.
   */
  app.post('/__test/webhooks', async (c) => {
    const body = await readJson(c)
    const url = text(body.url)
    const secret = text(body.secret)
    const topic = text(body.topic)
    if (!url || secret === undefined || !topic) return testError(c, 400, 'Give url, secret and topic')
    const order = body.order ?? (body.orderId === undefined ? undefined : orders.get(String(body.orderId)))
    if (order === undefined) return testError(c, 404, 'Give an order, or the orderId of one of the store’s')
    const webhookId = text(body.webhookId) ?? randomUUID()
    const response = await sendWebhook({ url, secret, topic, order, webhookId, sign: body.sign !== false })
    return c.json({ status: response.status, body: await response.text(), webhookId })
  })

  app.get('/__test/received', (c) => c.json(received))
  app.get('/__test/errors', (c) => c.json(errors))
  const reset = () => {
    received.length = 0
    errors.count = 0
    errors.last = null
  }
  app.post('/__test/reset', (c) => {
    reset()
    return c.body(null, 204)
  })

  app.notFound((c) => requestError(c, 404, 'Not Found', 'NOT_FOUND'))
  app.onError((error, c) => {
    errors.count += 1
    const formatted = { message: error.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }
    errors.last = { operationName: null, status: 500, errors: [formatted] }
    return c.json({ errors: [formatted] }, 500)
  })

  return {
    fetch: async (request) => app.fetch(request),
    request: app.request,
    app,
    token,
    catalogue: testCatalogue,
    received,
    errors,
    reset,
    cart: (reference) => {
      const cart = carts.find(reference)
      return cart ? cartSummary(cart) : null
    },
    orders: () => orders.list.map((order) => structuredClone(order)),
    placeOrder: (cartReference, options) => orders.place(cartReference, options),
    fulfilOrder: (orderId, fulfilment) => orders.fulfil(orderId, fulfilment),
    sendWebhook,
  }
}
