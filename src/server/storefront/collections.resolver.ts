import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import { collectionProducts, collections, products } from '../db/schema'
import { seedFilters } from '../seed/store-filters'
import { type ConnectionArgs, type PageRequest, parsePageRequest } from './cursor'
import { storeFacets } from './facets'
import { escapeHtml, formatDateTime, truncateText } from './format'
import { toGid } from './gid'
import type { ImageSource } from './image.resolver'
import {
  type Connection,
  fetchKeysetPage,
  keysetOrderBy,
  pageFromRows,
  type SelectSortedRows,
  type SortedRow,
  type SqlOrder,
  sortValueColumn,
} from './keyset'
import { BatchLoader, type CollectionRow, type ProductRow, type StorefrontContext } from './loaders'
import { once } from './once'
import { fetchProductPage, idOfType, productIdOrder, productOrders } from './products.resolver'
import type { ResolverMap } from './schema'
import { collectionSearchCondition, type ProductFilterInput, productFilterCondition } from './search-sql'

type CollectionSortKey = 'TITLE' | 'UPDATED_AT' | 'ID' | 'RELEVANCE'
type CollectionProductSortKey =
  | 'TITLE'
  | 'PRICE'
  | 'BEST_SELLING'
  | 'CREATED'
  | 'ID'
  | 'MANUAL'
  | 'COLLECTION_DEFAULT'
  | 'RELEVANCE'

const collectionId = sql`${collections.id}`
const collectionIdOrder: SqlOrder = { name: 'id', value: null, type: 'integer', id: collectionId }

const collectionSortOrders: Record<CollectionSortKey, SqlOrder> = {
  TITLE: { name: 'title', value: sql`lower(${collections.title})`, type: 'text', id: collectionId },
  UPDATED_AT: {
    name: 'updated_at',
    value: sql`${collections.updatedAt}`,
    type: 'timestamptz',
    id: collectionId,
  },
  ID: collectionIdOrder,
  RELEVANCE: collectionIdOrder,
}

/** The merchandiser's order: the position of each product in the collection. */
const positionOrder: SqlOrder = {
  name: 'position',
  value: sql`${collectionProducts.position}`,
  type: 'integer',
  id: sql`${products.id}`,
}

const collectionProductSortOrders: Record<CollectionProductSortKey, SqlOrder> = {
  TITLE: productOrders.title,
  PRICE: productOrders.price,
  BEST_SELLING: productOrders.bestSelling,
  CREATED: productOrders.createdAt,
  ID: productIdOrder,
  MANUAL: positionOrder,
  COLLECTION_DEFAULT: positionOrder,
  RELEVANCE: positionOrder,
}

type CollectionProductsArgs = ConnectionArgs & {
  sortKey?: CollectionProductSortKey | null
  filters?: ProductFilterInput[] | null
}

