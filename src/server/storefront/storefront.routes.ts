import {
  BREAK,
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLFormattedError,
  getOperationAST,
  getVariableValues,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  visit,
} from 'graphql'
import { type Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import { isApiVersion } from '../../shared/storefront-config'
import type { Db } from '../db/client'
import type { Config } from '../env'
import { preferredEncoding } from '../http/encoding'
import { HttpError } from '../http/errors'
import { readBodyBytes } from '../http/json-body'
import type { Logger } from '../logger'
import { queryCostError } from './cost-limit'
import { depthLimitRule } from './depth-limit'
import { StorefrontErrorCode } from './errors'
import { createStorefrontFaults } from './faults'
import { inputSizeError } from './input-size'
import { createStorefrontContext } from './loaders'
import { nulInputError } from './nul-input'
import { Answer, DEFAULT_RESPONSE_CACHE, ResponseCache, type ResponseCacheOptions } from './response-cache'
import { storefrontSchema } from './schema'

const STOREFRONT_TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token'
const MAX_BODY_BYTES = 256 * 1024
/** graphql-js stops parsing past this many tokens, long before a document could exhaust the stack. */
const MAX_QUERY_TOKENS = 10_000

const requestBodySchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
})

type RequestBody = z.infer<typeof requestBodySchema>

/** Errors outside GraphQL execution, in the same `{ errors: [...] }` envelope Shopify uses. */
function requestError(c: Context, status: ContentfulStatusCode, message: string, code: string) {
  return c.json({ errors: [{ message, extensions: { code } }] }, status)
}

/** The request's body as sent, and whether it is a bare GraphQL document. */
async function readRequestText(c: Context): Promise<{ text: string; bare: boolean }> {
  const text = new TextDecoder().decode(await readBodyBytes(c, MAX_BODY_BYTES))
  // Shopify also takes the bare document with this content type.
  return { text, bare: (c.req.header('content-type') ?? '').startsWith('application/graphql') }
}

function parseRequestBody({ text, bare }: { text: string; bare: boolean }): RequestBody | string {
  if (bare) {
    return text.trim() ? { query: text } : 'The request body must be a GraphQL document'
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return 'The request body must be JSON: {"query": "...", "variables": {...}}'
  }
  const body = requestBodySchema.safeParse(json)
  if (!body.success) {
    return 'The request body must be a JSON object with a non-empty "query" string, and "variables" (if any) an object'
  }
  return body.data
}

/** Standard GraphQL error JSON, with an `extensions.code` on every error. */
function formatError(
  error: GraphQLError,
  fallbackCode: string,
  logger: Logger | undefined,
): GraphQLFormattedError {
  const original = error.originalError
  // An exception that is not a GraphQLError is our bug, not the client's: log it, say little.
  if (original && !(original instanceof GraphQLError)) {
    logger?.error({ err: original, path: error.path }, 'storefront resolver failed')
    return {
      ...error.toJSON(),
      message: 'Internal error. Looks like something went wrong on our end.',
      extensions: { code: StorefrontErrorCode.internal },
    }
  }
  const json = error.toJSON()
  return { ...json, extensions: { ...json.extensions, code: json.extensions?.code ?? fallbackCode } }
}

/**
 * What is refused once the variables are known: as at Shopify, lists of more than 250 items and
 * queries over the cost limit; and strings holding NUL, which Postgres cannot take. An operation
 * that cannot be chosen, or variables that do not fit, are left to `execute`, which reports them.
 */
function refusalBeforeExecution(document: DocumentNode, body: RequestBody): GraphQLError | null {
  const operation = getOperationAST(document, body.operationName)
  if (!operation) return null
  const variables = getVariableValues(
    storefrontSchema,
    operation.variableDefinitions ?? [],
    body.variables ?? {},
  )
  if (!variables.coerced) return null
  return (
    nulInputError(document, variables.coerced) ??
    inputSizeError(storefrontSchema, document, variables.coerced) ??
    queryCostError(storefrontSchema, document, operation, variables.coerced)
  )
}

/** The request's document, or the error that answers it when it does not parse. */
function parseDocument(query: string): DocumentNode | GraphQLError {
  try {
    return parse(query, { maxTokens: MAX_QUERY_TOKENS })
  } catch (error) {
    return error instanceof GraphQLError
      ? error
      : new GraphQLError('The query is too large or deeply nested to parse')
  }
}

/**
 * Whether the answer to `document` may be kept and shared: not when it holds a mutation, which must
 * change something each time it is sent, nor when it reads a cart, which mutations change
 * (docs/decisions/0070-checkout-through-the-store.md). Any field named `cart` counts, wherever it is.
 */
export function mayKeepAnswer(document: DocumentNode): boolean {
  let keep = true
  visit(document, {
    OperationDefinition(node) {
      if (node.operation === OperationTypeNode.QUERY) return undefined
      keep = false
      return BREAK
    },
    Field(node) {
      if (node.name.value !== 'cart') return undefined
      keep = false
      return BREAK
    },
  })
  return keep
}

