import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  amountToCents,
  cartTotals,
  discountPercent,
  dollars,
  formatPrice,
  parseAmount,
} from '../../../src/shared/money'

describe('parseAmount', () => {
  it('reads storefront amounts', () => {
    expect(parseAmount('30.0')).toBe(30)
    expect(parseAmount('129.99')).toBe(129.99)
    expect(parseAmount(' 7 ')).toBe(7)
    expect(parseAmount('0.5')).toBe(0.5)
    expect(parseAmount('.5')).toBe(0.5)
  })

  it('throws a clear error on text that is not a number', () => {
    for (const bad of ['', 'abc', '12,50', '$5', '1e3', 'NaN', '.', '1.2.3']) {
      expect(() => parseAmount(bad), bad).toThrow(/Invalid money amount/)
    }
  })
})

describe('amountToCents', () => {
  it('avoids float error and rounds half up at the third decimal', () => {
    expect(amountToCents('129.99')).toBe(12999)
    expect(amountToCents(129.99)).toBe(12999)
    expect(amountToCents(0.1 + 0.2)).toBe(30)
    expect(amountToCents('1.005')).toBe(101)
    expect(amountToCents('1.004')).toBe(100)
    expect(amountToCents(1.005)).toBe(101)
  })

  it('refuses non-finite numbers', () => {
    expect(() => amountToCents(Number.NaN)).toThrow(/Invalid money amount/)
    expect(() => amountToCents(Number.POSITIVE_INFINITY)).toThrow(/Invalid money amount/)
  })
})

describe('cartTotals', () => {
  it('sums price × quantity and counts items by quantity', () => {
    expect(
      cartTotals([
        { price: '19.99', quantity: 3 },
        { price: 5, quantity: 1 },
      ]),
    ).toEqual({ subtotal: '64.97', itemCount: 4 })
  })

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotal: '0.00', itemCount: 0 })
  })
})

describe('formatPrice', () => {
  it('shows US dollars with separators and 2 decimals', () => {
    expect(formatPrice('1234.5')).toBe('$1,234.50')
    expect(formatPrice(30)).toBe('$30.00')
    expect(formatPrice('30.0')).toBe('$30.00')
    expect(formatPrice(0)).toBe('$0.00')
    expect(formatPrice('1000000')).toBe('$1,000,000.00')
  })

  it('rounds half up to the cent', () => {
    expect(formatPrice('1.005')).toBe('$1.01')
    expect(formatPrice('2.994')).toBe('$2.99')
  })

  it('throws on text that is not a number', () => {
    expect(() => formatPrice('free')).toThrow(/Invalid money amount/)
  })
})

describe('discountPercent', () => {
  it('is round((compareAt − price) / compareAt × 100)', () => {
    expect(discountPercent('75.00', '100.00')).toBe(25)
    expect(discountPercent(129.99, 199.99)).toBe(35)
    // 1/3 off → 33.33 → 33; 2/3 off → 66.67 → 67.
    expect(discountPercent('2', '3')).toBe(33)
    expect(discountPercent('1', '3')).toBe(67)
    // exactly .5 rounds up: 1 off 8 = 12.5%.
    expect(discountPercent('7', '8')).toBe(13)
  })

  it('is 0 when compareAt is missing or not higher than the price', () => {
    expect(discountPercent('50')).toBe(0)
    expect(discountPercent('50', null)).toBe(0)
    expect(discountPercent('50', '')).toBe(0)
    expect(discountPercent('50', '50.00')).toBe(0)
    expect(discountPercent('50', '40')).toBe(0)
  })
})

describe('dollars', () => {
  it('writes every amount as Intl writes US dollars, with 2 decimals and whole', () => {
    const twoDecimals = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
    })
    const whole = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    })
    for (const cents of [0, 1, 99, 100, 10_000, 123_456, 100_000_000, -500, -123_456])
      expect(dollars(cents, 2), String(cents)).toBe(twoDecimals.format(cents / 100))
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(dollars(cents, 2)).toBe(twoDecimals.format(cents / 100))
        if (cents % 100 === 0) expect(dollars(cents, 0)).toBe(whole.format(cents / 100))
      }),
    )
  })
})
