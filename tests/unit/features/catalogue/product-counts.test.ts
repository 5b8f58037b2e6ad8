import { Client, fetchExchange } from 'urql'
import { describe, expect, it } from 'vitest'
import {
  countIn,
  PRODUCT_COUNT_SLOTS,
  PRODUCT_COUNTS_QUERY,
  productCountsVariables,
} from '../../../../src/features/catalogue/api/product-counts-query'
import { catalogueCacheExchange, entriesStorage } from '../../../../src/lib/storefront/client'
import { createTestStore, TEST_STORE_TOKEN } from '../../../support/test-store/test-store'

/** The app's graphcache over a store built from Shopify's schema (tests/support/test-store/). */
function cachedClient() {
  const store = createTestStore()
  const client = new Client({
    url: 'http://localhost:4609/api/2026-04/graphql.json',
    preferGetMethod: false,
    fetchOptions: { headers: { 'X-Shopify-Storefront-Access-Token': TEST_STORE_TOKEN } },
    fetch: async (input, init) => store.request(String(input), init),
    exchanges: [catalogueCacheExchange(entriesStorage()), fetchExchange],
  })
  return { client, store }
}

describe('product counts', () => {
  it('counts each query in its slot, and the cache answers them again without the store', async () => {
    const { client, store } = cachedClient()
    const queries = ['tag:bottes', 'tag:casques', 'tag:no-such-tag']
    const variables = productCountsVariables(queries)
    const fetched = await client.query(PRODUCT_COUNTS_QUERY, variables).toPromise()
    expect(fetched.error).toBeUndefined()
    const counts = queries.map((_, index) => countIn(fetched.data, index))
    expect(counts[0]).toBeGreaterThan(0)
    expect(counts[1]).toBeGreaterThan(0)
    expect(counts[2]).toBe(0)
    // Slots left out are not asked for at all.
    expect(countIn(fetched.data, queries.length)).toBeUndefined()
    expect(Object.keys(fetched.data ?? {})).toEqual(['c0', 'c1', 'c2'])

    const cached = await client
      .query(PRODUCT_COUNTS_QUERY, variables, { requestPolicy: 'cache-only' })
      .toPromise()
    expect(cached.operation.context.meta?.cacheOutcome).toBe('hit')
    expect(queries.map((_, index) => countIn(cached.data, index))).toEqual(counts)
    expect(store.errors.count).toBe(0)
  })

  it('leaves queries past the last slot uncounted', () => {
    const queries = Array.from({ length: PRODUCT_COUNT_SLOTS + 2 }, (_, i) => `tag:t${i}`)
    const variables = productCountsVariables(queries) as Record<string, unknown>
    expect(variables[`q${PRODUCT_COUNT_SLOTS - 1}`]).toBe(`tag:t${PRODUCT_COUNT_SLOTS - 1}`)
    expect(variables[`q${PRODUCT_COUNT_SLOTS}`]).toBeUndefined()
  })
})
