import { describe, expect, it } from 'vitest'
import { parseRating } from '../../../src/ui/product/product-rating'

describe('parseRating', () => {
  it('reads the reviews.rating metafield and refuses anything else', () => {
    expect(parseRating('{"value":"4.5","scale_min":"1.0","scale_max":"5.0"}')).toBe(4.5)
    expect(parseRating('not json')).toBeNull()
    expect(parseRating('{"value":"high"}')).toBeNull()
    expect(parseRating(null)).toBeNull()
  })
})
