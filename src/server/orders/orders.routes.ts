import { Hono } from 'hono'
import { loadSession, requireUser, type SessionEnv } from '../auth/session'
import type { Db } from '../db/client'
import { HttpError } from '../http/errors'
import { privateNoStore } from '../http/no-store'
import { findOrder, listOrders } from './orders.service'

export const SIGN_IN_FOR_ORDERS = 'Unauthorized: sign in to check out and see your orders.'
/** The store's order ids are numbers (Shopify's REST ids). */
const STORE_ORDER_ID = /^\d{1,20}$/

/**
 * The shopper's order history: the orders the store took, as its webhooks told the shop. Mount with
 * `app.route('/api/orders', orderRoutes(deps))`.
 */
export function orderRoutes(deps: { db: Db }) {
  return new Hono<SessionEnv>()
    .use(privateNoStore, loadSession(deps.db))
    .get('/', async (c) => {
      const user = requireUser(c, SIGN_IN_FOR_ORDERS)
      return c.json(await listOrders(deps.db, user.id))
    })
    .get('/:id', async (c) => {
      const user = requireUser(c, SIGN_IN_FOR_ORDERS)
      const id = c.req.param('id')
      const order = STORE_ORDER_ID.test(id) ? await findOrder(deps.db, user.id, id) : null
      if (!order) throw new HttpError(404, 'order_not_found', 'We could not find that order.')
      return c.json(order)
    })
}
