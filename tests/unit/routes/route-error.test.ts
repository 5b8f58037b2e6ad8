import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NotFoundError } from '../../../src/lib/api/api-error'
import { failureDetail } from '../../../src/routes/-components/route-error'

describe('what a failed page says went wrong', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("gives the shop's own words for a reply it refused", () => {
    expect(failureDetail(new ApiError(400, 'invalid_quantity', 'Quantity must be between 1 and 99.'))).toBe(
      'Quantity must be between 1 and 99.',
    )
    expect(failureDetail(new NotFoundError('not_found', 'No such order.'))).toBe('No such order.')
  })

  it('says so when the request never arrived because the device is offline', () => {
    vi.stubGlobal('navigator', { onLine: false })
    expect(failureDetail(new TypeError('Failed to fetch'))).toMatch(/You are offline/)
  })

  it("gives any other error's message, online or not", () => {
    vi.stubGlobal('navigator', { onLine: true })
    expect(failureDetail(new TypeError('Failed to fetch'))).toBe('Failed to fetch')
    expect(failureDetail(new Error('boom'))).toBe('boom')
    expect(failureDetail(undefined)).toBe('Unknown error')
  })
})
