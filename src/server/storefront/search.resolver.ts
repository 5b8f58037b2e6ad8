import { and, eq, type SQL, sql } from 'drizzle-orm'
import { products, productVariants } from '../db/schema'
import { type ConnectionArgs, parsePageRequest } from './cursor'
import { type Connection, type SqlOrder, sortValueColumn } from './keyset'
import type { ProductRow, StorefrontContext } from './loaders'
import { fetchProductPage, productIdOrder, productOrders } from './products.resolver'
import type { ResolverMap } from './schema'
import {
  type ProductFilterInput,
  type ProductFilterKind,
  productFilterCondition,
  productSearchCondition,
} from './search-sql'

type SearchSortKey = 'PRICE' | 'RELEVANCE'
type SearchType = 'ARTICLE' | 'PAGE' | 'PRODUCT'
type UnavailableProducts = 'HIDE' | 'LAST' | 'SHOW'

interface SearchArgs extends ConnectionArgs {
  query: string
  sortKey?: SearchSortKey | null
  types?: SearchType[] | null
  productFilters?: ProductFilterInput[] | null
  unavailableProducts?: UnavailableProducts | null
  prefix?: 'LAST' | 'NONE' | null
}

/** Shopify's `Filter`, with `input` already the JSON text a client parses into a `ProductFilter`. */
interface FilterSource {
  id: string
  label: string
  type: 'BOOLEAN' | 'LIST' | 'PRICE_RANGE'
  values: { id: string; label: string; count: number; input: string }[]
}

/** More than any price the catalogue can hold (numeric(10, 2)): adding it moves a product past all. */
const PAST_EVERY_PRICE = sql.raw('100000000')
const soldOut = sql`(not ${products.availableForSale})::int`

/**
 * The order of `search` results. By default (LAST) Shopify lists unavailable products after the
 * others, whichever way the list runs; folding availability into the sort value keeps cursors to one
 * value plus the id, as everywhere else.
 */
function searchOrder(sortKey: SearchSortKey, unavailable: UnavailableProducts, reverse: boolean): SqlOrder {
  const base = sortKey === 'PRICE' ? productOrders.price : productIdOrder
  if (unavailable !== 'LAST') return base
  const direction = reverse ? 'reversed' : 'forward'
  if (sortKey === 'PRICE') {
    const shift = sql`${soldOut} * ${PAST_EVERY_PRICE}`
    return {
      name: `price_available_first_${direction}`,
      value: reverse ? sql`(${products.minPrice} - ${shift})` : sql`(${products.minPrice} + ${shift})`,
      type: 'numeric',
      id: base.id,
    }
  }
  return {
    name: `id_available_first_${direction}`,
    value: reverse ? sql`(-${soldOut})` : soldOut,
    type: 'integer',
    id: base.id,
  }
}

/** What the query, `types` and `unavailableProducts: HIDE` allow, before any product filter. */
function searchScope(args: SearchArgs): SQL | undefined {
  const types = args.types ?? []
  // Only products exist here, so a search for articles or pages alone finds nothing.
  if (types.length > 0 && !types.includes('PRODUCT')) return sql`false`
  return and(
    productSearchCondition(args.query),
    args.unavailableProducts === 'HIDE' ? eq(products.availableForSale, true) : undefined,
  )
}

/** Runs `load` the first time the returned function is called, and shares its promise after that. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined
  return () => {
    promise ??= load()
    return promise
  }
}

const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL']

/** Letter sizes small to large, then numeric sizes ascending, then anything else by name. */
function compareSizes(a: string, b: string): number {
  const rank = (size: string) => {
    const letter = SIZE_ORDER.indexOf(size.toUpperCase())
    if (letter >= 0) return [0, letter] as const
    return /^\d+(\.\d+)?$/.test(size) ? ([1, Number(size)] as const) : ([2, 0] as const)
  }
  const [groupA, valueA] = rank(a)
  const [groupB, valueB] = rank(b)
  return groupA - groupB || valueA - valueB || a.localeCompare(b)
}

