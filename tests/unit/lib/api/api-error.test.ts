import { describe, expect, it } from 'vitest'
import {
  ApiError,
  apiErrorFromReply,
  isSignedOutError,
  NotFoundError,
} from '../../../../src/lib/api/api-error'

describe('apiErrorFromReply', () => {
  it("takes the status, code and message of the server's { error: { code, message } }", async () => {
    const error = await apiErrorFromReply(
      Response.json(
        { error: { code: 'invalid_request', message: 'Amount can be at most $5000.' } },
        { status: 400 },
      ),
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).not.toBeInstanceOf(NotFoundError)
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'invalid_request',
      'Amount can be at most $5000.',
    ])
  })

  it('makes a 404 a NotFoundError', async () => {
    const error = await apiErrorFromReply(
      Response.json(
        { error: { code: 'order_not_found', message: 'We could not find that order.' } },
        { status: 404 },
      ),
    )
    expect(error).toBeInstanceOf(NotFoundError)
    expect([error.status, error.code]).toEqual([404, 'order_not_found'])
  })

  it('names a reply in any other form by its status, with its body or status text as the message', async () => {
    const html = await apiErrorFromReply(new Response('<h1>Bad Gateway</h1>', { status: 502 }))
    expect([html.code, html.message]).toEqual(['http_502', '502: <h1>Bad Gateway</h1>'])
    const empty = await apiErrorFromReply(
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
    )
    expect([empty.code, empty.message]).toEqual(['http_503', '503: Service Unavailable'])
    const otherJson = await apiErrorFromReply(Response.json({ detail: 'x' }, { status: 400 }))
    expect([otherJson.code, otherJson.message]).toEqual(['http_400', '400: {"detail":"x"}'])
  })
})

describe('isSignedOutError', () => {
  it('is the 401 the server sends when nobody is signed in, and nothing else', () => {
    expect(
      isSignedOutError(new ApiError(401, 'unauthorized', 'Unauthorized: sign in to use your cart.')),
    ).toBe(true)
    // A wrong password is the sign-in form's to show, not a reason to go and sign in.
    expect(
      isSignedOutError(new ApiError(401, 'invalid_credentials', 'Email or password is incorrect.')),
    ).toBe(false)
    expect(isSignedOutError(new ApiError(403, 'unauthorized', 'No'))).toBe(false)
    expect(isSignedOutError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isSignedOutError(new Error('401: Unauthorized'))).toBe(false)
  })
})
