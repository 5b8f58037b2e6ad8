import { initGraphQLTada } from 'gql.tada'
import type { introspection } from './graphql-env'

/**
 * Every storefront document is written with this `graphql()`: its result and variables are typed
 * from its text against Shopify's Storefront API schema (graphql-env.d.ts, written by `npm run
 * storefront:schema`), and fragments are composed by passing them along. Fragments are not masked:
 * a component reads what its fragment selects straight from the data
 * (docs/decisions/0032-typed-graphql-with-gql-tada.md).
 */
export const graphql = initGraphQLTada<{
  introspection: introspection
  disableMasking: true
  // Shopify's custom scalars arrive as JSON strings (JSON itself as any JSON value).
  scalars: {
    Color: string
    DateTime: string
    Decimal: string
    HTML: string
    ISO8601DateTime: string
    JSON: unknown
    URL: string
    UnsignedInt64: string
  }
}>()

export type { ResultOf, VariablesOf } from 'gql.tada'

/** Shopify's `ProductSortKeys` enum, from the schema. */
export type ProductSortKeys = ReturnType<typeof graphql.scalar<'ProductSortKeys'>>
