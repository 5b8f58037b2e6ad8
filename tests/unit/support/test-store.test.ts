import { beforeEach, describe, expect, it } from 'vitest'
import type { TestProduct } from '../../support/test-store/catalogue'
import {
  createTestStore,
  TEST_STORE_API_VERSION,
  TEST_STORE_TOKEN,
  TEST_STORE_TOKEN_HEADER,
} from '../../support/test-store/test-store'
import { type StoreError, storeClient } from './test-store-client'

// A fixed clock keeps the supported API versions the same whenever the tests run.
const NOW = new Date('2026-11-25T12:00:00Z')
const store = createTestStore({ now: () => NOW })
const ORIGIN = 'http://shop.test:4609'
const ENDPOINT = `/api/${TEST_STORE_API_VERSION}/graphql.json`
const { graphql, ask } = storeClient(store, ORIGIN)

interface Money {
  amount: string
  currencyCode: string
}

interface CardNode {
  id: string
  handle: string
  title: string
  vendor: string
  productType: string
  tags: string[]
  createdAt: string
  updatedAt: string
  availableForSale: boolean
  priceRange: { minVariantPrice: Money }
  variants: { nodes: { price: Money; availableForSale: boolean }[] }
}

interface ProductPage {
  products: {
    edges: { cursor: string; node: CardNode }[]
    pageInfo: {
      hasNextPage: boolean
      hasPreviousPage: boolean
      startCursor: string | null
      endCursor: string | null
    }
  }
}

const PRODUCTS_QUERY = /* GraphQL */ `
  query Products($first: Int, $last: Int, $after: String, $before: String, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean) {
    products(first: $first, last: $last, after: $after, before: $before, query: $query, sortKey: $sortKey, reverse: $reverse) {
      edges {
        cursor
        node {
          id
          handle
          title
          vendor
          productType
          tags
          createdAt
          updatedAt
          availableForSale
          priceRange { minVariantPrice { amount currencyCode } }
          variants(first: 10) { nodes { availableForSale price { amount currencyCode } } }
        }
      }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`

async function productsOf(variables: Record<string, unknown>): Promise<CardNode[]> {
  const data = await ask<ProductPage>(PRODUCTS_QUERY, { first: 250, ...variables })
  return data.products.edges.map((edge) => edge.node)
}

const catalogue = store.catalogue.products
const where = (predicate: (product: TestProduct) => boolean) =>
  catalogue.filter(predicate).map((product) => product.handle)
const handles = (nodes: readonly CardNode[]) => nodes.map((node) => node.handle)
const numericId = (gid: string) => Number(gid.split('/').at(-1))

beforeEach(() => {
  store.reset()
})

