/**
 * Shopify's own Storefront schema (the introspection Hydrogen publishes), made executable: the
 * catalogue's resolvers where a shop front reads, deterministic mock values everywhere else, so any
 * field Shopify has answers something that fits the schema.
 */
import { createRequire } from 'node:module'
import { addMocksToSchema, createMockStore, type IMocks, isRef } from '@graphql-tools/mock'
import type { GraphQLFieldResolver, GraphQLSchema, IntrospectionQuery } from 'graphql'
import { graphqlJs } from './graphql-js'
import { TEST_STORE_PRIMARY_DOMAIN } from './menus'
import { testStoreResolvers } from './resolvers'

const require = createRequire(import.meta.url)

/** Read once: building the schema from the 800 kB introspection is the slow part. */
export const shopifyStorefrontSchema: GraphQLSchema = graphqlJs.buildClientSchema(
  require('@shopify/hydrogen-react/storefront.schema.json') as IntrospectionQuery,
)

const MOCK_DATE = '2026-10-01T00:00:00Z'

export interface ExecutableStorefrontSchema {
  schema: GraphQLSchema
  /** Forgets every mocked value, so each request's mocks start from the same state. */
  resetMocks(): void
}

/** A fresh executable schema with its own mock store. */
export function createExecutableStorefrontSchema(): ExecutableStorefrontSchema {
  let mockIds = 0
  const mocks: IMocks = {
    ID: () => `gid://shopify/TestStoreMock/${++mockIds}`,
    String: () => 'Test store value',
    Int: () => 1,
    Float: () => 1.5,
    // False, so a mocked connection never claims another page a client would go on asking for.
    Boolean: () => false,
    Color: () => '#1f1f1f',
    DateTime: () => MOCK_DATE,
    ISO8601DateTime: () => MOCK_DATE,
    Decimal: () => '0.0',
    HTML: () => '<p>Test store value</p>',
    JSON: () => ({}),
    URL: () => 'https://test-store.example/',
    UnsignedInt64: () => '0',
    CurrencyCode: () => 'EUR',
    CountryCode: () => 'AT',
    LanguageCode: () => 'EN',
    MoneyV2: () => ({ amount: '0.0', currencyCode: 'EUR' }),
    Shop: () => ({
      name: 'Nordkap Test Store',
      description: 'A second Shopify store for tests, priced in euros.',
      moneyFormat: '€{{amount_with_comma_separator}}',
      // Its own brand settings: a slogan and no logo, so the header names it by its name alone.
      brand: {
        slogan: 'Du casque aux bottes, équipé pour rouler loin',
        shortDescription: null,
        logo: null,
      },
      primaryDomain: {
        host: new URL(TEST_STORE_PRIMARY_DOMAIN).host,
        url: TEST_STORE_PRIMARY_DOMAIN,
        sslEnabled: true,
      },
    }),
  }
  const store = createMockStore({
    schema: shopifyStorefrontSchema,
    mocks,
    mockGenerationBehavior: 'deterministic',
  })
  const schema = addMocksToSchema({ schema: shopifyStorefrontSchema, store })
  installResolvers(schema)
  return {
    schema,
    resetMocks() {
      store.reset()
      mockIds = 0
    },
  }
}

type FieldResolver = GraphQLFieldResolver<unknown, unknown>

/**
 * Puts the catalogue's resolvers on the mocked schema. A Product or variant the mocks made up (in a
 * mocked cart, say) is not in the catalogue, so its fields keep answering from the mocks.
 */
function installResolvers(schema: GraphQLSchema) {
  for (const [typeName, resolvers] of Object.entries(testStoreResolvers)) {
    const type = schema.getType(typeName)
    if (!graphqlJs.isObjectType(type)) throw new Error(`Shopify's schema has no object type ${typeName}`)
    const fields = type.getFields()
    for (const [fieldName, resolve] of Object.entries(resolvers)) {
      const field = fields[fieldName]
      if (!field) throw new Error(`Shopify's schema has no field ${typeName}.${fieldName}`)
      const mocked = field.resolve
      const fromCatalogue = resolve as FieldResolver
      field.resolve = (source, args, context, info) =>
        mocked && isRef(source)
          ? mocked(source, args, context, info)
          : fromCatalogue(source, args, context, info)
    }
  }
}
