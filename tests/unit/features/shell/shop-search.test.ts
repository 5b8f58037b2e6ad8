import { describe, expect, it } from 'vitest'
import { shopSearchParams } from '../../../../src/features/shell/shop-search'

describe('header search', () => {
  it('searches /shop with the trimmed text', () => {
    expect(shopSearchParams('  saddlebags ')).toEqual({ search: 'saddlebags' })
    expect(shopSearchParams('leather jacket')).toEqual({ search: 'leather jacket' })
  })

  it('does nothing for empty or whitespace-only text', () => {
    expect(shopSearchParams('')).toBeNull()
    expect(shopSearchParams(' \t\n ')).toBeNull()
  })
})
