import { describe, expect, it } from 'vitest'
import {
  addToOutfit,
  clearOutfit,
  EMPTY_OUTFIT,
  isOutfitEmpty,
  OUTFIT_SLOTS,
  type OutfitCandidate,
  type OutfitItem,
  outfitCartLines,
  outfitItemFor,
  outfitItems,
  outfitSlots,
  outfitTotalCents,
  parseStoredOutfit,
  removeFromOutfit,
  rotateAngle,
  serializeOutfit,
  slotCollection,
} from '../../../../src/features/builder/outfit'

function item(overrides: Partial<OutfitItem> = {}): OutfitItem {
  return {
    id: 'gid://shopify/Product/1',
    name: 'Roadhouse Leather Jacket',
    price: '249.99',
    image: {
      id: 'gid://shopify/ProductImage/1',
      url: '/images/1.svg',
      altText: null,
      width: 800,
      height: 800,
    },
    category: 'jacket',
    variantId: 'gid://shopify/ProductVariant/11',
    size: 'L',
    color: 'Black',
    ...overrides,
  }
}

const jacket = item()
const otherJacket = item({ id: 'gid://shopify/Product/2', name: 'Cruiser Jacket', price: '199.00' })
const vest = item({
  id: 'gid://shopify/Product/3',
  name: 'Club Vest',
  price: '0.10',
  category: 'vest',
  variantId: 'gid://shopify/ProductVariant/31',
})
const helmet = item({
  id: 'gid://shopify/Product/4',
  name: 'Half Helmet',
  price: '0.2',
  category: 'helmet',
  variantId: 'gid://shopify/ProductVariant/41',
})

describe('outfit slots', () => {
  it('has the six slots, in order', () => {
    expect(OUTFIT_SLOTS).toEqual(['jacket', 'vest', 'chaps', 'gloves', 'boots', 'helmet'])
    expect(OUTFIT_SLOTS.map((slot) => outfitSlots[slot].listLabel)).toEqual([
      'Jackets',
      'Vests',
      'Chaps',
      'Gloves',
      'Boots',
      'Helmets',
    ])
  })

  it('asks for each slot’s count from the collection named for it, in slot order', () => {
    expect(OUTFIT_SLOTS.map((slot) => outfitSlots[slot].first)).toEqual([20, 15, 10, 20, 20, 20])
    const handles = ['blousons', 'gilets', 'jambieres', 'gants', 'bottes', 'casques']
    expect(OUTFIT_SLOTS.map((slot) => slotCollection(handles, slot))).toEqual(handles)
    expect(() => slotCollection(handles.slice(0, 5), 'helmet')).toThrow(/helmet slot/)
  })
})

describe('outfit model', () => {
  it('puts an item in its slot and replaces whatever was there', () => {
    const one = addToOutfit(EMPTY_OUTFIT, jacket)
    expect(one.jacket).toEqual(jacket)
    const replaced = addToOutfit(addToOutfit(one, vest), otherJacket)
    expect(replaced.jacket).toEqual(otherJacket)
    expect(replaced.vest).toEqual(vest)
    expect(outfitItems(replaced)).toHaveLength(2)
    // Pure: the earlier outfit is unchanged.
    expect(one.jacket).toEqual(jacket)
    expect(one.vest).toBeNull()
  })

  it('empties one slot with remove, and every slot with clear', () => {
    const full = addToOutfit(addToOutfit(EMPTY_OUTFIT, jacket), vest)
    const withoutVest = removeFromOutfit(full, 'vest')
    expect(withoutVest.vest).toBeNull()
    expect(withoutVest.jacket).toEqual(jacket)
    expect(removeFromOutfit(EMPTY_OUTFIT, 'boots')).toEqual(EMPTY_OUTFIT)
    expect(isOutfitEmpty(full)).toBe(false)
    expect(isOutfitEmpty(clearOutfit())).toBe(true)
  })

  it('lists items in slot order, whatever order they were chosen in', () => {
    const outfit = addToOutfit(addToOutfit(addToOutfit(EMPTY_OUTFIT, helmet), vest), jacket)
    expect(outfitItems(outfit).map((i) => i.category)).toEqual(['jacket', 'vest', 'helmet'])
  })

  it('totals the chosen prices in whole cents, without float error', () => {
    expect(outfitTotalCents(EMPTY_OUTFIT)).toBe(0)
    // 0.10 + 0.2 is 0.30000000000000004 in floats; in cents it is 30.
    expect(outfitTotalCents(addToOutfit(addToOutfit(EMPTY_OUTFIT, vest), helmet))).toBe(30)
    const outfit = addToOutfit(addToOutfit(addToOutfit(EMPTY_OUTFIT, jacket), vest), otherJacket)
    expect(outfitTotalCents(outfit)).toBe(19_910)
  })

  it('rotates the preview by 90 degrees, back to 0 after four turns', () => {
    const angles = [rotateAngle(0)]
    for (let i = 0; i < 3; i++) angles.push(rotateAngle(angles.at(-1) ?? 0))
    expect(angles).toEqual([90, 180, 270, 0])
    expect(rotateAngle(450)).toBe(180)
  })

  it('turns the outfit into one cart line per item, with the variant, size and colour', () => {
    const outfit = addToOutfit(addToOutfit(EMPTY_OUTFIT, helmet), jacket)
    expect(outfitCartLines(outfit)).toEqual([
      {
        productId: 'gid://shopify/ProductVariant/11',
        quantity: 1,
        size: 'L',
        color: 'Black',
        title: 'Roadhouse Leather Jacket',
      },
      {
        productId: 'gid://shopify/ProductVariant/41',
        quantity: 1,
        size: 'L',
        color: 'Black',
        title: 'Half Helmet',
      },
    ])
    expect(outfitCartLines(EMPTY_OUTFIT)).toEqual([])
  })
})