function filterValueId(filterId: string, label: string): string {
  return `${filterId}.${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
}

/**
 * Vendor, Size and Price facets of the matches. Each counts under every product filter except those
 * of its own kind, so choosing one brand still shows how many the other brands would add.
 */
async function searchFacets(
  context: StorefrontContext,
  scope: SQL | undefined,
  filters: readonly ProductFilterInput[] | null | undefined,
): Promise<FilterSource[]> {
  const within = (except: ProductFilterKind) => and(scope, productFilterCondition(filters, { except }))
  const count = sql<number>`count(*)`.mapWith(Number)
  const sizeValue = sql<string>`variant_option.entry->>'value'`
  const [vendors, sizes, [prices]] = await Promise.all([
    context.db
      .select({ label: products.vendor, count })
      .from(products)
      .where(within('productVendor'))
      .groupBy(products.vendor)
      .orderBy(sql`lower(${products.vendor})`, products.vendor),
    context.db
      .select({ label: sizeValue, count: sql<number>`count(distinct ${products.id})`.mapWith(Number) })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .crossJoin(sql`jsonb_array_elements(${productVariants.selectedOptions}) as variant_option(entry)`)
      .where(and(sql`lower(variant_option.entry->>'name') = 'size'`, within('variantOption:size')))
      .groupBy(sizeValue),
    context.db
      .select({ count, max: sql<string | null>`max(${products.minPrice})::text` })
      .from(products)
      .where(within('price')),
  ])
  return [
    {
      id: 'filter.p.vendor',
      label: 'Vendor',
      type: 'LIST',
      values: vendors.map(({ label, count }) => ({
        id: filterValueId('filter.p.vendor', label),
        label,
        count,
        input: JSON.stringify({ productVendor: label }),
      })),
    },
    {
      id: 'filter.v.option.size',
      label: 'Size',
      type: 'LIST',
      values: sizes
        .sort((a, b) => compareSizes(a.label, b.label))
        .map(({ label, count }) => ({
          id: filterValueId('filter.v.option.size', label),
          label,
          count,
          input: JSON.stringify({ variantOption: { name: 'Size', value: label } }),
        })),
    },
    {
      id: 'filter.v.price',
      label: 'Price',
      type: 'PRICE_RANGE',
      values: [
        {
          id: 'filter.v.price',
          label: 'Price',
          count: prices?.count ?? 0,
          input: JSON.stringify({ price: { min: 0, max: Number(prices?.max ?? 0) } }),
        },
      ],
    },
  ]
}

/**
 * Shopify's `search`, over products only. Every part of the connection is computed only when the
 * request selects it: a `{ totalCount }` alone costs no page query, and the counts of all aliases in
 * one request share one statement (ProductCountLoader).
 */
function search(args: SearchArgs, context: StorefrontContext) {
  const reverse = args.reverse ?? false
  const unavailable = args.unavailableProducts ?? 'LAST'
  const order = searchOrder(args.sortKey ?? 'RELEVANCE', unavailable, reverse)
  const page = parsePageRequest(args, order.name)
  const scope = searchScope(args)
  const filter = and(scope, productFilterCondition(args.productFilters))
  const loadPage = once(
    (): Promise<Connection<ProductRow>> =>
      fetchProductPage(context, {
        page,
        order,
        filter,
        select: (where, orderBy, limit) =>
          context.db
            .select({ node: products, sortValue: sortValueColumn(order) })
            .from(products)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit),
      }),
  )
  const countKey = JSON.stringify([
    args.query,
    args.types ?? null,
    unavailable === 'HIDE',
    args.productFilters ?? null,
  ])
  return {
    edges: async () => (await loadPage()).edges,
    nodes: async () => (await loadPage()).nodes,
    pageInfo: async () => (await loadPage()).pageInfo,
    totalCount: () => context.loaders.productCounts.count(countKey, filter),
    productFilters: () => searchFacets(context, scope, args.productFilters),
  }
}

export const searchResolvers = {
  QueryRoot: {
    search: (_root: unknown, args: SearchArgs, context) => search(args, context),
  },
} satisfies ResolverMap
