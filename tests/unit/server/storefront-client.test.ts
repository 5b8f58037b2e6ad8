import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createStorefrontApiClient, type StorefrontApiClient } from '@shopify/storefront-api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createStorefrontTestApp,
  FILLER_COUNT,
  insertFixtureCatalogue,
  namedProducts,
  TEST_TOKEN,
} from './storefront-fixtures'

/** The product fields the shop reads. */
const PRODUCT_FRAGMENT = /* GraphQL */ `
  fragment ShopProduct on Product {
    id
    title
    handle
    description
    productType
    vendor
    tags
    images(first: 10) { edges { node { id src altText } } }
    variants(first: 10) {
      edges {
        node {
          id
          title
          price { amount }
          compareAtPrice { amount }
          availableForSale
          quantityAvailable
          selectedOptions { name value }
        }
      }
    }
    priceRange { minVariantPrice { amount } maxVariantPrice { amount } }
    featuredImage { src altText }
  }
`

const PRODUCTS_QUERY = /* GraphQL */ `
  ${PRODUCT_FRAGMENT}
  query Products($first: Int!, $after: String, $query: String) {
    products(first: $first, after: $after, query: $query) {
      edges { cursor node { ...ShopProduct } }
      pageInfo { hasNextPage hasPreviousPage endCursor }
    }
  }
`

interface ShopProduct {
  id: string
  title: string
  handle: string
  productType: string
  tags: string[]
  images: { edges: { node: { id: string; src: string; altText: string | null } }[] }
  variants: {
    edges: {
      node: {
        id: string
        price: { amount: string }
        compareAtPrice: { amount: string } | null
        availableForSale: boolean
        quantityAvailable: number
        selectedOptions: { name: string; value: string }[]
      }
    }[]
  }
  priceRange: { minVariantPrice: { amount: string }; maxVariantPrice: { amount: string } }
  featuredImage: { src: string; altText: string | null } | null
}

interface ProductsData {
  products: {
    edges: { cursor: string; node: ShopProduct }[]
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null }
  }
}

let harness: Awaited<ReturnType<typeof createStorefrontTestApp>>
let server: ReturnType<typeof serve>
let origin: string

/** The client insists on https; our test server speaks plain http on a random port. */
function clientFor(publicAccessToken: string): StorefrontApiClient {
  return createStorefrontApiClient({
    storeDomain: origin,
    apiVersion: '2025-01',
    publicAccessToken,
    customFetchApi: (url, init) => fetch(url.replace(/^https:/, 'http:'), init),
    // Keeps the client's "version may be unsupported" notice (date-dependent) off the console.
    logger: () => {},
  })
}

beforeAll(async () => {
  harness = await createStorefrontTestApp()
  await insertFixtureCatalogue(harness.db)
  server = serve({ fetch: harness.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => {
    if (server.listening) resolve()
    else server.once('listening', () => resolve())
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  // fetch keeps connections alive; closing them lets the server stop at once.
  if ('closeAllConnections' in server) server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await harness.close()
})

describe('the official Storefront API client against the emulator', () => {
  it('sends to /api/2025-01/graphql.json with the public token', () => {
    const client = clientFor(TEST_TOKEN)
    expect(client.getApiUrl()).toBe(`${origin.replace('http:', 'https:')}/api/2025-01/graphql.json`)
    expect(client.getHeaders()['X-Shopify-Storefront-Access-Token']).toBe(TEST_TOKEN)
  })

  it('lists products with the shapes the shop reads', async () => {
    const { data, errors } = await clientFor(TEST_TOKEN).request<ProductsData>(PRODUCTS_QUERY, {
      variables: { first: 5, query: 'tag:named' },
    })
    expect(errors).toBeUndefined()
    const edges = data?.products.edges ?? []
    expect(edges.map((edge) => edge.node.handle)).toEqual(namedProducts.slice(0, 5).map((p) => p.handle))
    expect(data?.products.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false })

    const jacket = edges[0]?.node
    expect(jacket).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/Product\/\d+$/),
      title: 'Alpha Leather Jacket',
      productType: "Men's Leather Jackets",
      priceRange: { minVariantPrice: { amount: '199.99' }, maxVariantPrice: { amount: '249.99' } },
      featuredImage: { src: `${origin}/images/products/alpha-leather-jacket-1.svg` },
    })
    expect(jacket?.images.edges).toHaveLength(2)
    expect(jacket?.variants.edges.map((edge) => edge.node.selectedOptions)).toEqual([
      [{ name: 'Size', value: 'S' }],
      [{ name: 'Size', value: 'M' }],
      [{ name: 'Size', value: 'L' }],
    ])
    expect(jacket?.variants.edges[0]?.node).toMatchObject({
      price: { amount: '199.99' },
      compareAtPrice: { amount: '299.99' },
      availableForSale: true,
      quantityAvailable: 5,
    })
  })

  it('follows cursors to the end of the catalogue', async () => {
    const client = clientFor(TEST_TOKEN)
    const handles: string[] = []
    let after: string | null = null
    for (let page = 0; page < 10; page++) {
      const result: { data?: ProductsData } = await client.request<ProductsData>(PRODUCTS_QUERY, {
        variables: { first: 25, after },
      })
      const products = result.data?.products
      handles.push(...(products?.edges.map((edge) => edge.node.handle) ?? []))
      if (!products?.pageInfo.hasNextPage) break
      after = products.pageInfo.endCursor
    }
    expect(handles).toHaveLength(namedProducts.length + FILLER_COUNT)
    expect(new Set(handles).size).toBe(handles.length)
  })

  it('finds a product by handle and returns null for a missing one', async () => {
    const query = `${PRODUCT_FRAGMENT} query Product($handle: String!) { product(handle: $handle) { ...ShopProduct } }`
    const client = clientFor(TEST_TOKEN)
    const found = await client.request<{ product: ShopProduct | null }>(query, {
      variables: { handle: 'charlie-riding-vest' },
    })
    expect(found.data?.product).toMatchObject({
      title: 'Charlie Riding Vest',
      priceRange: { minVariantPrice: { amount: '59.5' } },
    })
    const missing = await client.request<{ product: ShopProduct | null }>(query, {
      variables: { handle: 'nope' },
    })
    expect(missing.errors).toBeUndefined()
    expect(missing.data?.product).toBeNull()
  })

  it('surfaces GraphQL errors through the client', async () => {
    const { data, errors } = await clientFor(TEST_TOKEN).request(PRODUCTS_QUERY, {
      variables: { first: 251 },
    })
    expect(data).toBeUndefined()
    expect(errors?.networkStatusCode).toBe(200)
    expect(errors?.graphQLErrors?.[0]).toMatchObject({
      message: 'The first argument must be between 0 and 250',
      path: ['products'],
      extensions: { code: 'BAD_USER_INPUT' },
    })
  })

  it('surfaces a wrong public token as the client’s 401 error', async () => {
    const { data, errors } = await clientFor('not-the-token').request<ProductsData>(PRODUCTS_QUERY, {
      variables: { first: 1 },
    })
    expect(data).toBeUndefined()
    expect(errors?.networkStatusCode).toBe(401)
    expect(errors?.message).toMatch(/^GraphQL Client: Unauthorized$/)
  })
})
