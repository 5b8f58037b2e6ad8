import { describe, expect, it } from 'vitest'
import { cardRating, parseRating } from '../../../src/ui/product/product-rating'

describe('parseRating', () => {
  it('reads the reviews.rating metafield and refuses anything else', () => {
    expect(parseRating('{"value":"4.5","scale_min":"1.0","scale_max":"5.0"}')).toBe(4.5)
    expect(parseRating('not json')).toBeNull()
    expect(parseRating('{"value":"high"}')).toBeNull()
    expect(parseRating(null)).toBeNull()
  })
})

describe('cardRating', () => {
  const rated = '{"value":"4.3","scale_min":"1.0","scale_max":"5.0"}'

  it('gives the stars and count of a reviewed product', () => {
    expect(cardRating(rated, '12')).toEqual({ rating: 4.3, count: 12 })
    expect(cardRating(rated, null)).toEqual({ rating: 4.3, count: null })
  })

  it('gives no stars to a product nobody reviewed, whatever its metafields say', () => {
    expect(cardRating(null, null)).toBeNull()
    expect(cardRating(undefined, '3')).toBeNull()
    expect(cardRating(rated, '0')).toBeNull()
    expect(cardRating('{"value":"0.0","scale_min":"1.0","scale_max":"5.0"}', null)).toBeNull()
  })
})