describe('the test store endpoint', () => {
  it('refuses a request without the storefront token, or with another one', async () => {
    const missing = await graphql('{ shop { name } }', {}, { token: null })
    expect(missing.status).toBe(401)
    expect(missing.errors?.[0]?.message).toBe('Unauthorized')
    expect(missing.data).toBeUndefined()

    const wrong = await graphql('{ shop { name } }', {}, { token: 'not-the-token' })
    expect(wrong.status).toBe(401)
    expect(wrong.errors?.[0]?.message).toBe('Unauthorized')
  })

  it('answers 404 for an API version Shopify does not have', async () => {
    for (const version of ['2026-05', 'latest', '2027-04', '2018-01']) {
      const answer = await graphql('{ shop { name } }', {}, { path: `/api/${version}/graphql.json` })
      expect(answer.status, version).toBe(404)
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    }
  })

  it('serves the supported quarterly versions, and an old one as the oldest supported', async () => {
    for (const version of ['2026-01', '2026-04', '2026-07', '2026-10', '2027-01', 'unstable']) {
      const answer = await graphql('{ shop { name } }', {}, { path: `/api/${version}/graphql.json` })
      expect(answer.status, version).toBe(200)
      expect(answer.headers.get('X-Shopify-API-Version')).toBe(version)
    }
    const old = await graphql('{ shop { name } }', {}, { path: '/api/2025-01/graphql.json' })
    expect(old.status).toBe(200)
    expect(old.headers.get('X-Shopify-API-Version')).toBe('2026-01')
  })

  it('answers CORS preflights from any origin with the headers Shopify clients send', async () => {
    const response = await store.fetch(
      new Request(`${ORIGIN}${ENDPOINT}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:5173',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-shopify-storefront-access-token,x-sdk-variant',
        },
      }),
    )
    expect(response.status).toBe(204)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST')
    const allowed = (response.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase()
    for (const header of [
      'content-type',
      'accept',
      'x-shopify-storefront-access-token',
      'x-sdk-variant',
      'x-sdk-version',
      'x-sdk-variant-source',
    ]) {
      expect(allowed).toContain(header)
    }
  })

  it('answers a body that is not a GraphQL request with 400', async () => {
    const response = await store.fetch(
      new Request(`${ORIGIN}${ENDPOINT}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [TEST_STORE_TOKEN_HEADER]: TEST_STORE_TOKEN },
        body: '{"variables":{}}',
      }),
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: StoreError[] }).errors[0]?.extensions?.code).toBe(
      'BAD_REQUEST',
    )
  })

  it('refuses a sort key Shopify does not have, as Shopify validates against its schema', async () => {
    const answer = await graphql(PRODUCTS_QUERY, { first: 10, sortKey: 'RATING' })
    expect(answer.status).toBe(200)
    expect(answer.data).toBeUndefined()
    expect(answer.errors?.[0]?.message).toContain('RATING')
  })

  it('logs what it received and counts the errors it answered', async () => {
    await ask('query ShopName { shop { name } }')
    await graphql('query Broken { shop { nope } }')
    expect(store.received.map((r) => r.operationName)).toEqual(['ShopName', 'Broken'])
    expect(store.errors.count).toBe(1)
    expect(store.errors.last?.operationName).toBe('Broken')

    const logged = await store.request('/__test/errors')
    expect(await logged.json()).toMatchObject({ count: 1, last: { operationName: 'Broken' } })
    const received = await store.request('/__test/received')
    expect(((await received.json()) as unknown[]).length).toBe(2)
  })
})

