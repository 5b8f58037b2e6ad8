import { Hono } from 'hono'
import { checkCodeRequestSchema } from '../../shared/account/checkout-codes'
import { loadSession, requireUser, type SessionEnv } from '../auth/session'
import type { Db } from '../db/client'
import { readJsonBody } from '../http/json-body'
import { privateNoStore } from '../http/no-store'
import type { CodeAttempts } from './code-attempts'
import { checkCode } from './codes.service'

const SIGN_IN_FOR_CODES = 'Unauthorized: sign in to use a gift card or discount code.'

/**
 * Checking a gift card or discount code at checkout (docs/decisions/0038-codes-at-checkout.md).
 * Mount with `app.route('/api/checkout', codeRoutes(deps))`.
 */
export function codeRoutes(deps: { db: Db; codeAttempts: CodeAttempts }) {
  return new Hono<SessionEnv>().use(privateNoStore, loadSession(deps.db)).post('/code', async (c) => {
    const user = requireUser(c, SIGN_IN_FOR_CODES)
    const { code } = await readJsonBody(c, checkCodeRequestSchema)
    const checked = await deps.codeAttempts.guard(c, user.id, () => checkCode(deps.db, user.id, code))
    return checked instanceof Response ? checked : c.json(checked)
  })
}
