import type { QueryFunction, QueryKey } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { whenQueryCacheRestored } from '../query-persistence'
import { ApiError, apiErrorFromReply, UNEXPECTED_REPLY_CODE } from './api-error'
import { apiFetch, apiFetchFor } from './api-fetch'

/**
 * What an own-API reply must look like: one of the shared schemas in src/shared, or null for a reply
 * with no body worth reading (204).
 */
export type ReplySchema = z.core.$ZodType | null

type Reply<Schema extends ReplySchema> = Schema extends z.core.$ZodType ? z.output<Schema> : undefined

/** What a query does with a 401: fail (the default), or read it as "nobody is signed in". */
export type UnauthorizedBehavior = 'throw' | 'returnNull'

/**
 * The reply's JSON, checked against `schema` (docs/decisions/0030-own-api-replies-parsed-with-shared-schemas.md).
 * Any other shape, or a body that is not JSON, is an ApiError: the page never goes on with a value
 * that only looks right. A connection lost while the body arrives stays the TypeError it is.
 */
async function readReply<Schema extends z.core.$ZodType>(
  response: Response,
  schema: Schema,
): Promise<z.output<Schema>> {
  let body: unknown
  try {
    body = await response.json()
  } catch (error) {
    if (error instanceof SyntaxError) throw unexpectedReply(response, error)
    throw error
  }
  const parsed = z.safeParse(schema, body)
  if (!parsed.success) throw unexpectedReply(response, parsed.error)
  return parsed.data
}

function unexpectedReply(response: Response, cause: unknown) {
  return new ApiError(
    response.status,
    UNEXPECTED_REPLY_CODE,
    "The shop's server answered in a way this page does not understand. Try again in a moment.",
    { cause },
  )
}

/**
 * One call to the shop's own API: cookies always go along, and a JSON body with its content type only
 * when there is a body. Resolves with the reply checked against `reply`; throws `ApiError` (or
 * `NotFoundError`) for a non-OK or malformed reply, and the `fetch` TypeError when the connection fails.
 */
export async function apiRequest<Schema extends ReplySchema>(
  method: string,
  url: string,
  reply: Schema,
  { body, headers: extraHeaders = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply<Schema>> {
  const headers = body === undefined ? extraHeaders : { 'Content-Type': 'application/json', ...extraHeaders }
  const response = await apiFetch(url, {
    method,
    credentials: 'include',
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw await apiErrorFromReply(response)
  // TypeScript does not narrow the conditional `Reply` type by testing `reply`, hence the cast.
  return (reply === null ? undefined : await readReply(response, reply)) as Reply<Schema>
}

/**
 * The key is the address: ['/api/products', slug] reads /api/products/{slug}. Parts after the
 * first are path segments, so they are escaped; a slug can never reach another path or a query.
 */
function queryKeyToUrl(queryKey: QueryKey): string {
  const [base, ...segments] = queryKey.map(String)
  return [base, ...segments.map(encodeURIComponent)].join('/')
}

/**
 * The reader of every own-API query: GET the query key as a path, once the saved cache is back, and
 * check the reply against `reply`. With `on401: 'returnNull'` a 401 reads as null.
 */
export function getQueryFn<Schema extends z.core.$ZodType>(
  reply: Schema,
  options?: { on401?: 'throw' },
): QueryFunction<z.output<Schema>>
export function getQueryFn<Schema extends z.core.$ZodType>(
  reply: Schema,
  options: { on401: UnauthorizedBehavior },
): QueryFunction<z.output<Schema> | null>
export function getQueryFn<Schema extends z.core.$ZodType>(
  reply: Schema,
  { on401 = 'throw' }: { on401?: UnauthorizedBehavior } = {},
): QueryFunction<z.output<Schema> | null> {
  return async ({ client, queryKey, signal }) => {
    await whenQueryCacheRestored()
    const response = await apiFetchFor(client)(queryKeyToUrl(queryKey), { credentials: 'include', signal })
    if (on401 === 'returnNull' && response.status === 401) return null
    if (!response.ok) throw await apiErrorFromReply(response)
    return readReply(response, reply)
  }
}
