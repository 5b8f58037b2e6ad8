import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { print } from '@0no-co/graphql.web'
import { buildSchema, type GraphQLSchema, getOperationAST, getVariableValues, parse } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILDER_PRODUCTS_QUERY } from '../../../src/features/builder/api/builder-products-query'
import { outfitSlots } from '../../../src/features/builder/outfit'
import { CATALOGUE_MENU_QUERY } from '../../../src/features/catalogue/api/catalogue-categories-query'
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_PRODUCTS_QUERY,
} from '../../../src/features/catalogue/api/catalogue-products-query'
import {
  COLLECTION_INDEX_COUNTS_QUERY,
  INDEX_COUNT_SLOTS,
  indexCountsRead,
} from '../../../src/features/catalogue/api/collection-index-counts-query'
import {
  COLLECTION_LISTING_QUERY,
  COLLECTION_PRODUCTS_QUERY,
} from '../../../src/features/catalogue/api/collection-listing-query'
import {
  HOME_MENU_QUERY,
  STORE_COLLECTIONS_QUERY,
} from '../../../src/features/catalogue/api/collection-tiles-query'
import {
  FEATURED_PRODUCTS_QUERY,
  featuredProductsVariables,
  HOME_FEATURED_COUNT,
} from '../../../src/features/catalogue/api/featured-products-query'
import {
  PRODUCT_COUNT_SLOTS,
  PRODUCT_COUNTS_QUERY,
  productCountsVariables,
} from '../../../src/features/catalogue/api/product-counts-query'
import { QUICK_VIEW_QUERY } from '../../../src/features/catalogue/api/quick-view-query'
import { RATED_SORT_LIMIT } from '../../../src/features/catalogue/api/rated-products-query'
import { SEARCH_PRODUCTS_QUERY } from '../../../src/features/catalogue/api/search-products-query'
import { STORE_CURRENCY_QUERY } from '../../../src/features/catalogue/api/store-currency-query'
import {
  STOREFRONT_CONNECTION_TEST_QUERY,
  TEST_FEATURED_COUNT,
  TEST_PRODUCTS_COUNT,
} from '../../../src/features/catalogue/api/test-shopify-query'
import { URL_REDIRECT_QUERY } from '../../../src/features/catalogue/api/url-redirect-query'
import { CHAT_PRICES_QUERY } from '../../../src/features/chat/api/chat-prices-query'
import {
  GIFT_CARD_HANDLE,
  GIFT_CARD_PRODUCT_QUERY,
} from '../../../src/features/gift-cards/api/gift-card-product-query'
import {
  CATALOGUE_SAVE_ESTIMATE_QUERY,
  CATALOGUE_SAVE_PAGE_QUERY,
  CATALOGUE_SAVE_PAGE_SIZE,
} from '../../../src/features/offline/save-catalogue/catalogue-save-queries'
import { SAMPLE_PRODUCTS } from '../../../src/features/offline/save-catalogue/estimate-catalogue-save'
import { PRODUCT_BY_HANDLE_QUERY } from '../../../src/features/product/api/product-by-handle-query'
import { PRODUCT_COLLECTIONS_QUERY } from '../../../src/features/product/api/product-collections-query'
import {
  PREDICTIVE_SEARCH_QUERY,
  SUGGESTIONS_PER_KIND,
} from '../../../src/features/shell/api/search-suggestions'
import { STORE_MENUS_QUERY } from '../../../src/features/shell/api/store-menus-query'
import {
  WISHLIST_PRODUCTS_QUERY,
  WISHLIST_QUERY_LIMIT,
} from '../../../src/features/wishlist/api/wishlist-products-query'
import { GIFT_CARD_VARIANT_QUERY } from '../../../src/server/checkouts/gift-card-checkout'
import { OWN_LABEL_VARIANTS_QUERY } from '../../../src/server/checkouts/store-cart'
import { VARIANT_PRICES_QUERY } from '../../../src/server/pricing/storefront-prices'
import { categories } from '../../../src/server/seed/categories'
import { MAX_QUERY_COST, queryCost } from '../../../src/server/storefront/cost-limit'
import { MAX_PAGE_SIZE } from '../../../src/server/storefront/cursor'
import { storefrontSchema } from '../../../src/server/storefront/schema'
import { DEFAULT_MENU_HANDLES } from '../../../src/shared/storefront-config'
import { type GraphQLBody, type Json, STOREFRONT_ENDPOINT } from './storefront-answers'
import { createStorefrontTestApp, insertFixtureCatalogue, TEST_TOKEN } from './storefront-fixtures'

