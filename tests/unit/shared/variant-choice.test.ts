import { describe, expect, it } from 'vitest'
import {
  type ChoosableVariant,
  choosePrompt,
  chosenVariant,
  groupsToChoose,
  initialChoice,
  missingOptions,
  needsChoice,
  valueAvailable,
  variantCartLine,
} from '../../../src/shared/catalogue/variant-choice'

const variant = (id: number, size: string, color: string, availableForSale = true): ChoosableVariant => ({
  id: `gid://shopify/ProductVariant/${id}`,
  availableForSale,
  selectedOptions: [
    { name: 'Size', value: size },
    { name: 'Color', value: color },
  ],
})

const jacket = [
  variant(1, 'S', 'Black', false),
  variant(2, 'M', 'Black'),
  variant(3, 'S', 'Brown'),
  variant(4, 'M', 'Brown', false),
]
const oneColour = [variant(5, 'S', 'Black'), variant(6, 'M', 'Black')]
const single: ChoosableVariant[] = [
  {
    id: 'gid://shopify/ProductVariant/7',
    availableForSale: true,
    selectedOptions: [{ name: 'Title', value: 'Default Title' }],
  },
]

describe('choosing a variant', () => {
  it('asks for each option with more than one value, and chooses nothing else', () => {
    expect(groupsToChoose(jacket).map((g) => g.name)).toEqual(['Size', 'Color'])
    expect(initialChoice(jacket)).toEqual({})
    expect(groupsToChoose(oneColour).map((g) => g.name)).toEqual(['Size'])
    expect(initialChoice(oneColour)).toEqual({ Color: 'Black' })
  })

  it('has a variant only once every option is chosen', () => {
    expect(chosenVariant(jacket, { Size: 'M' })).toBeUndefined()
    expect(missingOptions(jacket, { Size: 'M' })).toEqual(['Color'])
    expect(chosenVariant(jacket, { Size: 'M', Color: 'Black' })?.id).toBe('gid://shopify/ProductVariant/2')
    expect(missingOptions(jacket, { Size: 'M', Color: 'Black' })).toEqual([])
  })

  it('marks a value sold out when no buyable variant has it with the other choices', () => {
    expect(valueAvailable(jacket, {}, 'Size', 'S')).toBe(true)
    expect(valueAvailable(jacket, { Color: 'Black' }, 'Size', 'S')).toBe(false)
    expect(valueAvailable(jacket, { Color: 'Brown' }, 'Size', 'M')).toBe(false)
    // Changing a choice already made weighs the other choices only.
    expect(valueAvailable(jacket, { Size: 'S', Color: 'Brown' }, 'Size', 'M')).toBe(false)
    expect(valueAvailable(jacket, { Size: 'S', Color: 'Black' }, 'Color', 'Brown')).toBe(true)
  })

  it('adds at once only a product with one variant', () => {
    expect(needsChoice(single)).toBe(false)
    expect(initialChoice(single)).toEqual({ Title: 'Default Title' })
    expect(chosenVariant(single, initialChoice(single))?.id).toBe('gid://shopify/ProductVariant/7')
    expect(needsChoice(oneColour)).toBe(true)
    expect(needsChoice(jacket)).toBe(true)
  })

  it('names the cart line by the chosen size and colour', () => {
    expect(variantCartLine(jacket[1] as ChoosableVariant, 'Roadhouse Jacket')).toEqual({
      productId: 'gid://shopify/ProductVariant/2',
      quantity: 1,
      size: 'M',
      color: 'Black',
      title: 'Roadhouse Jacket',
    })
    expect(variantCartLine(single[0] as ChoosableVariant, 'Key Ring')).toMatchObject({
      size: undefined,
      color: undefined,
    })
    expect(choosePrompt('Size')).toBe('Choose a size')
  })
})
