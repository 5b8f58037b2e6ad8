import { readFile } from 'node:fs/promises'
import {
  buildClientSchema,
  execute,
  type GraphQLCompositeType,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLTypeResolver,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  isRequiredInputField,
  parse,
  responsePathAsArray,
} from 'graphql'
import { Client, fetchExchange } from 'urql'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { catalogueCacheExchange, entriesStorage } from '../../../../src/lib/storefront/client'
import {
  SERVER_ONLY_QUERY_FIELDS,
  shopifyStorefrontIntrospection,
  storefrontIntrospection,
} from '../../../../src/server/storefront/introspection'
import { storefrontSchema } from '../../../../src/server/storefront/schema'

const committedText = () =>
  readFile(new URL('../../../../src/lib/storefront/schema.json', import.meta.url), 'utf8')

const shopify = buildClientSchema(shopifyStorefrontIntrospection())

/** A literal for an argument; the answers below ignore arguments. */
function literalFor(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literalFor(type.ofType)
  if (isListType(type)) return `[${literalFor(type.ofType)}]`
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(isRequiredInputField)
    return `{ ${fields.map((field) => `${field.name}: ${literalFor(field.type)}`).join(', ')} }`
  }
  if (isEnumType(type)) return type.getValues()[0]?.name ?? 'null'
  return type.name === 'Int' || type.name === 'Float' ? '1' : '"x"'
}

/** The type of a connection's nodes (`edges { node }`), or undefined for any other type. */
function connectionNode(type: GraphQLNamedType): string | undefined {
  if (!isObjectType(type)) return undefined
  const edge = type.getFields().edges
  const edgeType = edge ? getNamedType(edge.type) : undefined
  const node = edgeType && isObjectType(edgeType) ? edgeType.getFields().node : undefined
  return node ? getNamedType(node.type).name : undefined
}

/**
 * A selection of every field the emulator offers on `type`, each type once per branch: whatever the
 * app asks for is a part of it, as the emulator refuses anything else.
 */
function everyField(type: GraphQLCompositeType, path: ReadonlySet<string> = new Set()): string {
  const within = new Set([...path, type.name])
  if (isAbstractType(type)) {
    const members = storefrontSchema.getPossibleTypes(type).filter((member) => !path.has(member.name))
    return `__typename ${members.map((member) => `... on ${member.name} { ${everyField(member, within)} }`).join(' ')}`
  }
  const fields = Object.values(type.getFields()).flatMap((field) => {
    if (type === storefrontSchema.getQueryType() && SERVER_ONLY_QUERY_FIELDS.has(field.name)) return []
    const named = getNamedType(field.type)
    if (isCompositeType(named) && within.has(named.name)) return []
    // A connection of a type already on the branch (a product's collections' products) would be
    // edges without nodes, which no app asks for and relayPagination rightly leaves out.
    const node = connectionNode(named)
    if (node && within.has(node)) return []
    // Pages are asked for with `first`, as the app does (graphcache's relayPagination needs arguments).
    const args = field.args
      .filter((arg) => isRequiredArgument(arg) || arg.name === 'first')
      .map((arg) => `${arg.name}: ${literalFor(arg.type)}`)
    const call = args.length > 0 ? `${field.name}(${args.join(', ')})` : field.name
    return [isCompositeType(named) ? `${call} { ${everyField(named, within)} }` : call]
  })
  return `__typename ${fields.join(' ')}`
}

/** A made-up answer for any field: ids unique to their place in the answer, one item per list. */
const answerField: GraphQLFieldResolver<unknown, unknown> = (_source, _args, _context, info) => {
  const place = responsePathAsArray(info.path).join('.')
  const answerOf = (type: GraphQLOutputType): unknown => {
    if (isNonNullType(type)) return answerOf(type.ofType)
    if (isListType(type)) return [answerOf(type.ofType)]
    if (isEnumType(type)) return type.getValues()[0]?.value
    if (isCompositeType(type)) return {}
    if (type.name === 'ID') return `gid://shopify/${info.parentType.name}/${place}`
    if (type.name === 'Int' || type.name === 'Float') return 1
    if (type.name === 'Boolean') return true
    return `${type.name} at ${place}`
  }
  return answerOf(info.returnType)
}