async function runQuery(
  body: RequestBody,
  document: DocumentNode | GraphQLError,
  db: Db,
  origin: string,
  logger: Logger | undefined,
) {
  if (document instanceof GraphQLError)
    return { errors: [formatError(document, StorefrontErrorCode.parseFailed, logger)] }
  const validationErrors = validate(storefrontSchema, document, [...specifiedRules, depthLimitRule()])
  if (validationErrors.length > 0) {
    return {
      errors: validationErrors.map((e) => formatError(e, StorefrontErrorCode.validationFailed, logger)),
    }
  }
  const refusal = refusalBeforeExecution(document, body)
  if (refusal) return { errors: [formatError(refusal, StorefrontErrorCode.badUserInput, logger)] }
  const result: ExecutionResult = await execute({
    schema: storefrontSchema,
    document,
    variableValues: body.variables ?? undefined,
    operationName: body.operationName ?? undefined,
    contextValue: createStorefrontContext(db, origin),
  })
  return {
    ...(result.errors
      ? { errors: result.errors.map((e) => formatError(e, StorefrontErrorCode.badUserInput, logger)) }
      : {}),
    ...('data' in result ? { data: result.data } : {}),
  }
}

/** Smaller answers go as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_CHARS = 1024

/**
 * The local emulator of Shopify's Storefront API (docs/storefront-emulator.md):
 * `POST /:version/graphql.json`.
 * Mount with `app.route('/api', storefrontRoutes({ db, config }))`.
 */
export function storefrontRoutes(deps: {
  db: Db
  config: Config
  logger?: Logger
  responseCache?: ResponseCacheOptions
  /** The cache to keep answers in, when another part of the app must be able to clear it. */
  answers?: ResponseCache
}) {
  const app = new Hono()
  const answers = deps.answers ?? new ResponseCache(deps.responseCache ?? DEFAULT_RESPONSE_CACHE)

  // Shopify's Storefront API is meant to be called from any web page. The preflight goes through
  // Hono's middleware; the answers set their one header themselves (the middleware would cost each
  // answer more than the answer itself under the 100-connection budget in docs/performance.md).
  app.options(
    '/:version/graphql.json',
    cors({
      origin: '*',
      allowMethods: ['POST', 'OPTIONS'],
      allowHeaders: [
        'Content-Type',
        'Accept',
        STOREFRONT_TOKEN_HEADER,
        'X-SDK-Variant',
        'X-SDK-Version',
        'X-SDK-Variant-Source',
      ],
      maxAge: 86_400,
    }),
  )

  // Test-only (config.storefrontFaults): without the switch neither route exists.
  if (deps.config.storefrontFaults) {
    const faults = createStorefrontFaults(deps.logger)
    deps.logger?.warn('storefront fault switch is on: PUT /api/test/storefront-faults')
    app.route('/test/storefront-faults', faults.controlRoutes)
    app.post('/:version/graphql.json', faults.middleware)
  }

  app.post('/:version/graphql.json', async (c) => {
    c.header('Access-Control-Allow-Origin', '*')
    const version = c.req.param('version')
    if (!isApiVersion(version)) {
      return requestError(c, 404, `Unknown API version '${version}'`, 'NOT_FOUND')
    }
    // The public token is no secret (it ships in the web app), so a plain comparison will do.
    if (c.req.header(STOREFRONT_TOKEN_HEADER) !== deps.config.storefront.publicToken) {
      return requestError(c, 401, 'Unauthorized', 'UNAUTHORIZED')
    }
    let request: { text: string; bare: boolean }
    try {
      request = await readRequestText(c)
    } catch (error) {
      if (error instanceof HttpError && error.status === 413)
        return requestError(c, 413, 'The request body is too large', 'PAYLOAD_TOO_LARGE')
      throw error
    }
    const origin = new URL(c.req.url).origin
    // The same request asked again is the same answer: no parsing, no checking, no GraphQL. Image
    // URLs in the answer carry the origin it was asked on. (A mutation's or a cart's answer is never
    // kept, so never found here.)
    const key = `${origin} ${request.bare ? 'graphql' : 'json'} ${request.text}`
    let answer = answers.get(key)
    if (!answer) {
      const body = parseRequestBody(request)
      if (typeof body === 'string') return requestError(c, 400, body, 'BAD_REQUEST')
      const document = parseDocument(body.query)
      const run = async () => {
        const result = await runQuery(body, document, deps.db, origin, deps.logger)
        // Errors are not kept: a failed resolver may answer next time.
        return { json: JSON.stringify(result), keep: !result.errors }
      }
      // A mutation's or a cart's answer is neither kept nor shared with the same request sent at the
      // same moment: each one runs.
      answer =
        document instanceof GraphQLError || mayKeepAnswer(document)
          ? await answers.getOrCompute(key, run)
          : new Answer((await run()).json)
    }
    // A page of products compresses to a tenth; each kept answer is compressed once, when first asked.
    const encoding =
      answer.json.length >= COMPRESS_FROM_CHARS ? preferredEncoding(c.req.header('Accept-Encoding')) : null
    if (!encoding) return c.body(answer.bytes, 200, { 'Content-Type': 'application/json' })
    return c.body(new Uint8Array(await answer.encoded(encoding)), 200, {
      'Content-Type': 'application/json',
      'Content-Encoding': encoding,
      Vary: 'Accept-Encoding',
    })
  })

  return app
}
