import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../src/server/db/client'
import { generateCatalogue } from '../../../src/server/seed/catalogue'
import { categories } from '../../../src/server/seed/categories'
import { seedCatalogue } from '../../../src/server/seed/seed'
import { storefrontRoutes } from '../../../src/server/storefront/storefront.routes'
import { buildProductSearchQuery, type ProductSearchFilters } from '../../../src/shared/search-query'
import { isApiVersion } from '../../../src/shared/storefront-config'
import {
  countingDb,
  createStorefrontTestApp,
  FILLER_COUNT,
  fillerProducts,
  insertFixtureCatalogue,
  namedProducts,
  TEST_TOKEN,
} from './storefront-fixtures'
import { openTestDatabase } from './test-database'

type Json = Record<string, unknown>
interface GraphQLBody {
  data?: Json | null
  errors?: { message: string; locations?: unknown; path?: unknown; extensions?: { code?: string } }[]
}
interface PageInfo {
  hasNextPage: boolean
  hasPreviousPage: boolean
  startCursor: string | null
  endCursor: string | null
}
interface ProductPage {
  edges: { cursor: string; node: { handle: string } }[]
  pageInfo: PageInfo
}

let harness: Awaited<ReturnType<typeof createStorefrontTestApp>>
let fixture: Awaited<ReturnType<typeof insertFixtureCatalogue>>
const ENDPOINT = '/api/2025-01/graphql.json'

beforeAll(async () => {
  harness = await createStorefrontTestApp()
  fixture = await insertFixtureCatalogue(harness.db)
})
afterAll(async () => {
  await harness.close()
})

async function post(
  body: string,
  options: { token?: string | null; path?: string; contentType?: string; app?: Hono } = {},
) {
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json' }
  if (options.token !== null) headers['X-Shopify-Storefront-Access-Token'] = options.token ?? TEST_TOKEN
  const response = await (options.app ?? harness.app).request(options.path ?? ENDPOINT, {
    method: 'POST',
    headers,
    body,
  })
  return { status: response.status, headers: response.headers, body: (await response.json()) as GraphQLBody }
}

async function gql(query: string, variables?: Json, app?: Hono) {
  return post(JSON.stringify({ query, variables }), { app })
}

/** Runs a query that must succeed and returns its data. */
async function data<T = Json>(query: string, variables?: Json): Promise<T> {
  const { status, body } = await gql(query, variables)
  expect(status).toBe(200)
  expect(body.errors).toBeUndefined()
  return body.data as T
}

async function errorOf(query: string, variables?: Json) {
  const { status, body } = await gql(query, variables)
  expect(status).toBe(200)
  expect(body.errors?.length).toBeGreaterThan(0)
  return body.errors?.[0]
}

const PAGE = /* GraphQL */ `
  edges { cursor node { handle } }
  pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
`

async function productHandles(args: string): Promise<string[]> {
  const result = await data<{ products: ProductPage }>(`{ products(${args}) { ${PAGE} } }`)
  return result.products.edges.map((edge) => edge.node.handle)
}

const sorted = (handles: string[]) => [...handles].sort()
const named = (...letters: string[]) =>
  letters.map((letter) => {
    const product = namedProducts.find((p) => p.handle.startsWith(letter))
    if (!product) throw new Error(`no named product ${letter}`)
    return product.handle
  })

