import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, isApiErrorWithStatus, NotFoundError } from '../../../../src/lib/api/api-error'
import { apiRequest, getQueryFn } from '../../../../src/lib/api/api-request'

interface Call {
  url: string
  init: RequestInit | undefined
}

/** Replaces the global fetch with one that answers `respond()` and records what it was sent. */
function stubFetch(respond: () => Response) {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init })
    return respond()
  })
  return calls
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the promise to reject')
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiRequest', () => {
  it('sends cookies and a JSON body with its content type', async () => {
    const calls = stubFetch(json({ id: 1 }, 201))
    const response = await apiRequest('POST', '/api/cart', { productId: '7', quantity: 2 })
    expect(await response.json()).toEqual({ id: 1 })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('/api/cart')
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"productId":"7","quantity":2}',
    })
  })

  it('sends no body and no content type when there is no body', async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }))
    await apiRequest('DELETE', '/api/cart/3')
    expect(calls[0]?.init?.method).toBe('DELETE')
    expect(calls[0]?.init?.credentials).toBe('include')
    expect(calls[0]?.init?.body).toBeUndefined()
    expect(calls[0]?.init?.headers).toBeUndefined()
  })

  it('throws an ApiError "{status}: {body}" on a non-OK reply', async () => {
    stubFetch(() => new Response('{"error":{"code":"bad","message":"No"}}', { status: 400 }))
    const error = await caught(apiRequest('PATCH', '/api/cart/3', { quantity: 0 }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).not.toBeInstanceOf(NotFoundError)
    expect((error as ApiError).status).toBe(400)
    expect((error as ApiError).message).toBe('400: {"error":{"code":"bad","message":"No"}}')
  })

  it('uses the status text when the body is empty', async () => {
    stubFetch(() => new Response('', { status: 401, statusText: 'Unauthorized' }))
    const error = await caught(apiRequest('GET', '/api/cart'))
    expect((error as ApiError).message).toBe('401: Unauthorized')
    expect(isApiErrorWithStatus(error, 401)).toBe(true)
    expect(isApiErrorWithStatus(error, 404)).toBe(false)
  })

  it('throws a NotFoundError for a 404', async () => {
    stubFetch(() => new Response('No such product', { status: 404, statusText: 'Not Found' }))
    const error = await caught(apiRequest('GET', '/api/products/nope'))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as NotFoundError).status).toBe(404)
    expect((error as NotFoundError).message).toBe('404: No such product')
    expect(isApiErrorWithStatus(error, 400, 404)).toBe(true)
  })

  it('lets a network failure through as it is', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    const error = await caught(apiRequest('GET', '/api/cart'))
    expect(error).toBeInstanceOf(TypeError)
    expect(isApiErrorWithStatus(error, 404)).toBe(false)
  })
})

describe('getQueryFn', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

  it('GETs the query key joined with slashes, with cookies, and parses the JSON', async () => {
    const calls = stubFetch(json([{ slug: 'outlaw-leather-jacket' }]))
    const data = await client().fetchQuery({ queryKey: ['/api/products', 'featured'], queryFn: getQueryFn() })
    expect(data).toEqual([{ slug: 'outlaw-leather-jacket' }])
    expect(calls[0]?.url).toBe('/api/products/featured')
    expect(calls[0]?.init?.credentials).toBe('include')
    expect(calls[0]?.init?.method).toBeUndefined()
  })

  it('escapes key parts after the first, so a part stays one path segment', async () => {
    const calls = stubFetch(json({}))
    await client().fetchQuery({ queryKey: ['/api/products', 'a/b?c'], queryFn: getQueryFn() })
    expect(calls[0]?.url).toBe('/api/products/a%2Fb%3Fc')
  })

  it('throws on a 401 by default', async () => {
    stubFetch(() => new Response('Unauthorized', { status: 401 }))
    const error = await caught(client().fetchQuery({ queryKey: ['/api/auth/user'], queryFn: getQueryFn() }))
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('401: Unauthorized')
  })

  it('answers null for a 401 when told to', async () => {
    stubFetch(() => new Response('Unauthorized', { status: 401 }))
    const data = await client().fetchQuery({
      queryKey: ['/api/auth/user'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    })
    expect(data).toBeNull()
  })

  it('still throws other errors when a 401 returns null', async () => {
    stubFetch(() => new Response('', { status: 500, statusText: 'Internal Server Error' }))
    const error = await caught(
      client().fetchQuery({ queryKey: ['/api/auth/user'], queryFn: getQueryFn({ on401: 'returnNull' }) }),
    )
    expect((error as ApiError).message).toBe('500: Internal Server Error')
  })
})
