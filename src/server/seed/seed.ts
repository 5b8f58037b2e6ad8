import { eq, getTableColumns, getTableName, isNull, sql, type Table } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  collectionProducts,
  collections,
  meta,
  ownProducts,
  productImages,
  products,
  productVariants,
  reviews,
} from '../db/schema'
import type { Logger } from '../logger'
import { shopperReviewedRefs, writeRatingMetafields } from '../reviews/reviews.service'
import {
  type CollectionProductRow,
  catalogueCollections,
  generateOwnProductReviews,
  generateOwnProducts,
  generateStoreBundles,
  type ImageRow,
  type ProductRow,
  type VariantRow,
} from './catalogue'
import type { SeedReviewRow } from './seed-reviews'

export const CATALOGUE_SEED_KEY = 'catalogue_seed'
/** Bump when the generator's output changes, so existing databases are reseeded. */
const GENERATOR_VERSION = 'v9'
const PRODUCTS_PER_CHUNK = 1000
// Any constant works; it only has to be the same for every process seeding this database.
const SEED_LOCK_ID = 7_310_422

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0]
type Executor = Db | Transaction

export function catalogueSeedVersion(scale: number, ownProducts = true): string {
  return `${GENERATOR_VERSION}:scale=${scale}${ownProducts ? '' : ':no-own-products'}`
}

/**
 * Fills the catalogue tables unless they already hold this scale's seed. Replaces the whole
 * catalogue in one transaction, so readers never see a half-seeded shop. The shop's own-label
 * products are the emulator's store's: with a store configured (`ownProducts` false) there are none
 * (docs/decisions/0063-the-test-store-is-a-strangers.md).
 */
export async function seedCatalogue(
  db: Db,
  options: { scale: number; ownProducts?: boolean; logger?: Logger },
): Promise<{ seeded: boolean }> {
  const withOwnProducts = options.ownProducts ?? true
  const wanted = catalogueSeedVersion(options.scale, withOwnProducts)
  if ((await readMetaValue(db, CATALOGUE_SEED_KEY)) === wanted) return { seeded: false }

  const started = performance.now()
  const counts = await db.transaction(async (tx) => {
    // Two servers starting on one database must not seed it twice.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`)
    if ((await readMetaValue(tx, CATALOGUE_SEED_KEY)) === wanted) return null

    await tx.delete(collectionProducts)
    await tx.delete(collections)
    await tx.delete(productImages)
    await tx.delete(productVariants)
    await tx.delete(products)
    await tx.delete(ownProducts)
    // Shoppers' reviews stay; the seed's own are made again with the catalogue.
    await tx.delete(reviews).where(isNull(reviews.userId))

    const collectionRows = catalogueCollections()
    await insertRows(tx, collections, collectionRows)
    const ownRows = withOwnProducts ? generateOwnProducts() : []
    await insertRows(tx, ownProducts, ownRows)
    const ownReviews = generateOwnProductReviews(ownRows)
    await insertReviews(tx, ownReviews)

    const totals = { products: 0, variants: 0, images: 0, memberships: 0, reviews: ownReviews.length }
    let chunk = emptyChunk()
    const flush = async () => {
      await insertChunk(tx, chunk)
      totals.products += chunk.products.length
      totals.variants += chunk.variants.length
      totals.images += chunk.images.length
      totals.memberships += chunk.memberships.length
      totals.reviews += chunk.reviews.length
      chunk = emptyChunk()
    }
    for (const bundle of generateStoreBundles({ scale: options.scale })) {
      chunk.products.push(bundle.product)
      chunk.variants.push(...bundle.variants)
      chunk.images.push(...bundle.images)
      chunk.memberships.push(...bundle.memberships)
      chunk.reviews.push(...bundle.reviews)
      if (chunk.products.length >= PRODUCTS_PER_CHUNK) await flush()
    }
    await flush()
    // Products were stored with their seeded reviews' figures; those shoppers reviewed too count them all.
    await writeRatingMetafields(tx, await shopperReviewedRefs(tx))

    // Rows were inserted with explicit ids; move the sequences past them for later inserts.
    for (const table of ['products', 'product_variants', 'product_images', 'collections', 'own_products']) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
      )
    }
    await tx
      .insert(meta)
      .values({ key: CATALOGUE_SEED_KEY, value: wanted })
      .onConflictDoUpdate({ target: meta.key, set: { value: wanted } })
    return { ...totals, collections: collectionRows.length, ownProducts: ownRows.length }
  })

  if (!counts) return { seeded: false }
  options.logger?.info(
    { scale: options.scale, ...counts, ms: Math.round(performance.now() - started) },
    'catalogue seeded',
  )
  return { seeded: true }
}

/** A value of the `meta` table, such as which seed the database holds. */
export async function readMetaValue(db: Executor, key: string): Promise<string | undefined> {
  const rows = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, key))
  return rows[0]?.value
}

interface Chunk {
  products: ProductRow[]
  variants: VariantRow[]
  images: ImageRow[]
  memberships: CollectionProductRow[]
  reviews: SeedReviewRow[]
}

function emptyChunk(): Chunk {
  return { products: [], variants: [], images: [], memberships: [], reviews: [] }
}

/** Inserts parents before children so foreign keys hold at every statement. */
async function insertChunk(tx: Transaction, chunk: Chunk): Promise<void> {
  await insertRows(tx, products, chunk.products)
  await insertRows(tx, productVariants, chunk.variants)
  await insertRows(tx, productImages, chunk.images)
  await insertRows(tx, collectionProducts, chunk.memberships)
  await insertReviews(tx, chunk.reviews)
}

/** Seeded reviews get their ids from the database, clear of any a shopper's review holds. */
function insertReviews(tx: Transaction, rows: readonly SeedReviewRow[]) {
  return insertRows(tx, reviews, rows, { leaveToDatabase: ['id', 'userId'] })
}

/**
 * Sends a whole batch as one JSON parameter: building a multi-row insert with thousands of bind
 * parameters costs several times more than the database's work, and this shape suits both drivers.
 * Generated columns, and those named in `leaveToDatabase`, are left to the database.
 */
async function insertRows<T extends Table>(
  tx: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
  { leaveToDatabase = [] }: { leaveToDatabase?: readonly (keyof T['$inferInsert'])[] } = {},
) {
  if (rows.length === 0) return
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key, column]) => !column.generated && !leaveToDatabase.includes(key as keyof T['$inferInsert']),
  )
  const records = rows.map((row: Record<string, unknown>) =>
    Object.fromEntries(columns.map(([key, column]) => [column.name, row[key]])),
  )
  const name = sql.identifier(getTableName(table))
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  )
  await tx.execute(
    sql`insert into ${name} (${names}) select ${names} from json_populate_recordset(null::${name}, ${JSON.stringify(records)}::json)`,
  )
}