describe('access', () => {
  it('answers 401 with Shopify-style errors without the public token', async () => {
    const query = JSON.stringify({ query: '{ products(first: 1) { nodes { id } } }' })
    for (const token of [null, '', 'wrong-token', TEST_TOKEN.toUpperCase(), `${TEST_TOKEN}x`]) {
      const response = await post(query, { token })
      expect(response.status).toBe(401)
      expect(response.body).toEqual({
        errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }],
      })
    }
    expect((await post(query)).status).toBe(200)
  })

  it('answers CORS preflight for any origin with the storefront headers allowed', async () => {
    const response = await harness.app.request(ENDPOINT, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://elsewhere.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-shopify-storefront-access-token',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase()
    expect(allowed).toContain('x-shopify-storefront-access-token')
    expect(allowed).toContain('content-type')
    const answer = await harness.app.request(ENDPOINT, {
      method: 'POST',
      headers: { Origin: 'https://elsewhere.example', 'X-Shopify-Storefront-Access-Token': TEST_TOKEN },
      body: JSON.stringify({ query: '{ products(first: 1) { nodes { id } } }' }),
    })
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('serves Shopify API versions and refuses others', async () => {
    expect(isApiVersion('2025-01')).toBe(true)
    expect(isApiVersion('2026-04')).toBe(true)
    expect(isApiVersion('2024-10')).toBe(true)
    expect(isApiVersion('unstable')).toBe(true)
    expect(isApiVersion('2025-02')).toBe(false)
    expect(isApiVersion('latest')).toBe(false)
    const query = JSON.stringify({ query: '{ products(first: 1) { nodes { id } } }' })
    expect((await post(query, { path: '/api/2024-04/graphql.json' })).status).toBe(200)
    expect((await post(query, { path: '/api/2026-04/graphql.json' })).status).toBe(200)
    const unknown = await post(query, { path: '/api/2025-02/graphql.json' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.errors?.[0]?.message).toContain('2025-02')
  })
})

describe('requests that are not valid GraphQL', () => {
  it('answers 400 with an errors array for a body that is not JSON or has no query', async () => {
    for (const body of ['not json', '{"query": ', '[]', '{}', '{"query": ""}', '{"query": 42}']) {
      const response = await post(body)
      expect(response.status, body).toBe(400)
      expect(response.body.errors?.[0]?.message, body).toMatch(/request body/i)
    }
    const badVariables = await post(
      JSON.stringify({ query: '{ products(first: 1) { nodes { id } } }', variables: [1] }),
    )
    expect(badVariables.status).toBe(400)
  })

  it('accepts a bare document sent as application/graphql', async () => {
    const response = await post('{ product(handle: "bravo-full-face-helmet") { title } }', {
      contentType: 'application/graphql',
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual({ product: { title: 'Bravo Full Face Helmet' } })
  })

  it('reports a syntax error in the standard GraphQL error shape with HTTP 200', async () => {
    const { status, body } = await gql('{ products(first: 1) { nodes { id }')
    expect(status).toBe(200)
    expect(body.data).toBeUndefined()
    expect(body.errors).toHaveLength(1)
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Syntax Error/),
      locations: [{ line: 1, column: expect.any(Number) }],
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    })
  })

  it('reports unknown fields, wrong argument types and bad variables as validation errors', async () => {
    const unknown = await errorOf('{ products(first: 1) { nodes { price } } }')
    expect(unknown).toMatchObject({
      message: 'Cannot query field "price" on type "Product".',
      locations: [{ line: 1, column: 32 }],
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    })
    const wrongType = await errorOf('{ products(first: "ten") { nodes { id } } }')
    expect(wrongType?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
    const variable = await errorOf('query ($n: Int) { products(first: $n) { nodes { id } } }', { n: 'many' })
    expect(variable?.message).toMatch(/\$n/)
    expect(variable?.extensions?.code).toBe('BAD_USER_INPUT')
  })

  it('refuses documents nested deeper than 12 levels', async () => {
    const deep = `{ products(first: 1) { nodes { variants(first: 1) { nodes { product { variants(first: 1) {
      nodes { product { variants(first: 1) { nodes { product { variants(first: 1) { nodes { id } } } } } } } } } } } } } }`
    const error = await errorOf(deep)
    expect(error?.message).toMatch(/nested too deeply.*maximum depth of 12/)
    expect(error?.extensions?.code).toBe('MAX_DEPTH_EXCEEDED')
    // Hiding the nesting in fragments does not help.
    const viaFragments = await errorOf(`
      fragment V on ProductVariant { product { variants(first: 1) { nodes { ...W } } } }
      fragment W on ProductVariant { product { variants(first: 1) { nodes { ...X } } } }
      fragment X on ProductVariant { product { variants(first: 1) { nodes { id } } } }
      { products(first: 1) { nodes { variants(first: 1) { nodes { ...V } } } } }`)
    expect(viaFragments?.extensions?.code).toBe('MAX_DEPTH_EXCEEDED')
  })

  it('never answers 500, even to absurd documents', async () => {
    const absurd = [
      '{'.repeat(20_000),
      `{ ${'products(first: 1) { nodes { '.repeat(3000)}`,
      'query { __typename }',
      'mutation { productCreate { id } }',
      'subscription { products(first: 1) { nodes { id } } }',
      'query A { __typename } query B { __typename }',
      '{ nodes(ids: ["gid://shopify/Product/1", "nonsense"]) { id } }',
    ]
    for (const query of absurd) {
      const response = await post(JSON.stringify({ query }))
      expect(response.status, query.slice(0, 40)).toBeLessThan(500)
    }
    expect((await post(JSON.stringify({ query: 'x'.repeat(300_000) }))).status).toBe(413)
  })

  it('accepts and ignores @inContext and serves introspection', async () => {
    const result = await data<{ products: { nodes: unknown[] } }>(
      'query Q($country: CountryCode) @inContext(country: $country, language: EN) { products(first: 2) { nodes { id } } }',
      { country: 'CA' },
    )
    expect(result.products.nodes).toHaveLength(2)
    const literal = await data<{ products: { nodes: unknown[] } }>(
      'query @inContext(country: US) { products(first: 1) { nodes { id } } }',
    )
    expect(literal.products.nodes).toHaveLength(1)
    const { getIntrospectionQuery } = await import('graphql')
    const schema = await data<{ __schema: { queryType: { name: string } } }>(getIntrospectionQuery())
    expect(schema.__schema.queryType.name).toBe('QueryRoot')
  })
})

describe('product', () => {
  const PRODUCT_FIELDS = /* GraphQL */ `
    id handle title description descriptionHtml productType vendor tags availableForSale
    createdAt updatedAt publishedAt totalInventory onlineStoreUrl
    featuredImage { id url altText width height }
    images(first: 10) { edges { cursor node { url src originalSrc altText } } pageInfo { hasNextPage } }
    variants(first: 10) {
      nodes {
        id title sku availableForSale quantityAvailable currentlyNotInStock
        price { amount currencyCode }
        compareAtPrice { amount currencyCode }
        selectedOptions { name value }
        image { url }
        product { handle }
      }
    }
    priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
    compareAtPriceRange { minVariantPrice { amount } maxVariantPrice { amount } }
    options { id name values optionValues { id name } }
  `

  it('is found by handle with the fields the shop reads, priced and dated as Shopify prints them', async () => {
    const { product } = await data<{ product: Json }>(
      `query ($handle: String!) { product(handle: $handle) { ${PRODUCT_FIELDS} } }`,
      { handle: 'alpha-leather-jacket' },
    )
    const id = fixture.ids('alpha-leather-jacket')
    expect(product).toMatchObject({
      id: `gid://shopify/Product/${id}`,
      handle: 'alpha-leather-jacket',
      title: 'Alpha Leather Jacket',
      description: 'Alpha Leather Jacket: built for the long road, tested by riders.',
      descriptionHtml: '<p>Alpha Leather Jacket: built for the long road, tested by riders.</p>',
      productType: "Men's Leather Jackets",
      vendor: 'Open Road',
      tags: ['jackets', 'leather-jackets', 'men', 'new', 'featured', 'named'],
      availableForSale: true,
      createdAt: '2024-03-01T10:00:00Z',
      publishedAt: '2024-03-01T10:00:00Z',
      totalInventory: 15,
      onlineStoreUrl: null,
      featuredImage: {
        url: 'http://localhost/images/products/alpha-leather-jacket-1.svg',
        altText: 'Alpha Leather Jacket view 1',
        width: 800,
        height: 800,
      },
      priceRange: {
        minVariantPrice: { amount: '199.99', currencyCode: 'USD' },
        maxVariantPrice: { amount: '249.99', currencyCode: 'USD' },
      },
      compareAtPriceRange: { minVariantPrice: { amount: '299.99' }, maxVariantPrice: { amount: '299.99' } },
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
    })
    const variants = (product.variants as { nodes: Json[] }).nodes
    expect(variants).toHaveLength(3)
    expect(variants[0]).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\/\d+$/),
      title: 'S',
      sku: 'ALPHA-LEATHER-JACKET-S',
      availableForSale: true,
      quantityAvailable: 5,
      currentlyNotInStock: false,
      price: { amount: '199.99', currencyCode: 'USD' },
      compareAtPrice: { amount: '299.99', currencyCode: 'USD' },
      selectedOptions: [{ name: 'Size', value: 'S' }],
      image: { url: 'http://localhost/images/products/alpha-leather-jacket-1.svg' },
      product: { handle: 'alpha-leather-jacket' },
    })
    expect(variants[1]).toMatchObject({ image: null })
    const images = product.images as { edges: { node: Json }[] }
    expect(images.edges.map((edge) => edge.node.src)).toEqual([
      'http://localhost/images/products/alpha-leather-jacket-1.svg',
      'http://localhost/images/products/alpha-leather-jacket-2.svg',
    ])
  })

  it('prints decimals as Shopify does and gives products without options a Default Title', async () => {
    const { product } = await data<{ product: Json }>(
      `{ product(handle: "bravo-full-face-helmet") { ${PRODUCT_FIELDS} } }`,
    )
    expect(product).toMatchObject({
      priceRange: { minVariantPrice: { amount: '129.99' } },
      compareAtPriceRange: { minVariantPrice: { amount: '0.0' }, maxVariantPrice: { amount: '0.0' } },
      options: [{ name: 'Title', values: ['Default Title'], optionValues: [{ name: 'Default Title' }] }],
      variants: {
        nodes: [
          {
            title: 'Default Title',
            compareAtPrice: null,
            selectedOptions: [{ name: 'Title', value: 'Default Title' }],
          },
        ],
      },
    })
    const gloves = await data<{ product: Json }>(
      '{ product(handle: "delta-summer-gloves") { priceRange { minVariantPrice { amount } } } }',
    )
    expect(gloves.product).toEqual({ priceRange: { minVariantPrice: { amount: '30.0' } } })
    const vest = await data<{ product: Json }>(
      '{ product(handle: "charlie-riding-vest") { availableForSale variants(first: 1) { nodes { price { amount } availableForSale } } } }',
    )
    expect(vest.product).toEqual({
      availableForSale: false,
      variants: { nodes: [{ price: { amount: '59.5' }, availableForSale: false }] },
    })
  })

  it('is found by global id, and null for unknown handles and ids of other types', async () => {
    const id = `gid://shopify/Product/${fixture.ids('echo-womens-leather-jacket')}`
    const result = await data<Json>(
      `query ($id: ID!) {
        byId: product(id: $id) { handle }
        missing: product(handle: "no-such-thing") { handle }
        otherType: product(id: "gid://shopify/Collection/1") { handle }
        nothing: product { handle }
      }`,
      { id },
    )
    expect(result).toEqual({
      byId: { handle: 'echo-womens-leather-jacket' },
      missing: null,
      otherType: null,
      nothing: null,
    })
    const invalid = await errorOf('{ product(id: "42") { handle } }')
    expect(invalid).toMatchObject({ message: "Invalid global id '42'", path: ['product'] })
  })

  it('truncates descriptions and sizes images on request', async () => {
    const { product } = await data<{ product: Json }>(`{ product(handle: "foxtrot-leather-chaps") {
      description(truncateAt: 20)
      featuredImage {
        small: url(transform: { maxWidth: 300 })
        retina: url(transform: { maxWidth: 300, scale: 2 })
        tiny: url(transform: { maxWidth: 1 })
        byHeight: url(transform: { maxHeight: 400 })
        huge: transformedSrc(maxWidth: 9000)
      }
    } }`)
    expect(product).toEqual({
      description: 'Foxtrot Chaps: bu...',
      featuredImage: {
        small: 'http://localhost/images/products/foxtrot-leather-chaps-1.svg?width=300',
        retina: 'http://localhost/images/products/foxtrot-leather-chaps-1.svg?width=600',
        tiny: 'http://localhost/images/products/foxtrot-leather-chaps-1.svg?width=16',
        byHeight: 'http://localhost/images/products/foxtrot-leather-chaps-1.svg?width=400',
        huge: 'http://localhost/images/products/foxtrot-leather-chaps-1.svg?width=2048',
      },
    })
  })

  it('resolves Product, ProductVariant and Collection through node and nodes', async () => {
    const productId = `gid://shopify/Product/${fixture.ids('bravo-full-face-helmet')}`
    const { product } = await data<{ product: { variants: { nodes: { id: string }[] } } }>(
      '{ product(handle: "bravo-full-face-helmet") { variants(first: 1) { nodes { id } } } }',
    )
    const variantId = product.variants.nodes[0]?.id
    const result = await data<Json>(
      `query ($ids: [ID!]!, $id: ID!) {
        node(id: $id) { __typename id ... on Product { handle } }
        nodes(ids: $ids) {
          __typename
          ... on Product { handle }
          ... on ProductVariant { title product { handle } }
          ... on Collection { handle }
        }
      }`,
      {
        id: productId,
        ids: [productId, variantId, 'gid://shopify/Collection/1', 'gid://shopify/Product/999999'],
      },
    )
    expect(result).toEqual({
      node: { __typename: 'Product', id: productId, handle: 'bravo-full-face-helmet' },
      nodes: [
        { __typename: 'Product', handle: 'bravo-full-face-helmet' },
        {
          __typename: 'ProductVariant',
          title: 'Default Title',
          product: { handle: 'bravo-full-face-helmet' },
        },
        { __typename: 'Collection', handle: 'leather-jackets' },
        null,
      ],
    })
  })
})

