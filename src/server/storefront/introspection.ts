import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { minifyIntrospectionQuery } from '@urql/introspection'
import {
  type IntrospectionNamedTypeRef,
  type IntrospectionOutputTypeRef,
  type IntrospectionQuery,
  type IntrospectionScalarType,
  type IntrospectionType,
  isCompositeType,
  isIntrospectionType,
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

function trimType(type: IntrospectionType, kept: ReadonlySet<string>): IntrospectionType {
  const keep = <T extends { name: string }>(list: readonly T[]) =>
    list.filter((entry) => kept.has(entry.name))
  const emulated = storefrontSchema.getType(type.name)
  const offered = new Set(emulated && 'getFields' in emulated ? Object.keys(emulated.getFields()) : [])
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
 * emulator also has are kept, each with the fields the emulator also has (the app's queries can
 * reach no others, as the emulator validates them), as Shopify types them; a field leading elsewhere
 * is typed `Any`, which keeps the file small (it loads with the app's entry) while graphcache still
 * reads each field's nullability and list wrapping.
 */
export function storefrontIntrospection(): IntrospectionQuery {
  const shopify = minifyIntrospectionQuery(shopifyStorefrontIntrospection())
  const theirs = new Set(shopify.__schema.types.map((type) => type.name))
  const kept = new Set<string>([ANY.name])
  for (const type of Object.values(storefrontSchema.getTypeMap())) {
    if (!isCompositeType(type) || isIntrospectionType(type)) continue
    if (!theirs.has(type.name)) throw new Error(`Shopify's schema has no type ${type.name}`)
    kept.add(type.name)
  }
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
