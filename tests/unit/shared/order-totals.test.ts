import { describe, expect, it } from 'vitest'
import { calculateOrderTotals, TAX_RATE } from '../../../src/shared/order-totals'

it('taxes at 8%', () => {
  expect(TAX_RATE).toBe(0.08)
})

describe('calculateOrderTotals', () => {
  it('charges 8% tax and $15 shipping at or under $100', () => {
    expect(calculateOrderTotals([{ price: '25.00', quantity: 2 }])).toEqual({
      subtotal: '50.00',
      discount: '0.00',
      tax: '4.00',
      shipping: '15.00',
      giftCardAmount: '0.00',
      total: '69.00',
    })
  })

  it('charges shipping at exactly $100 and ships free just over it', () => {
    expect(calculateOrderTotals([{ price: 100, quantity: 1 }]).shipping).toBe('15.00')
    expect(calculateOrderTotals([{ price: '100.01', quantity: 1 }])).toEqual({
      subtotal: '100.01',
      discount: '0.00',
      tax: '8.00',
      shipping: '0.00',
      giftCardAmount: '0.00',
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
      discount: '0.00',
      tax: '10.40',
      shipping: '0.00',
      giftCardAmount: '0.00',
      total: '140.39',
    })
  })

  it('gives all values as 2-decimal strings', () => {
    const totals = calculateOrderTotals([{ price: '1234.5', quantity: 3 }])
    expect(totals).toEqual({
      subtotal: '3703.50',
      discount: '0.00',
      tax: '296.28',
      shipping: '0.00',
      giftCardAmount: '0.00',
      total: '3999.78',
    })
  })

  it('charges nothing for an order with no items', () => {
    expect(calculateOrderTotals([])).toEqual({
      subtotal: '0.00',
      discount: '0.00',
      tax: '0.00',
      shipping: '0.00',
      giftCardAmount: '0.00',
      total: '0.00',
    })
  })

  it('refuses bad quantities and prices with a clear error', () => {
    expect(() => calculateOrderTotals([{ price: '10', quantity: 1.5 }])).toThrow(/Invalid quantity/)
    expect(() => calculateOrderTotals([{ price: '10', quantity: -1 }])).toThrow(/Invalid quantity/)
    expect(() => calculateOrderTotals([{ price: '-10', quantity: 1 }])).toThrow(/Invalid price/)
    expect(() => calculateOrderTotals([{ price: 'ten', quantity: 1 }])).toThrow(/Invalid money amount/)
  })

  it('refuses a discount that is not a whole percent from 0 to 100, and a negative balance', () => {
    const lines = [{ price: '10', quantity: 1 }]
    for (const discountPercent of [-1, 101, 12.5, Number.NaN])
      expect(() => calculateOrderTotals(lines, { discountPercent })).toThrow(/Invalid discount/)
    expect(() => calculateOrderTotals(lines, { giftCardBalance: '-0.01' })).toThrow(/Invalid gift card/)
  })
})

describe('calculateOrderTotals with a discount code and a gift card', () => {
  it('takes the discount off the subtotal before tax, rounding half up to the cent', () => {
    // 15% of 49.99 is 7.4985 → 7.50; tax on 42.49 is 3.3992 → 3.40; 42.49 + 3.40 + 15.00 = 60.89.
    expect(calculateOrderTotals([{ price: '49.99', quantity: 1 }], { discountPercent: 15 })).toEqual({
      subtotal: '49.99',
      discount: '7.50',
      tax: '3.40',
      shipping: '15.00',
      giftCardAmount: '0.00',
      total: '60.89',
    })
    // 15% of 0.10 is exactly 1.5 cents: half up makes it 2.
    expect(calculateOrderTotals([{ price: '0.10', quantity: 1 }], { discountPercent: 15 }).discount).toBe(
      '0.02',
    )
  })

  it('charges shipping when the discount takes the order from over $100 to under', () => {
    // Without the code: 110.00 ships free, 8.80 tax, 118.80.
    expect(calculateOrderTotals([{ price: '55.00', quantity: 2 }]).shipping).toBe('0.00')
    // 15% of 110.00 is 16.50; on 93.50 tax is 7.48 and shipping 15.00: 93.50 + 7.48 + 15.00 = 115.98.
    expect(calculateOrderTotals([{ price: '55.00', quantity: 2 }], { discountPercent: 15 })).toEqual({
      subtotal: '110.00',
      discount: '16.50',
      tax: '7.48',
      shipping: '15.00',
      giftCardAmount: '0.00',
      total: '115.98',
    })
    // 15% of 117.65 is 17.6475 → 17.65, leaving exactly 100.00, which is not over $100.
    expect(calculateOrderTotals([{ price: '117.65', quantity: 1 }], { discountPercent: 15 })).toEqual({
      subtotal: '117.65',
      discount: '17.65',
      tax: '8.00',
      shipping: '15.00',
      giftCardAmount: '0.00',
      total: '123.00',
    })
  })

  it('lets a gift card pay all of it: total 0.00, the card charged only what was due', () => {
    // 50.00 + 4.00 tax + 15.00 shipping = 69.00 due; the card has 100.00.
    expect(calculateOrderTotals([{ price: '25.00', quantity: 2 }], { giftCardBalance: '100.00' })).toEqual({
      subtotal: '50.00',
      discount: '0.00',
      tax: '4.00',
      shipping: '15.00',
      giftCardAmount: '69.00',
      total: '0.00',
    })
    // A balance of exactly what is due pays it all too.
    expect(calculateOrderTotals([{ price: '25.00', quantity: 2 }], { giftCardBalance: '69.00' }).total).toBe(
      '0.00',
    )
  })

  it('uses a smaller balance in part and leaves the rest to pay', () => {
    // 69.00 due, 25.00 on the card: 44.00 left.
    expect(calculateOrderTotals([{ price: '25.00', quantity: 2 }], { giftCardBalance: '25.00' })).toEqual({
      subtotal: '50.00',
      discount: '0.00',
      tax: '4.00',
      shipping: '15.00',
      giftCardAmount: '25.00',
      total: '44.00',
    })
    // An empty card pays nothing.
    expect(
      calculateOrderTotals([{ price: '25.00', quantity: 2 }], { giftCardBalance: '0.00' }).giftCardAmount,
    ).toBe('0.00')
  })

  it('applies the discount first, then tax and shipping, then the gift card', () => {
    // 200.00 − 30.00 = 170.00 (ships free); tax 13.60; 183.60 due; the card pays 50.00 of it.
    expect(
      calculateOrderTotals([{ price: '100.00', quantity: 2 }], {
        discountPercent: 15,
        giftCardBalance: '50.00',
      }),
    ).toEqual({
      subtotal: '200.00',
      discount: '30.00',
      tax: '13.60',
      shipping: '0.00',
      giftCardAmount: '50.00',
      total: '133.60',
    })
  })

  it('still charges shipping on an order a 100% code makes free of items', () => {
    expect(calculateOrderTotals([{ price: '40.00', quantity: 1 }], { discountPercent: 100 })).toEqual({
      subtotal: '40.00',
      discount: '40.00',
      tax: '0.00',
      shipping: '15.00',
      giftCardAmount: '0.00',
      total: '15.00',
    })
  })
})