describe('products: pagination', () => {
  async function walk(args: string, direction: 'forward' | 'backward', size: number) {
    const pages: ProductPage[] = []
    let cursor: string | null = null
    for (let guard = 0; guard < 100; guard++) {
      const cursorArg: string = cursor ? `, ${direction === 'forward' ? 'after' : 'before'}: "${cursor}"` : ''
      const count = direction === 'forward' ? `first: ${size}` : `last: ${size}`
      const result: { products: ProductPage } = await data(
        `{ products(${count}${cursorArg}${args}) { ${PAGE} } }`,
      )
      pages.push(result.products)
      const info = result.products.pageInfo
      const more = direction === 'forward' ? info.hasNextPage : info.hasPreviousPage
      if (!more) break
      cursor = direction === 'forward' ? info.endCursor : info.startCursor
    }
    return pages
  }

  function expectConsistentPageInfo(pages: ProductPage[], direction: 'forward' | 'backward') {
    pages.forEach((page, index) => {
      const isFirst = index === 0
      const isLast = index === pages.length - 1
      expect(page.pageInfo.startCursor).toBe(page.edges[0]?.cursor ?? null)
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null)
      if (direction === 'forward') {
        expect(page.pageInfo).toMatchObject({ hasPreviousPage: !isFirst, hasNextPage: !isLast })
      } else {
        expect(page.pageInfo).toMatchObject({ hasNextPage: !isFirst, hasPreviousPage: !isLast })
      }
    })
  }

  it('walks the whole catalogue forward and backward with exact pageInfo', async () => {
    const everything = await productHandles('first: 250')
    expect(everything).toHaveLength(fixture.count)
    expect(everything).toEqual(fixture.products.map((product) => product.handle))

    const forward = await walk('', 'forward', 7)
    expect(forward).toHaveLength(Math.ceil(fixture.count / 7))
    expectConsistentPageInfo(forward, 'forward')
    expect(forward.flatMap((page) => page.edges.map((edge) => edge.node.handle))).toEqual(everything)

    const backward = await walk('', 'backward', 7)
    expectConsistentPageInfo(backward, 'backward')
    expect(backward.reverse().flatMap((page) => page.edges.map((edge) => edge.node.handle))).toEqual(
      everything,
    )
  })

  it('pages through ties in a sort key by id, forward and backward, also reversed', async () => {
    for (const args of [
      ', query: "tag:filler", sortKey: PRICE',
      ', query: "tag:filler", sortKey: PRICE, reverse: true',
      ', sortKey: TITLE',
      ', sortKey: VENDOR, reverse: true',
      ', sortKey: BEST_SELLING',
      ', sortKey: CREATED_AT, reverse: true',
      ', query: "tag:filler OR tag:jackets", sortKey: BEST_SELLING',
      ', query: "tag:filler -title:*3*", sortKey: CREATED_AT',
      ', query: "variants.price:>=11 AND variants.price:<=13", sortKey: CREATED_AT, reverse: true',
    ]) {
      const all = await productHandles(`first: 250${args}`)
      const forward = await walk(args, 'forward', 4)
      expectConsistentPageInfo(forward, 'forward')
      expect(forward.flatMap((page) => page.edges.map((edge) => edge.node.handle))).toEqual(all)
      const backward = await walk(args, 'backward', 5)
      expectConsistentPageInfo(backward, 'backward')
      expect(backward.reverse().flatMap((page) => page.edges.map((edge) => edge.node.handle))).toEqual(all)
    }
  })

  it('refuses sortKey: RATING, which Shopify does not have', async () => {
    const error = await errorOf('{ products(first: 10, sortKey: RATING) { nodes { id } } }')
    expect(error?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
  })

  it('keeps BEST_SELLING (best first) and CREATED_AT in order under a query', async () => {
    const jacketsAndChaps = '"(tag:jackets OR tag:chaps) AND tag:men"'
    expect(await productHandles(`first: 10, query: ${jacketsAndChaps}, sortKey: BEST_SELLING`)).toEqual(
      named('alpha', 'foxtrot'),
    )
    expect(await productHandles(`first: 10, query: ${jacketsAndChaps}, sortKey: CREATED_AT`)).toEqual(
      named('foxtrot', 'alpha'),
    )
    expect(
      await productHandles('first: 3, query: "tag:named available_for_sale:true", sortKey: BEST_SELLING'),
    ).toEqual(named('bravo', 'delta', 'alpha'))
  })

  it('breaks price ties by id', async () => {
    const fillers = fillerProducts(FILLER_COUNT)
    const byPrice = [...fillers].sort((a, b) => Number(a.prices[0]) - Number(b.prices[0]))
    expect(await productHandles('first: 250, query: "tag:filler", sortKey: PRICE')).toEqual(
      byPrice.map((product) => product.handle),
    )
  })

  it('combines after and before, and answers empty pages with correct flags', async () => {
    const all = await productHandles('first: 250')
    const { products } = await data<{ products: ProductPage }>(`{ products(first: 10) { ${PAGE} } }`)
    const third = products.edges[2]?.cursor
    const eighth = products.edges[7]?.cursor
    const between = await data<{ products: ProductPage }>(
      `{ products(first: 10, after: "${third}", before: "${eighth}") { ${PAGE} } }`,
    )
    expect(between.products.edges.map((edge) => edge.node.handle)).toEqual(all.slice(3, 7))
    expect(between.products.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true })
    const lastBetween = await data<{ products: ProductPage }>(
      `{ products(last: 2, after: "${third}", before: "${eighth}") { ${PAGE} } }`,
    )
    expect(lastBetween.products.edges.map((edge) => edge.node.handle)).toEqual(all.slice(5, 7))
    expect(lastBetween.products.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true })

    const zero = await data<{ products: ProductPage }>(`{ products(first: 0) { ${PAGE} } }`)
    expect(zero.products).toEqual({
      edges: [],
      pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null },
    })
    const none = await data<{ products: ProductPage }>(
      `{ products(first: 5, query: "tag:nothing-has-this") { ${PAGE} } }`,
    )
    expect(none.products.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
    })
  })

  it('validates first, last and cursors like Shopify', async () => {
    const cases: [string, string][] = [
      ['products { nodes { id } }', 'you must provide one of first or last'],
      ['products(first: 251) { nodes { id } }', 'The first argument must be between 0 and 250'],
      ['products(first: -1) { nodes { id } }', 'The first argument must be between 0 and 250'],
      ['products(last: 1000) { nodes { id } }', 'The last argument must be between 0 and 250'],
      ['products(first: 1, last: 1) { nodes { id } }', 'you must provide only one of first or last'],
      ['products(first: 1, after: "garbage!") { nodes { id } }', 'The after argument is not a valid cursor'],
      ['products(last: 1, before: "e30") { nodes { id } }', 'The before argument is not a valid cursor'],
      [
        'product(handle: "alpha-leather-jacket") { variants(first: 300) { nodes { id } } }',
        'The first argument must be between 0 and 250',
      ],
      [
        'product(handle: "alpha-leather-jacket") { images { nodes { url } } }',
        'you must provide one of first or last',
      ],
    ]
    for (const [selection, message] of cases) {
      const error = await errorOf(`{ ${selection} }`)
      expect(error?.message, selection).toBe(message)
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT')
      expect(error?.path).toBeDefined()
    }
    const { products } = await data<{ products: ProductPage }>(
      `{ products(first: 1, sortKey: TITLE) { ${PAGE} } }`,
    )
    const titleCursor = products.pageInfo.endCursor
    const mismatch = await errorOf(
      `{ products(first: 1, sortKey: PRICE, after: "${titleCursor}") { nodes { id } } }`,
    )
    expect(mismatch?.message).toMatch(/different sort order/)
    // A cursor whose value cannot be compared is refused before it reaches SQL.
    const forged = Buffer.from(JSON.stringify({ o: 'price', v: 'cheap', i: 1 })).toString('base64url')
    const forgedError = await errorOf(
      `{ products(first: 1, sortKey: PRICE, after: "${forged}") { nodes { id } } }`,
    )
    expect(forgedError?.message).toBe('The after argument is not a valid cursor')
  })

  it('pages through a product’s variants and images', async () => {
    const first = await data<{ product: { variants: ProductPage & { nodes: { title: string }[] } } }>(
      '{ product(handle: "alpha-leather-jacket") { variants(first: 2) { nodes { title } pageInfo { hasNextPage hasPreviousPage endCursor } } } }',
    )
    expect(first.product.variants.nodes.map((v) => v.title)).toEqual(['S', 'M'])
    expect(first.product.variants.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false })
    const next = await data<{ product: { variants: { nodes: { title: string }[]; pageInfo: PageInfo } } }>(
      `{ product(handle: "alpha-leather-jacket") { variants(first: 2, after: "${first.product.variants.pageInfo.endCursor}") { nodes { title } pageInfo { hasNextPage hasPreviousPage } } } }`,
    )
    expect(next.product.variants.nodes.map((v) => v.title)).toEqual(['L'])
    expect(next.product.variants.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true })
    const reversed = await data<{
      product: { variants: { nodes: { title: string }[] }; images: { nodes: { url: string }[] } }
    }>(
      '{ product(handle: "alpha-leather-jacket") { variants(last: 2, reverse: true) { nodes { title } } images(first: 1, reverse: true) { nodes { url } } } }',
    )
    expect(reversed.product.variants.nodes.map((v) => v.title)).toEqual(['M', 'S'])
    expect(reversed.product.images.nodes[0]?.url).toMatch(/alpha-leather-jacket-2\.svg$/)
  })
})

