import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
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

const lineSchema = z.object({ id: z.string(), quantity: z.number() })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiRequest', () => {
  it('sends cookies and a JSON body with its content type, and answers the reply as the schema reads it', async () => {
    const calls = stubFetch(json({ id: 'a1', quantity: 2, extra: 'dropped' }, 201))
    const line = await apiRequest('POST', '/api/cart', lineSchema, { body: { productId: '7', quantity: 2 } })
    expect(line).toEqual({ id: 'a1', quantity: 2 })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('/api/cart')
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"productId":"7","quantity":2}',
    })
  })

  it('sends extra headers along, and with no body no content type', async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }))
    await apiRequest('DELETE', '/api/cart/3', null, { headers: { 'Idempotency-Key': 'k1' } })
    expect(calls[0]?.init?.method).toBe('DELETE')
    expect(calls[0]?.init?.credentials).toBe('include')
    expect(calls[0]?.init?.body).toBeUndefined()
    expect(calls[0]?.init?.headers).toEqual({ 'Idempotency-Key': 'k1' })
  })

  it('reads no body when no reply is expected', async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }))
    expect(await apiRequest('DELETE', '/api/cart/3', null)).toBeUndefined()
    expect(calls[0]?.init?.headers).toBeUndefined()
  })

  it("throws an ApiError with the server's status, code and message on a non-OK reply", async () => {
    stubFetch(json({ error: { code: 'invalid_request', message: 'Quantity must be at least 1.' } }, 400))
    const error = await caught(apiRequest('PATCH', '/api/cart/3', lineSchema, { body: { quantity: 0 } }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).not.toBeInstanceOf(NotFoundError)
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_request',
      message: 'Quantity must be at least 1.',
    })
  })

  it('throws a NotFoundError for a 404', async () => {
    stubFetch(
      json({ error: { code: 'cart_line_not_found', message: 'That item is not in your cart.' } }, 404),
    )
    const error = await caught(apiRequest('DELETE', '/api/cart/nope', null))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error).toMatchObject({ status: 404, code: 'cart_line_not_found' })
    expect(isApiErrorWithStatus(error, 400, 404)).toBe(true)
  })

  it('treats an OK reply of another shape, or not JSON at all, as an error rather than a value', async () => {
    stubFetch(json({ id: 7, quantity: '2' }))
    const wrongShape = await caught(apiRequest('POST', '/api/cart', lineSchema, { body: {} }))
    expect(wrongShape).toBeInstanceOf(ApiError)
    expect(wrongShape).toMatchObject({ status: 200, code: 'unexpected_reply' })
    expect((wrongShape as ApiError).cause).toBeInstanceOf(z.core.$ZodError)

    stubFetch(() => new Response('<!doctype html><title>Shop</title>', { status: 200 }))
    const notJson = await caught(apiRequest('GET', '/api/cart', lineSchema))
    expect(notJson).toMatchObject({ status: 200, code: 'unexpected_reply' })
  })

  it('lets a network failure through as it is', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    const error = await caught(apiRequest('GET', '/api/cart', lineSchema))
    expect(error).toBeInstanceOf(TypeError)
    expect(isApiErrorWithStatus(error, 404)).toBe(false)
  })
})

describe('getQueryFn', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const productsSchema = z.array(z.object({ slug: z.string() }))

  it('GETs the query key joined with slashes, with cookies, and parses the reply with the schema', async () => {
    const calls = stubFetch(json([{ slug: 'outlaw-leather-jacket', price: '1.00' }]))
    const data = await client().fetchQuery({
      queryKey: ['/api/products', 'featured'],
      queryFn: getQueryFn(productsSchema),
    })
    expect(data).toEqual([{ slug: 'outlaw-leather-jacket' }])
    expect(calls[0]?.url).toBe('/api/products/featured')
    expect(calls[0]?.init?.credentials).toBe('include')
    expect(calls[0]?.init?.method).toBeUndefined()
  })

  it('escapes key parts after the first, so a part stays one path segment', async () => {
    const calls = stubFetch(json({}))
    await client().fetchQuery({ queryKey: ['/api/products', 'a/b?c'], queryFn: getQueryFn(z.object({})) })
    expect(calls[0]?.url).toBe('/api/products/a%2Fb%3Fc')
  })

  it('fails on a reply of another shape', async () => {
    stubFetch(json({ slug: 'not-a-list' }))
    const error = await caught(
      client().fetchQuery({ queryKey: ['/api/products'], queryFn: getQueryFn(productsSchema) }),
    )
    expect(error).toMatchObject({ code: 'unexpected_reply' })
  })

  it('throws on a 401 by default', async () => {
    stubFetch(
      json({ error: { code: 'unauthorized', message: 'Unauthorized: sign in to use your cart.' } }, 401),
    )
    const error = await caught(
      client().fetchQuery({ queryKey: ['/api/cart'], queryFn: getQueryFn(productsSchema) }),
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' })
  })

  it('answers null for a 401 when told to', async () => {
    stubFetch(() => new Response('Unauthorized', { status: 401 }))
    const data = await client().fetchQuery({
      queryKey: ['/api/auth/user'],
      queryFn: getQueryFn(z.object({ email: z.string() }), { on401: 'returnNull' }),
    })
    expect(data).toBeNull()
  })

  it('still throws other errors when a 401 returns null', async () => {
    stubFetch(() => new Response('', { status: 500, statusText: 'Internal Server Error' }))
    const error = await caught(
      client().fetchQuery({
        queryKey: ['/api/auth/user'],
        queryFn: getQueryFn(z.object({ email: z.string() }), { on401: 'returnNull' }),
      }),
    )
    expect(error).toMatchObject({ status: 500, code: 'http_500', message: '500: Internal Server Error' })
  })
})
