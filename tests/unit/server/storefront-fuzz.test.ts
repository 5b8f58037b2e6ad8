import { print } from '@0no-co/graphql.web'
import fc from 'fast-check'
import {
  type GraphQLCompositeType,
  type GraphQLInputType,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  OperationTypeNode,
} from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUE_PRODUCTS_QUERY } from '../../../src/features/catalogue/api/catalogue-products-query'
import { PRODUCT_BY_HANDLE_QUERY } from '../../../src/features/product/api/product-by-handle-query'
import { MAX_QUERY_COST } from '../../../src/server/storefront/cost-limit'
import { MAX_QUERY_DEPTH } from '../../../src/server/storefront/depth-limit'
import { storefrontSchema } from '../../../src/server/storefront/schema'
import {
  MAX_SEARCH_TERMS,
  parseSearchQuery,
  type SearchNode,
} from '../../../src/server/storefront/search-syntax'
import { type GraphQLBody, type Json, STOREFRONT_ENDPOINT } from './storefront-answers'
import {
  createStorefrontTestApp,
  insertFixtureCatalogue,
  namedProducts,
  TEST_TOKEN,
} from './storefront-fixtures'

/**
 * Property-based fuzzing of the storefront emulator: the search-syntax parser on any text, and the
 * GraphQL endpoint on any body. Whatever comes in, the answer is a standard GraphQL answer, never a
 * 5xx nor an internal error. A failure prints fast-check's seed and path; pass them back as
 * `fc.assert(..., { seed, path })` to replay it.
 */

const NUL_REFUSAL = 'Strings must not contain the NUL character (\\u0000)'

let harness: Awaited<ReturnType<typeof createStorefrontTestApp>>
/** Cursors the emulator issued, so fuzzed pages also start from real places. */
const issuedCursors: string[] = []
/** A cart and its line, so fuzzed cart mutations also change a real cart. */
const cartIds: string[] = []

beforeAll(async () => {
  harness = await createStorefrontTestApp()
  await insertFixtureCatalogue(harness.db)
  const pages = await gql(`{
    id: products(first: 5) { edges { cursor } }
    price: products(first: 5, sortKey: PRICE) { edges { cursor } }
    created: products(first: 5, sortKey: CREATED_AT, reverse: true) { edges { cursor } }
    collections(first: 3) { edges { cursor } }
    search(query: "", first: 5) { edges { cursor } }
    product(handle: "alpha-leather-jacket") { variants(first: 3) { edges { cursor } } }
  }`)
  for (const [, cursor] of JSON.stringify(pages.data).matchAll(/"cursor":"([^"]+)"/g)) {
    if (cursor) issuedCursors.push(cursor)
  }
  expect(issuedCursors.length).toBeGreaterThan(20)
  const created = await gql(
    'mutation { cartCreate(input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/1" }] }) { cart { id lines(first: 1) { nodes { id } } } } }',
  )
  for (const [, id] of JSON.stringify(created.data).matchAll(/"id":"([^"]+)"/g)) if (id) cartIds.push(id)
  expect(cartIds).toHaveLength(2)
})
afterAll(async () => {
  await harness.close()
})

/** Room for fast-check to shrink a failure to its smallest case, one request per step. */
const FUZZ_TIMEOUT_MS = 180_000

/** Checks what every client may count on: a JSON `data` or a standard `errors` array, each coded. */
function expectStandardAnswer(json: unknown): GraphQLBody {
  expect(json).toBeTypeOf('object')
  const body = json as GraphQLBody
  expect('data' in body || 'errors' in body).toBe(true)
  for (const error of body.errors ?? []) {
    expect(error.message).toBeTypeOf('string')
    expect(error.extensions?.code).toBeTypeOf('string')
    expect(error.extensions?.code, String(error.message)).not.toBe('INTERNAL_SERVER_ERROR')
  }
  return body
}

async function post(body: string, contentType = 'application/json'): Promise<GraphQLBody> {
  const response = await harness.app.request(STOREFRONT_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'X-Shopify-Storefront-Access-Token': TEST_TOKEN },
    body,
  })
  expect(response.status).toBeLessThan(500)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return expectStandardAnswer(JSON.parse(await response.text()))
}

const gql = (query: string, variables?: unknown) => post(JSON.stringify({ query, variables }))

const codesOf = (body: GraphQLBody) => (body.errors ?? []).map((error) => error.extensions?.code)

