import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lte } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AuthUser } from '../../shared/account/auth'
import type { Db } from '../db/client'
import { sessions, users } from '../db/schema'
import { HttpError } from '../http/errors'

export const SESSION_COOKIE = 'orms_session'
const SESSION_DAYS = 30
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000
/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The signed-in shopper as the routes see it. */
export interface SessionUser extends AuthUser {
  id: string
}

/** Hono environment of routes behind `loadSession`. */
export interface SessionEnv {
  Variables: {
    user: SessionUser | null
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The stored session id of the request's cookie, if it carries a well-formed one. */
function sessionIdOf(c: Context): string | null {
  const token = getCookie(c, SESSION_COOKIE)
  return token && TOKEN_PATTERN.test(token) ? hashToken(token) : null
}

/** A cookie sent over plain http would leak the session; behind a TLS proxy, trust its header. */
function cameOverHttps(c: Context): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return forwarded === 'https'
}

const cookieOptions = (c: Context) =>
  ({ path: '/', httpOnly: true, sameSite: 'Lax', secure: cameOverHttps(c) }) as const

/** Reads the session cookie and puts the shopper (or null) on the context as `user`. */
export function loadSession(db: Db): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const id = sessionIdOf(c)
    const [row] = id
      ? await db
          .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
      : []
    c.set('user', row ?? null)
    await next()
  }
}

export const UNAUTHORIZED_MESSAGE = 'Unauthorized: sign in to continue.'

/**
 * The signed-in shopper, or a 401. The message keeps the word "Unauthorized": the client treats a
 * "401: …Unauthorized…" error as signed out and sends the shopper to sign in (spec §6).
 */
export function requireUser(c: Context<SessionEnv>, message = UNAUTHORIZED_MESSAGE): SessionUser {
  const user = c.get('user')
  if (!user) throw new HttpError(401, 'unauthorized', message)
  return user
}

/**
 * Starts a new session for `userId` and sets its cookie, replacing the request's session if it had
 * one: a new id at every sign-in, so an id planted before sign-in is worth nothing after it.
 */
export async function startSession(c: Context, db: Db, userId: string): Promise<void> {
  const previous = sessionIdOf(c)
  if (previous) await db.delete(sessions).where(eq(sessions.id, previous))
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  // A good moment to forget this shopper's expired sessions; nothing else reads them.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date(now))))
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_MS),
  })
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c), maxAge: SESSION_MS / 1000 })
}

/** Deletes the request's session, whatever state it is in, and clears the cookie. */
export async function endSession(c: Context, db: Db): Promise<void> {
  const id = sessionIdOf(c)
  if (id) await db.delete(sessions).where(eq(sessions.id, id))
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c))
}