let harness: Awaited<ReturnType<typeof createStorefrontTestApp>>

beforeAll(async () => {
  harness = await createStorefrontTestApp()
  await insertFixtureCatalogue(harness.db)
})
afterAll(async () => {
  await harness.close()
})

async function gql(query: string, variables?: Json): Promise<GraphQLBody> {
  const response = await harness.postJson(
    STOREFRONT_ENDPOINT,
    { query, variables },
    { 'X-Shopify-Storefront-Access-Token': TEST_TOKEN },
  )
  expect(response.status).toBe(200)
  return (await response.json()) as GraphQLBody
}

async function firstError(query: string, variables?: Json) {
  const body = await gql(query, variables)
  expect(body.errors?.length, query).toBeGreaterThan(0)
  return body.errors?.[0]
}

/** The requested cost of a valid document's one operation, with its variables coerced as execution does. */
function costOf(query: string, variables: Json = {}, schema: GraphQLSchema = storefrontSchema): number {
  const document = parse(query)
  const operation = getOperationAST(document)
  if (!operation) throw new Error('The document must hold one operation')
  const { coerced, errors } = getVariableValues(schema, operation.variableDefinitions ?? [], variables)
  if (!coerced) throw new Error(errors.map((error) => error.message).join('\n'))
  return queryCost(schema, document, operation, coerced)
}

describe('query cost', () => {
  it('counts objects 1, scalars 0, and a connection 2 plus its page size times one item', () => {
    expect(costOf('{ products(first: 10) { edges { cursor node { id title } } } }')).toBe(2 + 10)
    expect(
      costOf('{ products(first: 10) { nodes { id featuredImage { url } } pageInfo { hasNextPage } } }'),
    ).toBe(2 + 10 * 2)
    // Nested pages multiply: 10 products, each with 5 variants and their prices.
    expect(
      costOf(
        '{ products(last: 10) { edges { node { variants(first: 5) { nodes { price { amount } } } } } } }',
      ),
    ).toBe(2 + 10 * (1 + 2 + 5 * 2))
    // A size the connection refuses counts as the most it allows; no size counts as none.
    expect(costOf('{ products(first: 100000) { nodes { id } } }')).toBe(2 + MAX_PAGE_SIZE)
    expect(costOf('{ products(first: -3) { nodes { id } } }')).toBe(2)
    expect(costOf('{ products { nodes { id } } }')).toBe(2)
    // totalCount is a number; the facets are objects outside the items.
    expect(
      costOf(
        '{ search(query: "", first: 5) { totalCount productFilters { values { id } } nodes { ... on Product { id } } } }',
      ),
    ).toBe(2 + 2 + 5)
    expect(costOf('{ __typename __schema { types { name } } product(handle: "a") { id } }')).toBe(1)
  })

  it('reads page sizes from variables and their defaults, and prices each possible type of an interface', () => {
    const query = 'query ($n: Int = 20) { products(first: $n) { nodes { id } } }'
    expect(costOf(query, { n: 100 })).toBe(102)
    expect(costOf(query)).toBe(22)
    const nodes = /* GraphQL */ `
      fragment Images on Product { images(first: 10) { nodes { url } } }
      {
        nodes(ids: []) {
          ... on Product { ...Images ...Images }
          ... on Collection { image { url } }
        }
      }`
    // The dearer possibility, Product: two spreads of a 12-point fragment.
    expect(costOf(nodes)).toBe(1 + 2 * 12)
  })

  it('charges a mutation field 10', () => {
    const schema = buildSchema(`
      type Query { ok: Boolean }
      type Mutation { cartCreate: CartCreatePayload cartNoteUpdate(note: String): Boolean }
      type CartCreatePayload { cart: Cart }
      type Cart { id: ID! }`)
    expect(costOf('mutation { cartCreate { cart { id } } cartNoteUpdate(note: "hi") }', {}, schema)).toBe(
      10 + 1 + 10,
    )
  })

  it('refuses a query over the limit with MAX_COST_EXCEEDED, before running any of it', async () => {
    const runaway =
      '{ products(first: 250) { edges { node { variants(first: 250) { edges { node { id } } } } } } }'
    const body = await gql(runaway)
    expect(body.data).toBeUndefined()
    expect(body.errors).toEqual([
      {
        message: `Query cost is 63252, which exceeds the single query max cost limit (${MAX_QUERY_COST}).`,
        extensions: { code: 'MAX_COST_EXCEEDED', cost: 63_252, maxCost: MAX_QUERY_COST },
      },
    ])
    // Variables, aliases and fragments are counted as well.
    const viaVariables =
      'query ($n: Int!) { products(first: $n) { nodes { variants(first: $n) { nodes { id } } } } }'
    expect((await firstError(viaVariables, { n: 250 }))?.extensions?.code).toBe('MAX_COST_EXCEEDED')
    expect((await gql(viaVariables, { n: 20 })).errors).toBeUndefined()
    const aliases = Array.from(
      { length: 7 },
      (_, i) => `p${i}: products(first: 250) { nodes { variants(first: 10) { nodes { id } } } }`,
    )
    expect((await firstError(`{ ${aliases.join(' ')} }`))?.message).toMatch(/^Query cost is 22764,/)
    const fragments = `
      fragment V on Product { variants(first: 250) { nodes { id } } }
      fragment P on QueryRoot { products(first: 250) { nodes { ...V } } }
      { ...P }`
    expect((await firstError(fragments))?.extensions?.code).toBe('MAX_COST_EXCEEDED')
  })
})