// ---------------------------------------------------------------------------------------------
// Search syntax

const SEARCH_FIELDS = [
  'title',
  'tag',
  'tag_not',
  'vendor',
  'product_type',
  'handle',
  'available_for_sale',
  'id',
  'price',
  'variants.price',
  'created_at',
  'updated_at',
  'Title',
  'sku',
  'not.a_field',
]

const searchWord = fc.oneof(
  fc.constantFrom(
    'leather',
    'Helmets',
    'open road',
    'true',
    'FALSE',
    '129.99',
    '$100',
    '-5',
    '2024-01-15',
    '2024-01-15T08:30:00Z',
    '+275760-09-13',
    '0000-01-01',
    '99999',
    'gid://shopify/Product/1',
    'gid://shopify/Product/999999999999999',
    '999999999999999',
    '*',
    'leath*',
    '*jack*',
    '%',
    '_',
    "'",
    '\\',
    '\u0000',
    'ünïcödé',
    '頭盔',
    '🏍️',
    'AND',
    'OR',
    'NOT',
  ),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.stringMatching(/^[a-z0-9]{1,8}$/),
)

const searchTerm = fc
  .tuple(
    fc.option(fc.constantFrom(...SEARCH_FIELDS)),
    fc.constantFrom('', '>', '>=', '<', '<='),
    fc.oneof(
      searchWord,
      searchWord.map((word) => `"${word}"`),
      searchWord.map((word) => `"${word}`),
    ),
  )
  .map(([field, comparator, value]) => (field === null ? value : `${field}:${comparator}${value}`))

const searchPiece = fc.oneof(
  { weight: 6, arbitrary: searchTerm },
  fc.constantFrom(' AND ', ' OR ', 'NOT ', 'and', '-', '(', ')', '-(', '\t', '\u3000', '"', '\\', ':'),
)

/** Text built from the grammar's own pieces, often run together without spaces. */
const searchText = fc.oneof(
  fc
    .array(fc.tuple(searchPiece, fc.constantFrom(' ', ' ', '', '  ')), { maxLength: 30 })
    .map((parts) => parts.map(([piece, gap]) => piece + gap).join('')),
  fc
    .tuple(fc.nat(60), searchTerm, fc.nat(60))
    .map(([open, term, close]) => `${'('.repeat(open)}${term}${')'.repeat(close)}`),
)

const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 1500 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({
    unit: fc.constantFrom('(', ')', '"', '-', ':', ' ', 'a', 'OR', 'AND', 'NOT', '*', '\\'),
    maxLength: 400,
  }),
)

/** The tree's documented shape: combined nodes flattened, no double negation, at most 100 terms. */
function expectWellFormed(node: SearchNode | null): void {
  let terms = 0
  const visit = (current: SearchNode): void => {
    switch (current.kind) {
      case 'term':
        terms++
        expect(current.value).not.toBe('')
        expect(['>', '>=', '<', '<=', ':']).toContain(current.comparator)
        if (current.field !== null) expect(current.field).toMatch(/^[a-z_][a-z0-9_.]*$/)
        return
      case 'not':
        expect(current.child.kind).not.toBe('not')
        visit(current.child)
        return
      default:
        expect(current.children.length).toBeGreaterThanOrEqual(2)
        for (const child of current.children) {
          expect(child.kind).not.toBe(current.kind)
          visit(child)
        }
    }
  }
  if (node) visit(node)
  expect(terms).toBeLessThanOrEqual(MAX_SEARCH_TERMS)
}

