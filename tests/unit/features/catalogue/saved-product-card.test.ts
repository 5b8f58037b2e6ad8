import { describe, expect, it } from 'vitest'
import { savedProductCard } from '../../../../src/features/catalogue/saved-product-card'
import { matchesWords, type SavedProductSummary } from '../../../../src/lib/storefront/saved-products'

const money = (amount: string) => ({ __typename: 'MoneyV2', amount, currencyCode: 'USD' })
const variant = (id: number) => ({
  __typename: 'ProductVariant',
  id: `gid://shopify/ProductVariant/${id}`,
  availableForSale: true,
  price: money('99.00'),
  compareAtPrice: null,
  selectedOptions: [{ __typename: 'SelectedOption', name: 'Size', value: String(id) }],
  title: String(id),
  quantityAvailable: 3,
  image: null,
})
const saved = {
  __typename: 'Product',
  id: 'gid://shopify/Product/7',
  handle: 'trail-boot',
  title: 'Trail Boot',
  description: 'x'.repeat(200),
  productType: 'Boots',
  vendor: 'Nordkap',
  tags: ['boots', 'waterproof'],
  availableForSale: true,
  featuredImage: null,
  variants: { __typename: 'ProductVariantConnection', edges: [1, 2, 3].map((id) => ({ node: variant(id) })) },
  priceRange: {
    __typename: 'ProductPriceRange',
    minVariantPrice: money('99.00'),
    maxVariantPrice: money('99.00'),
  },
}

describe('a saved product as a listing card', () => {
  it('has the card’s fields: two variants, a description cut as the store cuts it, no rating', () => {
    const card = savedProductCard(saved)
    expect(card).toMatchObject({ id: saved.id, handle: 'trail-boot', title: 'Trail Boot', vendor: 'Nordkap' })
    expect(card?.variants.edges).toHaveLength(2)
    expect(card?.description).toHaveLength(151)
    expect(card?.rating).toBeNull()
    expect(card?.priceRange.minVariantPrice.amount).toBe('99.00')
  })

  it('is nothing for a record that is not a product’s', () => {
    expect(savedProductCard({ handle: 'x' })).toBeNull()
    expect(savedProductCard({ ...saved, priceRange: undefined })).toBeNull()
  })
})

describe('matching a saved product to a search’s words', () => {
  const summary: SavedProductSummary = {
    handle: 'trail-boot',
    title: 'Trail Boot',
    vendor: 'Nordkap',
    productType: 'Boots',
    tags: ['waterproof'],
    product: saved,
  }
  it('needs every word somewhere in its title, brand, type or tags, in any case', () => {
    expect(matchesWords(summary, 'nordkap WATERPROOF')).toBe(true)
    expect(matchesWords(summary, 'trail helmet')).toBe(false)
    expect(matchesWords(summary, '   ')).toBe(false)
  })
})
