import { describe, expect, it } from 'vitest'
import { rankByRating } from '../../../../src/features/catalogue/api/rated-products-query'
import { listingSorts } from '../../../../src/features/catalogue/listing-options'
import {
  listingQuery,
  listingScopeQuery,
  storeSortKey,
} from '../../../../src/features/catalogue/listing-query'
import { listingSearchSchema } from '../../../../src/features/catalogue/listing-search'
import { shopListing } from '../../../../src/features/catalogue/listings'
import { shopifyStorefrontIntrospection } from '../../../../src/server/storefront/introspection'

describe('listing queries', () => {
  // A listing read by a query of the store: its scope, and the options it offers.
  const jackets = shopListing({
    key: 'jackets',
    name: 'Jackets',
    description: '',
    scope: { tags: ['jackets'] },
    tabs: [],
    types: [],
  })

  it('scopes a listing to its tags', () => {
    expect(listingScopeQuery(jackets)).toBe('tag:jackets')
    expect(listingQuery(jackets, {})).toBe('tag:jackets')
  })

  it('applies name search and an inclusive price range', () => {
    const query = listingQuery(jackets, { q: 'storm', min: 100, max: 300 })
    expect(query).toBe('title:*storm* AND tag:jackets AND variants.price:>=100 AND variants.price:<=300')
  })
})

describe('listing search params', () => {
  it('falls back field by field on bad values', () => {
    expect(
      listingSearchSchema.parse({
        sort: 'cheapest',
        view: 'list',
        min: -5,
        max: 200,
        type: ['jackets'],
        filter: 42,
      }),
    ).toEqual({ view: 'list', max: 200, type: ['jackets'] })
  })
})

describe('listing sorts the store can do', () => {
  it('asks Shopify for RELEVANCE only with search words, else for its best sellers', () => {
    expect(storeSortKey('RELEVANCE', 'leather')).toBe('RELEVANCE')
    expect(storeSortKey('RELEVANCE', undefined)).toBe('BEST_SELLING')
    expect(storeSortKey('RELEVANCE', '  ')).toBe('BEST_SELLING')
    expect(storeSortKey('RELEVANCE', '"()*')).toBe('BEST_SELLING')
    expect(storeSortKey('PRICE', undefined)).toBe('PRICE')
  })

  it('sends only sort keys that Shopify’s ProductSortKeys has', () => {
    const sortKeys = shopifyStorefrontIntrospection().__schema.types.find(
      (type) => type.name === 'ProductSortKeys',
    )
    const shopify = sortKeys?.kind === 'ENUM' ? sortKeys.enumValues.map((value) => value.name) : []
    expect(shopify).toContain('BEST_SELLING')
    for (const sort of listingSorts) expect(shopify).toContain(sort.sortKey)
    expect(listingSorts.filter((sort) => sort.rankedByRating).map((sort) => sort.label)).toEqual([
      'Highest Rated',
    ])
  })
})

describe('ranking by rating', () => {
  const edge = (title: string, rating?: string, count?: string) =>
    ({
      cursor: title,
      node: {
        title,
        rating: rating
          ? { id: `${title}-r`, value: JSON.stringify({ value: rating, scale_min: '1.0', scale_max: '5.0' }) }
          : null,
        ratingCount: count ? { id: `${title}-c`, value: count } : null,
      },
    }) as unknown as Parameters<typeof rankByRating>[0][number]

  it('puts the best rated first, the most reviewed among equals, unrated last, keeping the order read otherwise', () => {
    const ranked = rankByRating([
      edge('unrated'),
      edge('good', '4.2', '10'),
      edge('best', '4.9', '3'),
      edge('good, more reviews', '4.2', '80'),
      edge('also unrated'),
      edge('good, same reviews', '4.2', '10'),
    ])
    expect(ranked.map((e) => e.node.title)).toEqual([
      'best',
      'good, more reviews',
      'good',
      'good, same reviews',
      'unrated',
      'also unrated',
    ])
  })
})