describe('search syntax, fuzzed', { timeout: FUZZ_TIMEOUT_MS }, () => {
  it('parses any text, fast, into a well-formed tree without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, searchText), (text) => {
        const start = performance.now()
        const tree = parseSearchQuery(text)
        // Generous for a 2-core machine under load; exponential work would take far longer.
        expect(performance.now() - start).toBeLessThan(100)
        expectWellFormed(tree)
      }),
      { numRuns: 3000 },
    )
  })

  it('reads a single term of its grammar as that term, negated with a dash', () => {
    const plainValue = fc.stringMatching(/^[a-z0-9][a-z0-9.*]{0,11}$/)
    fc.assert(
      fc.property(
        fc.constantFrom(...SEARCH_FIELDS.filter((field) => field !== 'not.a_field')),
        fc.constantFrom('', '>', '>=', '<', '<='),
        plainValue,
        fc.boolean(),
        (field, comparator, value, negated) => {
          const term = { kind: 'term', field: field.toLowerCase(), comparator: comparator || ':', value }
          expect(parseSearchQuery(`${negated ? '-' : ''}${field}:${comparator}${value}`)).toEqual(
            negated ? { kind: 'not', child: term } : term,
          )
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('runs whatever it parses against the database: products, collections and search', async () => {
    const query = /* GraphQL */ `
      query ($q: String!) {
        products(first: 3, query: $q, sortKey: PRICE) { nodes { id } }
        collections(first: 2, query: $q) { nodes { id } }
        search(query: $q, first: 2) { totalCount nodes { ... on Product { id } } }
      }`
    await fc.assert(
      fc.asyncProperty(fc.oneof(searchText, anyText), async (text) => {
        const body = await gql(query, { q: text })
        // A NUL cannot reach Postgres; anything else is a search, whatever it finds.
        if (text.includes('\u0000')) expect(body.errors?.map((error) => error.message)).toEqual([NUL_REFUSAL])
        else expect(body.errors).toBeUndefined()
      }),
      { numRuns: 500 },
    )
  })
})

// ---------------------------------------------------------------------------------------------
// GraphQL requests

const GID_TYPES = [
  'Product',
  'ProductVariant',
  'Collection',
  'Metafield',
  'ProductImage',
  'Order',
  'product',
  'Cart',
  'CartLine',
]
const HANDLES = [...namedProducts.map((product) => product.handle), 'featured', 'parts', 'leather-jackets']
const ORDER_NAMES = ['id', 'title', 'price', 'created_at', 'updated_at', 'best_selling', 'position', 'rating']

const bigInteger = fc.constantFrom(
  250,
  251,
  -1,
  2_147_483_647,
  -2_147_483_648,
  2_147_483_648,
  999_999_999_999_999,
)

const globalId = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.constantFrom(...GID_TYPES), fc.oneof(fc.nat(80), bigInteger))
      .map(([type, id]) => `gid://shopify/${type}/${id}`),
  },
  { weight: 2, arbitrary: fc.nat().map((index) => cartIds[index % cartIds.length] ?? '') },
  fc.string({ maxLength: 12 }),
)

const cursorText = fc.oneof(
  { weight: 3, arbitrary: fc.nat().map((index) => issuedCursors[index % issuedCursors.length] ?? '') },
  fc
    .record({
      o: fc.constantFrom(...ORDER_NAMES, 'id_available_first_forward', 'elsewhere'),
      v: fc.oneof(
        fc.constant(null),
        fc.integer(),
        fc.double(),
        fc.string({ maxLength: 6 }),
        fc.constantFrom('2024-01-15 08:30:00+00', '2023-02-29 10:00:00+00', '129.99', '99999999999999999'),
      ),
      i: fc.oneof(fc.nat(80), bigInteger, fc.integer()),
    })
    .map((payload) => Buffer.from(JSON.stringify(payload)).toString('base64url')),
  fc.string({ maxLength: 12 }),
  fc.base64String({ maxLength: 24 }),
)

/** A value for an argument or variable: its GraphQL literal and the same value as JSON. */
interface InputValue {
  literal: string
  json: unknown
}

const text = (value: string): InputValue => ({ literal: JSON.stringify(value), json: value })
const number = (value: number): InputValue => ({ literal: String(value), json: value })

/** A JSON value written as a GraphQL literal (object keys that are not names are renamed). */
function literalOf(json: unknown): string {
  if (Array.isArray(json)) return `[${json.map(literalOf).join(', ')}]`
  if (json !== null && typeof json === 'object') {
    const fields = Object.entries(json).map(
      ([key, value], index) => `${/^[_A-Za-z]\w*$/.test(key) ? key : `k${index}`}: ${literalOf(value)}`,
    )
    return `{ ${fields.join(', ')} }`
  }
  return JSON.stringify(json) ?? 'null'
}

const anyValue = fc.jsonValue({ maxDepth: 2 }).map((json): InputValue => ({ literal: literalOf(json), json }))

