import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStorefrontTestApp, insertFixtureCatalogue, TEST_TOKEN } from './storefront-fixtures'

let harness: Awaited<ReturnType<typeof createStorefrontTestApp>>

beforeAll(async () => {
  harness = await createStorefrontTestApp()
  await insertFixtureCatalogue(harness.db)
})
afterAll(async () => {
  await harness.close()
})

interface Suggestions {
  products: { handle: string; availableForSale: boolean }[]
  collections: { handle: string }[]
  queries: { text: string; styledText: string }[]
}

async function predictive(query: string, args = '') {
  const response = await harness.app.request('/api/2026-04/graphql.json', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': TEST_TOKEN },
    body: JSON.stringify({
      query: `query($q: String!) { predictiveSearch(query: $q${args}) {
        products { handle availableForSale } collections { handle } queries { text styledText } } }`,
      variables: { q: query },
    }),
  })
  return (await response.json()) as {
    data?: { predictiveSearch: Suggestions | null }
    errors?: { message: string }[]
  }
}

describe('predictiveSearch', () => {
  it('suggests products, collections and searches matching every word typed so far', async () => {
    const { data } = await predictive('leath')
    const found = data?.predictiveSearch
    expect(found?.products.map((p) => p.handle)).toEqual(
      expect.arrayContaining(['alpha-leather-jacket', 'echo-womens-leather-jacket', 'foxtrot-leather-chaps']),
    )
    expect(found?.collections.map((c) => c.handle)).toEqual(['leather-jackets'])
    // Shortest first: the types, brands and collection titles that contain it.
    expect(found?.queries.map((q) => q.text)).toEqual(
      expect.arrayContaining(['leather chaps', 'leather jackets', "men's leather jackets"]),
    )
    expect(found?.queries[0]).toEqual({ text: 'leather chaps', styledText: '<mark>leath</mark>er chaps' })
    expect(found?.queries.find((q) => q.text === "men's leather jackets")?.styledText).toBe(
      'men&#39;s <mark>leath</mark>er jackets',
    )
    const both = (await predictive('alpha leath')).data?.predictiveSearch
    expect(both?.products.map((p) => p.handle)).toEqual(['alpha-leather-jacket'])
  })

  it('takes limit per kind (EACH) or for all together (ALL), and refuses one past 10', async () => {
    const each = (await predictive('leath', ', limit: 1')).data?.predictiveSearch
    expect([each?.products.length, each?.collections.length, each?.queries.length]).toEqual([1, 1, 1])
    const all = (await predictive('leath', ', limit: 2, limitScope: ALL')).data?.predictiveSearch
    expect((all?.products.length ?? 0) + (all?.collections.length ?? 0) + (all?.queries.length ?? 0)).toBe(2)
    const tooMany = await predictive('leath', ', limit: 11')
    expect(tooMany.errors?.[0]?.message).toMatch(/limit must be between 1 and 10/)
  })

  it('answers nothing for blank text, and only the kinds asked for', async () => {
    expect((await predictive('   ')).data?.predictiveSearch).toEqual({
      products: [],
      collections: [],
      queries: [],
    })
    const onlyProducts = (await predictive('leath', ', types: [PRODUCT]')).data?.predictiveSearch
    expect(onlyProducts?.collections).toEqual([])
    expect(onlyProducts?.queries).toEqual([])
    // Wildcards are the rider's text, not patterns.
    expect((await predictive('%')).data?.predictiveSearch?.collections).toEqual([])
  })
})
