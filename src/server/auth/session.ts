import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lte } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AuthUser } from '../../shared/account/auth'
import { SIGNED_OUT_CODE } from '../../shared/api-error'
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

/** How long a session read from the database is trusted from memory. */
const REMEMBERED_MS = 60_000
/** Sessions remembered at most; past this the oldest are forgotten first. */
const REMEMBERED_MAX = 10_000

interface RememberedSession {
  user: SessionUser | null
  /** When the session itself expires (never trusted past it) or the memory of it is stale. */
  until: number
}

/**
 * Sessions read from the database lately, per database: every request of a signed-in shopper
 * asks, and the answer only changes when this server signs them in or out (which forget it here
 * at once) or the session expires. Another process sharing the database is believed for at most
 * `REMEMBERED_MS` after it signs the shopper out.
 */
const rememberedSessions = new WeakMap<Db, Map<string, RememberedSession>>()

function sessionsOf(db: Db): Map<string, RememberedSession> {
  let remembered = rememberedSessions.get(db)
  if (!remembered) {
    remembered = new Map()
    rememberedSessions.set(db, remembered)
  }
  return remembered
}

async function readSession(db: Db, id: string): Promise<SessionUser | null> {
  const remembered = sessionsOf(db)
  const now = Date.now()
  const known = remembered.get(id)
  if (known && known.until > now) return known.user
  remembered.delete(id)
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date(now))))
  const user = row ? { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName } : null
  const until = row ? Math.min(now + REMEMBERED_MS, row.expiresAt.getTime()) : now + REMEMBERED_MS
  if (remembered.size >= REMEMBERED_MAX) remembered.delete(remembered.keys().next().value ?? '')
  remembered.set(id, { user, until })
  return user
}

/** Reads the session cookie and puts the shopper (or null) on the context as `user`. */
export function loadSession(db: Db): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const id = sessionIdOf(c)
    c.set('user', id ? await readSession(db, id) : null)
    await next()
  }
}

export const UNAUTHORIZED_MESSAGE = 'Unauthorized: sign in to continue.'

/**
 * The signed-in shopper, or a 401 with the code SIGNED_OUT_CODE: the browser reads that code as
 * "signed out" and sends the shopper to sign in (src/lib/session.ts).
 */
export function requireUser(c: Context<SessionEnv>, message = UNAUTHORIZED_MESSAGE): SessionUser {
  const user = c.get('user')
  if (!user) throw new HttpError(401, SIGNED_OUT_CODE, message)
  return user
}

/**
 * Starts a new session for `userId` and sets its cookie, replacing the request's session if it had
 * one: a new id at every sign-in, so an id planted before sign-in is worth nothing after it.
 */
export async function startSession(c: Context, db: Db, userId: string): Promise<void> {
  const previous = sessionIdOf(c)
  if (previous) {
    sessionsOf(db).delete(previous)
    await db.delete(sessions).where(eq(sessions.id, previous))
  }
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  // Its id may have been asked for (and found absent) before: it exists from now on.
  sessionsOf(db).delete(hashToken(token))
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
  if (id) {
    sessionsOf(db).delete(id)
    await db.delete(sessions).where(eq(sessions.id, id))
  }
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c))
}
