import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'
import { mergeWishlistSchema, wishlistProductIdSchema } from '../../shared/account/wishlist'
import { loadSession, requireUser, type SessionEnv } from '../auth/session'
import type { Db } from '../db/client'
import { HttpError } from '../http/errors'
import { readJsonBody } from '../http/json-body'
import { privateNoStore } from '../http/no-store'
import { addToWishlist, readWishlist, removeFromWishlist } from './wishlist.service'

const SIGN_IN_FOR_WISHLIST = 'Unauthorized: sign in to keep your wishlist on your account.'
/** A full list of long `own:` slugs is ~105 kB, past the default body limit. */
const MERGE_BODY_LIMIT = 128 * 1024

/** The URL-encoded `{productId}` of /api/wishlist/{productId}, checked; 400 when it names no product. */
function productIdOf(c: Context): string {
  const result = z.safeParse(wishlistProductIdSchema, c.req.param('productId'))
  if (!result.success) {
    throw new HttpError(400, 'invalid_product_id', result.error.issues[0]?.message ?? 'Invalid product id.')
  }
  return result.data
}

/**
 * The signed-in shopper's wishlist (docs/decisions/0008-live-data.md). Mount with
 * `app.route('/api/wishlist', wishlistRoutes(deps))`.
 */
export function wishlistRoutes(deps: { db: Db }) {
  const { db } = deps
  return new Hono<SessionEnv>()
    .use(privateNoStore, loadSession(db))
    .get('/', async (c) => {
      const user = requireUser(c, SIGN_IN_FOR_WISHLIST)
      return c.json(await readWishlist(db, user.id))
    })
    .post('/merge', async (c) => {
      const user = requireUser(c, SIGN_IN_FOR_WISHLIST)
      const { productIds } = await readJsonBody(c, mergeWishlistSchema, { limit: MERGE_BODY_LIMIT })
      await addToWishlist(db, user.id, productIds)
      return c.json(await readWishlist(db, user.id))
    })
    .put('/:productId', async (c) => {
      const user = requireUser(c, SIGN_IN_FOR_WISHLIST)
      await addToWishlist(db, user.id, [productIdOf(c)])
      return c.body(null, 204)
    })
    .delete('/:productId', async (c) => {
      const user = requireUser(c, SIGN_IN_FOR_WISHLIST)
      await removeFromWishlist(db, user.id, productIdOf(c))
      return c.body(null, 204)
    })
}