const SOURCE_ROOT = join(__dirname, '../../../src')

/** Modules outside the emulator that hold a document (a `graphql(` call): each is covered below. */
const MODULES_WITH_DOCUMENTS = [
  'features/builder/api/builder-products-query.ts',
  'features/catalogue/api/catalogue-categories-query.ts',
  'features/catalogue/api/catalogue-products-query.ts',
  'features/catalogue/api/collection-index-counts-query.ts',
  'features/catalogue/api/collection-listing-query.ts',
  'features/catalogue/api/collection-tiles-query.ts',
  'features/catalogue/api/featured-products-query.ts',
  'features/catalogue/api/product-counts-query.ts',
  'features/catalogue/api/quick-view-query.ts',
  'features/catalogue/api/search-products-query.ts',
  'features/catalogue/api/store-currency-query.ts',
  'features/catalogue/api/test-shopify-query.ts',
  'features/catalogue/api/url-redirect-query.ts',
  'features/chat/api/chat-prices-query.ts',
  'features/gift-cards/api/gift-card-product-query.ts',
  'features/offline/save-catalogue/catalogue-save-queries.ts',
  'features/product/api/product-by-handle-query.ts',
  'features/product/api/product-collections-query.ts',
  'features/product/api/product-rating-query.ts',
  'features/shell/api/search-suggestions.ts',
  'features/shell/api/store-menus-query.ts',
  'features/wishlist/api/wishlist-products-query.ts',
  'lib/storefront/fragments.ts',
  'lib/storefront/product-card-fragment.ts',
  'lib/storefront/product-page-fields.ts',
  'server/checkouts/gift-card-checkout.ts',
  'server/checkouts/store-cart.ts',
  'server/pricing/storefront-prices.ts',
  'server/reviews/store-products.ts',
]

const ids = (type: string) =>
  Array.from({ length: MAX_PAGE_SIZE }, (_, i) => `gid://shopify/${type}/${i + 1}`)
const listing = (first: number) => ({ first, sortKey: 'BEST_SELLING', reverse: false })

