import { describe, expect, it } from 'vitest'
import { calculateOrderTotals, TAX_RATE } from '../../../src/shared/order-totals'

it('taxes at 8%', () => {
  expect(TAX_RATE).toBe(0.08)
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
