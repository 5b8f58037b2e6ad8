import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { collectionProducts, collections, productImages, products, productVariants } from '../db/schema'
import type { Connection } from './keyset'

export type ProductRow = typeof products.$inferSelect
export type VariantRow = typeof productVariants.$inferSelect
export type ImageRow = typeof productImages.$inferSelect
export type CollectionRow = typeof collections.$inferSelect

/**
 * Collects the keys asked for while graphql-js walks one level of the result, then loads them all
 * with one query: 48 products asking for their variants cost one SQL statement, not 48.
 * Results are cached for the rest of the request.
 */
export class BatchLoader<K, V> {
  private readonly cache = new Map<K, Promise<V>>()
  private pending: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = []

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly missing: V,
  ) {}

  load(key: K): Promise<V> {
    const cached = this.cache.get(key)
    if (cached) return cached
    const promise = new Promise<V>((resolve, reject) => {
      this.pending.push({ key, resolve, reject })
      // setImmediate runs after every resolver of the current level has been called.
      if (this.pending.length === 1) setImmediate(() => void this.dispatch())
    })
    this.cache.set(key, promise)
    return promise
  }

  /** Seeds the cache with a value already at hand (a row from a page query). */
  prime(key: K, value: V): void {
    if (!this.cache.has(key)) this.cache.set(key, Promise.resolve(value))
  }

  private async dispatch(): Promise<void> {
    const batch = this.pending
    this.pending = []
    try {
      const found = await this.loadMany([...new Set(batch.map((entry) => entry.key))])
      for (const entry of batch) entry.resolve(found.get(entry.key) ?? this.missing)
    } catch (error) {
      for (const entry of batch) {
        this.cache.delete(entry.key)
        entry.reject(error)
      }
    }
  }
}

/** Postgres allows 1664 result columns; a request rarely comes near, but stay well below. */
const COUNTS_PER_STATEMENT = 500

/**
 * Counts the products matching each of many conditions with one scan of the table: a request with
 * twenty aliased `search { totalCount }` fields costs one statement, not twenty.
 */
export class ProductCountLoader {
  private readonly conditions = new Map<string, SQL>()
  private readonly batch: BatchLoader<string, number>

  constructor(db: Db) {
    this.batch = new BatchLoader(async (keys) => {
      const counts = new Map<string, number>()
      for (let start = 0; start < keys.length; start += COUNTS_PER_STATEMENT) {
        const chunk = keys.slice(start, start + COUNTS_PER_STATEMENT)
        const columns = Object.fromEntries(
          chunk.map((key, index) => [
            `c${index}`,
            sql<number>`count(*) filter (where ${this.conditions.get(key) ?? sql`true`})`.mapWith(Number),
          ]),
        )
        const [row] = await db.select(columns).from(products)
        for (const [index, key] of chunk.entries()) counts.set(key, row?.[`c${index}`] ?? 0)
      }
      return counts
    }, 0)
  }

  /** `key` names the condition: equal keys must come with equal conditions. */
  count(key: string, condition: SQL | undefined): Promise<number> {
    this.conditions.set(key, condition ?? sql`true`)
    return this.batch.load(key)
  }
}

function groupBy<T>(rows: T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const row of rows) {
    const key = keyOf(row)
    const group = groups.get(key)
    if (group) group.push(row)
    else groups.set(key, [row])
  }
  return groups
}

function indexBy<T extends { id: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]))
}

/** The largest id a row can have (Postgres `integer`). */
const MAX_ROW_ID = 2_147_483_647

/**
 * Rows by id. A larger id names no row here (a real store's Shopify ids are that large), and asking
 * Postgres for one would overflow its integer type.
 */
async function rowsById<T extends { id: number }>(
  ids: number[],
  select: (ids: number[]) => Promise<T[]>,
): Promise<Map<number, T>> {
  const rowIds = ids.filter((id) => id <= MAX_ROW_ID)
  return indexBy(rowIds.length > 0 ? await select(rowIds) : [])
}

export function createCatalogueLoaders(db: Db) {
  return {
    product: new BatchLoader<number, ProductRow | null>(
      (ids) => rowsById(ids, (rowIds) => db.select().from(products).where(inArray(products.id, rowIds))),
      null,
    ),
    variant: new BatchLoader<number, VariantRow | null>(
      (ids) =>
        rowsById(ids, (rowIds) =>
          db.select().from(productVariants).where(inArray(productVariants.id, rowIds)),
        ),
      null,
    ),
    collection: new BatchLoader<number, CollectionRow | null>(
      (ids) =>
        rowsById(ids, (rowIds) => db.select().from(collections).where(inArray(collections.id, rowIds))),
      null,
    ),
    /** All variants of each product, by position; connections page through them in memory. */
    variantsOfProduct: new BatchLoader<number, VariantRow[]>(async (productIds) => {
      const rows = await db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, productIds))
        .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id))
      return groupBy(rows, (row) => row.productId)
    }, []),
    imagesOfProduct: new BatchLoader<number, ImageRow[]>(async (productIds) => {
      const rows = await db
        .select()
        .from(productImages)
        .where(inArray(productImages.productId, productIds))
        .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id))
      return groupBy(rows, (row) => row.productId)
    }, []),
    /** The collections each product is in, by collection id (the order a store lists them in). */
    collectionsOfProduct: new BatchLoader<number, CollectionRow[]>(async (productIds) => {
      const rows = await db
        .select({ productId: collectionProducts.productId, collection: collections })
        .from(collectionProducts)
        .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
        .where(inArray(collectionProducts.productId, productIds))
        .orderBy(asc(collectionProducts.productId), asc(collections.id))
      const grouped = groupBy(rows, (row) => row.productId)
      return new Map([...grouped].map(([id, list]) => [id, list.map((row) => row.collection)]))
    }, []),
    productCounts: new ProductCountLoader(db),
    /** Cursor-less pages of collection products, one loader per distinct set of page arguments. */
    collectionFirstPages: new Map<string, BatchLoader<number, Connection<ProductRow> | null>>(),
  }
}

export type CatalogueLoaders = ReturnType<typeof createCatalogueLoaders>

/** The GraphQL context: one per request, so loader caches never outlive it. */
export interface StorefrontContext {
  db: Db
  loaders: CatalogueLoaders
  /** Scheme and host the request came to; prefixed to site-relative image paths. */
  origin: string
}

export function createStorefrontContext(db: Db, origin: string): StorefrontContext {
  return { db, loaders: createCatalogueLoaders(db), origin }
}