describe('products', () => {
  it('pages through the helmets 48 at a time: two pages, no product twice', async () => {
    const first = await ask<ProductPage>(PRODUCTS_QUERY, { first: 48, query: 'tag:casques' })
    expect(first.products.edges).toHaveLength(48)
    expect(first.products.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false })

    const second = await ask<ProductPage>(PRODUCTS_QUERY, {
      first: 48,
      query: 'tag:casques',
      after: first.products.pageInfo.endCursor,
    })
    const helmets = where((p) => p.tags.includes('casques'))
    expect(helmets.length).toBeGreaterThanOrEqual(60)
    expect(second.products.edges).toHaveLength(helmets.length - 48)
    expect(second.products.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true })

    const seen = [...first.products.edges, ...second.products.edges].map((edge) => edge.node.handle)
    expect(new Set(seen).size).toBe(seen.length)
    expect([...seen].sort()).toEqual([...helmets].sort())
  })

  it('pages backwards with last and before', async () => {
    const all = await productsOf({ query: 'tag:casques' })
    const tail = await ask<ProductPage>(PRODUCTS_QUERY, { last: 10, query: 'tag:casques' })
    expect(handles(tail.products.edges.map((e) => e.node))).toEqual(handles(all.slice(-10)))
    expect(tail.products.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true })

    const before = await ask<ProductPage>(PRODUCTS_QUERY, {
      last: 5,
      query: 'tag:casques',
      before: tail.products.pageInfo.startCursor,
    })
    expect(handles(before.products.edges.map((e) => e.node))).toEqual(handles(all.slice(-15, -10)))
  })

  it('asks for first or last, at most 250, and a cursor it issued', async () => {
    const none = await graphql<ProductPage>(PRODUCTS_QUERY, {})
    expect(none.errors?.[0]?.message).toBe('you must provide one of first or last')
    const tooMany = await graphql<ProductPage>(PRODUCTS_QUERY, { first: 251 })
    expect(tooMany.errors?.[0]?.path).toEqual(['products'])
    const badCursor = await graphql<ProductPage>(PRODUCTS_QUERY, { first: 5, after: 'not a cursor' })
    expect(badCursor.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
  })

  const salesRank = (node: CardNode) =>
    catalogue.find((product) => product.id === node.id)?.salesRank ?? Number.NaN
  const sortValues: Record<string, (node: CardNode) => string | number> = {
    TITLE: (node) => node.title,
    PRODUCT_TYPE: (node) => node.productType,
    VENDOR: (node) => node.vendor,
    CREATED_AT: (node) => Date.parse(node.createdAt),
    UPDATED_AT: (node) => Date.parse(node.updatedAt),
    BEST_SELLING: salesRank,
    PRICE: (node) => Number(node.priceRange.minVariantPrice.amount),
    ID: (node) => numericId(node.id),
    // Without a query every product is equally relevant: they keep id order.
    RELEVANCE: (node) => numericId(node.id),
  }
  const inOrder = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number'
      ? a <= b
      : String(a).localeCompare(String(b), 'en', { sensitivity: 'base' }) <= 0

  it('has a test for every ProductSortKeys value of the schema', async () => {
    const data = await ask<{ __type: { enumValues: { name: string }[] } }>(
      '{ __type(name: "ProductSortKeys") { enumValues { name } } }',
    )
    expect(Object.keys(sortValues).sort()).toEqual(data.__type.enumValues.map((v) => v.name).sort())
  })

  for (const [sortKey, sortValue] of Object.entries(sortValues)) {
    it(`sorts by ${sortKey}, and backwards with reverse`, async () => {
      const forward = await productsOf({ sortKey })
      expect(forward).toHaveLength(catalogue.length)
      for (let i = 1; i < forward.length; i++) {
        const [a, b] = [forward[i - 1] as CardNode, forward[i] as CardNode]
        expect(inOrder(sortValue(a), sortValue(b)), `${a.handle} before ${b.handle}`).toBe(true)
      }
      const backward = await productsOf({ sortKey, reverse: true })
      expect(handles(backward)).toEqual(handles(forward).reverse())
    })
  }

  it('sorts by PRICE on the lowest variant price', async () => {
    const sorted = await productsOf({ sortKey: 'PRICE', query: 'tag:casques' })
    for (const node of sorted) {
      const lowest = Math.min(...node.variants.nodes.map((v) => Number(v.price.amount)))
      expect(Number(node.priceRange.minVariantPrice.amount)).toBe(lowest)
    }
    expect(sorted.map((n) => Number(n.priceRange.minVariantPrice.amount))).toEqual(
      sorted.map((n) => Number(n.priceRange.minVariantPrice.amount)).sort((a, b) => a - b),
    )
  })

  it('puts the products whose titles match first when sorting by RELEVANCE', async () => {
    const sorted = await productsOf({ sortKey: 'RELEVANCE', query: 'stelvio OR tag:casques' })
    const matching = sorted.findIndex((node) => !/stelvio/i.test(node.title))
    expect(matching).toBeGreaterThan(0)
    expect(sorted.slice(matching).some((node) => /stelvio/i.test(node.title))).toBe(false)
  })

  it('lists the catalogue in EUR, with Shopify-style ids and Decimal amounts', async () => {
    const all = await productsOf({})
    expect(all).toHaveLength(catalogue.length)
    const prices = all.flatMap((node) => [
      node.priceRange.minVariantPrice,
      ...node.variants.nodes.map((v) => v.price),
    ])
    for (const price of prices) {
      expect(price.currencyCode).toBe('EUR')
      expect(price.amount).toMatch(/^\d+\.\d{1,2}$/)
    }
    expect(prices.some((price) => price.amount.endsWith('.0'))).toBe(true)
    for (const node of all) expect(node.id).toMatch(/^gid:\/\/shopify\/Product\/\d{13}$/)
  })
})

