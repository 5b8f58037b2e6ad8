import { type Context, Hono } from 'hono'
import { addCartLineSchema, updateCartLineSchema } from '../../shared/account/cart'
import { loadSession, requireUser, type SessionEnv } from '../auth/session'
import { HttpError } from '../http/errors'
import { readJsonBody } from '../http/json-body'
import { privateNoStore } from '../http/no-store'
import { isUuid } from '../http/uuid'
import type { PricingDeps } from '../pricing/pricing.service'
import { addToCart, clearCart, listCart, removeCartLine, setCartLineQuantity } from './cart.service'

const SIGN_IN_FOR_CART = 'Unauthorized: sign in to use your cart.'

function lineNotFound() {
  return new HttpError(404, 'cart_line_not_found', 'That item is not in your cart.')
}

/** The `{id}` of /api/cart/{id}; anything but a uuid names no line. */
function lineIdOf(c: Context): string {
  const id = c.req.param('id') ?? ''
  if (!isUuid(id)) throw lineNotFound()
  return id
}

/**
 * The signed-in shopper's cart: prices always come from the server
 * (docs/decisions/0011-server-priced-cart.md).
 * Mount with `app.route('/api/cart', cartRoutes(deps))`.
 */
export function cartRoutes(deps: PricingDeps) {
  return new Hono<SessionEnv>()
    .use(privateNoStore, loadSession(deps.db))
    .get('/', async (c) => {
      const user = requireUser(c, SIGN_IN_FOR_CART)
      return c.json(await listCart(deps, user.id))
    })
    .post('/', async (c) => {
      const user = requireUser(c, SIGN_IN_FOR_CART)
      const request = await readJsonBody(c, addCartLineSchema)
      const { line, created } = await addToCart(deps, user.id, request)
      return c.json(line, created ? 201 : 200)
    })
    .delete('/', async (c) => {
      const user = requireUser(c, SIGN_IN_FOR_CART)
      await clearCart(deps.db, user.id)
      return c.body(null, 204)
    })
    .patch('/:id', async (c) => {
      const user = requireUser(c, SIGN_IN_FOR_CART)
      const lineId = lineIdOf(c)
      const { quantity } = await readJsonBody(c, updateCartLineSchema)
      const line = await setCartLineQuantity(deps, user.id, lineId, quantity)
      if (!line) throw lineNotFound()
      return c.json(line)
    })
    .delete('/:id', async (c) => {
      const user = requireUser(c, SIGN_IN_FOR_CART)
      if (!(await removeCartLine(deps.db, user.id, lineIdOf(c)))) throw lineNotFound()
      return c.body(null, 204)
    })
}
