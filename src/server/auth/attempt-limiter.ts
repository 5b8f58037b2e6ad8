import type { Context } from 'hono'
import { errorResponse } from '../http/errors'

/** Counts attempts per key (an email, a client address) in a sliding window, in this process's memory. */
export interface AttemptLimiter {
  /** Seconds until `key` may try again, or 0 when it is under the limit. */
  retryAfter(key: string): number
  record(key: string): void
  clear(key: string): void
}

/** Beyond this many keys, forgotten windows are swept out, so a flood of addresses cannot grow memory. */
const SWEEP_ABOVE_KEYS = 10_000

export function createAttemptLimiter(options: {
  limit: number
  windowMs: number
  now?: () => number
}): AttemptLimiter {
  const { limit, windowMs } = options
  const now = options.now ?? Date.now
  const attempts = new Map<string, number[]>()

  /** The key's attempts still inside the window, oldest first. */
  const recent = (key: string, at: number) => {
    const times = attempts.get(key)?.filter((time) => time > at - windowMs) ?? []
    if (times.length === 0) attempts.delete(key)
    else attempts.set(key, times)
    return times
  }

  const sweep = (at: number) => {
    for (const key of attempts.keys()) recent(key, at)
    // Still full of live keys: drop the oldest (Map keeps insertion order) rather than grow.
    for (const key of attempts.keys()) {
      if (attempts.size <= SWEEP_ABOVE_KEYS) break
      attempts.delete(key)
    }
  }

  return {
    retryAfter(key) {
      const at = now()
      const times = recent(key, at)
      if (times.length < limit) return 0
      // Free again when the attempt that put the key at its limit leaves the window.
      const freedAt = (times[times.length - limit] ?? at) + windowMs
      return Math.max(1, Math.ceil((freedAt - at) / 1000))
    },
    record(key) {
      const at = now()
      const times = recent(key, at)
      times.push(at)
      attempts.set(key, times.slice(-limit))
      if (attempts.size > SWEEP_ABOVE_KEYS) sweep(at)
    },
    clear(key) {
      attempts.delete(key)
    },
  }
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
