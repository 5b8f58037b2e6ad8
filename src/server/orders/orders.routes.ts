import { type Context, Hono } from 'hono'
import { IDEMPOTENCY_HEADER, placeOrderSchema } from '../../shared/account/orders'
import { loadSession, requireUser, type SessionEnv } from '../auth/session'
import type { CodeAttempts } from '../codes/code-attempts'
import { HttpError } from '../http/errors'
import { readJsonBody } from '../http/json-body'
import { privateNoStore } from '../http/no-store'
import { isUuid } from '../http/uuid'
import { findOrder, findOrderByKey, listOrders, type OrderDeps, placeOrder } from './orders.service'

const SIGN_IN_FOR_ORDERS = 'Unauthorized: sign in to check out and see your orders.'
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,100}$/
/** 100 lines with long `own:` slugs and both addresses fit; the default 16 kB might not. */
const ORDER_BODY_LIMIT = 64 * 1024

/** The request's Idempotency-Key, or null without one; 400 for a malformed key. */
function idempotencyKeyOf(c: Context): string | null {
  const key = c.req.header(IDEMPOTENCY_HEADER)
  if (key === undefined) return null
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new HttpError(
      400,
      'invalid_idempotency_key',
      `${IDEMPOTENCY_HEADER} must be 1 to 100 letters, digits, "-" or "_".`,
    )
  }
  return key
}

/**
 * Checkout and order history (docs/decisions/0011-server-priced-cart.md). Mount with
 * `app.route('/api/orders', orderRoutes(deps))`.
 */
export function orderRoutes(deps: OrderDeps & { codeAttempts: CodeAttempts }) {
  return new Hono<SessionEnv>()
    .use(privateNoStore, loadSession(deps.db))
    .post('/', async (c) => {
      const user = requireUser(c, SIGN_IN_FOR_ORDERS)
      const key = idempotencyKeyOf(c)
      // A retry of a placed order gets that order back, whatever the cart holds by now.
      const placed = key && (await findOrderByKey(deps.db, user.id, key))
      if (placed) return c.json(placed, 200)
      const request = await readJsonBody(c, placeOrderSchema, { limit: ORDER_BODY_LIMIT })
      const place = () => placeOrder(deps, user.id, request, key)
      // An order with a code is a way to try codes too: it counts towards the same limit.
      const result = request.codes?.length ? await deps.codeAttempts.guard(c, user.id, place) : await place()
      if (result instanceof Response) return result
      return c.json(result.order, result.created ? 201 : 200)
    })
    .get('/', async (c) => {
      const user = requireUser(c, SIGN_IN_FOR_ORDERS)
      return c.json(await listOrders(deps.db, user.id))
    })
    .get('/:id', async (c) => {
      const user = requireUser(c, SIGN_IN_FOR_ORDERS)
      const id = c.req.param('id')
      const order = isUuid(id) ? await findOrder(deps.db, user.id, id) : null
      if (!order) throw new HttpError(404, 'order_not_found', 'We could not find that order.')
      return c.json(order)
    })
}
