import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { ownProducts } from '../db/schema'

/** An own-API product as the slug page reads it. */
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
}

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
