import { describe, expect, it } from 'vitest'
import { shareEqual } from '../../../src/lib/share-equal'

const page = (price: string) => ({
  products: {
    edges: [
      { cursor: 'a', node: { id: '1', title: 'Helmet', price: { amount: price, currencyCode: 'USD' } } },
      { cursor: 'b', node: { id: '2', title: 'Gloves', tags: ['new', 'sale'], rating: null } },
    ],
    pageInfo: { hasNextPage: true, endCursor: 'b' },
  },
})

describe('shareEqual', () => {
  it('gives back the previous data when the next is an equal copy', () => {
    const previous = page('10.0')
    expect(shareEqual(previous, page('10.0'))).toBe(previous)
  })

  it('keeps the unchanged parts of data that changed, and shows the change', () => {
    const previous = page('10.0')
    const next = shareEqual(previous, page('12.0'))
    expect(next).not.toBe(previous)
    expect(next).toEqual(page('12.0'))
    expect(next.products.edges[0]).not.toBe(previous.products.edges[0])
    expect(next.products.edges[1]).toBe(previous.products.edges[1])
    expect(next.products.pageInfo).toBe(previous.products.pageInfo)
  })

  it('sees added and removed items and keys', () => {
    const previous = page('10.0')
    const longer = page('10.0')
    longer.products.edges.push({ cursor: 'c', node: { id: '3', title: 'Boots', tags: [], rating: null } })
    const more = shareEqual(previous, longer)
    expect(more.products.edges).toHaveLength(3)
    expect(more.products.edges[0]).toBe(previous.products.edges[0])
    expect(shareEqual({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 })
    expect(shareEqual({ a: 1 }, { a: 1, b: undefined })).toEqual({ a: 1, b: undefined })
    expect(shareEqual({ a: undefined }, { b: undefined })).toEqual({ b: undefined })
  })

  it('takes the next value when there is nothing to share', () => {
    expect(shareEqual(undefined, page('10.0'))).toEqual(page('10.0'))
    expect(shareEqual(page('10.0'), undefined)).toBeUndefined()
    expect(shareEqual([1, 2], { 0: 1, 1: 2 })).toEqual({ 0: 1, 1: 2 })
  })
})
