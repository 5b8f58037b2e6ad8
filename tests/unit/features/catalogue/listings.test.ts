import { describe, expect, it } from 'vitest'
import { CATALOGUE_PRODUCTS_QUERY } from '../../../../src/features/catalogue/api/catalogue-products-query'
import type { CollectionShell } from '../../../../src/features/catalogue/api/collection-listing-query'
import { COLLECTION_PRODUCTS_QUERY } from '../../../../src/features/catalogue/api/collection-listing-query'
import { listingPageReads, listingReads } from '../../../../src/features/catalogue/api/page-reads'
import { PRODUCT_COUNTS_QUERY } from '../../../../src/features/catalogue/api/product-counts-query'
import { SEARCH_PRODUCTS_QUERY } from '../../../../src/features/catalogue/api/search-products-query'
import { STORE_CURRENCY_QUERY } from '../../../../src/features/catalogue/api/store-currency-query'
import { categoryPageListing, collectionListing } from '../../../../src/features/catalogue/collection-listing'
import { listingQuery } from '../../../../src/features/catalogue/listing-query'
import { catalogueListing, type Listing, searchListing } from '../../../../src/features/catalogue/listings'
import { jacketsCollection } from '../../support/collection-shell'

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

const bellsCollection: CollectionShell = {
  id: 'gid://shopify/Collection/25',
  handle: 'bells-and-helmet-accessories',
  title: 'Bells & Helmet Accessories',
  description: 'Bells for the bike.',
  tabs: {
    id: 'gid://shopify/Metafield/3',
    value: JSON.stringify([
      { label: 'Guardian & Bravo Bells', filters: [{ productType: 'Guardian Bells' }] },
      { label: 'Helmet Accessories', filters: [{ productType: 'Helmet Accessories' }] },
    ]),
  },
  features: null,
  notice: {
    id: 'gid://shopify/Metafield/4',
    value: JSON.stringify({
      title: 'Safety First',
      text: 'Ride with a helmet.',
      link: { label: 'Shop helmets', url: '/collections/helmets' },
    }),
  },
  index: null,
}

describe('/category/{name}: the collection its address leads to', () => {
  const bells = categoryPageListing(bellsCollection, 'helmets')

  it("is the collection's title over its best sellers, its tabs a select of types, its notice linked into the shop", () => {
    expect(bells).toMatchObject({
      key: 'category/helmets',
      title: 'Bells & Helmet Accessories',
      heading: 'plain',
      controls: ['type'],
      collection: 'bells-and-helmet-accessories',
    })
    expect(bells.searchBox).toBeUndefined()
    expect(bells.types.map((type) => type.id)).toEqual(['guardian-bravo-bells', 'helmet-accessories'])
    expect(bells.notice).toEqual({
      title: 'Safety First',
      text: 'Ride with a helmet.',
      link: { label: 'Shop helmets', to: { kind: 'app', to: '/shop/helmets', search: {} } },
    })
    expect(categoryPageListing(jacketsCollection, 'jackets').controls).toEqual(['type'])
    expect(categoryPageListing({ ...jacketsCollection, tabs: null }, 'jackets').controls).toEqual([])
  })

  it('reads 48 best sellers of the collection under the type chosen; a type it does not offer narrows nothing', () => {
    expect(reads(bells, { type: ['guardian-bravo-bells'] })).toEqual([
      [
        'collection products',
        {
          handle: 'bells-and-helmet-accessories',
          first: 48,
          after: null,
          filters: [{ productType: 'Guardian Bells' }],
          sortKey: 'BEST_SELLING',
          reverse: false,
        },
      ],
    ])
    expect(reads(bells, { type: ['rockets'] })).toEqual(reads(bells, {}))
  })
})

describe('/products', () => {
  it('searches the whole catalogue by its words and price, in five sorts', () => {
    const all = catalogueListing(undefined)
    expect(all.collection).toBeUndefined()
    expect(all.sorts.map((sort) => sort.label)).toEqual([
      'Name A-Z',
      'Price Low to High',
      'Price High to Low',
      'Brand',
      'Newest First',
    ])
    expect(listingQuery(all, { q: 'boot', min: 100 })).toBe(
      '(title:*boot* OR tag:*boot* OR vendor:*boot* OR product_type:*boot*) AND variants.price:>=100',
    )
  })

  it("lists a chosen category as the store's collection, named by the store's catalogue menu, without a Brand sort", () => {
    const boots = catalogueListing('boots', [{ value: 'boots', label: 'Motorcycle Boots' }])
    expect(boots).toMatchObject({ name: 'Motorcycle Boots', collection: 'boots' })
    expect(boots.sorts.map((sort) => sort.value)).toEqual(['name', 'price-asc', 'price-desc', 'newest'])
    expect(reads(boots, { sort: 'brand', filter: ['{"productVendor":"Blackstone Moto"}'] })).toEqual([
      ['currency', undefined],
      [
        'collection products',
        {
          handle: 'boots',
          first: 48,
          after: null,
          filters: [{ productVendor: 'Blackstone Moto' }],
          sortKey: 'TITLE',
          reverse: false,
        },
      ],
    ])
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
