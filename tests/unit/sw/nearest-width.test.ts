import { describe, expect, it } from 'vitest'
import { nearestWidthUrl } from '../../../sw/nearest-width'

const image = 'https://shop.example/images/products/helmet-black-1.svg'
const at = (width: number) => `${image}?width=${width}`

describe('nearestWidthUrl', () => {
  it('prefers the narrowest cached copy wider than the width asked for', () => {
    expect(nearestWidthUrl(at(480), [at(160), at(800), at(640), at(320)])).toBe(at(640))
  })

  it('falls back to the widest narrower copy when none is wider', () => {
    expect(nearestWidthUrl(at(800), [at(160), at(480), at(320)])).toBe(at(480))
  })

  it('treats a copy without a width as the full-size image', () => {
    expect(nearestWidthUrl(at(800), [at(320), image])).toBe(image)
    expect(nearestWidthUrl(at(320), [image, at(480)])).toBe(at(480))
    expect(nearestWidthUrl(image, [at(320), at(800)])).toBe(at(800))
  })

  it('only considers the same image: same origin and same path', () => {
    const cached = [
      'https://shop.example/images/products/helmet-black-2.svg?width=480',
      'https://cdn.example/images/products/helmet-black-1.svg?width=480',
    ]
    expect(nearestWidthUrl(at(480), cached)).toBeUndefined()
    expect(nearestWidthUrl(at(480), [])).toBeUndefined()
  })

  it('keeps other query parameters as they were cached', () => {
    const cached = `${image}?v=7&width=640`
    expect(nearestWidthUrl(at(480), [cached, at(160)])).toBe(cached)
  })
})
