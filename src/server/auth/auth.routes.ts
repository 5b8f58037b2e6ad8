import { Hono } from 'hono'
import { loginRequestSchema, registerRequestSchema, safeReturnPath } from '../../shared/account/auth'
import type { Db } from '../db/client'
import { clientAddress } from '../http/client-address'
import { HttpError } from '../http/errors'
import { readJsonBody } from '../http/json-body'
import { privateNoStore } from '../http/no-store'
import { createAttemptLimiter, tooManyAttempts } from './attempt-limiter'
import { authenticate, createAccount, toAuthUser } from './auth.service'
import { endSession, loadSession, type SessionEnv, startSession } from './session'

const MINUTE_MS = 60 * 1000
export const SIGN_IN_PAGE = '/sign-in'

/**
 * Accounts and sessions (docs/decisions/0006-every-link-leads-somewhere.md): `/api/auth/*` for the
 * sign-in page and the client, and the `/api/login` and `/api/logout` navigations. Mount with
 * `app.route('/api', authRoutes(deps))`.
 */
export function authRoutes(deps: { db: Db; registrationsPerHour?: number }) {
  const { db, registrationsPerHour = 10 } = deps
  // In memory, per process: enough to slow a guesser down; a shared store would be needed across servers.
  const failedSignInsByEmail = createAttemptLimiter({ limit: 5, windowMs: 15 * MINUTE_MS })
  const failedSignInsByAddress = createAttemptLimiter({ limit: 20, windowMs: 15 * MINUTE_MS })
  const registrationsByAddress = createAttemptLimiter({
    limit: registrationsPerHour,
    windowMs: 60 * MINUTE_MS,
  })
  const session = loadSession(db)

  return new Hono<SessionEnv>()
    .use('/auth/*', privateNoStore, session)
    .use('/login', privateNoStore, session)
    .use('/logout', privateNoStore)
    .post('/auth/register', async (c) => {
      const account = await readJsonBody(c, registerRequestSchema)
      const address = clientAddress(c)
      const wait = registrationsByAddress.retryAfter(address)
      if (wait > 0) return tooManyAttempts(c, wait, 'Too many accounts were created from this network.')
      registrationsByAddress.record(address)

      const user = await createAccount(db, account)
      if (!user) {
        throw new HttpError(409, 'email_taken', 'An account with this email already exists. Sign in instead.')
      }
      await startSession(c, db, user.id)
      return c.json(toAuthUser(user), 201)
    })
    .post('/auth/login', async (c) => {
      const { email, password } = await readJsonBody(c, loginRequestSchema)
      const address = clientAddress(c)
      // Checked before the password: past the limit even the right password waits.
      const wait = Math.max(
        failedSignInsByEmail.retryAfter(email),
        failedSignInsByAddress.retryAfter(address),
      )
      if (wait > 0) return tooManyAttempts(c, wait, 'Too many failed sign-in attempts.')

      const user = await authenticate(db, email, password)
      if (!user) {
        failedSignInsByEmail.record(email)
        failedSignInsByAddress.record(address)
        throw new HttpError(401, 'invalid_credentials', 'Email or password is incorrect.')
      }
      failedSignInsByEmail.clear(email)
      await startSession(c, db, user.id)
      return c.json(toAuthUser(user))
    })
    .post('/auth/logout', async (c) => {
      await endSession(c, db)
      return c.body(null, 204)
    })
    .get('/auth/user', (c) => {
      const user = c.get('user')
      return c.json(user ? toAuthUser(user) : null)
    })
    .get('/login', (c) => {
      const returnTo = safeReturnPath(c.req.query('returnTo'))
      if (c.get('user')) return c.redirect(returnTo, 302)
      return c.redirect(`${SIGN_IN_PAGE}?returnTo=${encodeURIComponent(returnTo)}`, 302)
    })
    .get('/logout', async (c) => {
      await endSession(c, db)
      return c.redirect('/', 302)
    })
}
