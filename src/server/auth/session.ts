import { and, eq, gt, lte, or } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AuthUser } from '../../shared/account/auth'
import { SESSION_COOKIE } from '../../shared/account/session-cookie'
import { SIGNED_OUT_CODE } from '../../shared/api-error'
import type { Db } from '../db/client'
import { announceForget, forgetFeedOf } from '../db/forget-notices'
import { sessions, users } from '../db/schema'
import { HttpError } from '../http/errors'
import { hashToken, newToken, TOKEN_PATTERN } from './token'

const SESSION_DAYS = 30
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000

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
 * asks, and the answer only changes when a server signs them in or out or changes their password
 * (which forgets it here at once, `forgetSessions`, and in every other process on the database
 * through its notices, src/server/db/forget-notices.ts) or the session expires.
 */
interface SessionMemory {
  entries: Map<string, RememberedSession>
  /** Counts `forgetSessions` calls: a read that saw another count may hold what was just forgotten. */
  forgets: number
}

const rememberedSessions = new WeakMap<Db, SessionMemory>()

function memoryOf(db: Db): SessionMemory {
  let memory = rememberedSessions.get(db)
  if (!memory) {
    const created: SessionMemory = { entries: new Map(), forgets: 0 }
    forgetFeedOf(db).subscribe({
      forget(notice) {
        if (notice.kind === 'sessions') forgetSessions(db, notice.ids)
      },
      distrust() {
        created.forgets += 1
        created.entries.clear()
      },
    })
    rememberedSessions.set(db, created)
    memory = created
  }
  return memory
}

/**
 * Drops sessions from this process's memory of `db`, after their rows were deleted (or committed as
 * deleted): from then on they sign nobody in here. A read begun before is not remembered either.
 */
export function forgetSessions(db: Db, ids: readonly string[]): void {
  const memory = memoryOf(db)
  memory.forgets += 1
  for (const id of ids) memory.entries.delete(id)
}

async function readSession(db: Db, id: string): Promise<SessionUser | null> {
  const memory = memoryOf(db)
  const remembered = memory.entries
  const feed = forgetFeedOf(db)
  const now = Date.now()
  const known = remembered.get(id)
  // Still remembered once every notice committed before this request has been handled: believed.
  if (known && known.until > now && (await feed.caughtUp()) && remembered.get(id) === known) return known.user
  remembered.delete(id)
  const forgets = memory.forgets
  const epoch = feed.epoch
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
  // Sessions were ended while this read ran (what it found may be one of them), or the notices of
  // such ends are not coming (or were not while it ran): not kept.
  if (memory.forgets !== forgets || !feed.trusted || feed.epoch !== epoch) return user
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

/** A new session row for `userId` written with `db` (a transaction's, maybe); its cookie token. */
async function insertSession(db: Db, userId: string): Promise<string> {
  const token = newToken()
  const now = Date.now()
  // A good moment to forget this shopper's expired sessions; nothing else reads them.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date(now))))
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_MS),
  })
  return token
}

function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c), maxAge: SESSION_MS / 1000 })
}

/**
 * Starts a new session for `userId` and sets its cookie, replacing the request's session if it had
 * one: a new id at every sign-in, so an id planted before sign-in is worth nothing after it.
 */
export async function startSession(c: Context, db: Db, userId: string): Promise<void> {
  const previous = sessionIdOf(c)
  if (previous) await deleteSession(db, previous)
  // A brand-new id: nobody can have asked for it (and had "nobody" remembered) before.
  setSessionCookie(c, await insertSession(db, userId))
}

/** Deletes session `id`, telling every process on the database to forget it. */
async function deleteSession(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, id))
    await announceForget(tx, { kind: 'sessions', ids: [id] })
  })
  forgetSessions(db, [id])
}

/** Deletes the request's session, whatever state it is in, and clears the cookie. */
export async function endSession(c: Context, db: Db): Promise<void> {
  const id = sessionIdOf(c)
  if (id) await deleteSession(db, id)
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c))
}

/** Sessions ended and the one started by `restartSessions`, for `adoptSessions` after the commit. */
export interface RestartedSessions {
  ended: string[]
  token: string
}

/**
 * For a password change, in its transaction `tx`: ends every session of `userId` (on every device)
 * and the request's own, and starts a new one for this request. After the commit, `adoptSessions`.
 */
export async function restartSessions(c: Context, tx: Db, userId: string): Promise<RestartedSessions> {
  const previous = sessionIdOf(c)
  const ended = await tx
    .delete(sessions)
    .where(
      previous ? or(eq(sessions.userId, userId), eq(sessions.id, previous)) : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id })
  const endedIds = ended.map((session) => session.id)
  await announceForget(tx, { kind: 'sessions', ids: endedIds })
  const token = await insertSession(tx, userId)
  return { ended: endedIds, token }
}

/**
 * After `restartSessions` committed: the ended sessions stop working in this process at once (they
 * were remembered), and the request carries its new session.
 */
export function adoptSessions(c: Context, db: Db, restarted: RestartedSessions): void {
  forgetSessions(db, restarted.ended)
  setSessionCookie(c, restarted.token)
}
