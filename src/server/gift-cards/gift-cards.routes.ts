import { Hono } from 'hono'
import { giftCardRequestSchema } from '../../shared/home/gift-card'
import { createAttemptLimiter, tooManyAttempts } from '../auth/attempt-limiter'
import type { Db } from '../db/client'
import { clientAddress } from '../http/client-address'
import { readJsonBody } from '../http/json-body'
import type { Mailer } from '../mail/mailer'
import { purchaseGiftCard } from './gift-cards.service'

const HOUR_MS = 60 * 60 * 1000
const PURCHASES_PER_HOUR = 30

/** Gift card purchases. Mount with `app.route('/api/gift-cards', giftCardRoutes(deps))`. */
export function giftCardRoutes(deps: { db: Db; mailer: Mailer }) {
  // Each purchase mails a text of the buyer's choosing to an address of their choosing: one network
  // may send so many an hour (counted in the database, like the sign-in limits).
  const purchasesByAddress = createAttemptLimiter(deps.db, {
    name: 'gift-card-address',
    limit: PURCHASES_PER_HOUR,
    windowMs: HOUR_MS,
  })
  return new Hono().post('/', async (c) => {
    const request = await readJsonBody(c, giftCardRequestSchema)
    const address = clientAddress(c)
    const wait = await purchasesByAddress.take(address)
    if (wait > 0) return tooManyAttempts(c, wait, 'Too many gift cards were sent from this network.')
    return c.json(await purchaseGiftCard(deps, request), 201)
  })
}
