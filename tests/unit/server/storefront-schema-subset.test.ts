import { buildClientSchema, buildSchema } from 'graphql'
import { describe, expect, it } from 'vitest'
import { shopifyStorefrontIntrospection } from '../../../src/server/storefront/introspection'
import { storefrontSchema } from '../../../src/server/storefront/schema'
import { schemaExtras } from './schema-subset'

describe("the emulator's schema", () => {
  it("offers nothing that Shopify's Storefront API 2026-04 lacks", () => {
    const shopify = buildClientSchema(shopifyStorefrontIntrospection())
    expect(schemaExtras(storefrontSchema, shopify)).toEqual([])
  })
})

describe('schemaExtras', () => {
  const theirs = buildSchema(/* GraphQL */ `
    directive @inContext(country: String) on QUERY
    interface Node {
      id: ID!
    }
    type Query {
      product(handle: String, key: String!): Product
      items(first: Int, sortKey: SortKeys = ID): [Item!]!
    }
    type Product implements Node {
      id: ID!
      title: String!
    }
    type Article implements Node {
      id: ID!
    }
    union Item = Product | Article
    enum SortKeys {
      ID
      TITLE
    }
    input Range {
      min: Float = 0
      max: Float
    }
    scalar Code
  `)
  const extrasOf = (sdl: string) => schemaExtras(buildSchema(sdl), theirs)

  it('finds nothing in a schema that leaves things out', () => {
    expect(
      extrasOf(/* GraphQL */ `
        type Query {
          product(key: String!): Product
        }
        type Product {
          title: String!
        }
      `),
    ).toEqual([])
  })

  it('names every field, argument, enum value, member, interface and directive that is extra', () => {
    expect(
      extrasOf(/* GraphQL */ `
        directive @inContext(country: String, language: String) on QUERY | MUTATION
        directive @cached on FIELD
        interface Node {
          id: ID!
        }
        interface Named {
          name: String
        }
        type Query {
          product(handle: String, key: String!, locale: String): Product
          items(first: Int, sortKey: SortKeys = ID): [Item!]!
        }
        type Product implements Node & Named {
          id: ID!
          title: String!
          name: String
        }
        type Page {
          id: ID!
        }
        union Item = Product | Page
        enum SortKeys {
          ID
          TITLE
          RATING
        }
      `),
    ).toEqual([
      'extra type Named',
      'extra argument Query.product(locale)',
      'extra interface Product implements Named',
      'extra field Product.name',
      'extra type Page',
      'extra union member Item = Page',
      'extra enum value SortKeys.RATING',
      'extra directive location @inContext on MUTATION',
      'extra argument @inContext(language)',
      'extra directive @cached',
    ])
  })

  it('names every type, nullability, kind and default that differs', () => {
    expect(
      extrasOf(/* GraphQL */ `
        type Query {
          product(handle: String!, key: String!): Product
          items(first: Int, sortKey: SortKeys = TITLE): [Item]!
        }
        type Product {
          id: ID!
          title: String
        }
        union Item = Product
        enum SortKeys {
          ID
          TITLE
        }
        input Range {
          min: Float
          max: Int
        }
        enum Code {
          US
        }
      `),
    ).toEqual([
      'changed type Query.product(handle): String! here, String there',
      'changed type Query.items: [Item]! here, [Item!]! there',
      'changed default Query.items(sortKey): TITLE here, ID there',
      'changed type Product.title: String here, String! there',
      'changed default Range.min: (none) here, 0 there',
      'changed type Range.max: Int here, Float there',
      'changed kind Code: enum here, scalar there',
    ])
  })

  it('names a required argument left out, which would let through requests the other refuses', () => {
    expect(
      extrasOf(/* GraphQL */ `
        type Query {
          product(handle: String): Product
        }
        type Product {
          id: ID!
        }
      `),
    ).toEqual(['missing required argument Query.product(key)'])
  })
})