/** The emulator's first member of the union or interface, which the selections above all cover. */
const firstMember: GraphQLTypeResolver<unknown, unknown> = (_value, _context, _info, abstractType) => {
  const type = storefrontSchema.getType(abstractType.name)
  return type && isAbstractType(type) ? storefrontSchema.getPossibleTypes(type)[0]?.name : undefined
}

/**
 * The app's graphcache, as the app configures it, over a store that answers with Shopify's
 * schema; `served` holds the last answer as the store sent it.
 */
function cachedClient() {
  const served: { data?: unknown } = {}
  const client = new Client({
    url: 'https://store.test/api/2026-04/graphql.json',
    preferGetMethod: false,
    exchanges: [catalogueCacheExchange(entriesStorage()), fetchExchange],
    fetch: async (_input, init) => {
      const { query } = JSON.parse(String(init?.body)) as { query: string }
      const result = await execute({
        schema: shopify,
        document: parse(query),
        fieldResolver: answerField,
        typeResolver: firstMember,
      })
      served.data = result.data
      return Response.json(result)
    },
  })
  return { client, served }
}

/** Asks `query` of the store, then of the cache alone, which must answer all of it. */
async function roundTrip(query: string) {
  const { client, served } = cachedClient()
  const fetched = await client.query(query, {}).toPromise()
  expect(fetched.error).toBeUndefined()
  const cached = await client.query(query, {}, { requestPolicy: 'cache-only' }).toPromise()
  expect(cached.operation.context.meta?.cacheOutcome).toBe('hit')
  expect(cached.data).toEqual(served.data)
}

describe('the app copy of the storefront schema', () => {
  let warn: MockInstance<typeof console.warn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn')
  })
  afterEach(() => {
    warn.mockRestore()
  })

  it('is what npm run storefront:schema makes of Shopify schema now (run it after changing either)', async () => {
    expect(JSON.parse(await committedText())).toEqual(JSON.parse(JSON.stringify(storefrontIntrospection())))
  })

  it("is a valid schema small enough for the browser: the emulator's fields of each type, as Shopify types them", async () => {
    const text = await committedText()
    expect(text.length).toBeLessThan(30_000)
    const committed = buildClientSchema(JSON.parse(text))
    for (const name of ['QueryRoot', 'Product', 'Collection', 'MenuItem']) {
      const ours = committed.getType(name)
      const emulated = storefrontSchema.getType(name)
      const theirs = shopify.getType(name)
      if (!ours || !('getFields' in ours) || !emulated || !('getFields' in emulated))
        throw new Error(`No ${name}`)
      const browsers = Object.keys(emulated.getFields()).filter(
        (field) => name !== 'QueryRoot' || !SERVER_ONLY_QUERY_FIELDS.has(field),
      )
      expect(Object.keys(ours.getFields()).sort()).toEqual(browsers.sort())
      for (const [fieldName, field] of Object.entries(ours.getFields())) {
        const shopifyField = theirs && 'getFields' in theirs ? theirs.getFields()[fieldName] : undefined
        // Nullability and lists are Shopify's; a type outside the schema is `Any`.
        expect(String(field.type).replace(/\w+/g, 'T')).toBe(String(shopifyField?.type).replace(/\w+/g, 'T'))
      }
    }
  })

  it('leaves out the Cart API, which only the server uses', async () => {
    const committed = buildClientSchema(JSON.parse(await committedText()))
    expect(committed.getMutationType()).toBeNull()
    expect(committed.getQueryType()?.getFields().cart).toBeUndefined()
    expect(committed.getType('Cart')).toBeUndefined()
  })

  it('lets graphcache store and answer every field the emulator offers, without a warning', async () => {
    const queryRoot = storefrontSchema.getQueryType()
    if (!queryRoot) throw new Error('The emulator has no query type')
    await roundTrip(`{ ${everyField(queryRoot)} }`)
    expect(warn).not.toHaveBeenCalled()
  })
})
