import { and, type Column, or, type SQL, sql } from 'drizzle-orm'
import { collections, products, productVariants } from '../db/schema'
import { parseGid } from './gid'
import {
  hasWildcard,
  parseSearchQuery,
  type SearchComparator,
  type SearchNode,
  type SearchTerm,
} from './search-syntax'

/** Compiles one term; null drops the term from the query (it then constrains nothing). */
type TermMatcher = (term: SearchTerm) => SQL | null

interface SearchFields {
  bare: TermMatcher
  fields: Record<string, TermMatcher>
}

const MATCH_NOTHING = sql`false`

/** Escapes LIKE metacharacters in user text (backslash is Postgres' default LIKE escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`)
}

/** The value as a LIKE pattern: `*` becomes `%`, everything else is literal. */
function likePattern(value: string): string {
  return value.split('*').map(escapeLike).join('%')
}

function containsPattern(value: string): string {
  return `%${likePattern(value)}%`
}

/** Comparators only mean something to numbers and dates; elsewhere `>` is just part of the text. */
function textOf(term: SearchTerm): string {
  return term.comparator === ':' ? term.value : `${term.comparator}${term.value}`
}

function sqlOperator(comparator: SearchComparator): SQL {
  return sql.raw(comparator === ':' ? '=' : comparator)
}

/** Substring without wildcards; with them, the pattern must match from the start of a word. */
function wordsMatcher(column: Column): TermMatcher {
  return (term) => {
    const value = textOf(term)
    if (!hasWildcard(term)) return sql`${column} ilike ${containsPattern(value)}`
    const pattern = likePattern(value)
    return sql`(${column} ilike ${pattern} or ${column} ilike ${`% ${pattern}`})`
  }
}

/** The whole value, case-insensitively; with wildcards, the pattern. */
function equalsMatcher(column: Column): TermMatcher {
  return (term) => {
    const value = textOf(term)
    if (hasWildcard(term)) return sql`${column} ilike ${likePattern(value)}`
    return sql`lower(${column}) = lower(${value})`
  }
}

function hasTag(value: string, wildcard: boolean): SQL {
  if (wildcard) {
    return sql`exists (select 1 from unnest(${products.tags}) as product_tag(tag) where tag ilike ${likePattern(value)})`
  }
  // Containment on the lower-cased copy: a GIN index serves it, and a scan is fast without one.
  return sql`${products.tagsLower} @> array[lower(${value})]`
}

function tagMatcher(term: SearchTerm): SQL {
  return hasTag(textOf(term), hasWildcard(term))
}

function idMatcher(column: Column, gidType: string): TermMatcher {
  return (term) => {
    const gid = parseGid(term.value)
    const id = gid
      ? gid.type === gidType
        ? gid.id
        : null
      : /^\d{1,15}$/.test(term.value)
        ? Number(term.value)
        : null
    // As bigint: `id:<99999999999` is true of every row rather than an int4 overflow.
    return id === null ? MATCH_NOTHING : sql`${column} ${sqlOperator(term.comparator)} ${id}::bigint`
  }
}

function numberMatcher(column: Column): TermMatcher {
  return (term) => {
    const value = term.value.replace(/^\$/, '')
    if (!/^-?\d{1,12}(\.\d{1,6})?$/.test(value)) return MATCH_NOTHING
    return sql`${column} ${sqlOperator(term.comparator)} ${value}::numeric`
  }
}

/** Postgres reads four-digit years only; an instant beyond them is pinned to the first or the last. */
const EARLIEST_INSTANT = Date.parse('0001-01-01T00:00:00Z')
const LATEST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z')

function isoInstant(time: number): string {
  return new Date(Math.min(Math.max(time, EARLIEST_INSTANT), LATEST_INSTANT)).toISOString()
}

/** `2025-01-31` means that UTC day (`:` matches all of it); a full timestamp means that instant. */
function dateMatcher(column: Column): TermMatcher {
  return (term) => {
    const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(term.value)
    const time = Date.parse(dayOnly ? `${term.value}T00:00:00Z` : term.value)
    if (Number.isNaN(time)) return MATCH_NOTHING
    const instant = isoInstant(time)
    if (dayOnly && term.comparator === ':') {
      const nextDay = isoInstant(time + 86_400_000)
      return sql`(${column} >= ${instant}::timestamptz and ${column} < ${nextDay}::timestamptz)`
    }
    return sql`${column} ${sqlOperator(term.comparator)} ${instant}::timestamptz`
  }
}

function booleanMatcher(column: Column): TermMatcher {
  return (term) => {
    const value = term.value.toLowerCase()
    if (value !== 'true' && value !== 'false') return MATCH_NOTHING
    return sql`${column} = ${value === 'true'}`
  }
}

