import { describe, expect, it } from 'vitest'
import { ApiError, apiErrorCode, apiErrorMessage } from '../../../../src/lib/api/api-error'

describe('apiErrorMessage', () => {
  it("gives the server's own message from a JSON error reply", () => {
    const error = new ApiError(
      400,
      '400: {"error":{"code":"invalid_request","message":"Amount can be at most $5000."}}',
    )
    expect(apiErrorMessage(error)).toBe('Amount can be at most $5000.')
  })

  it('keeps the status-and-body message when the reply is not a JSON error', () => {
    expect(apiErrorMessage(new ApiError(502, '502: Bad Gateway'))).toBe('502: Bad Gateway')
    expect(apiErrorMessage(new ApiError(400, '400: {"detail":"x"}'))).toBe('400: {"detail":"x"}')
  })

  it('reads any other failure like getErrorMessage', () => {
    expect(apiErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch')
    expect(apiErrorMessage(undefined)).toBe('Unknown error')
  })
})

describe('apiErrorCode', () => {
  it('reads the code of a JSON error reply, and nothing from anything else', () => {
    expect(apiErrorCode(new ApiError(400, '400: {"error":{"code":"empty_cart","message":"x"}}'))).toBe(
      'empty_cart',
    )
    expect(apiErrorCode(new ApiError(502, '502: Bad Gateway'))).toBeUndefined()
    expect(apiErrorCode(new Error('boom'))).toBeUndefined()
  })
})