describe('outfit items from listed products', () => {
  const variant = (id: number, availableForSale: boolean, price: string, options = true) => ({
    node: {
      id: `gid://shopify/ProductVariant/${id}`,
      availableForSale,
      price: { amount: price, currencyCode: 'USD' as const },
      compareAtPrice: null,
      selectedOptions: options
        ? [
            { name: 'Size', value: `S${id}` },
            { name: 'Color', value: 'Brown' },
          ]
        : [{ name: 'Title', value: 'Default Title' }],
    },
  })
  const product = (variants: ReturnType<typeof variant>[]): OutfitCandidate => ({
    id: 'gid://shopify/Product/9',
    title: 'Thunder Road Chaps',
    featuredImage: null,
    variants: { edges: variants },
  })

  it('is the variant the shopper chose, with its price, size and colour', () => {
    const variants = [variant(1, true, '99.00'), variant(2, true, '109.50')]
    const chosen = outfitItemFor(product(variants), (variants[1] as (typeof variants)[number]).node, 'chaps')
    expect(chosen).toEqual({
      id: 'gid://shopify/Product/9',
      name: 'Thunder Road Chaps',
      price: '109.50',
      currencyCode: 'USD',
      image: null,
      category: 'chaps',
      variantId: 'gid://shopify/ProductVariant/2',
      size: 'S2',
      color: 'Brown',
    })
  })

  it('leaves size and colour out when the variant has neither', () => {
    const only = variant(3, true, '20.0', false)
    const chosen = outfitItemFor(product([only]), only.node, 'gloves')
    expect(chosen).not.toHaveProperty('size')
    expect(chosen).not.toHaveProperty('color')
  })
})

describe('stored outfit', () => {
  it('reads back what it wrote', () => {
    const outfit = addToOutfit(addToOutfit(EMPTY_OUTFIT, jacket), vest)
    expect(parseStoredOutfit(serializeOutfit(outfit))).toEqual(outfit)
    expect(parseStoredOutfit(serializeOutfit(EMPTY_OUTFIT))).toEqual(EMPTY_OUTFIT)
  })

  it('starts empty on nothing stored, broken JSON or another shape', () => {
    expect(parseStoredOutfit(null)).toEqual(EMPTY_OUTFIT)
    expect(parseStoredOutfit('{not json')).toEqual(EMPTY_OUTFIT)
    expect(parseStoredOutfit('[]')).toEqual(EMPTY_OUTFIT)
    expect(parseStoredOutfit(JSON.stringify({ jacket: 'leather' }))).toEqual(EMPTY_OUTFIT)
  })

  it('refuses items in the wrong slot, bad prices and ids the cart would not take', () => {
    const stored = (patch: Partial<OutfitItem>) =>
      JSON.stringify({ ...EMPTY_OUTFIT, jacket: { ...jacket, ...patch } })
    expect(parseStoredOutfit(stored({})).jacket).toEqual(jacket)
    expect(parseStoredOutfit(stored({ category: 'vest' }))).toEqual(EMPTY_OUTFIT)
    expect(parseStoredOutfit(stored({ price: '-5' }))).toEqual(EMPTY_OUTFIT)
    expect(parseStoredOutfit(stored({ price: '1e9' }))).toEqual(EMPTY_OUTFIT)
    expect(parseStoredOutfit(stored({ variantId: 'gid://shopify/Product/1' }))).toEqual(EMPTY_OUTFIT)
    expect(
      parseStoredOutfit(stored({ image: { ...jacket.image, url: 'javascript:alert(1)' } as never })),
    ).toEqual(EMPTY_OUTFIT)
  })
})
