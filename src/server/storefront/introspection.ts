import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { minifyIntrospectionQuery } from '@urql/introspection'
import {
  type GraphQLNamedType,
  getNamedType,
  type IntrospectionNamedTypeRef,
  type IntrospectionOutputTypeRef,
  type IntrospectionQuery,
  type IntrospectionScalarType,
  type IntrospectionType,
  isAbstractType,
  isCompositeType,
  isIntrospectionType,
  isUnionType,
} from 'graphql'
import { storefrontSchema } from './schema'

/** Shopify's published Storefront API schema (2026-04), as @shopify/hydrogen-react ships it. */
export function shopifyStorefrontIntrospection(): IntrospectionQuery {
  const path = createRequire(import.meta.url).resolve('@shopify/hydrogen-react/storefront.schema.json')
  return JSON.parse(readFileSync(path, 'utf8')) as IntrospectionQuery
}

/** What minifyIntrospectionQuery puts in place of scalars, enums and inputs. */
const ANY: IntrospectionNamedTypeRef<IntrospectionScalarType> = { kind: 'SCALAR', name: 'Any' }

/** `ref` with any type outside `kept` turned into `Any`, as the minifier does with scalars. */
function trimRef(ref: IntrospectionOutputTypeRef, kept: ReadonlySet<string>): IntrospectionOutputTypeRef {
  if (ref.kind === 'NON_NULL' || ref.kind === 'LIST') {
    return { kind: ref.kind, ofType: trimRef(ref.ofType, kept) } as IntrospectionOutputTypeRef
  }
  return kept.has(ref.name) ? ref : ANY
}

/**
 * Root fields the browser never asks for: the server makes the store's carts and reads them
 * (docs/decisions/0070-checkout-through-the-store.md), so the browser's copy leaves the Cart API out.
 */
export const SERVER_ONLY_QUERY_FIELDS: ReadonlySet<string> = new Set(['cart'])

/** The emulator's object, interface and union types that the browser's queries can reach. */
function browserTypes(): Set<string> {
  const queryRoot = storefrontSchema.getQueryType()
  const reached = new Set<string>()
  const pending: GraphQLNamedType[] = queryRoot ? [queryRoot] : []
  while (pending.length > 0) {
    const type = pending.pop()
    if (!type || !isCompositeType(type) || reached.has(type.name)) continue
    reached.add(type.name)
    if (isAbstractType(type)) pending.push(...storefrontSchema.getPossibleTypes(type))
    else pending.push(...type.getInterfaces())
    if (isUnionType(type)) continue
    for (const field of Object.values(type.getFields())) {
      if (type !== queryRoot || !SERVER_ONLY_QUERY_FIELDS.has(field.name))
        pending.push(getNamedType(field.type))
    }
  }
  return reached
}

function trimType(type: IntrospectionType, kept: ReadonlySet<string>): IntrospectionType {
  const keep = <T extends { name: string }>(list: readonly T[]) =>
    list.filter((entry) => kept.has(entry.name))
  const emulated = storefrontSchema.getType(type.name)
  // A field is kept when the emulator offers it and it leads to a kept type or a scalar.
  const offered = new Set(
    emulated && 'getFields' in emulated
      ? Object.values(emulated.getFields())
          .filter((field) => {
            const named = getNamedType(field.type)
            return !isCompositeType(named) || kept.has(named.name)
          })
          .map((field) => field.name)
      : [],
  )
  const fields = (list: Extract<IntrospectionType, { fields: unknown }>['fields']) =>
    list
      .filter((field) => offered.has(field.name))
      .map((field) => ({ ...field, type: trimRef(field.type, kept) }))
  switch (type.kind) {
    case 'OBJECT':
      return { ...type, fields: fields(type.fields), interfaces: keep(type.interfaces) }
    case 'INTERFACE':
      return {
        ...type,
        fields: fields(type.fields),
        interfaces: keep(type.interfaces),
        possibleTypes: keep(type.possibleTypes),
      }
    case 'UNION':
      return { ...type, possibleTypes: keep(type.possibleTypes) }
    default:
      return type
  }
}

/**
 * The schema graphcache needs in the browser, from Shopify's schema rather than the emulator's, so
 * the cache accepts any field a real store has. Only the object, interface and union types the
 * emulator also has and the browser's queries can reach (not the Cart API) are kept, each with the fields the emulator also has (the app's queries can
 * reach no others, as the emulator validates them), as Shopify types them; a field leading elsewhere
 * is typed `Any`, which keeps the file small (it loads with the app's entry) while graphcache still
 * reads each field's nullability and list wrapping.
 */
export function storefrontIntrospection(): IntrospectionQuery {
  const shopify = minifyIntrospectionQuery(shopifyStorefrontIntrospection())
  const theirs = new Set(shopify.__schema.types.map((type) => type.name))
  for (const type of Object.values(storefrontSchema.getTypeMap())) {
    if (!isCompositeType(type) || isIntrospectionType(type)) continue
    if (!theirs.has(type.name)) throw new Error(`Shopify's schema has no type ${type.name}`)
  }
  const kept = new Set<string>([ANY.name, ...browserTypes()])
  const root = <T extends { name: string }>(ref: T | null | undefined) =>
    ref && kept.has(ref.name) ? ref : null
  return {
    __schema: {
      ...shopify.__schema,
      mutationType: root(shopify.__schema.mutationType),
      subscriptionType: root(shopify.__schema.subscriptionType),
      types: shopify.__schema.types.filter((type) => kept.has(type.name)).map((type) => trimType(type, kept)),
    },
  }
}