describe('products: sort keys', () => {
  const cases: [string, string[]][] = [
    ['TITLE', named('alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot')],
    ['PRICE', named('delta', 'charlie', 'bravo', 'foxtrot', 'alpha', 'echo')],
    ['BEST_SELLING', named('bravo', 'delta', 'alpha', 'echo', 'charlie', 'foxtrot')],
    ['CREATED_AT', named('foxtrot', 'bravo', 'charlie', 'alpha', 'echo', 'delta')],
    ['UPDATED_AT', named('foxtrot', 'bravo', 'charlie', 'alpha', 'echo', 'delta')],
    ['VENDOR', named('echo', 'bravo', 'foxtrot', 'alpha', 'charlie', 'delta')],
    ['PRODUCT_TYPE', named('delta', 'bravo', 'foxtrot', 'alpha', 'charlie', 'echo')],
    ['ID', named('alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot')],
    ['RELEVANCE', named('alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot')],
  ]
  it.each(cases)('%s orders the products, and reverse turns the order round', async (sortKey, expected) => {
    expect(await productHandles(`first: 10, query: "tag:named", sortKey: ${sortKey}`)).toEqual(expected)
    expect(await productHandles(`first: 10, query: "tag:named", sortKey: ${sortKey}, reverse: true`)).toEqual(
      [...expected].reverse(),
    )
  })

  it('defaults to id order', async () => {
    expect(await productHandles('first: 10, query: "tag:named"')).toEqual(
      named('alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'),
    )
  })
})

describe('products: search query', () => {
  const cases: [string, string[]][] = [
    // fields
    ['title:*leather*', named('alpha', 'echo')],
    ['title:leather', named('alpha', 'echo')],
    ['title:LEATH*', named('alpha', 'echo')],
    ['title:jack*', named('alpha', 'echo')],
    ['title:*ket', named('alpha', 'echo')],
    ['title:eather*', []],
    ['title:"leather jacket"', named('alpha', 'echo')],
    ['tag:bestseller', named('bravo', 'foxtrot')],
    ['tag:BestSeller', named('bravo', 'foxtrot')],
    ['tag:best', []],
    ['tag:best*', named('bravo', 'foxtrot')],
    ['tag:*shipping', named('delta')],
    ['tag_not:named', fillerProducts(FILLER_COUNT).map((p) => p.handle)],
    ['vendor:bell', named('bravo', 'foxtrot')],
    ['vendor:"Open Road"', named('alpha', 'charlie')],
    ['vendor:Open', []],
    ['vendor:"Rev\'It"', named('delta')],
    ['vendor:*ash*', named('echo')],
    [`product_type:"Men's Leather Jackets"`, named('alpha')],
    [`product_type:"men's leather jackets"`, named('alpha')],
    ['product_type:*Leather*', named('alpha', 'echo', 'foxtrot')],
    ['available_for_sale:false', named('charlie')],
    ['handle:bravo-full-face-helmet', named('bravo')],
    // comparisons
    ['tag:named price:>200', named('echo')],
    ['tag:named price:>=199.99', named('alpha', 'echo')],
    ['tag:named price:<59.5', named('delta')],
    ['tag:named price:<=59.50', named('charlie', 'delta')],
    ['tag:named variants.price:<100', named('charlie', 'delta')],
    ['tag:named price:129.99', named('bravo')],
    ['tag:named created_at:<2024-01-01', named('foxtrot')],
    ['tag:named created_at:>=2024-04-01', named('delta', 'echo')],
    ['tag:named created_at:2024-02-10', named('charlie')],
    ['tag:named updated_at:>2024-05-01T00:00:00Z', named('delta')],
    // boolean logic
    ['title:*vest* OR tag:helmets', named('bravo', 'charlie')],
    ['title:*jacket* OR tag:bestseller', named('alpha', 'bravo', 'echo', 'foxtrot')],
    ['tag:jackets tag:women', named('echo')],
    ['tag:jackets AND NOT tag:women', named('alpha')],
    ['tag:jackets -tag:women', named('alpha')],
    ['tag:named NOT (vendor:Bell OR vendor:"Open Road")', named('delta', 'echo')],
    ['tag:named -available_for_sale:true', named('charlie')],
    ['(tag:helmets OR tag:gloves) price:<100', named('delta')],
    ['tag:gloves OR tag:helmets price:<100', named('delta')],
    [
      `product_type:"Men's Leather Jackets" OR product_type:"Women's Leather Jackets"`,
      named('alpha', 'echo'),
    ],
    // bare words match title, vendor, product type or a tag
    ['helmet', named('bravo')],
    ['ASPHALT', named('echo')],
    ['chaps', named('foxtrot')],
    ['summer gloves', named('delta')],
    ['free-shipping', named('delta')],
    ['"full face"', named('bravo')],
    // user text never acts as a LIKE pattern
    ['%', named('delta')],
    ['_', named('delta')],
    ['tag:50%_off', named('delta')],
    ['tag:50%*', named('delta')],
    ['tag:5_%_off', []],
    // values of known fields that cannot match
    ['price:>cheap', []],
    ['created_at:yesterday', []],
    ['available_for_sale:maybe', []],
    ['id:abc', []],
  ]
  it.each(cases)('%s', async (query, expected) => {
    const handles = await productHandles(`first: 250, query: ${JSON.stringify(query)}`)
    expect(sorted(handles)).toEqual(sorted(expected))
  })

  it('finds products by numeric id or global id', async () => {
    const id = fixture.ids('delta-summer-gloves')
    expect(await productHandles(`first: 5, query: "id:${id}"`)).toEqual(['delta-summer-gloves'])
    expect(await productHandles(`first: 5, query: "id:gid://shopify/Product/${id}"`)).toEqual([
      'delta-summer-gloves',
    ])
    expect(await productHandles(`first: 5, query: "tag:named id:>${id}"`)).toEqual(named('echo', 'foxtrot'))
  })

  it('ignores terms with unknown fields, as Shopify does', async () => {
    const all = await productHandles('first: 250')
    expect(await productHandles('first: 250, query: "colour:red"')).toEqual(all)
    expect(await productHandles('first: 250, query: "-colour:red"')).toEqual(all)
    expect(sorted(await productHandles('first: 250, query: "tag:helmets colour:red"'))).toEqual(
      named('bravo'),
    )
    expect(sorted(await productHandles('first: 250, query: "tag:helmets OR colour:red"'))).toEqual(
      named('bravo'),
    )
    expect(sorted(await productHandles('first: 250, query: "tag:helmets NOT colour:red"'))).toEqual(
      named('bravo'),
    )
  })

  it('treats an empty or blank query as no query, and survives malformed ones', async () => {
    const all = await productHandles('first: 250')
    expect(await productHandles('first: 250, query: ""')).toEqual(all)
    expect(await productHandles('first: 250, query: "   "')).toEqual(all)
    expect(sorted(await productHandles('first: 250, query: "(tag:helmets OR"'))).toEqual(named('bravo'))
    expect(sorted(await productHandles('first: 250, query: "title:\\"full face"'))).toEqual(named('bravo'))
  })

  it('runs randomized queries against the database without errors', async () => {
    let state = 7
    const random = () => {
      state = (state * 48271) % 2147483647
      return state / 2147483647
    }
    const pieces = [
      'title:',
      'tag:',
      'vendor:',
      'price:>',
      'created_at:<',
      'id:',
      'NOT ',
      ' OR ',
      ' ',
      '(',
      ')',
      '"',
      '-',
      '*',
      'a',
      'leather',
      '%',
      '_',
      '\\',
      "'",
      '1',
      '2024-01-01',
    ]
    for (let n = 0; n < 150; n++) {
      let query = ''
      const length = Math.floor(random() * 12)
      for (let i = 0; i < length; i++) query += pieces[Math.floor(random() * pieces.length)]
      const { status, body } = await gql(
        'query ($q: String) { products(first: 5, query: $q) { nodes { id } } }',
        { q: query },
      )
      expect(status, query).toBe(200)
      expect(body.errors, query).toBeUndefined()
    }
  })
})

describe("products: the listing pages' queries (src/shared/search-query.ts)", () => {
  const everyNamed = named('alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot')
  const cases: [string, ProductSearchFilters, string[]][] = [
    ['name inside a word, in any case', { name: 'EATH' }, named('alpha', 'echo')],
    ['name words all match', { name: 'leather JACK' }, named('alpha', 'echo')],
    ['shopper text over name, brand, type and tags', { text: "rev'it" }, named('delta')],
    ['shopper text on a tag', { text: 'bestsell' }, named('bravo', 'foxtrot')],
    [
      'price bounds are inclusive',
      { tag: 'named', minPrice: 30, maxPrice: 129.99 },
      named('bravo', 'charlie', 'delta'),
    ],
    ['a lower bound alone', { tag: 'named', minPrice: 229 }, named('echo')],
    ['an upper bound alone', { tag: 'named', maxPrice: 30 }, named('delta')],
    ['a vendor with an ampersand', { vendor: 'Asphalt & Ash' }, named('echo')],
    ['any of several vendors', { vendor: ['Bell', "Rev'It"] }, named('bravo', 'delta', 'foxtrot')],
    ['one tag', { tag: 'warranty' }, named('echo')],
    ['any of several tags', { tag: ['warranty', 'sale'] }, named('charlie', 'echo')],
    [
      'tag groups: any in each, all groups',
      { tagGroups: [['jackets', 'chaps'], ['men']] },
      named('alpha', 'foxtrot'),
    ],
    ['a product type with an apostrophe', { productType: "Men's Leather Jackets" }, named('alpha')],
    [
      'any of several product types',
      { productType: ["Men's Leather Jackets", "Women's Leather Jackets"] },
      named('alpha', 'echo'),
    ],
    [
      'available only',
      { tag: 'named', availableOnly: true },
      everyNamed.filter((h) => !h.startsWith('charlie')),
    ],
    [
      'everything together',
      { name: 'leather', vendor: ['Open Road', 'Asphalt & Ash'], tagGroups: [['jackets']], minPrice: 200 },
      named('echo'),
    ],
    ['nothing set', {}, [...everyNamed, ...fillerProducts(FILLER_COUNT).map((p) => p.handle)]],
  ]
  it.each(cases)('%s', async (_label, filters, expected) => {
    const query = buildProductSearchQuery(filters)
    const handles = await productHandles(`first: 250, query: ${JSON.stringify(query)}`)
    expect(sorted(handles)).toEqual(sorted(expected))
  })
})

