// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Client, createRequest, type Exchange, getOperationName, Provider } from 'urql'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { map, pipe } from 'wonka'
import { listingPageReads } from '../../../../../src/features/catalogue/api/page-reads'
import {
  categoryPageListing,
  collectionListing,
} from '../../../../../src/features/catalogue/collection-listing'
import { ListingPage } from '../../../../../src/features/catalogue/components/listing-page'
import type { ListingSearch } from '../../../../../src/features/catalogue/listing-search'
import { catalogueListing, type Listing } from '../../../../../src/features/catalogue/listings'
import { jacketsCollection } from '../../../support/collection-shell'

beforeAll(() => {
  // jsdom does not know <search> yet; React says so once per tag: here, not in a test.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
  render(<search />)
  cleanup()
  quiet.mockRestore()
})
beforeEach(() => {
  // A wide screen, where the filter sidebar starts open; its price slider measures itself.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** What a storefront with no products answers to each document the listings send. */
const answers: Record<string, unknown> = {
  CatalogueProducts: {
    products: {
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null, startCursor: null },
    },
  },
  CollectionProducts: {
    collection: {
      id: 'gid://shopify/Collection/2',
      products: {
        filters: [
          {
            id: 'filter.v.availability',
            label: 'Availability',
            type: 'LIST',
            values: [
              { id: 'a1', label: 'In stock', count: 80, input: '{"available":true}' },
              { id: 'a0', label: 'Out of stock', count: 11, input: '{"available":false}' },
            ],
          },
          {
            id: 'filter.p.vendor',
            label: 'Brand',
            type: 'LIST',
            values: [
              { id: 'v1', label: 'Highway Hawk', count: 91, input: '{"productVendor":"Highway Hawk"}' },
            ],
          },
          {
            id: 'filter.v.price',
            label: 'Price',
            type: 'PRICE_RANGE',
            values: [{ id: 'p', label: 'Price', count: 91, input: '{"price":{"min":0,"max":612.5}}' }],
          },
        ],
        edges: [],
        pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null, startCursor: null },
      },
    },
  },
  ProductCounts: { c0: { totalCount: 91 } },
  StoreCurrency: { shop: { id: 'gid://shopify/Shop/1', paymentSettings: { currencyCode: 'EUR' } } },
}

/** Renders a listing page on a storefront that records the key (document and variables) of each read. */
function renderListing(listing: Listing, search: ListingSearch = {}) {
  const reads = new Set<number>()
  /** The queries the page counts, each once however often it is read. */
  const counted = new Set<string>()
  const storefront: Exchange = () => (operations$) =>
    pipe(
      operations$,
      map((operation) => {
        reads.add(operation.key)
        if (getOperationName(operation.query) === 'ProductCounts')
          for (const [name, value] of Object.entries(operation.variables ?? {}))
            if (name.startsWith('q') && typeof value === 'string') counted.add(value)
        const data = answers[getOperationName(operation.query) ?? '']
        return { operation, data, stale: false, hasNext: false }
      }),
    )
  const onSearchChange = vi.fn()
  render(
    <Provider value={new Client({ url: 'http://store.test/graphql', exchanges: [storefront] })}>
      <ListingPage listing={listing} search={search} onSearchChange={onSearchChange} />
    </Provider>,
  )
  /** The keys of the reads its route's loader starts for the same search. */
  const loaderReads = listingPageReads(listing, search).map(
    (read) => createRequest(read.query, read.variables ?? {}).key,
  )
  return { reads, loaderReads, counted, onSearchChange }
}