/** Mostly values of the input's type, sized and shaped for this schema; sometimes anything at all. */
function inputValue(g: fc.GeneratorValue, type: GraphQLInputType, name: string, depth = 0): InputValue {
  if (g(fc.nat, 100) === 0) {
    return g(() => fc.oneof(anyValue, fc.constant<InputValue>({ literal: 'NOT_AN_ENUM', json: 'x' })))
  }
  const nullable = isNonNullType(type) ? type.ofType : type
  if (isListType(nullable)) {
    const items = Array.from({ length: g(fc.nat, depth > 1 ? 1 : 3) }, () =>
      inputValue(g, nullable.ofType, name, depth + 1),
    )
    return {
      literal: `[${items.map((item) => item.literal).join(', ')}]`,
      json: items.map((item) => item.json),
    }
  }
  if (isInputObjectType(nullable)) {
    const fields = Object.values(nullable.getFields()).filter(
      (field) => isNonNullType(field.type) || g(fc.boolean),
    )
    const values = fields.map(
      (field) => [field.name, inputValue(g, field.type, field.name, depth + 1)] as const,
    )
    return {
      literal: `{ ${values.map(([key, value]) => `${key}: ${value.literal}`).join(', ')} }`,
      json: Object.fromEntries(values.map(([key, value]) => [key, value.json])),
    }
  }
  if (isEnumType(nullable)) {
    const value = g(fc.constantFrom, ...nullable.getValues().map((entry) => entry.name))
    return { literal: value, json: value }
  }
  switch (nullable.name) {
    case 'Int':
      return number(g(() => fc.oneof({ weight: 8, arbitrary: fc.nat(12) }, bigInteger, fc.integer())))
    case 'Float':
      return number(g(fc.double, { noNaN: true, noDefaultInfinity: true }))
    case 'Boolean': {
      const value = g(fc.boolean)
      return { literal: String(value), json: value }
    }
    case 'ID':
      return text(g(() => globalId))
    case 'String':
      if (name === 'query') return text(g(() => searchText))
      if (name === 'after' || name === 'before') return text(g(() => cursorText))
      if (name === 'handle') return text(g(() => fc.oneof(fc.constantFrom(...HANDLES), fc.string())))
      if (name === 'namespace' || name === 'key')
        return text(g(() => fc.oneof(fc.constantFrom('reviews', 'rating', 'rating_count'), fc.string())))
      return text(g(fc.string, { maxLength: 12 }))
    default:
      // Custom scalars take any value.
      return g(() => anyValue)
  }
}

/** A random document over the schema: fields, arguments (some as variables), aliases and fragments. */
function randomOperation(
  g: fc.GeneratorValue,
  operation: 'query' | 'mutation' = 'query',
): { query: string; variables: Json } {
  const declarations: string[] = []
  const variables: Json = {}
  const argument = (name: string, type: GraphQLInputType) => {
    const value = inputValue(g, type, name)
    if (!g(fc.boolean)) return `${name}: ${value.literal}`
    const variable = `v${declarations.length}`
    declarations.push(`$${variable}: ${String(type)}`)
    variables[variable] = value.json
    return `${name}: $${variable}`
  }
  const selections = (type: GraphQLCompositeType, depth: number): string => {
    if (isAbstractType(type)) {
      const possible = storefrontSchema.getPossibleTypes(type)
      const chosen = possible[g(fc.nat, possible.length - 1)]
      return chosen ? `__typename ... on ${chosen.name} { ${selections(chosen, depth)} }` : '__typename'
    }
    const fields = Object.values(type.getFields())
    if (depth >= 5) return fields.find((field) => isLeafType(getNamedType(field.type)))?.name ?? '__typename'
    return Array.from({ length: 1 + g(fc.nat, 3) }, (_, index) => {
      const field = fields[g(fc.nat, fields.length - 1)]
      if (!field) return '__typename'
      const pageArguments = g(
        fc.constantFrom,
        ['first'],
        ['first'],
        ['first'],
        ['last'],
        ['first', 'last'],
        [],
      )
      const args = field.args
        .filter((arg) => {
          if (isNonNullType(arg.type)) return g(fc.nat, 20) > 0
          if (arg.name === 'first' || arg.name === 'last') return pageArguments.includes(arg.name)
          return g(fc.nat, 2) === 0
        })
        .map((arg) => argument(arg.name, arg.type))
      const named = getNamedType(field.type)
      const inner = isCompositeType(named) ? ` { ${selections(named, depth + 1)} }` : ''
      return `f${depth}_${index}: ${field.name}${args.length > 0 ? `(${args.join(', ')})` : ''}${inner}`
    }).join(' ')
  }
  const root = storefrontSchema.getRootType(
    operation === 'query' ? OperationTypeNode.QUERY : OperationTypeNode.MUTATION,
  )
  const body = root ? selections(root, 0) : '__typename'
  const inContext = storefrontSchema.getDirective('inContext')
  const directive =
    inContext && g(fc.nat, 5) === 0
      ? ` @inContext(${inContext.args.map((arg) => argument(arg.name, arg.type)).join(', ')})`
      : ''
  const header = declarations.length > 0 ? `(${declarations.join(', ')})` : ''
  return { query: `${operation} Fuzz${header}${directive} { ${body} }`, variables }
}

