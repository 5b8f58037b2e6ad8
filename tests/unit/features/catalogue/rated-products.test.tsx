// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Client, type Exchange, Provider } from 'urql'
import { afterEach, describe, expect, it } from 'vitest'
import { fromValue, map, mergeMap, pipe } from 'wonka'
import { useRatedProducts } from '../../../../src/features/catalogue/api/rated-products-query'
import { catalogueCacheExchange, entriesStorage } from '../../../../src/lib/storefront/client'

afterEach(cleanup)

/** A store of `count` products whose ratings climb with their id; it answers pages of `first` after a cursor. */
function storeOf(count: number) {
  const requests: { first: number; after: string | null }[] = []
  const node = (i: number) => ({
    __typename: 'Product',
    id: `gid://shopify/Product/${i}`,
    handle: `product-${i}`,
    title: `Product ${i}`,
    vendor: 'Nordkap',
    productType: 'Full Face Helmets',
    tags: ['helmets'],
    description: '',
    availableForSale: true,
    rating:
      i % 3 === 0
        ? null
        : { __typename: 'Metafield', id: `r${i}`, value: JSON.stringify({ value: String((i % 50) / 10) }) },
    ratingCount: { __typename: 'Metafield', id: `c${i}`, value: String(i) },
    featuredImage: null,
    priceRange: {
      __typename: 'ProductPriceRange',
      minVariantPrice: { __typename: 'MoneyV2', amount: '100.0', currencyCode: 'EUR' },
    },
    variants: { __typename: 'ProductVariantConnection', edges: [] },
  })
  const answer: Exchange = () => (operations$) =>
    pipe(
      operations$,
      mergeMap((operation) => {
        const { first, after } = operation.variables as { first: number; after: string | null }
        requests.push({ first, after })
        const start = after ? Number(after) : 0
        const ids = Array.from(
          { length: Math.max(0, Math.min(first, count - start)) },
          (_, k) => start + k + 1,
        )
        return fromValue({ operation, ids, start })
      }),
      map(({ operation, ids, start }) => ({
        operation,
        stale: false,
        hasNext: false,
        data: {
          products: {
            __typename: 'ProductConnection',
            edges: ids.map((i) => ({ __typename: 'ProductEdge', cursor: String(i), node: node(i) })),
            pageInfo: {
              __typename: 'PageInfo',
              hasNextPage: start + ids.length < count,
              hasPreviousPage: start > 0,
              startCursor: ids.length ? String(ids[0]) : null,
              endCursor: ids.length ? String(ids.at(-1)) : null,
            },
          },
        },
      })),
    )
  // The app's own graphcache set-up, which merges the pages of one list (relayPagination).
  const client = new Client({
    url: 'http://store.test/graphql',
    exchanges: [catalogueCacheExchange(entriesStorage()), answer],
  })
  const wrapper = ({ children }: { children: ReactNode }) => <Provider value={client}>{children}</Provider>
  return { requests, wrapper }
}

/** The pages asked for, each once (graphcache may ask a page again when the list it belongs to grows). */
const pagesAsked = (requests: { first: number; after: string | null }[]) => [
  ...new Set(requests.map((request) => `${request.first} after ${request.after}`)),
]

describe('Highest Rated', () => {
  it('reads the whole list, 250 at a time, then shows it best rated first, 48 more at each Load More', async () => {
    const store = storeOf(300)
    const { result } = renderHook(
      () => useRatedProducts({ query: 'tag:helmets', sortKey: 'ID', reverse: false, first: 48 }),
      { wrapper: store.wrapper },
    )
    await waitFor(() => expect(result.current.result.data).toBeDefined())
    expect(pagesAsked(store.requests)).toEqual(['250 after null', '250 after 250'])
    const edges = result.current.result.data?.products.edges ?? []
    expect(edges).toHaveLength(48)
    // Ratings are (id mod 50) / 10: 4.9 is the best, and among equals the most reviewed comes first.
    expect(edges.slice(0, 3).map((edge) => edge.node.title)).toEqual([
      'Product 299',
      'Product 199',
      'Product 149',
    ])
    expect(result.current.result.data?.products.pageInfo.hasNextPage).toBe(true)
    act(() => result.current.showMore())
    expect(result.current.result.data?.products.edges).toHaveLength(96)
  })

  it('shows no ranking of part of a list longer than it can read', async () => {
    const store = storeOf(600)
    const { result } = renderHook(
      () => useRatedProducts({ query: '', sortKey: 'ID', reverse: false, first: 48 }),
      { wrapper: store.wrapper },
    )
    await waitFor(() => expect(result.current.overLimit).toBe(true))
    expect(result.current.result.data).toBeUndefined()
    expect(result.current.result.fetching).toBe(false)
    // Two pages of 250, and not a third: past RATED_SORT_LIMIT it stops reading.
    expect(pagesAsked(store.requests)).toEqual(['250 after null', '250 after 250'])
  })
})
