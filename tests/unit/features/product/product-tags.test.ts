import { describe, expect, it } from 'vitest'
import { visibleTags } from '../../../../src/features/product/product-tags'

describe('visibleTags', () => {
  it('leaves out size-* and sale machine tags', () => {
    expect(visibleTags(['helmets', 'size-m', 'sale', 'new', 'size-xl'])).toEqual(['helmets', 'new'])
  })

  it('leaves out a store’s free-shipping tag: the shipping rule decides what ships free', () => {
    expect(visibleTags(['boots', 'free-shipping'])).toEqual(['boots'])
  })

  it('keeps tags that merely contain the words', () => {
    expect(visibleTags(['wholesale', 'oversize-fit', 'sale-ready'])).toEqual([
      'wholesale',
      'oversize-fit',
      'sale-ready',
    ])
  })

  it('shows at most six, counted after the machine tags are gone', () => {
    const tags = ['size-s', 'a', 'b', 'sale', 'c', 'd', 'e', 'f', 'g']
    expect(visibleTags(tags)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
  })
})
