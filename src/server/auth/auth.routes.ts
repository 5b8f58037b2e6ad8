import { Hono } from 'hono'
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  RESET_LINK_INVALID_CODE,
  registerRequestSchema,
  safeReturnPath,
} from '../../shared/account/auth'
import type { Db } from '../db/client'
import { clientAddress } from '../http/client-address'
import { HttpError } from '../http/errors'
import { readJsonBody } from '../http/json-body'
import { privateNoStore } from '../http/no-store'
import type { Logger } from '../logger'
import type { Mailer } from '../mail/mailer'
import { createAttemptLimiter, takeAttempts, tooManyAttempts } from './attempt-limiter'
import { authenticate, createAccount, toAuthUser } from './auth.service'
import { changePassword, resetPassword, sendPasswordReset } from './password-change.service'
import {
  adoptSessions,
  endSession,
  loadSession,
  requireUser,
  restartSessions,
  type SessionEnv,
  startSession,
} from './session'

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS
export const SIGN_IN_PAGE = '/sign-in'

/** The one answer to "Forgot password?", whether or not the email has an account. */
const PASSWORD_RESET_ACCEPTED = {
  message: 'If an account uses this email, a link to reset its password is on its way.',
}
const RESET_LINK_DEAD_MESSAGE = 'This reset link has expired or was already used. Ask for a new one.'

/**
 * Accounts and sessions (docs/decisions/0006-every-link-leads-somewhere.md): `/api/auth/*` for the
 * sign-in page and the client, and the `/api/login` and `/api/logout` navigations. Mount with
 * `app.route('/api', authRoutes(deps))`.
 */
export function authRoutes(deps: { db: Db; mailer: Mailer; logger: Logger; registrationsPerHour?: number }) {
  const { db, mailer, logger, registrationsPerHour = 10 } = deps
  // Counted in the database: every server process on it counts together.
  const failedSignInsByEmail = createAttemptLimiter(db, {
    name: 'sign-in-email',
    limit: 5,
    windowMs: 15 * MINUTE_MS,
  })
  const failedSignInsByAddress = createAttemptLimiter(db, {
    name: 'sign-in-address',
    limit: 20,
    windowMs: 15 * MINUTE_MS,
  })
  const registrationsByAddress = createAttemptLimiter(db, {
    name: 'sign-up-address',
    limit: registrationsPerHour,
    windowMs: HOUR_MS,
  })
  // Reset links asked for: every request counts, whether or not the email has an account, so the
  // limit tells nothing about accounts (docs/decisions/0039-password-resets.md).
  const resetsByEmail = createAttemptLimiter(db, { name: 'reset-email', limit: 5, windowMs: HOUR_MS })
  const resetsByAddress = createAttemptLimiter(db, { name: 'reset-address', limit: 20, windowMs: HOUR_MS })
  const deadResetLinksByAddress = createAttemptLimiter(db, {
    name: 'dead-reset-link-address',
    limit: 20,
    windowMs: HOUR_MS,
  })
  const session = loadSession(db)

  return new Hono<SessionEnv>()
    .use('/auth/*', privateNoStore, session)
    .use('/login', privateNoStore, session)
    .use('/logout', privateNoStore)
    .post('/auth/register', async (c) => {
      const account = await readJsonBody(c, registerRequestSchema)
      const address = clientAddress(c)
      const wait = await registrationsByAddress.take(address)
      if (wait > 0) return tooManyAttempts(c, wait, 'Too many accounts were created from this network.')

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
      // Counted before the password is checked: past the limit even the right password waits.
      const wait = await takeAttempts([failedSignInsByEmail, email], [failedSignInsByAddress, address])
      if (wait > 0) return tooManyAttempts(c, wait, 'Too many failed sign-in attempts.')

      const user = await authenticate(db, email, password)
      if (!user) throw new HttpError(401, 'invalid_credentials', 'Email or password is incorrect.')
      await Promise.all([failedSignInsByEmail.clear(email), failedSignInsByAddress.giveBack(address)])
      await startSession(c, db, user.id)
      return c.json(toAuthUser(user))
    })
    .post('/auth/password-reset', async (c) => {
      const { email, returnTo } = await readJsonBody(c, passwordResetRequestSchema)
      const address = clientAddress(c)
      const wait = await takeAttempts([resetsByEmail, email], [resetsByAddress, address])
      if (wait > 0) return tooManyAttempts(c, wait, 'Too many reset links were asked for.')
      // Not waited for: the answer leaves as soon for an unknown email as for a known one.
      sendPasswordReset({ db, mailer }, email, safeReturnPath(returnTo)).catch((error: unknown) =>
        logger.error({ err: error }, 'password reset not sent'),
      )
      return c.json(PASSWORD_RESET_ACCEPTED, 202)
    })
    .post('/auth/password-reset/confirm', async (c) => {
      const request = await readJsonBody(c, passwordResetConfirmSchema)
      const address = clientAddress(c)
      const wait = await deadResetLinksByAddress.take(address)
      if (wait > 0) return tooManyAttempts(c, wait, 'Too many reset links that do not work were tried.')
      const reset = await resetPassword(db, request, (tx, userId) => restartSessions(c, tx, userId))
      if (!reset) throw new HttpError(400, RESET_LINK_INVALID_CODE, RESET_LINK_DEAD_MESSAGE)
      await deadResetLinksByAddress.giveBack(address)
      adoptSessions(c, db, reset.sessions)
      return c.json(toAuthUser(reset.user))
    })
    .post('/auth/password', async (c) => {
      const user = requireUser(c)
      const { currentPassword, newPassword } = await readJsonBody(c, changePasswordRequestSchema)
      const address = clientAddress(c)
      // Guessing the current password is guessing a sign-in: the same limits, the same counts.
      const wait = await takeAttempts([failedSignInsByEmail, user.email], [failedSignInsByAddress, address])
      if (wait > 0) return tooManyAttempts(c, wait, 'Too many wrong passwords.')
      const changed = await changePassword(
        db,
        { userId: user.id, currentPassword, newPassword },
        (tx, userId) => restartSessions(c, tx, userId),
      )
      if (!changed) throw new HttpError(400, 'wrong_password', 'Your current password is not right.')
      await Promise.all([failedSignInsByEmail.clear(user.email), failedSignInsByAddress.giveBack(address)])
      adoptSessions(c, db, changed.sessions)
      return c.json(toAuthUser(changed.user))
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
