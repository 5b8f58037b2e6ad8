import { describe, expect, it } from 'vitest'
import { calculateOrderTotals } from '../../../src/shared/order-totals'
import {
  FREE_SHIPPING_THRESHOLD,
  freeShippingOffer,
  freeShippingThreshold,
  SHIPPING_FLAT,
  shippingCents,
  shipsFree,
} from '../../../src/shared/shipping'

describe('the shipping rule', () => {
  it('is free over $100, else $15', () => {
    expect(FREE_SHIPPING_THRESHOLD).toBe(100)
    expect(SHIPPING_FLAT).toBe(15)
  })

  it('ships free strictly over the threshold: $100.00 pays, $100.01 does not', () => {
    expect(shipsFree('99.99')).toBe(false)
    expect(shipsFree('100')).toBe(false)
    expect(shipsFree(100)).toBe(false)
    expect(shipsFree('100.00')).toBe(false)
    expect(shipsFree('100.004')).toBe(false)
    expect(shipsFree('100.005')).toBe(true)
    expect(shipsFree('100.01')).toBe(true)
    expect(shipsFree(129.99)).toBe(true)
  })

  it('charges the flat rate in cents at or under the threshold, nothing over it or for no items', () => {
    expect(shippingCents(10_000, 1)).toBe(1500)
    expect(shippingCents(10_001, 1)).toBe(0)
    expect(shippingCents(0, 0)).toBe(0)
    expect(shippingCents(1, 1)).toBe(1500)
  })

  it('is the one rule checkout charges by: an item that ships free alone ships free at checkout', () => {
    for (const price of ['99.99', '100.00', '100.01', '250.00']) {
      const charged = calculateOrderTotals([{ price, quantity: 1 }]).shipping
      expect(charged === '0.00', price).toBe(shipsFree(price))
    }
    // Two items under the threshold together can pass it: the order ships free though neither alone would.
    expect(shipsFree('60.00')).toBe(false)
    expect(calculateOrderTotals([{ price: '60.00', quantity: 2 }]).shipping).toBe('0.00')
  })

  it('writes the threshold and the offer as the product pages show them, in the store’s currency', () => {
    expect(freeShippingThreshold()).toBe('$100')
    expect(freeShippingOffer()).toBe('Free shipping on orders over $100')
    expect(freeShippingOffer('EUR')).toBe('Free shipping on orders over €100')
  })
})