describe("search: the header search's words (/shop?search=…, src/features/catalogue/listings.ts)", () => {
  const cases: [string, string, string[]][] = [
    ["a brand's name", 'bell', named('bravo', 'foxtrot')],
    ["a brand's name of two words", 'open ROAD', named('alpha', 'charlie')],
    ['part of a brand with an ampersand', 'Asphalt', named('echo')],
    ['a product type', 'chaps', named('foxtrot')],
    ['a tag', 'bestseller', named('bravo', 'foxtrot')],
    ['words from the name and the brand together', 'jacket open', named('alpha')],
    ['a word found nowhere', 'sidecar', []],
  ]
  it.each(cases)('%s', async (_label, text, expected) => {
    const result = await data<{ search: { edges: { node: { handle: string } }[] } }>(
      `{ search(query: ${JSON.stringify(text)}, first: 250, types: [PRODUCT]) { edges { node { ... on Product { handle } } } } }`,
    )
    expect(sorted(result.search.edges.map((edge) => edge.node.handle))).toEqual(sorted(expected))
  })

  it('finds a brand that a search of names alone misses', async () => {
    expect(
      await productHandles(`first: 250, query: ${JSON.stringify(buildProductSearchQuery({ name: 'bell' }))}`),
    ).toEqual([])
  })
})

describe('product reviews metafields', () => {
  const REVIEWS = /* GraphQL */ `
    rating: metafield(namespace: "reviews", key: "rating") { id namespace key type value }
    count: metafield(namespace: "reviews", key: "rating_count") { id namespace key type value }
  `

  it('serves the rating and the review count as Shopify review apps store them', async () => {
    const id = fixture.ids('alpha-leather-jacket')
    const { product } = await data<{ product: Json }>(`{ product(handle: "alpha-leather-jacket") {
      ${REVIEWS}
      unknownKey: metafield(namespace: "reviews", key: "average") { id }
      otherNamespace: metafield(namespace: "custom", key: "rating") { id }
      appNamespace: metafield(key: "rating") { id }
      metafields(identifiers: [{ namespace: "reviews", key: "rating_count" }, { namespace: "x", key: "y" }, { key: "rating" }]) { key value }
    } }`)
    expect(product).toEqual({
      rating: {
        id: `gid://shopify/Metafield/${id * 10 + 1}`,
        namespace: 'reviews',
        key: 'rating',
        type: 'rating',
        value: '{"value":"4.5","scale_min":"1.0","scale_max":"5.0"}',
      },
      count: {
        id: `gid://shopify/Metafield/${id * 10 + 2}`,
        namespace: 'reviews',
        key: 'rating_count',
        type: 'number_integer',
        value: '120',
      },
      unknownKey: null,
      otherNamespace: null,
      appNamespace: null,
      metafields: [{ key: 'rating_count', value: '120' }, null, null],
    })
  })

  it('has no review metafields for a product nobody has reviewed', async () => {
    const { product } = await data<{ product: Json }>(
      `{ product(handle: "echo-womens-leather-jacket") { ${REVIEWS} } }`,
    )
    expect(product).toEqual({ rating: null, count: null })
  })

  it('resolves a metafield by its global id, which stays the same between requests', async () => {
    const read = () =>
      data<{ product: { rating: { id: string } } }>(
        `{ product(handle: "foxtrot-leather-chaps") { ${REVIEWS} } }`,
      )
    const first = await read()
    const again = await read()
    expect(again.product.rating.id).toBe(first.product.rating.id)
    const { node } = await data<{ node: Json }>(
      `query ($id: ID!) { node(id: $id) { __typename id ... on Metafield { namespace key value } } }`,
      { id: first.product.rating.id },
    )
    expect(node).toEqual({
      __typename: 'Metafield',
      id: first.product.rating.id,
      namespace: 'reviews',
      key: 'rating',
      value: '{"value":"5.0","scale_min":"1.0","scale_max":"5.0"}',
    })
    const missing = await data<{ node: unknown }>('{ node(id: "gid://shopify/Metafield/999999991") { id } }')
    expect(missing.node).toBeNull()
  })
})

