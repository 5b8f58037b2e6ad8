import { asc, eq, sql } from 'drizzle-orm'
import { ownProductRef } from '../../shared/account/cart'
import type { Db } from '../db/client'
import { ownProducts, reviews } from '../db/schema'

/** An own-API product as the slug page reads it, with its sizes, colours and review summary. */
export interface OwnProduct {
  id: number
  slug: string
  name: string
  description: string
  /** Dollars with two decimals, e.g. "249.99". */
  price: string
  compareAtPrice: string | null
  images: string[]
  tags: string[]
  specifications: Record<string, string>
  sizes: string[]
  colors: string[]
  /** The average of its reviews (one decimal), null when it has none. */
  rating: number | null
  reviewCount: number
}

// Worked out from the product's own reviews (an index range each), so they are never out of date.
const reviewsOfProduct = sql`from ${reviews} where ${reviews.productRef} = ${ownProductRef('')} || ${ownProducts.slug}`

const ownProductColumns = {
  id: ownProducts.id,
  slug: ownProducts.slug,
  name: ownProducts.name,
  description: ownProducts.description,
  price: ownProducts.price,
  compareAtPrice: ownProducts.compareAtPrice,
  images: ownProducts.images,
  tags: ownProducts.tags,
  specifications: ownProducts.specifications,
  sizes: ownProducts.sizes,
  colors: ownProducts.colors,
  // numeric comes back as text; a float8 is read as a number by both drivers.
  rating: sql<number | null>`(select round(avg(${reviews.rating}), 1)::float8 ${reviewsOfProduct})`,
  reviewCount: sql<number>`(select count(*)::int ${reviewsOfProduct})`,
}

/** Every own-API product, in id order: what "Save catalogue for offline" downloads. */
export async function listOwnProducts(db: Db): Promise<OwnProduct[]> {
  return db.select(ownProductColumns).from(ownProducts).orderBy(asc(ownProducts.id))
}

export async function listFeaturedOwnProducts(db: Db): Promise<OwnProduct[]> {
  return db
    .select(ownProductColumns)
    .from(ownProducts)
    .where(eq(ownProducts.featured, true))
    .orderBy(asc(ownProducts.id))
}

export async function findOwnProductBySlug(db: Db, slug: string): Promise<OwnProduct | undefined> {
  const rows = await db.select(ownProductColumns).from(ownProducts).where(eq(ownProducts.slug, slug)).limit(1)
  return rows[0]
}