/** Every query the shop sends, at the largest sizes it asks for. */
const shopQueries: { name: string; query: string; variables?: Json; cost?: number }[] = [
  {
    name: 'a listing read whole for Highest Rated',
    query: print(CATALOGUE_PRODUCTS_QUERY),
    variables: { first: RATED_SORT_LIMIT / 2, sortKey: 'ID', reverse: false },
  },
  {
    name: 'a catalogue page',
    query: print(CATALOGUE_PRODUCTS_QUERY),
    variables: listing(Math.max(CATALOGUE_PAGE_SIZE, HOME_FEATURED_COUNT)),
    cost: 770,
  },
  {
    name: "a collection's listing",
    query: print(COLLECTION_LISTING_QUERY),
    variables: { handle: 'helmets' },
  },
  {
    name: "a page of a collection's listing, with its facets",
    query: print(COLLECTION_PRODUCTS_QUERY),
    variables: {
      handle: 'helmets',
      first: CATALOGUE_PAGE_SIZE,
      filters: [{ tag: 'modular' }, { productVendor: 'Iron Ridge' }, { price: { min: 0, max: 300 } }],
      sortKey: 'BEST_SELLING',
      reverse: false,
    },
  },
  {
    name: "a page of the store's search, with its facets",
    query: print(SEARCH_PRODUCTS_QUERY),
    variables: {
      query: 'leather jacket',
      first: CATALOGUE_PAGE_SIZE,
      filters: [{ productVendor: 'Iron Ridge' }, { price: { min: 0, max: 300 } }],
      sortKey: 'RELEVANCE',
      reverse: false,
    },
  },
  {
    name: 'a product page',
    query: print(PRODUCT_BY_HANDLE_QUERY),
    variables: { handle: 'alpha-leather-jacket' },
    cost: 519,
  },
  {
    name: 'the chat’s prices',
    query: print(CHAT_PRICES_QUERY),
    variables: { query: 'helmet' },
  },
  {
    name: 'a product’s collections, for its breadcrumb',
    query: print(PRODUCT_COLLECTIONS_QUERY),
    variables: { handle: 'alpha-leather-jacket' },
  },
  {
    name: 'a page of the offline save',
    query: print(CATALOGUE_SAVE_PAGE_QUERY),
    variables: { first: CATALOGUE_SAVE_PAGE_SIZE },
    cost: 18_686,
  },
  {
    name: 'the offline save estimate',
    query: print(CATALOGUE_SAVE_ESTIMATE_QUERY),
    // It samples 10 products, as the save keeps them.
    variables: { sample: SAMPLE_PRODUCTS },
    cost: 5194,
  },
  {
    name: 'the wishlist',
    query: print(WISHLIST_PRODUCTS_QUERY),
    variables: { ids: ids('Product').slice(0, WISHLIST_QUERY_LIMIT) },
  },
  {
    name: 'the counts of a listing banner, every slot',
    query: print(PRODUCT_COUNTS_QUERY),
    variables: productCountsVariables(
      Array.from({ length: PRODUCT_COUNT_SLOTS }, (_, i) => `tag:${categories[i % categories.length]?.slug}`),
    ),
  },
  {
    name: 'a collection index’s counts, every slot',
    query: print(COLLECTION_INDEX_COUNTS_QUERY),
    variables: indexCountsRead(
      'shirts-flannels',
      Array.from({ length: INDEX_COUNT_SLOTS }, (_, i) => ({
        key: `t${i}`,
        title: 't',
        description: '',
        link: { kind: 'app' as const, to: `/shop/shirts-flannels/t${i}`, search: {} },
        filters: [{ tag: `t${i}` }],
      })),
    )?.variables as Record<string, unknown>,
  },
  {
    name: 'an outfit builder slot',
    query: print(BUILDER_PRODUCTS_QUERY),
    variables: {
      first: Math.max(...Object.values(outfitSlots).map((slot) => slot.first)),
      handle: 'helmets',
    },
    cost: 8123,
  },
  {
    name: 'a quick view',
    query: print(QUICK_VIEW_QUERY),
    variables: { handle: 'x' },
  },
  {
    name: 'the store’s currency',
    query: print(STORE_CURRENCY_QUERY),
  },
  {
    name: 'the featured grid',
    query: print(FEATURED_PRODUCTS_QUERY),
    variables: featuredProductsVariables('featured'),
  },
  {
    name: 'search suggestions',
    query: print(PREDICTIVE_SEARCH_QUERY),
    variables: { query: 'leather', limit: SUGGESTIONS_PER_KIND },
  },
  {
    name: 'the menus',
    query: print(STORE_MENUS_QUERY),
    variables: { main: DEFAULT_MENU_HANDLES.main, footer: DEFAULT_MENU_HANDLES.footer },
  },
  {
    name: "the catalogue's categories",
    query: print(CATALOGUE_MENU_QUERY),
    variables: { handle: DEFAULT_MENU_HANDLES.catalogue, main: DEFAULT_MENU_HANDLES.main },
  },
  {
    name: "the home menu's category sections",
    query: print(HOME_MENU_QUERY),
    variables: { handle: DEFAULT_MENU_HANDLES.home, main: DEFAULT_MENU_HANDLES.main },
  },
  {
    name: 'the /shop overview: every collection as a tile',
    query: print(STORE_COLLECTIONS_QUERY),
  },
  {
    name: "a /category page's redirect",
    query: print(URL_REDIRECT_QUERY),
    variables: { query: 'path:"/category/helmets"' },
  },
  {
    name: 'the connection test',
    query: print(STOREFRONT_CONNECTION_TEST_QUERY),
    variables: { first: TEST_PRODUCTS_COUNT, featuredFirst: TEST_FEATURED_COUNT, featuredHandle: 'featured' },
  },
  {
    name: "the store's gift card",
    query: print(GIFT_CARD_PRODUCT_QUERY),
    variables: { handle: GIFT_CARD_HANDLE },
  },
  {
    name: "an own-label product's variants (checkout, server)",
    query: print(OWN_LABEL_VARIANTS_QUERY),
    variables: { handle: 'x' },
  },
  {
    name: 'a gift card denomination (checkout, server)',
    query: print(GIFT_CARD_VARIANT_QUERY),
    variables: { id: 'gid://shopify/ProductVariant/1' },
  },
  {
    name: 'the cart prices (server)',
    query: print(VARIANT_PRICES_QUERY),
    variables: { ids: ids('ProductVariant') },
  },
]

