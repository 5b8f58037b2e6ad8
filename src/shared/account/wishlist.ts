import * as z from 'zod/mini'

export const WISHLIST_MAX = 500

/** A saved product: a storefront product GID or an own-API product as `own:{slug}`. */
export const wishlistProductIdSchema = z
  .string()
  .check(
    z.regex(
      /^(gid:\/\/shopify\/Product\/\d{1,15}|own:[a-z0-9-]{1,200})$/,
      'A wishlist entry is a storefront product id (gid://shopify/Product/…) or own:{slug}.',
    ),
  )

/** `POST /api/wishlist/merge`: the device's list joined into the account's (on sign-in). */
export const mergeWishlistSchema = z.object({
  productIds: z
    .array(wishlistProductIdSchema)
    .check(z.maxLength(WISHLIST_MAX, `At most ${WISHLIST_MAX} products.`)),
})

/** `GET /api/wishlist` and the answer to `POST /api/wishlist/merge`. */
export const wishlistContentsSchema = z.object({
  /** Oldest first. */
  productIds: z.array(z.string()),
})

export type WishlistContents = z.output<typeof wishlistContentsSchema>
