import { getTableName } from 'drizzle-orm'
import type { Context } from 'hono'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { type Db, sqlClientOf } from '../db/client'
import { rateLimits } from '../db/schema'
import { errorResponse } from '../http/errors'

/**
 * Counts attempts per key (an email, a client address) in the database, so every server process
 * sharing it counts together (docs/decisions/0042-several-processes-on-one-database.md). A key's
 * window starts at its first counted attempt and lasts `windowMs`; at `limit` it waits for the window
 * to end. Attempts are taken before the work they guard, so requests under way at once cannot all
 * slip under the limit; one that turns out not to count (a right password) is given back.
 */
export interface AttemptLimiter {
  /** Counts an attempt by `key`; the seconds it must wait when it was at its limit already, else 0. */
  take(key: string): Promise<number>
  /** Uncounts an attempt `take` counted that turned out not to count. */
  giveBack(key: string): Promise<void>
  /** Forgets the key's attempts. */
  clear(key: string): Promise<void>
}

/**
 * A limiter of `limit` attempts per `windowMs` in `db`'s `rate_limits` table; `name` keeps its keys
 * apart from other limiters' (one name, one count: two apps on one database with the same name share it).
 */
export function createAttemptLimiter(
  db: Db,
  options: { name: string; limit: number; windowMs: number },
): AttemptLimiter {
  const limiter = new RateLimiterPostgres({
    storeClient: sqlClientOf(db),
    storeType: 'pool',
    tableName: getTableName(rateLimits),
    tableCreated: true,
    keyPrefix: options.name,
    points: options.limit,
    duration: Math.ceil(options.windowMs / 1000),
  })
  return {
    async take(key) {
      try {
        await limiter.consume(key)
        return 0
      } catch (refused) {
        // The library refuses with its result when the key is past its points, and with an Error otherwise.
        if (!(refused instanceof RateLimiterRes)) throw refused
        return Math.max(1, Math.ceil(refused.msBeforeNext / 1000))
      }
    },
    async giveBack(key) {
      await limiter.reward(key)
    },
    async clear(key) {
      await limiter.delete(key)
    },
  }
}

/**
 * Takes an attempt from each `[limiter, key]`; when any of them is at its limit, the others are given
 * back (a refused request counts nowhere) and the longest wait is returned, else 0.
 */
export async function takeAttempts(...counts: [AttemptLimiter, string][]): Promise<number> {
  const waits = await Promise.all(counts.map(([limiter, key]) => limiter.take(key)))
  const wait = Math.max(0, ...waits)
  if (wait > 0) {
    await Promise.all(
      counts.filter((_, index) => waits[index] === 0).map(([limiter, key]) => limiter.giveBack(key)),
    )
  }
  return wait
}

/** The 429 a limited request gets: when to try again, as `Retry-After` and in words after `what`. */
export function tooManyAttempts(c: Context, retryAfterSeconds: number, what: string) {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  c.header('Retry-After', String(retryAfterSeconds))
  return errorResponse(
    c,
    429,
    'too_many_attempts',
    `${what} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  )
}