describe("the shop's own queries", () => {
  it('are all listed here', () => {
    const modules = readdirSync(SOURCE_ROOT, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path) && !path.startsWith('server/storefront/'))
      .filter((path) => /\bgraphql\(\s*`/.test(readFileSync(join(SOURCE_ROOT, path), 'utf8')))
    expect(modules.sort()).toEqual(MODULES_WITH_DOCUMENTS)
  })

  it.each(shopQueries)(
    'pass the cost limit and run without errors: $name',
    async ({ query, variables, cost }) => {
      const requested = costOf(query, variables)
      expect(requested).toBeLessThanOrEqual(MAX_QUERY_COST)
      if (cost !== undefined) expect(requested).toBe(cost)
      expect((await gql(query, variables)).errors).toBeUndefined()
    },
  )
})

const otherOrderCursor = Buffer.from(JSON.stringify({ o: 'elsewhere', v: null, i: 1 })).toString('base64url')

/** Every connection of the schema, written around its arguments. */
const connections: { name: string; query: (args: string) => string; path: string[] }[] = [
  {
    name: 'products',
    query: (args) => `{ products${args && `(${args})`} { nodes { id } } }`,
    path: ['products'],
  },
  {
    name: 'collections',
    query: (args) => `{ collections${args && `(${args})`} { nodes { id } } }`,
    path: ['collections'],
  },
  {
    name: 'search',
    query: (args) => `{ search(query: ""${args && `, ${args}`}) { nodes { ... on Product { id } } } }`,
    path: ['search'],
  },
  {
    name: 'Collection.products',
    query: (args) => `{ collection(handle: "featured") { products${args && `(${args})`} { nodes { id } } } }`,
    path: ['collection', 'products'],
  },
  {
    name: 'Product.variants',
    query: (args) =>
      `{ product(handle: "alpha-leather-jacket") { variants${args && `(${args})`} { nodes { id } } } }`,
    path: ['product', 'variants'],
  },
  {
    name: 'Product.images',
    query: (args) =>
      `{ product(handle: "alpha-leather-jacket") { images${args && `(${args})`} { nodes { url } } } }`,
    path: ['product', 'images'],
  },
]

describe('connection arguments', () => {
  const cases: [string, string][] = [
    ['', 'you must provide one of first or last'],
    ['first: 1, last: 1', 'you must provide only one of first or last'],
    ['first: 251', 'The first argument must be between 0 and 250'],
    ['last: 251', 'The last argument must be between 0 and 250'],
    ['first: -1', 'The first argument must be between 0 and 250'],
    ['last: -1', 'The last argument must be between 0 and 250'],
    ['first: 1, after: "garbage!"', 'The after argument is not a valid cursor'],
    ['last: 1, before: "e30"', 'The before argument is not a valid cursor'],
    [
      `first: 1, after: "${otherOrderCursor}"`,
      'The after cursor belongs to a different sort order; start again without it',
    ],
  ]

  it.each(connections)('are checked like Shopify on $name', async ({ query, path }) => {
    for (const [args, message] of cases) {
      const error = await firstError(query(args))
      expect(error, `${path.join('.')}(${args})`).toMatchObject({
        message,
        path,
        extensions: { code: 'BAD_USER_INPUT' },
      })
    }
    for (const args of ['first: 0', 'last: 250']) expect((await gql(query(args))).errors).toBeUndefined()
  })

  it('limit every list argument to 250 items, as Shopify does, literal or variable', async () => {
    const query = 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }'
    expect(await firstError(query, { ids: [...ids('Product'), 'gid://shopify/Product/251'] })).toMatchObject({
      message: 'The ids argument accepts at most 250 items (it has 251)',
      extensions: { code: 'BAD_USER_INPUT' },
    })
    expect((await gql(query, { ids: ids('Product') })).errors).toBeUndefined()
    const filters = Array.from({ length: 300 }, (_, i) => `{ tag: "t${i}" }`).join(' ')
    expect(
      await firstError(
        `{ collection(handle: "featured") { products(first: 1, filters: [${filters}]) { nodes { id } } } }`,
      ),
    ).toMatchObject({
      message: 'The filters argument accepts at most 250 items (it has 300)',
      extensions: { code: 'BAD_USER_INPUT' },
    })
    const identifiers = Array.from({ length: 251 }, () => ({ namespace: 'reviews', key: 'rating' }))
    const metafields = await firstError(
      'query ($m: [HasMetafieldsIdentifier!]!) { products(first: 1) { nodes { metafields(identifiers: $m) { id } } } }',
      { m: identifiers },
    )
    expect(metafields?.message).toBe('The identifiers argument accepts at most 250 items (it has 251)')
  })

  it('count towards the depth limit through unions and collections too', async () => {
    const deep = `{ search(query: "", first: 1) { nodes { ... on Product { variants(first: 1) { nodes {
      product { variants(first: 1) { nodes { product { variants(first: 1) { nodes { product { featuredImage { url } } } } } } } } } } } } } }`
    expect((await firstError(deep))?.extensions?.code).toBe('MAX_DEPTH_EXCEEDED')
    const viaCollections = `{ collections(first: 1) { nodes { products(first: 1) { nodes { variants(first: 1) { nodes {
      product { images(first: 1) { nodes { url } } variants(first: 1) { nodes { product { variants(first: 1) { nodes { id } } } } } } } } } } } } }`
    expect((await firstError(viaCollections))?.extensions?.code).toBe('MAX_DEPTH_EXCEEDED')
  })
})

const cursor = (payload: Json) => Buffer.from(JSON.stringify(payload)).toString('base64url')

describe('input Postgres cannot take', () => {
  it('refuses strings holding NUL, in literals and in variables, before they reach SQL', async () => {
    const refusals = [
      await firstError('query ($q: String) { products(first: 1, query: $q) { nodes { id } } }', {
        q: 'tag:a\u0000',
      }),
      await firstError('{ product(handle: "alpha\\u0000") { id } }'),
      await firstError(
        'query ($f: [ProductFilter!]) { search(query: "", first: 1, productFilters: $f) { totalCount } }',
        {
          f: [{ variantOption: { name: 'Size', value: '\u0000' } }],
        },
      ),
    ]
    for (const error of refusals) {
      expect(error).toMatchObject({
        message: 'Strings must not contain the NUL character (\\u0000)',
        extensions: { code: 'BAD_USER_INPUT' },
      })
    }
  })

  it('finds nothing for ids past the range of a row id, as for any id it does not have', async () => {
    const big = 'gid://shopify/Product/999999999999999'
    const { data } = await gql(`{
      node(id: "${big}") { id }
      nodes(ids: ["${big}", "gid://shopify/ProductVariant/99999999999", "gid://shopify/Metafield/99999999999"]) { id }
      product(id: "${big}") { id }
      collection(id: "gid://shopify/Collection/99999999999") { id }
    }`)
    expect(data).toEqual({ node: null, nodes: [null, null, null], product: null, collection: null })
  })

  it('compares search ids and dates past what Postgres stores instead of failing', async () => {
    const count = async (query: string) => {
      const body = await gql('query ($q: String!) { search(query: $q, first: 1) { totalCount } }', {
        q: query,
      })
      expect(body.errors, query).toBeUndefined()
      return (body.data as { search: { totalCount: number } }).search.totalCount
    }
    const all = await count('')
    expect(all).toBeGreaterThan(0)
    expect(await count('id:999999999999999')).toBe(0)
    expect(await count('id:<99999999999')).toBe(all)
    expect(await count('created_at:>+275760-09-13')).toBe(0)
    expect(await count('created_at:<99999')).toBe(all)
    expect(await count('updated_at:9999-12-31')).toBe(0)
    expect(await count('created_at:>0000-01-01')).toBe(all)
  })

  it('takes forged cursors only when Postgres can read their values', async () => {
    const page = (sortKey: string, after: string) =>
      gql(
        `{ products(first: 2, sortKey: ${sortKey}, after: "${after}") { nodes { id } pageInfo { hasPreviousPage } } }`,
      )
    // Past every row: an empty page, not an integer overflow.
    for (const [sortKey, payload] of [
      ['ID', { o: 'id', v: null, i: 999_999_999_999_999 }],
      ['BEST_SELLING', { o: 'best_selling', v: '99999999999', i: 1 }],
    ] as const) {
      const { data, errors } = await page(sortKey, cursor(payload))
      expect(errors, sortKey).toBeUndefined()
      expect(data?.products).toEqual({ nodes: [], pageInfo: { hasPreviousPage: true } })
    }
    expect(
      (await page('CREATED_AT', cursor({ o: 'created_at', v: '2024-02-29 10:00:00+00', i: 1 }))).errors,
    ).toBeUndefined()
    for (const [sortKey, payload] of [
      ['CREATED_AT', { o: 'created_at', v: '2023-02-29 10:00:00+00', i: 1 }],
      ['CREATED_AT', { o: 'created_at', v: '2024-01-01 10:00:00+16', i: 1 }],
      ['CREATED_AT', { o: 'created_at', v: '0000-01-01 00:00:00+00', i: 1 }],
      ['UPDATED_AT', { o: 'updated_at', v: '2024-13-01 10:00:00', i: 1 }],
      ['TITLE', { o: 'title', v: 'alpha\u0000', i: 1 }],
    ] as const) {
      const { errors } = await page(sortKey, cursor(payload))
      expect(errors?.[0], payload.v).toMatchObject({
        message: 'The after argument is not a valid cursor',
        extensions: { code: 'BAD_USER_INPUT' },
      })
    }
  })
})