const validDocuments = [
  print(CATALOGUE_PRODUCTS_QUERY),
  print(PRODUCT_BY_HANDLE_QUERY),
  '{ products(first: 3) { edges { cursor node { handle variants(first: 2) { nodes { price { amount } } } } } } }',
  '{ search(query: "tag:named", first: 2, productFilters: [{ available: true }]) { totalCount productFilters { id } } }',
  '{ collection(handle: "featured") { products(first: 2, sortKey: PRICE) { nodes { title } } } }',
  '{ nodes(ids: ["gid://shopify/Product/1"]) { ... on Product { handle } } }',
]

/** A valid document cut short, with a piece cut out, or with something pasted in. */
const brokenDocument = fc
  .tuple(
    fc.constantFrom(...validDocuments),
    fc.nat(),
    fc.nat(),
    fc.oneof(
      fc.constantFrom(
        '{',
        '}',
        '(',
        ')',
        '...',
        '$',
        '"',
        '@',
        ':',
        'first: 1000',
        '#',
        '\u0000',
        'fragment',
      ),
      fc.string({ maxLength: 6 }),
    ),
    fc.constantFrom('truncate', 'cut', 'paste'),
  )
  .map(([document, at, length, pasted, how]) => {
    const start = at % (document.length + 1)
    if (how === 'truncate') return document.slice(0, start)
    if (how === 'cut') return document.slice(0, start) + document.slice(start + (length % 40))
    return document.slice(0, start) + pasted + document.slice(start)
  })

