import { describe, expect, it } from 'vitest'
import { ownProductCartLine, ownProductVariants } from '../../../../src/features/product/own-product-choice'
import { chosenVariant, initialChoice, needsChoice } from '../../../../src/shared/catalogue/variant-choice'

describe("an own-label product's choices", () => {
  it('are every size in every colour, and nothing is chosen while there are two of either', () => {
    const variants = ownProductVariants({ sizes: ['S', 'M'], colors: ['Black', 'Brown'] })
    expect(variants).toHaveLength(4)
    expect(needsChoice(variants)).toBe(true)
    expect(initialChoice(variants)).toEqual({})
  })

  it('choose a single colour and no size by themselves, so a one-size bag adds at once', () => {
    const bag = ownProductVariants({ sizes: [], colors: ['Black'] })
    expect(needsChoice(bag)).toBe(false)
    const only = chosenVariant(bag, initialChoice(bag))
    expect(only).toBeDefined()
    if (!only) return
    expect(ownProductCartLine({ slug: 'saddle-bag', name: 'Saddle Bag' }, only)).toEqual({
      productId: 'own:saddle-bag',
      quantity: 1,
      size: undefined,
      color: 'Black',
      title: 'Saddle Bag',
    })
  })

  it('put the chosen size and colour on the cart line', () => {
    const variants = ownProductVariants({ sizes: ['S', 'M'], colors: ['Black'] })
    const chosen = chosenVariant(variants, { ...initialChoice(variants), Size: 'M' })
    expect(chosen && ownProductCartLine({ slug: 'outlaw', name: 'Outlaw Jacket' }, chosen)).toMatchObject({
      productId: 'own:outlaw',
      size: 'M',
      color: 'Black',
    })
  })
})