describe('search', () => {
  const SEARCH_PAGE = /* GraphQL */ `
    edges { cursor node { ... on Product { handle } } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  `
  interface SearchResult {
    search: ProductPage & { totalCount?: number; nodes?: { handle: string }[] }
  }

  async function searchHandles(args: string): Promise<string[]> {
    const result = await data<SearchResult>(`{ search(${args}) { ${SEARCH_PAGE} } }`)
    return result.search.edges.map((edge) => edge.node.handle)
  }

  async function totalCount(args: string): Promise<number> {
    const result = await data<SearchResult>(`{ search(${args}) { totalCount } }`)
    return result.search.totalCount ?? -1
  }

  /** Every handle `products(query:)` reaches, page by page. */
  async function reachableByProducts(query: string): Promise<string[]> {
    const handles: string[] = []
    let after: string | null = null
    for (let guard = 0; guard < 50; guard++) {
      const result: { products: ProductPage } = await data(
        `query ($q: String, $after: String) { products(first: 25, after: $after, query: $q) { ${PAGE} } }`,
        { q: query, after },
      )
      handles.push(...result.products.edges.map((edge) => edge.node.handle))
      if (!result.products.pageInfo.hasNextPage) break
      after = result.products.pageInfo.endCursor
    }
    return handles
  }

  it('counts all matches: totalCount equals what paging products(query:) reaches', async () => {
    for (const query of [
      'tag:filler',
      'tag:named',
      'title:*LEATHER*',
      '(tag:jackets OR tag:chaps) AND tag:men',
      'variants.price:>=10 AND variants.price:<=12',
      'vendor:"Asphalt & Ash"',
      'product_type:"Men\'s Leather Jackets"',
      'tag:no-such-tag',
      'id:abc',
      '',
      '   ',
    ]) {
      const reachable = await reachableByProducts(query)
      const result = await data<SearchResult>(
        'query ($q: String!) { search(query: $q, first: 250) { totalCount nodes { ... on Product { handle } } } }',
        { q: query },
      )
      expect(result.search.totalCount, query).toBe(reachable.length)
      expect(sorted(result.search.nodes?.map((node) => node.handle) ?? []), query).toEqual(sorted(reachable))
    }
    expect(await totalCount('query: "", first: 1')).toBe(fixture.count)
    expect(await totalCount('query: "  ", first: 0')).toBe(fixture.count)
  })

  it('lists unavailable products last unless told otherwise, in either direction and by price', async () => {
    const byId = named('alpha', 'bravo', 'delta', 'echo', 'foxtrot')
    const soldOut = named('charlie')
    const cases: [string, string[]][] = [
      ['', [...byId, ...soldOut]],
      ['reverse: true', [...[...byId].reverse(), ...soldOut]],
      [
        'unavailableProducts: LAST, sortKey: PRICE',
        [...named('delta', 'bravo', 'foxtrot', 'alpha', 'echo'), ...soldOut],
      ],
      ['sortKey: PRICE, reverse: true', [...named('echo', 'alpha', 'foxtrot', 'bravo', 'delta'), ...soldOut]],
      ['unavailableProducts: SHOW', named('alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot')],
      [
        'unavailableProducts: SHOW, sortKey: PRICE',
        named('delta', 'charlie', 'bravo', 'foxtrot', 'alpha', 'echo'),
      ],
      ['unavailableProducts: HIDE', byId],
    ]
    for (const [args, expected] of cases) {
      const extra = args ? `, ${args}` : ''
      expect(await searchHandles(`query: "tag:named", first: 10${extra}`), args).toEqual(expected)
      // The same order, two at a time, forward with after and backward with before.
      const forward: string[] = []
      let after: string | null = null
      for (let guard = 0; guard < 10; guard++) {
        const cursor: string = after ? `, after: "${after}"` : ''
        const result: SearchResult = await data(
          `{ search(query: "tag:named", first: 2${cursor}${extra}) { ${SEARCH_PAGE} } }`,
        )
        forward.push(...result.search.edges.map((edge) => edge.node.handle))
        expect(result.search.pageInfo.hasPreviousPage).toBe(after !== null)
        if (!result.search.pageInfo.hasNextPage) break
        after = result.search.pageInfo.endCursor
      }
      expect(forward, args).toEqual(expected)
      const backward: string[][] = []
      let before: string | null = null
      for (let guard = 0; guard < 10; guard++) {
        const cursor: string = before ? `, before: "${before}"` : ''
        const result: SearchResult = await data(
          `{ search(query: "tag:named", last: 2${cursor}${extra}) { ${SEARCH_PAGE} } }`,
        )
        backward.unshift(result.search.edges.map((edge) => edge.node.handle))
        if (!result.search.pageInfo.hasPreviousPage) break
        before = result.search.pageInfo.startCursor
      }
      expect(backward.flat(), args).toEqual(expected)
    }
    expect(await totalCount('query: "tag:named", first: 1, unavailableProducts: HIDE')).toBe(5)
  })

  it('applies productFilters as collections do: alternatives within a kind, all kinds together', async () => {
    const filtered = async (filters: string) => {
      const args = `query: "tag:named", first: 10, unavailableProducts: SHOW, productFilters: ${filters}`
      return { handles: await searchHandles(args), count: await totalCount(args) }
    }
    expect(await filtered('[{ productVendor: "Bell" }, { productVendor: "Open Road" }]')).toEqual({
      handles: named('alpha', 'bravo', 'charlie', 'foxtrot'),
      count: 4,
    })
    expect(await filtered('[{ productVendor: "Bell" }, { price: { max: 130 } }]')).toEqual({
      handles: named('bravo'),
      count: 1,
    })
    // Option names and values ignore case, as at Shopify.
    expect(await filtered('[{ variantOption: { name: "size", value: "xl" } }]')).toEqual({
      handles: named('charlie'),
      count: 1,
    })
    expect(
      await filtered(
        '[{ variantOption: { name: "Size", value: "S" } }, { variantOption: { name: "Size", value: "XS" } }]',
      ),
    ).toEqual({ handles: named('alpha', 'delta', 'echo'), count: 3 })
    expect(await filtered('[{ tag: "NEW" }, { available: true }]')).toEqual({
      handles: named('alpha'),
      count: 1,
    })
    expect(await filtered('[{ productType: "vests" }]')).toEqual({ handles: named('charlie'), count: 1 })
  })

  it('finds nothing when asked only for articles or pages', async () => {
    const result = await data<SearchResult>(
      `{ search(query: "", first: 5, types: [ARTICLE, PAGE]) { totalCount ${SEARCH_PAGE} } }`,
    )
    expect(result.search).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false } })
    expect(await totalCount('query: "tag:named", first: 1, types: [PRODUCT, ARTICLE]')).toBe(6)
    expect(await totalCount('query: "tag:named", first: 1, prefix: LAST')).toBe(6)
  })

  it('validates first, last and cursors like the other connections', async () => {
    const cases: [string, string][] = [
      ['search(query: "") { totalCount }', 'you must provide one of first or last'],
      ['search(query: "", first: 251) { totalCount }', 'The first argument must be between 0 and 250'],
      ['search(query: "", last: 300) { totalCount }', 'The last argument must be between 0 and 250'],
      ['search(query: "", first: 1, last: 1) { totalCount }', 'you must provide only one of first or last'],
      [
        'search(query: "", first: 1, after: "garbage!") { totalCount }',
        'The after argument is not a valid cursor',
      ],
    ]
    for (const [selection, message] of cases) {
      const error = await errorOf(`{ ${selection} }`)
      expect(error?.message, selection).toBe(message)
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT')
      expect(error?.path).toEqual(['search'])
    }
    const { search } = await data<SearchResult>(
      `{ search(query: "", first: 1, sortKey: PRICE) { ${SEARCH_PAGE} } }`,
    )
    const mismatch = await errorOf(
      `{ search(query: "", first: 1, after: "${search.pageInfo.endCursor}") { totalCount } }`,
    )
    expect(mismatch?.message).toMatch(/different sort order/)
    const missingQuery = await errorOf('{ search(first: 1) { totalCount } }')
    expect(missingQuery?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
  })

  it("offers the store's facets, each counted without its own filters", async () => {
    type Facets = {
      id: string
      label: string
      type: string
      values: { id: string; label: string; count: number; input: string }[]
    }[]
    const facetsOf = async (filters: string) => {
      const result = await data<{ search: { totalCount: number; productFilters: Facets } }>(
        `{ search(query: "tag:named", first: 1, productFilters: ${filters}) { totalCount productFilters { id label type values { id label count input } } } }`,
      )
      return result.search
    }
    const all = await facetsOf('[]')
    expect(all.productFilters.map((filter) => [filter.id, filter.label, filter.type])).toEqual([
      ['filter.p.product_type', 'Category', 'LIST'],
      ['filter.p.vendor', 'Brand', 'LIST'],
      ['filter.v.option.size', 'Size', 'LIST'],
      ['filter.v.availability', 'Availability', 'LIST'],
      ['filter.v.price', 'Price', 'PRICE_RANGE'],
    ])
    const [, vendor, size, availability, price] = all.productFilters
    expect(availability?.values.map((value) => [value.label, value.count, value.input])).toEqual([
      ['In stock', 5, '{"available":true}'],
      ['Out of stock', 1, '{"available":false}'],
    ])
    expect(vendor?.values.map((value) => [value.label, value.count])).toEqual([
      ['Asphalt & Ash', 1],
      ['Bell', 2],
      ['Open Road', 2],
      ["Rev'It", 1],
    ])
    expect(vendor?.values[1]).toEqual({
      id: 'filter.p.vendor.bell',
      label: 'Bell',
      count: 2,
      input: '{"productVendor":"Bell"}',
    })
    expect(size?.values.map((value) => [value.label, value.count])).toEqual([
      ['XS', 1],
      ['S', 3],
      ['M', 3],
      ['L', 1],
      ['XL', 1],
      ['32', 1],
    ])
    expect(size?.values[0]?.input).toBe('{"variantOption":{"name":"Size","value":"XS"}}')
    expect(price?.values).toEqual([
      { id: 'filter.v.price', label: 'Price', count: 6, input: '{"price":{"min":0,"max":229}}' },
    ])

    // With a brand chosen, the brand facet still counts every brand; the others narrow to it.
    const bell = await facetsOf(`[${vendor?.values[1]?.input.replace(/"(\w+)":/g, '$1:')}]`)
    expect(bell.totalCount).toBe(2)
    expect(bell.productFilters[1]?.values.map((value) => value.count)).toEqual([1, 2, 2, 1])
    expect(bell.productFilters[2]?.values.map((value) => value.label)).toEqual(['32'])
    expect(bell.productFilters[4]?.values[0]?.input).toBe('{"price":{"min":0,"max":149}}')
  })

  it('takes a facet value input back as a productFilters variable', async () => {
    const first = await data<{ search: { productFilters: { values: { input: string }[] }[] } }>(
      '{ search(query: "tag:named", first: 0) { productFilters { values { input } } } }',
    )
    const sizeM = first.search.productFilters[2]?.values.find((value) => value.input.includes('"M"'))
    const result = await data<SearchResult>(
      'query ($filters: [ProductFilter!]) { search(query: "tag:named", first: 10, productFilters: $filters) { totalCount } }',
      { filters: [JSON.parse(sizeM?.input ?? 'null')] },
    )
    expect(result.search.totalCount).toBe(3)
  })
})