/** Products of a collection (plus filters), joined to their position in it. */
function selectCollectionProducts(context: StorefrontContext, order: SqlOrder): SelectSortedRows<ProductRow> {
  return (where, orderBy, limit) =>
    context.db
      .select({ node: products, sortValue: sortValueColumn(order) })
      .from(collectionProducts)
      .innerJoin(products, eq(products.id, collectionProducts.productId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
}

/**
 * First (or last) pages of many collections in one statement, ranking each collection's products
 * with a window function: a listing of 50 collections with their products costs one query, not 50.
 */
async function loadFirstPages(
  context: StorefrontContext,
  collectionIds: number[],
  spec: { order: SqlOrder; page: PageRequest; filter: SQL | undefined },
): Promise<Map<number, Connection<ProductRow>>> {
  const { order, page } = spec
  const ranked = context.db
    .select({
      ...getTableColumns(products),
      sortValue: sortValueColumn(order).as('sort_value'),
      owner: sql<number>`${collectionProducts.collectionId}`.as('owner'),
      rank: sql<number>`row_number() over (partition by ${collectionProducts.collectionId} order by ${sql.join(keysetOrderBy(order, page), sql`, `)})`
        .mapWith(Number)
        .as('rank'),
    })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(and(inArray(collectionProducts.collectionId, collectionIds), spec.filter))
    .as('ranked')
  const rows = await context.db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${page.count + 1}`)
    .orderBy(asc(ranked.owner), asc(ranked.rank))

  const rowsByCollection = new Map<number, SortedRow<ProductRow>[]>()
  for (const { sortValue, owner, rank: _rank, ...product } of rows) {
    context.loaders.product.prime(product.id, product)
    const list = rowsByCollection.get(owner) ?? []
    list.push({ node: product, sortValue })
    rowsByCollection.set(owner, list)
  }
  return new Map(
    collectionIds.map((id) => [
      id,
      pageFromRows(rowsByCollection.get(id) ?? [], page, order, (product) => product.id),
    ]),
  )
}

const emptyPage: Connection<ProductRow> = {
  edges: [],
  nodes: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
}

/** Products of the collection, for the facets of its listing. */
function inCollection(collectionId: number): SQL {
  return sql`exists (select 1 from ${collectionProducts} where ${collectionProducts.collectionId} = ${collectionId} and ${collectionProducts.productId} = ${products.id})`
}

/**
 * The page the arguments ask for, read only when called. The arguments are checked at once, so a bad
 * one is an error of the `products` field itself. Pages without cursors are batched across
 * collections; with a cursor, one keyset query each.
 */
function collectionProductPage(
  collection: CollectionRow,
  args: CollectionProductsArgs,
  context: StorefrontContext,
): () => Promise<Connection<ProductRow> | null> {
  const order = collectionProductSortOrders[args.sortKey ?? 'COLLECTION_DEFAULT']
  const filter = productFilterCondition(args.filters)
  const page = parsePageRequest(args, order.name)
  if (page.after || page.before) {
    return () =>
      fetchProductPage(context, {
        page,
        order,
        filter: and(eq(collectionProducts.collectionId, collection.id), filter),
        select: selectCollectionProducts(context, order),
      })
  }
  const batchKey = JSON.stringify([
    order.name,
    page.direction,
    page.count,
    page.reverse,
    args.filters ?? null,
  ])
  let loader = context.loaders.collectionFirstPages.get(batchKey)
  if (!loader) {
    loader = new BatchLoader<number, Connection<ProductRow> | null>(
      (ids) => loadFirstPages(context, ids, { order, page, filter }),
      null,
    )
    context.loaders.collectionFirstPages.set(batchKey, loader)
  }
  const batch = loader
  return () => batch.load(collection.id)
}

export const collectionResolvers = {
  QueryRoot: {
    collection: async (_root: unknown, args: { id?: string | null; handle?: string | null }, context) => {
      if (args.id) {
        const id = idOfType(args.id, 'Collection')
        return id === null ? null : context.loaders.collection.load(id)
      }
      if (!args.handle) return null
      const [row] = await context.db
        .select()
        .from(collections)
        .where(eq(collections.handle, args.handle))
        .limit(1)
      return row ?? null
    },
    collections: (
      _root: unknown,
      args: ConnectionArgs & { query?: string | null; sortKey?: CollectionSortKey | null },
      context,
    ) => {
      const order = collectionSortOrders[args.sortKey ?? 'ID']
      return fetchKeysetPage({
        order,
        page: parsePageRequest(args, order.name),
        filter: collectionSearchCondition(args.query),
        idOf: (collection: CollectionRow) => collection.id,
        select: (where, orderBy, limit) =>
          context.db
            .select({ node: collections, sortValue: sortValueColumn(order) })
            .from(collections)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit),
      })
    },
  },

  Collection: {
    id: (collection: CollectionRow) => toGid('Collection', collection.id),
    description: (collection: CollectionRow, args: { truncateAt?: number | null }) =>
      truncateText(collection.description, args.truncateAt),
    descriptionHtml: (collection: CollectionRow) =>
      collection.description ? `<p>${escapeHtml(collection.description)}</p>` : '',
    updatedAt: (collection: CollectionRow) => formatDateTime(collection.updatedAt),
    onlineStoreUrl: () => null,
    image: (collection: CollectionRow): ImageSource | null =>
      collection.imageUrl
        ? {
            id: toGid('CollectionImage', collection.id),
            path: collection.imageUrl,
            altText: collection.title,
            width: null,
            height: null,
          }
        : null,
    /** A page of the collection's products, with the store's filters over all of them (`filters`). */
    products: (collection: CollectionRow, args: CollectionProductsArgs, context) => {
      const read = collectionProductPage(collection, args, context)
      const page = once(async () => (await read()) ?? emptyPage)
      return {
        edges: async () => (await page()).edges,
        nodes: async () => (await page()).nodes,
        pageInfo: async () => (await page()).pageInfo,
        filters: () => storeFacets(context, seedFilters, inCollection(collection.id), args.filters),
      }
    },
  },
} satisfies ResolverMap