const productFields: SearchFields = {
  bare: (term) => {
    const pattern = containsPattern(textOf(term))
    return sql`(${products.title} ilike ${pattern} or ${products.vendor} ilike ${pattern} or ${products.productType} ilike ${pattern} or exists (select 1 from unnest(${products.tags}) as product_tag(tag) where tag ilike ${pattern}))`
  },
  fields: {
    title: wordsMatcher(products.title),
    tag: tagMatcher,
    tag_not: (term) => sql`not ${tagMatcher(term)}`,
    vendor: equalsMatcher(products.vendor),
    product_type: equalsMatcher(products.productType),
    handle: equalsMatcher(products.handle),
    available_for_sale: booleanMatcher(products.availableForSale),
    id: idMatcher(products.id, 'Product'),
    price: numberMatcher(products.minPrice),
    'variants.price': numberMatcher(products.minPrice),
    created_at: dateMatcher(products.createdAt),
    updated_at: dateMatcher(products.updatedAt),
  },
}

const collectionFields: SearchFields = {
  bare: (term) => sql`${collections.title} ilike ${containsPattern(textOf(term))}`,
  fields: {
    title: wordsMatcher(collections.title),
    handle: equalsMatcher(collections.handle),
    id: idMatcher(collections.id, 'Collection'),
    updated_at: dateMatcher(collections.updatedAt),
  },
}

function compile(node: SearchNode, fields: SearchFields): SQL | null {
  switch (node.kind) {
    case 'term': {
      if (node.field === null) return fields.bare(node)
      // Unknown fields are dropped, as Shopify ignores them.
      return Object.hasOwn(fields.fields, node.field) ? (fields.fields[node.field]?.(node) ?? null) : null
    }
    case 'not': {
      const inner = compile(node.child, fields)
      return inner ? sql`not (${inner})` : null
    }
    case 'and':
    case 'or': {
      const parts = node.children.map((child) => compile(child, fields)).filter((part) => part !== null)
      if (parts.length === 0) return null
      if (parts.length === 1) return parts[0] ?? null
      return (node.kind === 'and' ? and(...parts) : or(...parts)) ?? null
    }
  }
}

/** The `query` argument of `products` as a condition on the products table; undefined = all. */
export function productSearchCondition(query: string | null | undefined): SQL | undefined {
  const ast = parseSearchQuery(query)
  return (ast && compile(ast, productFields)) ?? undefined
}

/** The `query` argument of `collections` (title, handle, id, updated_at, bare words on the title). */
export function collectionSearchCondition(query: string | null | undefined): SQL | undefined {
  const ast = parseSearchQuery(query)
  return (ast && compile(ast, collectionFields)) ?? undefined
}

/** The `filters` argument of `Collection.products`, as Shopify's `ProductFilter` input. */
export interface ProductFilterInput {
  available?: boolean | null
  price?: { min?: number | null; max?: number | null } | null
  productType?: string | null
  productVendor?: string | null
  tag?: string | null
  variantOption?: { name: string; value: string } | null
}

/** Kinds of `ProductFilter`; each variant option (`variantOption:size`) is a kind of its own. */
export type ProductFilterKind =
  | 'available'
  | 'price'
  | 'productType'
  | 'productVendor'
  | 'tag'
  | `variantOption:${string}`

/** Products with a variant whose option `name` has `value` (both compared ignoring case, as Shopify). */
function hasVariantOption(name: string, value: string): SQL {
  return sql`exists (select 1 from ${productVariants} cross join jsonb_array_elements(${productVariants.selectedOptions}) as variant_option(entry) where ${productVariants.productId} = ${products.id} and lower(entry->>'name') = lower(${name}) and lower(entry->>'value') = lower(${value}))`
}

/**
 * Filters of the same kind are alternatives and different kinds must all hold, as at Shopify (Size M
 * or L, and Color Black). The price filter, like the `price` search field, applies to the product's
 * lowest variant price.
 * `except` leaves one kind out, which is how a facet counts its own values.
 */
export function productFilterCondition(
  filters: readonly ProductFilterInput[] | null | undefined,
  options: { except?: ProductFilterKind } = {},
): SQL | undefined {
  const groups = new Map<ProductFilterKind, SQL[]>()
  const add = (kind: ProductFilterKind, condition: SQL) => {
    if (kind !== options.except) groups.set(kind, [...(groups.get(kind) ?? []), condition])
  }
  for (const filter of filters ?? []) {
    if (typeof filter.available === 'boolean')
      add('available', sql`${products.availableForSale} = ${filter.available}`)
    if (filter.price) {
      const { min, max } = filter.price
      const bounds = [
        typeof min === 'number' && Number.isFinite(min)
          ? sql`${products.minPrice} >= ${String(min)}::numeric`
          : undefined,
        typeof max === 'number' && Number.isFinite(max)
          ? sql`${products.minPrice} <= ${String(max)}::numeric`
          : undefined,
      ]
      const range = and(...bounds)
      if (range) add('price', range)
    }
    if (filter.productType)
      add('productType', sql`lower(${products.productType}) = lower(${filter.productType})`)
    if (filter.productVendor)
      add('productVendor', sql`lower(${products.vendor}) = lower(${filter.productVendor})`)
    if (filter.tag) add('tag', hasTag(filter.tag, false))
    if (filter.variantOption)
      add(
        `variantOption:${filter.variantOption.name.toLowerCase()}`,
        hasVariantOption(filter.variantOption.name, filter.variantOption.value),
      )
  }
  return and(...[...groups.values()].map((alternatives) => or(...alternatives)))
}