describe('collections', () => {
  interface CollectionResult {
    collection: {
      id: string
      handle: string
      title: string
      description: string
      descriptionHtml: string
      image: { url: string; altText: string } | null
      updatedAt: string
      products: ProductPage
    } | null
  }

  it('returns a collection by handle with its products in collection order', async () => {
    const result = await data<CollectionResult>(
      `{ collection(handle: "leather-jackets") { id handle title description descriptionHtml updatedAt image { url altText } products(first: 10) { ${PAGE} } } }`,
    )
    expect(result.collection).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/Collection\/\d+$/),
      handle: 'leather-jackets',
      title: 'Leather Jackets',
      description: 'Cowhide & buffalo <b>leather</b>.',
      descriptionHtml: '<p>Cowhide &amp; buffalo &lt;b&gt;leather&lt;/b&gt;.</p>',
      updatedAt: '2024-06-01T00:00:00Z',
      image: { url: 'http://localhost/images/collections/leather-jackets.svg', altText: 'Leather Jackets' },
    })
    expect(result.collection?.products.edges.map((edge) => edge.node.handle)).toEqual(named('echo', 'alpha'))
    const missing = await data<CollectionResult>('{ collection(handle: "nope") { handle } }')
    expect(missing.collection).toBeNull()
  })

  it('sorts and filters collection products', async () => {
    const handlesOf = async (args: string) => {
      const result = await data<CollectionResult>(
        `{ collection(handle: "featured") { products(${args}) { ${PAGE} } } }`,
      )
      return result.collection?.products.edges.map((edge) => edge.node.handle)
    }
    expect(await handlesOf('first: 10')).toEqual(named('bravo', 'alpha', 'delta', 'foxtrot'))
    expect(await handlesOf('first: 10, sortKey: MANUAL, reverse: true')).toEqual(
      named('foxtrot', 'delta', 'alpha', 'bravo'),
    )
    expect(await handlesOf('first: 10, sortKey: TITLE')).toEqual(named('alpha', 'bravo', 'delta', 'foxtrot'))
    expect(await handlesOf('first: 10, sortKey: PRICE, reverse: true')).toEqual(
      named('alpha', 'foxtrot', 'bravo', 'delta'),
    )
    expect(await handlesOf('first: 10, sortKey: BEST_SELLING')).toEqual(
      named('bravo', 'delta', 'alpha', 'foxtrot'),
    )
    expect(await handlesOf('first: 10, sortKey: CREATED')).toEqual(
      named('foxtrot', 'bravo', 'alpha', 'delta'),
    )
    expect(await handlesOf('first: 10, filters: [{ productVendor: "Bell" }]')).toEqual(
      named('bravo', 'foxtrot'),
    )
    expect(
      await handlesOf('first: 10, filters: [{ productVendor: "Bell" }, { productVendor: "Open Road" }]'),
    ).toEqual(named('bravo', 'alpha', 'foxtrot'))
    expect(
      await handlesOf('first: 10, filters: [{ productVendor: "Bell" }, { price: { max: 130 } }]'),
    ).toEqual(named('bravo'))
    expect(await handlesOf('first: 10, filters: [{ tag: "featured" }, { available: true }]')).toEqual(
      named('bravo', 'alpha'),
    )
    expect(await handlesOf('first: 10, filters: [{ variantOption: { name: "Size", value: "L" } }]')).toEqual(
      named('alpha'),
    )
  })

  it("offers the store's filters over the collection's products alone, narrowed by the others in use", async () => {
    type Facet = { id: string; label: string; values: { label: string; count: number; input: string }[] }
    const facetsOf = async (filters: string) => {
      const result = await data<{ collection: { products: { filters: Facet[] } } }>(
        `{ collection(handle: "featured") { products(first: 1, filters: ${filters}) { filters { id label values { label count input } } } } }`,
      )
      return result.collection.products.filters
    }
    const all = await facetsOf('[]')
    expect(all.map((facet) => facet.label)).toEqual(['Category', 'Brand', 'Size', 'Availability', 'Price'])
    const brand = all.find((facet) => facet.id === 'filter.p.vendor')
    // The four featured products: two by Bell, the others one brand each.
    expect(brand?.values.reduce((sum, value) => sum + value.count, 0)).toBe(4)
    const bell = brand?.values.find((value) => value.label === 'Bell')
    expect(bell).toMatchObject({ count: 2, input: '{"productVendor":"Bell"}' })
    // Choosing Bell narrows the other facets to Bell's two, and leaves the brands' own counts.
    const narrowed = await facetsOf('[{ productVendor: "Bell" }]')
    const inStock = narrowed.find((facet) => facet.id === 'filter.v.availability')
    expect(inStock?.values.reduce((sum, value) => sum + value.count, 0)).toBe(2)
    expect(narrowed.find((facet) => facet.id === 'filter.p.vendor')?.values).toEqual(brand?.values)
    // The root products list has none, as at Shopify.
    const root = await data<{ products: { filters: Facet[] } }>('{ products(first: 1) { filters { id } } }')
    expect(root.products.filters).toEqual([])
  })

  it("answers a collection's listing metafields, and null for any other", async () => {
    const result = await data<{
      collection: { tabs: { type: string; value: string } | null; other: { value: string } | null }
    }>(
      `{ collection(handle: "parts") { tabs: metafield(namespace: "custom", key: "listing_tabs") { type value } other: metafield(namespace: "custom", key: "nothing") { value } } }`,
    )
    expect(result.collection.tabs?.type).toBe('json')
    const tabs = JSON.parse(result.collection.tabs?.value ?? '[]') as { label: string }[]
    expect(tabs).toEqual([{ label: 'All Parts', filters: [] }])
    expect(result.collection.other).toBeNull()
  })

  it('pages through a large collection forward and backward', async () => {
    const fillers = fillerProducts(FILLER_COUNT).map((product) => product.handle)
    const seen: string[] = []
    let after: string | null = null
    let pages = 0
    for (;;) {
      const args: string = after ? `first: 20, after: "${after}"` : 'first: 20'
      const result: CollectionResult = await data(
        `{ collection(handle: "parts") { products(${args}) { ${PAGE} } } }`,
      )
      const page = result.collection?.products
      if (!page) throw new Error('no page')
      pages++
      seen.push(...page.edges.map((edge) => edge.node.handle))
      expect(page.pageInfo.hasPreviousPage).toBe(pages > 1)
      if (!page.pageInfo.hasNextPage) break
      after = page.pageInfo.endCursor
    }
    expect(pages).toBe(3)
    expect(seen).toEqual(fillers)
    const last = await data<CollectionResult>(
      `{ collection(handle: "parts") { products(last: 5) { ${PAGE} } } }`,
    )
    expect(last.collection?.products.edges.map((edge) => edge.node.handle)).toEqual(fillers.slice(-5))
    expect(last.collection?.products.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false })
  })

  it('lists collections with their products, searchable and sortable', async () => {
    const result = await data<{
      collections: {
        edges: { node: { handle: string; products: { nodes: { handle: string }[] } } }[]
        pageInfo: PageInfo
      }
    }>(
      '{ collections(first: 50) { edges { node { handle products(first: 2) { nodes { handle } } } } pageInfo { hasNextPage hasPreviousPage } } }',
    )
    expect(
      result.collections.edges.map((edge) => [
        edge.node.handle,
        edge.node.products.nodes.map((p) => p.handle),
      ]),
    ).toEqual([
      ['leather-jackets', named('echo', 'alpha')],
      ['featured', named('bravo', 'alpha')],
      ['parts', ['filler-part-01', 'filler-part-02']],
    ])
    expect(result.collections.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false })
    const titles = await data<{ collections: { nodes: { handle: string }[] } }>(
      '{ collections(first: 5, sortKey: TITLE, reverse: true) { nodes { handle } } }',
    )
    expect(titles.collections.nodes.map((c) => c.handle)).toEqual(['parts', 'leather-jackets', 'featured'])
    const searched = await data<{ collections: { nodes: { handle: string }[] } }>(
      '{ collections(first: 5, query: "title:leather* OR handle:parts") { nodes { handle } } }',
    )
    expect(searched.collections.nodes.map((c) => c.handle)).toEqual(['leather-jackets', 'parts'])
  })
})

describe('SQL statements per request', () => {
  const LISTING = /* GraphQL */ `
    query Listing($first: Int!, $after: String) {
      products(first: $first, after: $after, sortKey: BEST_SELLING) {
        edges {
          cursor
          node {
            id handle title vendor productType tags availableForSale
            featuredImage { url(transform: { maxWidth: 400 }) altText }
            images(first: 10) { nodes { id url altText } }
            variants(first: 10) {
              nodes { id title availableForSale quantityAvailable price { amount } compareAtPrice { amount } selectedOptions { name value } image { url } }
            }
            priceRange { minVariantPrice { amount } maxVariantPrice { amount } }
            options { name values }
          }
        }
        pageInfo { hasNextPage hasPreviousPage endCursor }
      }
    }
  `

  async function countedRun(query: string, variables?: Json) {
    const counting = countingDb(harness.db)
    const app = new Hono().route('/api', storefrontRoutes({ db: counting.db, config: harness.config }))
    const { body } = await gql(query, variables, app)
    expect(body.errors).toBeUndefined()
    return { data: body.data ?? {}, statements: counting.statements }
  }

  it('loads a 48-product page with variants and images in three statements', async () => {
    const firstPage = await countedRun(LISTING, { first: 48 })
    const products = firstPage.data.products as { edges: unknown[]; pageInfo: PageInfo }
    expect(products.edges).toHaveLength(48)
    expect(firstPage.statements).toHaveLength(3)

    // With a cursor, one more statement tells whether rows lie before it.
    const nextPage = await countedRun(LISTING, { first: 48, after: products.pageInfo.endCursor })
    const nextProducts = nextPage.data.products as { edges: unknown[] }
    expect(nextProducts.edges).toHaveLength(fixture.count - 48)
    expect(nextPage.statements).toHaveLength(4)
  })

  it('reads review metafields from the rows already loaded: no extra statement', async () => {
    const { data: result, statements } = await countedRun(`{
      products(first: 48) {
        nodes {
          handle
          rating: metafield(namespace: "reviews", key: "rating") { value }
          count: metafield(namespace: "reviews", key: "rating_count") { value }
        }
      }
    }`)
    expect((result.products as { nodes: unknown[] }).nodes).toHaveLength(48)
    expect(statements).toHaveLength(1)
  })

  it('counts for many aliased searches in one statement', async () => {
    const queries = [
      'tag:named',
      'tag:filler',
      'tag:jackets',
      'tag:chaps',
      '(tag:jackets OR tag:chaps) AND tag:men',
      'vendor:Bell',
      'vendor:"Open Road"',
      'title:*leather*',
      'variants.price:>=10 AND variants.price:<=12',
      'available_for_sale:false',
      'tag:no-such-tag',
      '',
    ]
    const aliases = queries
      .map(
        (query, index) =>
          `c${index}: search(query: ${JSON.stringify(query)}, first: 1, types: [PRODUCT]) { totalCount }`,
      )
      .join('\n')
    const { data: counts, statements } = await countedRun(`{ ${aliases} }`)
    expect(statements).toHaveLength(1)
    for (const [index, query] of queries.entries()) {
      const alone = await data<{ search: { totalCount: number } }>(
        'query ($q: String!) { search(query: $q, first: 1) { totalCount } }',
        { q: query },
      )
      expect((counts[`c${index}`] as { totalCount: number }).totalCount, query).toBe(alone.search.totalCount)
    }
    // Pages are read only for the aliases that ask for them.
    const mixed = await countedRun(`{
      a: search(query: "tag:named", first: 2) { totalCount }
      b: search(query: "tag:filler", first: 2) { totalCount nodes { ... on Product { handle } } }
    }`)
    expect(mixed.statements).toHaveLength(2)
  })

  it('answers a repeated query from memory, with no statement, and the same body', async () => {
    const counting = countingDb(harness.db)
    const app = new Hono().route('/api', storefrontRoutes({ db: counting.db, config: harness.config }))
    const first = await gql(LISTING, { first: 48 }, app)
    const afterFirst = counting.statements.length
    expect(afterFirst).toBe(3)
    const again = await gql(LISTING, { first: 48 }, app)
    expect(again.body).toEqual(first.body)
    expect(counting.statements).toHaveLength(afterFirst)
    // Other variables are another answer.
    await gql(LISTING, { first: 47 }, app)
    expect(counting.statements.length).toBeGreaterThan(afterFirst)
  })

  it('sends a large answer compressed to a client that accepts it, and small ones as they are', async () => {
    const ask = (acceptEncoding?: string) =>
      harness.app.request(ENDPOINT, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'X-Shopify-Storefront-Access-Token': TEST_TOKEN,
          ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}),
        },
        body: JSON.stringify({ query: LISTING, variables: { first: 48 } }),
      })
    const plain = await ask()
    expect(plain.headers.get('content-encoding')).toBeNull()
    const json = await plain.text()
    const br = await ask('gzip, deflate, br')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(json)
    const gz = await ask('gzip')
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(json)
    const tiny = await harness.app.request(ENDPOINT, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Shopify-Storefront-Access-Token': TEST_TOKEN,
        'Accept-Encoding': 'br',
      },
      body: JSON.stringify({ query: '{ products(first: 1) { edges { node { id } } } }' }),
    })
    expect(tiny.headers.get('content-encoding')).toBeNull()
  })

  it('does not keep answers with errors', async () => {
    const counting = countingDb(harness.db)
    const app = new Hono().route('/api', storefrontRoutes({ db: counting.db, config: harness.config }))
    const tooMany = await gql(LISTING, { first: 251 }, app)
    expect(tooMany.body.errors?.length).toBeGreaterThan(0)
    const afterCursor = await gql(LISTING, { first: 2, after: 'not-a-cursor' }, app)
    expect(afterCursor.body.errors?.length).toBeGreaterThan(0)
    const retried = await gql(LISTING, { first: 2, after: 'not-a-cursor' }, app)
    expect(retried.body).toEqual(afterCursor.body)
  })

  it('loads collections with their products without a query per collection', async () => {
    const { statements } = await countedRun(`{
      collections(first: 50) { nodes { handle products(first: 20) { nodes { handle variants(first: 5) { nodes { id product { handle } } } images(first: 2) { nodes { url } } } } } }
    }`)
    // collections, products of all collections, variants, images
    expect(statements).toHaveLength(4)
  })
})

