import { and, eq, type SQL, sql } from 'drizzle-orm'
import { products } from '../db/schema'
import { seedFilters } from '../seed/store-filters'
import { type ConnectionArgs, parsePageRequest } from './cursor'
import { storeFacets } from './facets'
import { type Connection, type SqlOrder, sortValueColumn } from './keyset'
import type { ProductRow, StorefrontContext } from './loaders'
import { once } from './once'
import { fetchProductPage, productIdOrder, productOrders } from './products.resolver'
import type { ResolverMap } from './schema'
import { type ProductFilterInput, productFilterCondition, productSearchCondition } from './search-sql'

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
    productFilters: () => storeFacets(context, seedFilters, scope, args.productFilters),
  }
}

export const searchResolvers = {
  QueryRoot: {
    search: (_root: unknown, args: SearchArgs, context) => search(args, context),
  },
} satisfies ResolverMap
