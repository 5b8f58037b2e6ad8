import { describe, expect, it } from 'vitest'
import { CATALOGUE_PRODUCTS_QUERY } from '../../../../src/features/catalogue/api/catalogue-products-query'
import { COLLECTION_PRODUCTS_QUERY } from '../../../../src/features/catalogue/api/collection-listing-query'
import { listingPageReads, listingReads } from '../../../../src/features/catalogue/api/page-reads'
import { PRODUCT_COUNTS_QUERY } from '../../../../src/features/catalogue/api/product-counts-query'
import { SEARCH_PRODUCTS_QUERY } from '../../../../src/features/catalogue/api/search-products-query'
import { STORE_CURRENCY_QUERY } from '../../../../src/features/catalogue/api/store-currency-query'
import { collectionListing } from '../../../../src/features/catalogue/collection-listing'
import { listingQuery } from '../../../../src/features/catalogue/listing-query'
import {
  catalogueListing,
  type Listing,
  resolveCategoryPage,
  searchListing,
} from '../../../../src/features/catalogue/listings'
import { jacketsCollection } from '../../support/collection-shell'

function categoryPage(name: string): Listing {
  const page = resolveCategoryPage(name)
  if (!page) throw new Error(`No /category/${name}`)
  return page
}

/** The documents a page's loader reads, by name, with their variables. */
const reads = (listing: Listing, search = {}) =>
  listingPageReads(listing, search).map((read) => [
    read.query === CATALOGUE_PRODUCTS_QUERY
      ? 'products'
      : read.query === COLLECTION_PRODUCTS_QUERY
        ? 'collection products'
        : read.query === SEARCH_PRODUCTS_QUERY
          ? 'search'
          : read.query === PRODUCT_COUNTS_QUERY
            ? 'counts'
            : read.query === STORE_CURRENCY_QUERY
              ? 'currency'
              : 'other',
    read.variables,
  ])

describe('/category pages', () => {
  it('serves one leather jackets page under three names', () => {
    for (const name of ['jackets', 'leather', 'leather-jackets']) {
      expect(categoryPage(name).title).toBe('Leather Jackets')
      expect(listingQuery(categoryPage(name), {})).toBe('tag:leather-jackets')
    }
  })

  it('gives each other category page its fixed filter, and none to unknown names', () => {
    for (const name of ['boots', 'whips', 'apparel', 'accessories', 'jewelry'])
      expect(listingQuery(categoryPage(name), {})).toBe(`tag:${name}`)
    expect(categoryPage('whips').title).toBe('Whips')
    expect(categoryPage('helmets').title).toBe('Bells & Helmet Accessories')
    expect(resolveCategoryPage('unknown')).toBeUndefined()
    expect(resolveCategoryPage('vests')).toBeUndefined()
  })

  it('reads 48 best sellers of a fixed page, whatever words the address carries', () => {
    const boots = categoryPage('boots')
    expect(reads(boots, { q: 'zip' })).toEqual([
      ['products', { first: 48, after: null, query: 'tag:boots', sortKey: 'BEST_SELLING', reverse: false }],
    ])
  })

  it('narrows the helmets page by type and search text, 100 a page', () => {
    const helmets = categoryPage('helmets')
    expect(listingQuery(helmets, {})).toBe(
      '(product_type:"Guardian Bells" OR product_type:"Helmet Accessories")',
    )
    expect(listingQuery(helmets, { type: ['bells'] })).toBe('product_type:"Guardian Bells"')
    expect(listingQuery(helmets, { type: ['rockets'] })).toBe(listingQuery(helmets, {}))
    expect(reads(helmets, { type: ['accessories'], q: 'visor' })).toEqual([
      [
        'products',
        {
          first: 100,
          after: null,
          query:
            '(title:*visor* OR tag:*visor* OR vendor:*visor* OR product_type:*visor*) AND product_type:"Helmet Accessories"',
          sortKey: 'BEST_SELLING',
          reverse: false,
        },
      ],
    ])
  })
})

describe('/products', () => {
  it('searches names, brands, tags and types, in the chosen category with its sizes', () => {
    const boots = catalogueListing('boots')
    expect(boots.name).toBe('Motorcycle Boots')
    expect(boots.sizes).toContain('10')
    expect(
      listingQuery(boots, { q: 'boot', size: ['10', 'XXL'], brand: ['Blackstone Moto'], min: 100 }),
    ).toBe(
      '(title:*boot* OR tag:*boot* OR vendor:*boot* OR product_type:*boot*) AND tag:boots AND tag:size-10 AND vendor:"Blackstone Moto" AND variants.price:>=100',
    )
    // Without a category there are no sizes to choose from.
    expect(listingQuery(catalogueListing(undefined), { size: ['10'] })).toBe('')
  })

  it('reads the currency and the first 48 in the chosen sort, counting nothing', () => {
    expect(reads(catalogueListing(undefined), { sort: 'price-desc' })).toEqual([
      ['currency', undefined],
      ['products', { first: 48, after: null, query: null, sortKey: 'PRICE', reverse: true }],
    ])
    expect(listingReads(catalogueListing(undefined), { sort: 'rating' }).sort.value).toBe('name')
  })
})

describe("/shop/{handle}: a store's collection", () => {
  const jackets = collectionListing(jacketsCollection)

  it("reads the currency and the first page with the store's facets, which count it; Highest Rated reads that page too", () => {
    expect(reads(jackets).map(([name]) => name)).toEqual(['currency', 'collection products'])
    expect(reads(jackets, { tab: 'mens', sort: 'rating' })).toEqual([
      ['currency', undefined],
      [
        'collection products',
        {
          handle: 'jackets',
          first: 48,
          after: null,
          filters: [{ tag: 'mens' }],
          sortKey: 'ID',
          reverse: false,
        },
      ],
    ])
  })

  it('gives Highest Rated up for the first sort where the list is too long to rank', () => {
    expect(listingReads(jackets, { sort: 'rating' }).sort.value).toBe('rating')
    expect(listingReads(jackets, { sort: 'rating' }, false).sort.value).toBe('relevance')
    expect(listingReads(jackets, { sort: 'rating' }, false).list.sortKey).toBe('BEST_SELLING')
  })
})

describe('/shop?search=… (the header search)', () => {
  it("asks the store's search for the words, under the store's filters chosen and the price range", () => {
    const { list } = listingReads(searchListing, {
      q: 'Steel Horse',
      filter: ['{"productVendor":"Iron Ridge"}'],
      max: 200,
    })
    expect(list.search).toEqual({
      words: 'Steel Horse',
      filters: [{ productVendor: 'Iron Ridge' }, { price: { min: 0, max: 200 } }],
    })
    expect(reads(searchListing, { q: 'bell' }).map(([name]) => name)).toEqual(['currency', 'search'])
  })

  it('sorts as the store searches: by relevance or by price', () => {
    expect(searchListing.sorts.map((sort) => sort.label)).toEqual([
      'Best Match',
      'Price: Low to High',
      'Price: High to Low',
    ])
    expect(listingReads(searchListing, { sort: 'newest' }).sort.value).toBe('relevance')
  })
})