describe('the products query syntax', () => {
  const cases: [string, (product: TestProduct) => boolean][] = [
    ['tag:integral', (p) => p.tags.includes('integral')],
    ['tag:coup-de-coeur', (p) => p.tags.includes('coup-de-coeur')],
    ['tag:meilleure-vente', (p) => p.tags.includes('meilleure-vente')],
    ['tag:casques AND tag:jet', (p) => p.tags.includes('casques') && p.tags.includes('jet')],
    [
      'tag:casques AND (tag:jet OR tag:bol)',
      (p) => p.tags.includes('casques') && (p.tags.includes('jet') || p.tags.includes('bol')),
    ],
    ['tag:casques -tag:integral', (p) => p.tags.includes('casques') && !p.tags.includes('integral')],
    ['product_type:"Blousons cuir homme"', (p) => p.productType === 'Blousons cuir homme'],
    [
      '(product_type:"Bottes de route homme" OR product_type:"Bottes de route femme")',
      (p) => p.productType.startsWith('Bottes de route'),
    ],
    ['vendor:Nordkap', (p) => p.vendor === 'Nordkap'],
    ['vendor:"Ridgeback Moto"', (p) => p.vendor === 'Ridgeback Moto'],
    ['title:*stelvio*', (p) => p.title.toLowerCase().includes('stelvio')],
    ['title:*gilet*', (p) => p.title.toLowerCase().includes('gilet')],
    [
      'variants.price:>=200 AND variants.price:<=300',
      (p) =>
        p.variantList.some((v) => v.priceCents >= 20_000) &&
        p.variantList.some((v) => v.priceCents <= 30_000),
    ],
    ['available_for_sale:true', (p) => p.variantList.some((v) => v.availableForSale)],
    ['product_type:"(none)"', () => false],
    [
      // As a listing asks: category, size group, brand, price range and the name search.
      'title:*senja* AND tag:casques AND (tag:integral OR tag:modulable) AND (vendor:Nordkap OR vendor:Fjordline) AND variants.price:>=100',
      (p) =>
        /senja/i.test(p.title) &&
        p.tags.includes('casques') &&
        (p.tags.includes('integral') || p.tags.includes('modulable')) &&
        (p.vendor === 'Nordkap' || p.vendor === 'Fjordline') &&
        p.variantList.some((v) => v.priceCents >= 10_000),
    ],
  ]

  for (const [query, expected] of cases) {
    it(`finds what ${query} names`, async () => {
      const found = await productsOf({ query })
      expect(handles(found).sort()).toEqual(where(expected).sort())
    })
  }

  it('has products for the filters a listing offers', () => {
    expect(where((p) => p.tags.includes('integral')).length).toBeGreaterThan(5)
    expect(where((p) => p.tags.includes('coup-de-coeur')).length).toBeGreaterThan(3)
    expect(where((p) => p.productType === 'Blousons cuir homme').length).toBeGreaterThan(1)
    expect(where((p) => /stelvio/i.test(p.title)).length).toBeGreaterThan(0)
  })

  it('finds by free text across title, brand, type and tags', async () => {
    const found = await productsOf({
      query:
        '(title:*casque* OR tag:*casque* OR vendor:*casque* OR product_type:*casque*) AND (title:*nordkap* OR tag:*nordkap* OR vendor:*nordkap* OR product_type:*nordkap*)',
    })
    expect(found.length).toBeGreaterThan(0)
    for (const node of found) {
      expect(node.vendor).toBe('Nordkap')
      expect(node.tags).toContain('casques')
    }
  })
})

describe('search', () => {
  it('counts what a query matches in totalCount', async () => {
    const data = await ask<
      Record<string, { totalCount: number; nodes: { handle: string }[] }>
    >(/* GraphQL */ `
      query Counts {
        helmets: search(query: "tag:casques", first: 1, types: [PRODUCT]) { totalCount nodes { ... on Product { handle } } }
        everything: search(query: "", first: 1, types: [PRODUCT]) { totalCount nodes { ... on Product { handle } } }
        articles: search(query: "", first: 1, types: [ARTICLE]) { totalCount nodes { ... on Product { handle } } }
        nothing: search(query: "tag:no-such-tag", first: 1) { totalCount nodes { ... on Product { handle } } }
      }
    `)
    expect(data.helmets?.totalCount).toBe(where((p) => p.tags.includes('casques')).length)
    expect(data.helmets?.nodes).toHaveLength(1)
    expect(data.everything?.totalCount).toBe(catalogue.length)
    expect(data.articles?.totalCount).toBe(0)
    expect(data.nothing).toEqual({ totalCount: 0, nodes: [] })
  })

  it('narrows by productFilters and keeps sold-out products last unless asked otherwise', async () => {
    type SearchData = { search: { totalCount: number; nodes: { availableForSale: boolean }[] } }
    const query = /* GraphQL */ `
      query Filtered($filters: [ProductFilter!], $unavailable: SearchUnavailableProductsType) {
        search(query: "tag:casques", first: 250, productFilters: $filters, unavailableProducts: $unavailable) {
          totalCount
          nodes { ... on Product { availableForSale } }
        }
      }
    `
    const helmets = catalogue.filter((p) => p.tags.includes('casques'))
    const inStock = helmets.filter((p) => p.variantList.some((v) => v.availableForSale))
    const filtered = await ask<SearchData>(query, { filters: [{ available: true }] })
    expect(filtered.search.totalCount).toBe(inStock.length)

    const hidden = await ask<SearchData>(query, { unavailable: 'HIDE' })
    expect(hidden.search.totalCount).toBe(inStock.length)

    const last = await ask<SearchData>(query, {})
    const availability = last.search.nodes.map((n) => n.availableForSale)
    expect(availability).toEqual([...availability].sort((a, b) => Number(b) - Number(a)))
    expect(availability).toContain(false)
  })
})

