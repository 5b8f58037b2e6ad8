import { describe, expect, it } from 'vitest'
import { imageSrcSet, imageUrlAtWidth, srcSetWidthFor } from '../../../../src/lib/storefront/image-url'

describe('image addresses at a width', () => {
  it('sets the width parameter, keeping the rest of the address', () => {
    expect(imageUrlAtWidth('/images/products/helmet-black-1.svg', 320)).toBe(
      '/images/products/helmet-black-1.svg?width=320',
    )
    expect(imageUrlAtWidth('https://cdn.shopify.com/s/files/a.jpg?v=17', 480)).toBe(
      'https://cdn.shopify.com/s/files/a.jpg?v=17&width=480',
    )
    expect(imageUrlAtWidth('https://cdn.shopify.com/a.jpg?width=100&v=2#top', 800)).toBe(
      'https://cdn.shopify.com/a.jpg?v=2&width=800#top',
    )
    expect(imageUrlAtWidth('http://shop.test/images/a.svg?', 160)).toBe(
      'http://shop.test/images/a.svg?width=160',
    )
  })

  it('offers every width in srcset and picks the narrowest that covers a slot', () => {
    expect(imageSrcSet('/a.svg')).toBe(
      '/a.svg?width=160 160w, /a.svg?width=320 320w, /a.svg?width=480 480w, /a.svg?width=640 640w, /a.svg?width=800 800w',
    )
    expect(srcSetWidthFor(300)).toBe(320)
    expect(srcSetWidthFor(2000)).toBe(800)
  })
})
