import { describe, expect, it } from 'vitest'
import { lineVariantText } from '../../../src/shared/account/cart'

describe('lineVariantText', () => {
  it('names the size and colour the rider chose', () => {
    expect(lineVariantText({ size: 'M', color: 'Black', variantTitle: 'M / Black' })).toBe('M · Black')
    expect(lineVariantText({ size: 'L', color: null, variantTitle: null })).toBe('L')
  })

  it("names a variant of other options by the store's title for it", () => {
    expect(lineVariantText({ size: null, color: null, variantTitle: 'M / Noir' })).toBe('M / Noir')
    expect(lineVariantText({ variantTitle: 'Large / Long' })).toBe('Large / Long')
  })

  it('is empty for a product with nothing to choose', () => {
    expect(lineVariantText({ size: null, color: null, variantTitle: null })).toBe('')
  })
})
