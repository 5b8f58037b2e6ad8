import { describe, expect, it } from 'vitest'
import {
  amountToCents,
  calculateOrderTotals,
  cartTotals,
  discountPercent,
  FREE_SHIPPING_THRESHOLD,
  formatPrice,
  parseAmount,
  SHIPPING_FLAT,
  TAX_RATE,
} from '../../../src/shared/money'

describe('constants', () => {
  it('are 8% tax, free shipping over 100, else 15', () => {
    expect(TAX_RATE).toBe(0.08)
    expect(FREE_SHIPPING_THRESHOLD).toBe(100)
    expect(SHIPPING_FLAT).toBe(15)
  })
})

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

describe('calculateOrderTotals', () => {
  it('charges 8% tax and $15 shipping at or under $100', () => {
    expect(calculateOrderTotals([{ price: '25.00', quantity: 2 }])).toEqual({
      subtotal: '50.00',
      tax: '4.00',
      shipping: '15.00',
      total: '69.00',
    })
  })

  it('charges shipping at exactly $100 and ships free just over it', () => {
    expect(calculateOrderTotals([{ price: 100, quantity: 1 }]).shipping).toBe('15.00')
    expect(calculateOrderTotals([{ price: '100.01', quantity: 1 }])).toEqual({
      subtotal: '100.01',
      tax: '8.00',
      shipping: '0.00',
      total: '108.01',
    })
  })

  it('sums lines in cents without float drift', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004.
    const totals = calculateOrderTotals([
      { price: 0.1, quantity: 1 },
      { price: 0.2, quantity: 1 },
    ])
    expect(totals.subtotal).toBe('0.30')
    expect(totals.total).toBe('15.32')
  })

  it('rounds tax to the nearest cent rather than truncating', () => {
    // 8% of 0.06 is 0.0048 → 0.00; of 0.07 is 0.0056 → 0.01; of 129.99 is 10.3992 → 10.40.
    // (At 8% an exact half cent cannot occur on a whole-cent subtotal: 8c/100 is never k + 0.5.)
    expect(calculateOrderTotals([{ price: '0.06', quantity: 1 }]).tax).toBe('0.00')
    expect(calculateOrderTotals([{ price: '0.07', quantity: 1 }]).tax).toBe('0.01')
    expect(calculateOrderTotals([{ price: '18.75', quantity: 1 }]).tax).toBe('1.50')
    expect(calculateOrderTotals([{ price: '129.99', quantity: 1 }])).toEqual({
      subtotal: '129.99',
      tax: '10.40',
      shipping: '0.00',
      total: '140.39',
    })
  })

  it('gives all values as 2-decimal strings', () => {
    const totals = calculateOrderTotals([{ price: '1234.5', quantity: 3 }])
    expect(totals).toEqual({ subtotal: '3703.50', tax: '296.28', shipping: '0.00', total: '3999.78' })
  })

  it('charges nothing for an order with no items', () => {
    expect(calculateOrderTotals([])).toEqual({
      subtotal: '0.00',
      tax: '0.00',
      shipping: '0.00',
      total: '0.00',
    })
  })

  it('refuses bad quantities and prices with a clear error', () => {
    expect(() => calculateOrderTotals([{ price: '10', quantity: 1.5 }])).toThrow(/Invalid quantity/)
    expect(() => calculateOrderTotals([{ price: '10', quantity: -1 }])).toThrow(/Invalid quantity/)
    expect(() => calculateOrderTotals([{ price: '-10', quantity: 1 }])).toThrow(/Invalid price/)
    expect(() => calculateOrderTotals([{ price: 'ten', quantity: 1 }])).toThrow(/Invalid money amount/)
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
