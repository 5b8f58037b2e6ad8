import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import type { Db } from './client'

/**
 * What a server process remembers from the database (sessions, priced carts) must be forgotten when
 * another process changes it. On PostgreSQL each change is announced with NOTIFY in the transaction
 * that makes it, and every process LISTENs on one connection of its own; a process that lost that
 * connection stops trusting its memory until it listens again
 * (docs/decisions/0042-several-processes-on-one-database.md). PGlite belongs to one process: its
 * memory is always trusted and nobody else writes.
 */
export const FORGET_CHANNEL = 'orms_forget'
/** The LISTEN connection's `application_name`, as pg_stat_activity shows it. */
export const LISTENER_NAME = 'orms-forget-notices'

export type ForgetNotice = { kind: 'sessions'; ids: string[] } | { kind: 'cart'; userId: string }

/** A NOTIFY payload is at most 8000 bytes: session ids (64 hex characters) go 100 to a notice. */
const SESSIONS_PER_NOTICE = 100
/** How often the LISTEN connection is asked to answer, and how long it may take before it is distrusted. */
const HEARTBEAT_MS = 5_000
const HEARTBEAT_TIMEOUT_MS = 2_000
/** The wait between tries to listen again, doubling up to the longest. */
const RETRY_FIRST_MS = 100
const RETRY_LONGEST_MS = 5_000

function payloadsOf(notice: ForgetNotice): string[] {
  if (notice.kind === 'cart') return [`cart:${notice.userId}`]
  const payloads: string[] = []
  for (let start = 0; start < notice.ids.length; start += SESSIONS_PER_NOTICE) {
    payloads.push(`sessions:${notice.ids.slice(start, start + SESSIONS_PER_NOTICE).join(',')}`)
  }
  return payloads
}

function noticeOf(payload: string): ForgetNotice | null {
  const [kind, rest = ''] = payload.split(/:(.*)/s)
  if (kind === 'cart') return { kind, userId: rest }
  if (kind === 'sessions') return { kind, ids: rest.split(',') }
  return null
}

/**
 * Announces `notice` to every process with `db`: pass the transaction that makes the change, so the
 * notice goes out when (and only if) it commits. Harmless on PGlite, where nobody listens.
 */
export async function announceForget(db: Db, notice: ForgetNotice): Promise<void> {
  for (const payload of payloadsOf(notice)) {
    await db.execute(sql`select pg_notify(${FORGET_CHANNEL}, ${payload})`)
  }
}

/** What a memory of the database is told: what to forget, and when to forget everything. */
export interface ForgetListener {
  forget(notice: ForgetNotice): void
  /** The notices may have stopped coming: forget everything, and answer from the database until `trusted`. */
  distrust(): void
}

/** A process's view of the notices of one database. */
export interface ForgetFeed {
  /** Whether remembered answers may be given: the notices are coming. */
  readonly trusted: boolean
  /** Raised whenever `trusted` changes: an answer read across a change of it is not kept. */
  readonly epoch: number
  subscribe(listener: ForgetListener): void
  /**
   * Settles once every notice committed before the call has been handled (true), or with false when
   * the notices are not coming. A remembered answer is given only after it: the notice of a sign-out
   * another process committed just before this request arrived may still be on its way.
   */
  caughtUp(): Promise<boolean>
}

/** PGlite's, and any database nobody else writes: always trusted, never told anything. */
const ALONE: ForgetFeed = {
  trusted: true,
  epoch: 0,
  subscribe: () => {},
  caughtUp: () => Promise.resolve(true),
}

const feeds = new WeakMap<Db, ForgetFeed>()

/** The notices of `db`, for the memories of it (src/server/auth/session.ts, src/server/cart/cart-memory.ts). */
export function forgetFeedOf(db: Db): ForgetFeed {
  return feeds.get(db) ?? ALONE
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Listens for the notices of the PostgreSQL database at `url` on a connection of its own, as
 * `forgetFeedOf(db)`. Resolves once listening; `close` stops.
 */
export async function listenForForgets(db: Db, url: string): Promise<{ close(): Promise<void> }> {
  const listeners = new Set<ForgetListener>()
  let trusted = false
  let epoch = 0
  let closed = false
  let relistening: Promise<void> | null = null

  const distrust = () => {
    if (trusted) {
      trusted = false
      epoch += 1
      for (const listener of listeners) listener.distrust()
    }
    relisten()
  }
  const onnotify = (channel: string, payload: string) => {
    const notice = channel === FORGET_CHANNEL ? noticeOf(payload) : null
    if (notice) for (const listener of listeners) listener.forget(notice)
  }
  // `onnotify` and `onclose` are the options postgres.js's own `listen` builds its connection with
  // (node_modules/postgres/src/index.js); its types leave `onnotify` out. Unlike `listen`, this tells
  // the moment the connection is lost.
  const options = {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    fetch_types: false,
    connection: { application_name: LISTENER_NAME },
    onnotice: () => {},
    onnotify,
    onclose: () => {
      if (!closed) distrust()
    },
  }
  const client = postgres(url, options as postgres.Options<Record<string, never>>)
  const listen = async () => {
    await client.unsafe(`listen ${FORGET_CHANNEL}`)
    if (closed) return
    trusted = true
    epoch += 1
  }
  function relisten() {
    if (relistening || closed) return
    relistening = (async () => {
      for (let wait = RETRY_FIRST_MS; !closed && !trusted; wait = Math.min(wait * 2, RETRY_LONGEST_MS)) {
        try {
          await listen()
        } catch {
          await delay(wait)
        }
      }
    })().finally(() => {
      relistening = null
    })
  }

  // One round trip on the LISTEN connection: PostgreSQL sends it every notice committed before the
  // query before its answer. Requests arriving while one is under way wait for the next (shared) one.
  let current: Promise<boolean> | null = null
  let next: Promise<boolean> | null = null
  const roundTrip = () =>
    client`select 1`.then(
      () => trusted,
      () => false,
    )
  const caughtUp = (): Promise<boolean> => {
    if (!trusted) return Promise.resolve(false)
    if (!current) {
      current = roundTrip().finally(() => {
        current = null
      })
      return current
    }
    if (!next) {
      next = current.then(() => {
        next = null
        return caughtUp()
      })
    }
    return next
  }

  await listen()
  // A connection can die without closing (a network gone quiet): one that does not answer is not trusted.
  const heartbeat = setInterval(() => {
    if (!trusted) return
    void Promise.race([roundTrip(), delay(HEARTBEAT_TIMEOUT_MS).then(() => false)]).then((ok) => {
      if (!ok && !closed) distrust()
    })
  }, HEARTBEAT_MS)
  heartbeat.unref()

  feeds.set(db, {
    get trusted() {
      return trusted
    },
    get epoch() {
      return epoch
    },
    subscribe: (listener) => listeners.add(listener),
    caughtUp,
  })
  return {
    async close() {
      closed = true
      clearInterval(heartbeat)
      await client.end({ timeout: 0 })
    },
  }
}
