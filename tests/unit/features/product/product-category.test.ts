import { describe, expect, it } from 'vitest'
import { categoryForProductType } from '../../../../src/features/product/product-category'
import { categories } from '../../../../src/shared/catalogue/categories'

describe('categoryForProductType', () => {
  it('finds the category listing a product type', () => {
    expect(categoryForProductType("Men's Leather Jackets")?.slug).toBe('leather-jackets')
    expect(categoryForProductType('Full Face Helmets')?.slug).toBe('helmets')
    expect(categoryForProductType("women's bootcut jeans")?.slug).toBe('bottoms')
  })

  it('knows nothing of a type outside the catalogue', () => {
    expect(categoryForProductType('Snowboards')).toBeUndefined()
    expect(categoryForProductType('')).toBeUndefined()
  })

  it('maps every product type to exactly one category', () => {
    const owners = new Map<string, string[]>()
    for (const category of categories)
      for (const sub of category.subcategories)
        owners.set(sub.productType, [...(owners.get(sub.productType) ?? []), category.slug])
    for (const [type, slugs] of owners) {
      expect(new Set(slugs).size, type).toBe(1)
      expect(categoryForProductType(type)?.slug).toBe(slugs[0])
    }
  })
})
