import { describe, expect, it } from 'vitest'
import { SUGGESTIONS_PER_KIND, savedSuggestions } from '../../../../src/features/shell/api/search-suggestions'
import type { SavedProductSummary } from '../../../../src/lib/storefront/saved-products'

const saved = (handle: string, title: string, vendor: string, productType: string, tags: string[] = []) =>
  ({
    handle,
    title,
    vendor,
    productType,
    tags,
    product: {
      handle,
      title,
      featuredImage: {
        id: `img-${handle}`,
        url: `https://cdn.example/${handle}.jpg`,
        altText: null,
        width: 800,
        height: 800,
      },
      priceRange: { minVariantPrice: { amount: '129.99', currencyCode: 'EUR' } },
    },
  }) satisfies SavedProductSummary

const catalogue = [
  saved('nordkap-jet', 'Nordkap Jet Helmet', 'Nordkap', 'Open Face Helmets', ['helmets']),
  saved('fjord-gloves', 'Fjord Winter Gloves', 'Fjordline', 'Gloves', ['winter']),
  saved('nordkap-boots', 'Trail Boots', 'Nordkap', 'Boots'),
]

describe('savedSuggestions', () => {
  it('suggests saved products holding every word in their title, brand, type or tags', () => {
    expect(savedSuggestions(catalogue, 'nordkap').map((s) => s.key)).toEqual([
      'product:nordkap-jet',
      'product:nordkap-boots',
    ])
    expect(savedSuggestions(catalogue, 'NORDKAP  helm').map((s) => s.key)).toEqual(['product:nordkap-jet'])
    expect(savedSuggestions(catalogue, 'winter')).toEqual([
      {
        kind: 'product',
        key: 'product:fjord-gloves',
        handle: 'fjord-gloves',
        title: 'Fjord Winter Gloves',
        vendor: 'Fjordline',
        image: catalogue[1]?.product.featuredImage,
        price: { amount: '129.99', currencyCode: 'EUR' },
      },
    ])
  })

  it('suggests at most a few, and nothing for blank text', () => {
    const many = Array.from({ length: 10 }, (_, i) => saved(`boot-${i}`, `Boot ${i}`, 'Nordkap', 'Boots'))
    expect(savedSuggestions(many, 'boot')).toHaveLength(SUGGESTIONS_PER_KIND)
    expect(savedSuggestions(catalogue, '   ')).toEqual([])
  })
})
