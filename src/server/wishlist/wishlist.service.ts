import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { WISHLIST_MAX, type WishlistContents } from '../../shared/account/wishlist'
import type { Db } from '../db/client'
import { wishlistItems } from '../db/schema'
import { HttpError } from '../http/errors'

function wishlistFull() {
  return new HttpError(
    409,
    'wishlist_full',
    `Your wishlist can hold at most ${WISHLIST_MAX} products. Remove some to save more.`,
  )
}

/** The shopper's saved products, oldest first. */
export async function readWishlist(db: Db, userId: string): Promise<WishlistContents> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.sequence))
  return { productIds: rows.map((row) => row.productId) }
}

/**
 * Saves the products not saved yet, in the order given; 409 when the list would pass WISHLIST_MAX,
 * and then saves none of them.
 */
export async function addToWishlist(db: Db, userId: string, productIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(productIds)]
  if (wanted.length === 0) return
  const [saved] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId))
  const already = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.productId, wanted)))
  const known = new Set(already.map((row) => row.productId))
  const fresh = wanted.filter((productId) => !known.has(productId))
  if (fresh.length === 0) return
  if ((saved?.n ?? 0) + fresh.length > WISHLIST_MAX) throw wishlistFull()
  await db
    .insert(wishlistItems)
    .values(fresh.map((productId) => ({ userId, productId })))
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] })
}

export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
}
