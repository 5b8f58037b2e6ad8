import { describe, expect, it } from 'vitest'
import { getErrorMessage } from '../../../src/lib/get-error-message'

describe('getErrorMessage', () => {
  it("uses an Error's message, subclasses included", () => {
    expect(getErrorMessage(new Error('Failed to add item to cart.'))).toBe('Failed to add item to cart.')
    expect(getErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch')
  })

  it('uses a thrown string as it is', () => {
    expect(getErrorMessage('401: Unauthorized')).toBe('401: Unauthorized')
  })

  it('uses the message of an error-shaped object', () => {
    expect(getErrorMessage({ message: 'Out of stock', code: 'OUT_OF_STOCK' })).toBe('Out of stock')
  })

  it("says 'Unknown error' for anything else", () => {
    for (const value of [undefined, null, 42, {}, { message: 7 }, [], Symbol('x')]) {
      expect(getErrorMessage(value)).toBe('Unknown error')
    }
  })

  it("says 'Unknown error' rather than showing a blank message", () => {
    expect(getErrorMessage(new Error(''))).toBe('Unknown error')
    expect(getErrorMessage('  ')).toBe('Unknown error')
  })
})
