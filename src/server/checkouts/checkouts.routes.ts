import { type Context, Hono } from 'hono'
import { checkoutRequestSchema } from '../../shared/account/orders'
import { giftCardCheckoutSchema } from '../../shared/home/gift-card'
import { loadSession, requireUser, type SessionEnv } from '../auth/session'
import type { CodeAttempts } from '../codes/code-attempts'
import { readJsonBody } from '../http/json-body'
import { privateNoStore } from '../http/no-store'
import { SIGN_IN_FOR_ORDERS } from '../orders/orders.routes'
import { type CheckoutDeps, handOverCart } from './checkouts.service'
import { buyGiftCard } from './gift-card-checkout'

/** 100 lines with long `own:` slugs and the address fit; the default 16 kB might not. */
const CHECKOUT_BODY_LIMIT = 64 * 1024

/** The origin the rider's browser uses (a same-origin write names it), so the store's checkout leads back to it. */
export function browserOrigin(c: Context): string {
  return c.req.header('origin') ?? new URL(c.req.url).origin
}

/**
 * `POST /api/checkouts`: the rider's cart handed to the store's checkout
 * (docs/decisions/0070-checkout-through-the-store.md). Mount with
 * `app.route('/api/checkouts', checkoutRoutes(deps))`.
 */
export function checkoutRoutes(deps: CheckoutDeps & { codeAttempts: CodeAttempts }) {
  return (
    new Hono<SessionEnv>()
      .use(privateNoStore, loadSession(deps.db))
      .post('/', async (c) => {
        const user = requireUser(c, SIGN_IN_FOR_ORDERS)
        const request = await readJsonBody(c, checkoutRequestSchema, { limit: CHECKOUT_BODY_LIMIT })
        const handOver = () => handOverCart(deps, user.id, request, browserOrigin(c))
        // A checkout with a code is a way to try codes too: it counts towards the same limit.
        const result = request.codes?.length
          ? await deps.codeAttempts.guard(c, user.id, handOver)
          : await handOver()
        if (result instanceof Response) return result
        return c.json(result, 201)
      })
      // Signed out too: the store's checkout asks for what it needs, and the card is the store's.
      .post('/gift-card', async (c) => {
        const request = await readJsonBody(c, giftCardCheckoutSchema)
        const result = await buyGiftCard(deps, c.get('user')?.id ?? null, request, browserOrigin(c))
        return c.json(result, 201)
      })
  )
}
