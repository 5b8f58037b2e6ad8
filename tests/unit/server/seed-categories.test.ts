import { describe, expect, it } from 'vitest'
import { findCategory, findSubcategories } from '../../../src/server/seed/categories'

describe('findCategory', () => {
  it('finds a category by its slug, and nothing for a slug the shop does not have', () => {
    expect(findCategory('helmets')?.name).toBe('Helmets')
    expect(findCategory('bike-parts')).toBeUndefined()
  })
})

describe('findSubcategories', () => {
  it("finds both genders' product types of a shared subcategory, or one gender's when asked", () => {
    const jackets = findCategory('jackets')
    if (!jackets) throw new Error('The catalogue has no jackets')
    expect(findSubcategories(jackets, 'rain-jackets').map((s) => s.productType)).toEqual([
      "Men's Rain Jackets",
      "Women's Rain Jackets",
    ])
    expect(findSubcategories(jackets, 'rain-jackets', 'womens').map((s) => s.productType)).toEqual([
      "Women's Rain Jackets",
    ])
    expect(findSubcategories(jackets, 'full-face')).toEqual([])
  })
})