describe('GraphQL requests, fuzzed', { timeout: FUZZ_TIMEOUT_MS }, () => {
  it('answer any body with a standard answer, never a 5xx', async () => {
    const body = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.json({ maxDepth: 3 }),
      fc
        .record(
          {
            query: fc.oneof(fc.string({ maxLength: 80 }), fc.jsonValue({ maxDepth: 2 })),
            variables: fc.jsonValue({ maxDepth: 3 }),
            operationName: fc.jsonValue({ maxDepth: 1 }),
          },
          { requiredKeys: [] },
        )
        .map((record) => JSON.stringify(record)),
    )
    const contentType = fc.constantFrom('application/json', 'application/graphql', 'text/plain', '')
    await fc.assert(
      fc.asyncProperty(body, contentType, async (text, type) => {
        await post(text, type)
      }),
      { numRuns: 600 },
    )
  })

  it('answer broken documents, and documents with variables of any type', async () => {
    const variables = fc.oneof(
      fc.constant(undefined),
      fc.dictionary(
        fc.constantFrom('first', 'after', 'query', 'sortKey', 'reverse', 'handle'),
        fc.jsonValue({ maxDepth: 2 }),
      ),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(brokenDocument, fc.constantFrom(...validDocuments)),
        variables,
        async (query, values) => {
          await gql(query, values)
        },
      ),
      { numRuns: 800 },
    )
  })

  it('answer random documents over the schema with random arguments, literal or variable', async () => {
    await fc.assert(
      fc.asyncProperty(fc.gen().map(randomOperation), async ({ query, variables }) => {
        await gql(query, variables)
      }),
      { numRuns: 1200 },
    )
  })

  it('answer random cart mutations with user errors or standard errors, never an internal error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.gen().map((g) => randomOperation(g, 'mutation')),
        async ({ query, variables }) => {
          await gql(query, variables)
        },
      ),
      { numRuns: 400 },
    )
  })

  it('refuse nesting past the depth limit, and nothing shallower', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(25), async (levels) => {
        // product (1), then three levels for each `variants { nodes { product` and `id` at the end.
        const query = `{ product(handle: "alpha-leather-jacket") { ${'variants(first: 1) { nodes { product { '.repeat(levels)}id${' } } }'.repeat(levels)} } }`
        const depth = 2 + 3 * levels
        const body = await gql(query)
        if (depth > MAX_QUERY_DEPTH) expect(codesOf(body)).toEqual(['MAX_DEPTH_EXCEEDED'])
        else expect(body.errors).toBeUndefined()
      }),
      { numRuns: 40 },
    )
  })

  it('refuse aliased pages of pages exactly when their cost passes the limit', async () => {
    const pages = fc.record({
      aliases: fc.integer({ min: 1, max: 12 }),
      products: fc.oneof(fc.nat(250), fc.integer({ min: 251, max: 100_000 })),
      variants: fc.nat(250),
      asVariables: fc.boolean(),
    })
    await fc.assert(
      fc.asyncProperty(pages, async ({ aliases, products, variants, asVariables }) => {
        const [first, nested] = asVariables ? ['$p', '$v'] : [products, variants]
        const fields = Array.from(
          { length: aliases },
          (_, i) =>
            `a${i}: products(first: ${first}) { nodes { variants(first: ${nested}) { nodes { id } } } }`,
        )
        const header = asVariables ? '($p: Int!, $v: Int!)' : ''
        const body = await gql(`query Pages${header} { ${fields.join(' ')} }`, { p: products, v: variants })
        const pageSize = Math.min(products, 250)
        const cost = aliases * (2 + pageSize * (1 + 2 + variants))
        if (cost > MAX_QUERY_COST) {
          expect(body.errors?.[0]?.message).toBe(
            `Query cost is ${cost}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).`,
          )
        } else if (products > 250) {
          expect(new Set(codesOf(body))).toEqual(new Set(['BAD_USER_INPUT']))
        } else {
          expect(body.errors).toBeUndefined()
          expect(Object.keys(body.data ?? {})).toHaveLength(aliases)
        }
      }),
      { numRuns: 150 },
    )
  })

  it('refuse list arguments of more than 250 items, and only those', async () => {
    const lists = fc.record({ ids: fc.nat(400), filters: fc.nat(400), asVariables: fc.boolean() })
    await fc.assert(
      fc.asyncProperty(lists, async ({ ids, filters, asVariables }) => {
        const idList = Array.from({ length: ids }, (_, i) => `gid://shopify/Product/${i + 1}`)
        const tags = Array.from({ length: filters }, (_, i) => `t${i}`)
        const body = asVariables
          ? await gql(
              'query ($ids: [ID!]!, $f: [ProductFilter!]) { nodes(ids: $ids) { id } search(query: "", first: 1, productFilters: $f) { totalCount } }',
              { ids: idList, f: tags.map((tag) => ({ tag })) },
            )
          : await gql(`{
              nodes(ids: ${JSON.stringify(idList)}) { id }
              search(query: "", first: 1, productFilters: [${tags.map((tag) => `{ tag: "${tag}" }`).join(' ')}]) { totalCount }
            }`)
        if (ids > 250 || filters > 250) expect(codesOf(body)).toEqual(['BAD_USER_INPUT'])
        else expect(body.errors).toBeUndefined()
      }),
      { numRuns: 100 },
    )
  })

  it('answer fragment graphs, refusing those with cycles or unused fragments', async () => {
    const graph = fc.integer({ min: 1, max: 7 }).chain((count) =>
      fc.array(fc.uniqueArray(fc.nat(count - 1), { maxLength: 3 }), {
        minLength: count,
        maxLength: count,
      }),
    )
    await fc.assert(
      fc.asyncProperty(graph, async (spreads) => {
        const fragments = spreads.map(
          (targets, i) =>
            `fragment F${i} on Product { handle ${targets.map((target) => `...F${target}`).join(' ')} }`,
        )
        const body = await gql(`{ products(first: 2) { nodes { ...F0 } } } ${fragments.join(' ')}`)
        const reachable = new Set([0])
        for (const from of reachable) for (const to of spreads[from] ?? []) reachable.add(to)
        const cyclic = [...reachable].some((start) => {
          const seen = new Set<number>()
          const pending = [...(spreads[start] ?? [])]
          for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
            if (next === start) return true
            if (!seen.has(next)) {
              seen.add(next)
              pending.push(...(spreads[next] ?? []))
            }
          }
          return false
        })
        if (cyclic)
          expect(body.errors?.some((error) => /Cannot spread fragment/.test(String(error.message)))).toBe(
            true,
          )
        if (cyclic || reachable.size < spreads.length)
          expect(codesOf(body)).toContain('GRAPHQL_VALIDATION_FAILED')
        else expect(body.errors).toBeUndefined()
      }),
      { numRuns: 200 },
    )
  })
})