describe('with the generated catalogue', () => {
  let database: Database
  let app: Hono
  beforeAll(async () => {
    database = await openTestDatabase()
    await seedCatalogue(database.db, { scale: 0.1 })
    app = new Hono().route('/api', storefrontRoutes({ db: database.db, config: harness.config }))
  })
  afterAll(async () => {
    await database.close()
  })

  async function seeded<T>(query: string, variables?: Json): Promise<T> {
    const { body } = await gql(query, variables, app)
    expect(body.errors).toBeUndefined()
    return body.data as T
  }

  it('serves the seeded catalogue in the shapes the shop reads', async () => {
    const { body } = await gql(
      `{
          helmets: products(first: 48, query: "tag:helmets", sortKey: PRICE) {
            nodes { handle productType tags priceRange { minVariantPrice { amount } } featuredImage { url } variants(first: 10) { nodes { price { amount } } } }
            pageInfo { hasNextPage }
          }
          featured: products(first: 12, query: "tag:featured") { nodes { tags } }
          collection(handle: "featured") { title products(first: 5) { nodes { tags } } }
        }`,
      undefined,
      app,
    )
    expect(body.errors).toBeUndefined()
    const helmets = body.data?.helmets as {
      nodes: {
        tags: string[]
        priceRange: { minVariantPrice: { amount: string } }
        featuredImage: { url: string }
      }[]
    }
    expect(helmets.nodes.length).toBeGreaterThan(0)
    const prices = helmets.nodes.map((node) => Number(node.priceRange.minVariantPrice.amount))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    for (const node of helmets.nodes) {
      expect(node.tags).toContain('helmets')
      expect(node.featuredImage.url).toMatch(/^http:\/\/localhost\/images\//)
      expect(node.priceRange.minVariantPrice.amount).toMatch(/^\d+\.\d{1,2}$/)
    }
    const featured = body.data?.featured as { nodes: { tags: string[] }[] }
    expect(featured.nodes.length).toBeGreaterThan(0)
    for (const node of featured.nodes) expect(node.tags).toContain('featured')
    expect(body.data?.collection).toMatchObject({ title: expect.any(String) })
  })

  it('tags sizes and sales the way the variants have them, so tag queries find them', async () => {
    type Tagged = {
      nodes: {
        tags: string[]
        variants: {
          nodes: {
            price: { amount: string }
            compareAtPrice: { amount: string } | null
            selectedOptions: { name: string; value: string }[]
          }[]
        }
      }[]
    }
    const variantFields =
      'tags variants(first: 10) { nodes { price { amount } compareAtPrice { amount } selectedOptions { name value } } }'
    const result = await seeded<{ xl: Tagged; waist: Tagged; sale: Tagged; notSale: Tagged }>(`{
      xl: products(first: 100, query: "tag:size-xl") { nodes { ${variantFields} } }
      waist: products(first: 100, query: "tag:SIZE-32") { nodes { ${variantFields} } }
      sale: products(first: 100, query: "tag:sale") { nodes { ${variantFields} } }
      notSale: products(first: 100, query: "-tag:sale") { nodes { ${variantFields} } }
    }`)
    const sizesOf = (product: Tagged['nodes'][number]) =>
      product.variants.nodes.flatMap((variant) =>
        variant.selectedOptions.filter((option) => option.name === 'Size').map((option) => option.value),
      )
    const markedDown = (product: Tagged['nodes'][number]) =>
      product.variants.nodes.some(
        (variant) =>
          variant.compareAtPrice !== null &&
          Number(variant.compareAtPrice.amount) > Number(variant.price.amount),
      )
    for (const [list, size] of [
      [result.xl, 'XL'],
      [result.waist, '32'],
    ] as const) {
      expect(list.nodes.length).toBeGreaterThan(0)
      for (const product of list.nodes) expect(sizesOf(product)).toContain(size)
    }
    expect(result.sale.nodes.length).toBeGreaterThan(0)
    for (const product of result.sale.nodes) expect(markedDown(product)).toBe(true)
    for (const product of result.notSale.nodes) expect(markedDown(product)).toBe(false)
  })

  it('counts the products of each category tag with aliased searches, as the shop tiles ask', async () => {
    const generated = generateCatalogue({ scale: 0.1 }).products
    const aliases = categories
      .map(
        (category) =>
          `${category.slug.replaceAll('-', '_')}: search(query: "tag:${category.slug}", first: 1, types: [PRODUCT]) { totalCount }`,
      )
      .join('\n')
    const counts = await seeded<Record<string, { totalCount: number }>>(`{ ${aliases} }`)
    for (const category of categories) {
      // Some tags reach beyond their category (bike gear's phone mounts are tagged accessories too).
      const tagged = generated.filter((product) => product.tags.includes(category.slug)).length
      expect(tagged).toBeGreaterThanOrEqual(Math.round(category.seedCount * 0.1))
      expect(counts[category.slug.replaceAll('-', '_')]?.totalCount, category.slug).toBe(tagged)
    }
  })

  it("finds a product type by the header search that the products' names do not carry", async () => {
    const type = 'Body Armor'
    const generated = generateCatalogue({ scale: 0.1 }).products
    const ofType = generated.filter((product) => product.productType === type)
    expect(ofType.length).toBeGreaterThan(0)
    expect(ofType.some((product) => product.title.toLowerCase().includes('armor'))).toBe(false)
    const count = async (query: string) =>
      (
        await seeded<{ search: { totalCount: number } }>(
          `query($q: String!) { search(query: $q, first: 1, types: [PRODUCT]) { totalCount } }`,
          { q: query },
        )
      ).search.totalCount
    expect(await count('body armor')).toBe(ofType.length)
    expect(await count(buildProductSearchQuery({ name: 'body armor' }))).toBe(0)
  })

  it('serves the seeded reviews as review metafields, and none for a product nobody reviewed', async () => {
    const { products } = await seeded<{
      products: {
        nodes: { rating: { value: string } | null; count: { value: string } | null }[]
      }
    }>(`{ products(first: 100, query: "tag:jackets") { nodes {
      rating: metafield(namespace: "reviews", key: "rating") { value }
      count: metafield(namespace: "reviews", key: "rating_count") { value }
    } } }`)
    const rated = products.nodes.flatMap((node) =>
      node.rating && node.count
        ? [
            {
              rating: Number((JSON.parse(node.rating.value) as { value: string }).value),
              count: Number(node.count.value),
            },
          ]
        : [],
    )
    expect(rated.length).toBeGreaterThan(5)
    for (const { rating, count } of rated) {
      expect(rating).toBeGreaterThanOrEqual(1)
      expect(rating).toBeLessThanOrEqual(5)
      expect(count).toBeGreaterThanOrEqual(1)
    }
    expect(new Set(rated.map((node) => node.rating)).size).toBeGreaterThan(3)
    // An unreviewed product has neither metafield.
    for (const node of products.nodes) expect(node.rating === null).toBe(node.count === null)
    expect(rated.length).toBeLessThan(products.nodes.length)
  })
})