describe('single products and nodes', () => {
  const PRODUCT_QUERY = /* GraphQL */ `
    query ProductByHandle($handle: String!) {
      product(handle: $handle) {
        id
        handle
        title
        description(truncateAt: 40)
        descriptionHtml
        onlineStoreUrl
        rating: metafield(namespace: "reviews", key: "rating") { type value }
        ratingCount: metafield(namespace: "reviews", key: "rating_count") { type value }
        options { name values }
        variants(first: 10) {
          nodes {
            id
            title
            sku
            availableForSale
            quantityAvailable
            currentlyNotInStock
            selectedOptions { name value }
            product { handle }
          }
        }
      }
    }
  `
  type ProductData = {
    product: {
      id: string
      handle: string
      description: string
      onlineStoreUrl: string | null
      rating: { type: string; value: string } | null
      ratingCount: { type: string; value: string } | null
      options: { name: string; values: string[] }[]
      variants: {
        nodes: {
          title: string
          availableForSale: boolean
          quantityAvailable: number
          selectedOptions: { name: string; value: string }[]
          product: { handle: string }
        }[]
      }
    } | null
  }

  it('answers null for a handle the store has not got', async () => {
    const data = await ask<ProductData>(PRODUCT_QUERY, { handle: 'no-such-product' })
    expect(data.product).toBeNull()
  })

  it('answers a product by handle as Shopify shapes it', async () => {
    const rated = catalogue.find((p) => p.rating !== null && p.variantList.length > 1) as TestProduct
    const { product } = await ask<ProductData>(PRODUCT_QUERY, { handle: rated.handle })
    expect(product?.id).toBe(rated.id)
    expect(product?.description.length).toBeLessThanOrEqual(40)
    expect(product?.description.endsWith('...')).toBe(true)
    expect(product?.onlineStoreUrl).toBeNull()
    expect(product?.rating?.type).toBe('rating')
    expect(JSON.parse(product?.rating?.value ?? '{}')).toEqual({
      value: rated.rating?.value,
      scale_min: '1.0',
      scale_max: '5.0',
    })
    expect(product?.ratingCount).toEqual({ type: 'number_integer', value: String(rated.rating?.count) })
    for (const variant of product?.variants.nodes ?? []) {
      expect(variant.title).toBe(variant.selectedOptions.map((o) => o.value).join(' / '))
      expect(variant.product.handle).toBe(rated.handle)
    }
  })

  it('has one-variant products with Shopify\'s "Default Title", and sold-out ones', async () => {
    const single = catalogue.find((p) => p.variantList[0]?.title === 'Default Title') as TestProduct
    const one = await ask<ProductData>(PRODUCT_QUERY, { handle: single.handle })
    expect(one.product?.options).toEqual([{ name: 'Title', values: ['Default Title'] }])
    expect(one.product?.variants.nodes).toHaveLength(1)

    const soldOut = catalogue.find((p) => !p.variantList.some((v) => v.availableForSale)) as TestProduct
    const gone = await ask<ProductData>(PRODUCT_QUERY, { handle: soldOut.handle })
    for (const variant of gone.product?.variants.nodes ?? []) {
      expect(variant).toMatchObject({ availableForSale: false, quantityAvailable: 0 })
    }
  })

  it('answers nodes(ids:) in the order asked, null for unknown ids', async () => {
    const product = catalogue[3] as TestProduct
    const variant = product.variantList[0]
    const data = await ask<{ nodes: ({ __typename: string; id: string } | null)[] }>(
      /* GraphQL */ `
        query Nodes($ids: [ID!]!) {
          nodes(ids: $ids) { __typename ... on Product { id } ... on ProductVariant { id } }
        }
      `,
      {
        ids: [variant?.id, 'gid://shopify/Product/1', product.id, 'gid://shopify/ProductVariant/2'],
      },
    )
    expect(data.nodes).toEqual([
      { __typename: 'ProductVariant', id: variant?.id },
      null,
      { __typename: 'Product', id: product.id },
      null,
    ])
  })

  it('refuses an id that is not a global id', async () => {
    const answer = await graphql('query { node(id: "42") { id } }')
    expect(answer.errors?.[0]?.message).toContain('Invalid global id')
  })
})

