import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLFormattedError,
  parse,
  specifiedRules,
  validate,
} from 'graphql'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import type { Db } from '../db/client'
import type { Config } from '../env'
import type { Logger } from '../logger'
import { depthLimitRule } from './depth-limit'
import { StorefrontErrorCode } from './errors'
import { createStorefrontContext } from './loaders'
import { DEFAULT_RESPONSE_CACHE, ResponseCache, type ResponseCacheOptions } from './response-cache'
import { storefrontSchema } from './schema'

const STOREFRONT_TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token'
const MAX_BODY_BYTES = 256 * 1024
/** graphql-js stops parsing past this many tokens, long before a document could exhaust the stack. */
const MAX_QUERY_TOKENS = 10_000

/** Shopify's quarterly versions (YYYY-01/04/07/10) and `unstable`. */
export function isKnownApiVersion(version: string): boolean {
  return version === 'unstable' || /^\d{4}-(01|04|07|10)$/.test(version)
}

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

async function readRequestBody(c: Context): Promise<RequestBody | string> {
  const text = await c.req.text()
  // Shopify also takes the bare document with this content type.
  if ((c.req.header('content-type') ?? '').startsWith('application/graphql')) {
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

async function runQuery(body: RequestBody, db: Db, origin: string, logger: Logger | undefined) {
  let document: DocumentNode
  try {
    document = parse(body.query, { maxTokens: MAX_QUERY_TOKENS })
  } catch (error) {
    const syntaxError =
      error instanceof GraphQLError
        ? error
        : new GraphQLError('The query is too large or deeply nested to parse')
    return { errors: [formatError(syntaxError, StorefrontErrorCode.parseFailed, logger)] }
  }
  const validationErrors = validate(storefrontSchema, document, [...specifiedRules, depthLimitRule()])
  if (validationErrors.length > 0) {
    return {
      errors: validationErrors.map((e) => formatError(e, StorefrontErrorCode.validationFailed, logger)),
    }
  }
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

/**
 * The local emulator of Shopify's Storefront API (DECISIONS.md §2): `POST /:version/graphql.json`.
 * Mount with `app.route('/api', storefrontRoutes({ db, config }))`.
 */
export function storefrontRoutes(deps: {
  db: Db
  config: Config
  logger?: Logger
  responseCache?: ResponseCacheOptions
}) {
  const app = new Hono()
  const answers = new ResponseCache(deps.responseCache ?? DEFAULT_RESPONSE_CACHE)

  // Shopify's Storefront API is meant to be called from any web page.
  app.use(
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

  app.post(
    '/:version/graphql.json',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => requestError(c, 413, 'The request body is too large', 'PAYLOAD_TOO_LARGE'),
    }),
    async (c) => {
      const version = c.req.param('version')
      if (!isKnownApiVersion(version)) {
        return requestError(c, 404, `Unknown API version '${version}'`, 'NOT_FOUND')
      }
      // The public token is no secret (it ships in the web app), so a plain comparison will do.
      if (c.req.header(STOREFRONT_TOKEN_HEADER) !== deps.config.storefrontPublicToken) {
        return requestError(c, 401, 'Unauthorized', 'UNAUTHORIZED')
      }
      const body = await readRequestBody(c)
      if (typeof body === 'string') return requestError(c, 400, body, 'BAD_REQUEST')
      const origin = new URL(c.req.url).origin
      // Image URLs in the answer carry the origin it was asked on.
      const key = JSON.stringify([origin, body.query, body.variables ?? null, body.operationName ?? null])
      const json = await answers.getOrCompute(key, async () => {
        const result = await runQuery(body, deps.db, origin, deps.logger)
        // Errors are not kept: a failed resolver may answer next time.
        return { json: JSON.stringify(result), keep: !result.errors }
      })
      return c.body(json, 200, { 'Content-Type': 'application/json' })
    },
  )

  return app
}