describe('ListingPage, as each route configures it', () => {
  it("a /shop listing: the store's collection, its count and filters, the merchant's tabs, reading what its loader reads", async () => {
    const jackets = collectionListing(jacketsCollection)
    const { reads, loaderReads, counted } = renderListing(jackets, { tab: 'mens' })
    expect(screen.getByRole('heading', { level: 1, name: 'JACKETS' })).toBeTruthy()
    // Counted as the store's availability filter counts it: no count of its own is asked for.
    await waitFor(() => expect(screen.getByTestId('listing-count').textContent).toBe('91 Products Available'))
    expect(screen.getByTestId('listing-matching').textContent).toBe('91 products')
    expect(counted.size).toBe(0)
    expect((screen.getByRole('radio', { name: "Men's" }) as HTMLInputElement).checked).toBe(true)
    expect(screen.queryByRole('searchbox')).toBeNull()
    expect(
      screen.getByRole('checkbox', { name: /^Highway Hawk\s*,\s*91 products$/, hidden: true }),
    ).toBeTruthy()
    expect(
      screen.getByRole('slider', { name: 'Maximum price', hidden: true }).getAttribute('aria-valuemax'),
    ).toBe('620')
    expect(screen.getByRole('heading', { name: 'Why Shop Jackets With Us' })).toBeTruthy()
    // The server renders from the loader's reads: the page asks for nothing else.
    expect([...reads].sort()).toEqual([...loaderReads].sort())
  })

  it('/products: a plain title, the category select and its chip, no counts', async () => {
    const user = userEvent.setup()
    const { reads, loaderReads, onSearchChange } = renderListing(
      catalogueListing('boots', [{ value: 'boots', label: 'Motorcycle Boots' }]),
      { category: 'boots' },
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Shop All Products' })).toBeTruthy()
    expect(screen.getByText('Showing 48 products per page')).toBeTruthy()
    expect(screen.queryByTestId('listing-count')).toBeNull()
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('boots')
    await screen.findByRole('heading', { name: 'No products found' })
    expect(screen.getByText('No products in "Motorcycle Boots" category')).toBeTruthy()
    expect([...reads].sort()).toEqual([...loaderReads].sort())

    await user.click(screen.getByRole('button', { name: 'Remove filter Motorcycle Boots' }))
    expect(onSearchChange).toHaveBeenLastCalledWith({ category: undefined })
    await user.click(screen.getAllByRole('button', { name: 'Clear All Filters' })[0] as HTMLElement)
    expect(onSearchChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: undefined, category: undefined }),
    )
  })

  it('/category/helmets: the type select of its tabs, no search box, no sidebar', async () => {
    const user = userEvent.setup()
    const bells = categoryPageListing(
      {
        ...jacketsCollection,
        handle: 'bells-and-helmet-accessories',
        title: 'Bells & Helmet Accessories',
        tabs: {
          id: 'gid://shopify/Metafield/3',
          value: JSON.stringify([{ label: 'Guardian Bells', filters: [{ productType: 'Guardian Bells' }] }]),
        },
      },
      'helmets',
    )
    const { reads, loaderReads, onSearchChange } = renderListing(bells)
    expect(screen.getByRole('heading', { level: 1, name: 'Bells & Helmet Accessories' })).toBeTruthy()
    expect(screen.queryByRole('searchbox')).toBeNull()
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull()
    await screen.findByRole('heading', { name: 'No products found' })
    expect([...reads].sort()).toEqual([...loaderReads].sort())

    await user.selectOptions(screen.getByLabelText('Type'), 'guardian-bells')
    await waitFor(() => expect(onSearchChange).toHaveBeenLastCalledWith({ type: ['guardian-bells'] }))
  })

  it('a /category page of a collection without tabs: its title, description and best sellers', async () => {
    const boots = categoryPageListing({ ...jacketsCollection, title: 'Boots', tabs: null }, 'boots')
    const { reads, loaderReads } = renderListing(boots)
    expect(screen.getByRole('heading', { level: 1, name: 'Boots' })).toBeTruthy()
    expect(screen.queryByRole('searchbox')).toBeNull()
    expect(screen.queryByLabelText('Type')).toBeNull()
    await screen.findByText('No products in "Boots" category')
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).toBeNull()
    expect([...reads].sort()).toEqual([...loaderReads].sort())
  })
})