describe('images', () => {
  const IMAGE_QUERY = /* GraphQL */ `
    query Image($handle: String!) {
      product(handle: $handle) {
        featuredImage {
          id
          altText
          width
          height
          url
          small: url(transform: { maxWidth: 320 })
        }
      }
    }
  `
  type ImageData = {
    product: {
      featuredImage: { id: string; width: number; height: number; url: string; small: string } | null
    }
  }

  it('gives absolute URLs on the origin the store was asked on, and serves them', async () => {
    const handle = (catalogue[0] as TestProduct).handle
    const answer = await graphql<ImageData>(IMAGE_QUERY, { handle }, { origin: 'http://shop.test:4609' })
    const image = answer.data?.product.featuredImage
    expect(image?.id).toMatch(/^gid:\/\/shopify\/ProductImage\/\d+$/)
    expect(image?.url.startsWith('http://shop.test:4609/cdn/shop/files/')).toBe(true)
    expect(new URL(image?.small ?? '').searchParams.get('width')).toBe('320')

    const other = await graphql<ImageData>(IMAGE_QUERY, { handle }, { origin: 'http://127.0.0.1:4609' })
    expect(other.data?.product.featuredImage?.url.startsWith('http://127.0.0.1:4609/cdn/shop/files/')).toBe(
      true,
    )

    const response = await store.fetch(
      new Request(image?.small ?? '', { headers: { Origin: 'http://localhost' } }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(response.headers.get('Cache-Control')).toContain('public')
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    const svg = await response.text()
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).toContain('width="320"')
  })

  it('answers 404 for a file it has not got', async () => {
    const response = await store.request('/cdn/shop/files/no-such-file.svg')
    expect(response.status).toBe(404)
  })
})

describe('fields the app never asks for', () => {
  it('answers them with schema-valid mock values, the same every time', async () => {
    const query = /* GraphQL */ `
      query Elsewhere {
        shop { name paymentSettings { currencyCode countryCode } }
        localization { country { isoCode currency { isoCode } } }
        cart(id: "gid://shopify/Cart/1") { cost { totalAmount { amount currencyCode } } }
        predictiveSearch(query: "nordkap") { products { title priceRange { minVariantPrice { currencyCode } } } }
      }
    `
    type Elsewhere = {
      shop: { name: string; paymentSettings: { currencyCode: string } }
      localization: { country: { isoCode: string } }
      cart: { cost: { totalAmount: Money } } | null
      predictiveSearch: { products: { title: string; priceRange: { minVariantPrice: Money } }[] } | null
    }
    const first = await ask<Elsewhere>(query)
    expect(first.shop.name).toEqual(expect.any(String))
    expect(first.shop.paymentSettings.currencyCode).toBe('EUR')
    expect(first.localization.country.isoCode).toMatch(/^[A-Z]{2}$/)
    // A cart the store never made is none, as at Shopify (the store keeps real carts: carts.ts).
    expect(first.cart).toBeNull()
    // Products the mocks make up answer from the mocks, not from the catalogue's resolvers.
    for (const made of first.predictiveSearch?.products ?? []) {
      expect(made.title).toEqual(expect.any(String))
      expect(made.priceRange.minVariantPrice.currencyCode).toBe('EUR')
    }
    expect(await ask<Elsewhere>(query)).toEqual(first)
  })
})
