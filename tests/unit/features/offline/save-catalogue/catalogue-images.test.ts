import { describe, expect, it } from 'vitest'
import {
  imageWidthsForScreen,
  productImageUrls,
} from '../../../../../src/features/offline/save-catalogue/catalogue-images'

describe('imageWidthsForScreen', () => {
  it('picks the srcset widths this screen asks for on the product page and in the grid', () => {
    // A phone 412 px wide at 2.625×: the gallery spans 1081 device pixels (the widest, 800), a card 541.
    expect(imageWidthsForScreen(412, 2.625)).toEqual({ gallery: 800, card: 640 })
    // A desktop at 1×: half of 1280 for the gallery, a quarter for a card.
    expect(imageWidthsForScreen(1280, 1)).toEqual({ gallery: 640, card: 320 })
    // A small tablet: a third for a card.
    expect(imageWidthsForScreen(768, 1)).toEqual({ gallery: 800, card: 320 })
    expect(imageWidthsForScreen(320, 1)).toEqual({ gallery: 320, card: 160 })
  })
})

describe('productImageUrls', () => {
  it('lists every picture at the gallery width and the card picture at the card width', () => {
    expect(
      productImageUrls(
        ['https://cdn.shopify.com/a.jpg?v=1', '/images/products/b.svg'],
        'https://cdn.shopify.com/a.jpg?v=1',
        { gallery: 800, card: 480 },
      ),
    ).toEqual([
      'https://cdn.shopify.com/a.jpg?v=1&width=800',
      '/images/products/b.svg?width=800',
      'https://cdn.shopify.com/a.jpg?v=1&width=480',
    ])
  })
})
