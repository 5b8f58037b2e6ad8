import { Hono } from 'hono'
import { giftCardRequestSchema } from '../../shared/home/gift-card'
import type { Db } from '../db/client'
import { readJsonBody } from '../http/json-body'
import type { Mailer } from '../mail/mailer'
import { purchaseGiftCard } from './gift-cards.service'

/** Gift card purchases. Mount with `app.route('/api/gift-cards', giftCardRoutes(deps))`. */
export function giftCardRoutes(deps: { db: Db; mailer: Mailer }) {
  return new Hono().post('/', async (c) => {
    const request = await readJsonBody(c, giftCardRequestSchema)
    return c.json(await purchaseGiftCard(deps, request), 201)
  })
}
