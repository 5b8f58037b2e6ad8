import type { QueryFunction, QueryKey } from '@tanstack/react-query'
import { whenQueryCacheRestored } from '../query-persistence'
import { ApiError, NotFoundError } from './api-error'
import { apiFetch, apiFetchFor } from './api-fetch'

/** What a query does with a 401: fail (the default), or read it as "nobody is signed in". */
export type UnauthorizedBehavior = 'throw' | 'returnNull'

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = (await response.text().catch(() => '')) || response.statusText
  const message = `${response.status}: ${text}`
  throw response.status === 404 ? new NotFoundError(message) : new ApiError(response.status, message)
}

/**
 * One call to the shop's own API: cookies always go along, and a JSON body with its
 * content type only when there is a body. Throws `ApiError` (or `NotFoundError`) on a non-OK reply.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers = body === undefined ? extraHeaders : { 'Content-Type': 'application/json', ...extraHeaders }
  const response = await apiFetch(url, {
    method,
    credentials: 'include',
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  await throwIfNotOk(response)
  return response
}

/**
 * The key is the address: ['/api/products', slug] reads /api/products/{slug}. Parts after the
 * first are path segments, so they are escaped; a slug can never reach another path or a query.
 */
function queryKeyToUrl(queryKey: QueryKey): string {
  const [base, ...segments] = queryKey.map(String)
  return [base, ...segments.map(encodeURIComponent)].join('/')
}

/** The default reader: GET the query key as a path and parse the JSON reply. */
export function getQueryFn({
  on401 = 'throw',
}: {
  on401?: UnauthorizedBehavior
} = {}): QueryFunction<unknown> {
  return async ({ client, queryKey, signal }) => {
    await whenQueryCacheRestored()
    const response = await apiFetchFor(client)(queryKeyToUrl(queryKey), { credentials: 'include', signal })
    if (on401 === 'returnNull' && response.status === 401) return null
    await throwIfNotOk(response)
    return await response.json()
  }
}
