import type { Context } from 'hono'
import { CODE_ERRORS } from '../../shared/account/checkout-codes'
import { createAttemptLimiter, takeAttempts, tooManyAttempts } from '../auth/attempt-limiter'
import type { Db } from '../db/client'
import { clientAddress } from '../http/client-address'
import { HttpError } from '../http/errors'

const MINUTE_MS = 60 * 1000

/**
 * Slows down guessing of gift card and discount codes: failed lookups (a code that is nothing) are
 * counted per shopper and per client address, in the database, for checking a code and for
 * placing an order with one alike. Codes are long random strings (docs/decisions/0038-codes-at-checkout.md);
 * this keeps a guesser from trying many.
 */
export interface CodeAttempts {
  /** Runs `lookup` unless the shopper or their address failed too often lately (then 429). */
  guard<T>(c: Context, userId: string, lookup: () => Promise<T>): Promise<T | Response>
}

export function createCodeAttempts(
  db: Db,
  options: { perShopper?: number; perAddress?: number; windowMs?: number } = {},
): CodeAttempts {
  const { perShopper = 10, perAddress = 30, windowMs = 15 * MINUTE_MS } = options
  const byShopper = createAttemptLimiter(db, { name: 'code-shopper', limit: perShopper, windowMs })
  // Higher: several shoppers may share one address (a workshop's network, a phone carrier's).
  const byAddress = createAttemptLimiter(db, { name: 'code-address', limit: perAddress, windowMs })
  return {
    async guard(c, userId, lookup) {
      const address = clientAddress(c)
      const wait = await takeAttempts([byShopper, userId], [byAddress, address])
      if (wait > 0) return tooManyAttempts(c, wait, 'Too many codes that did not match.')
      const giveBack = () => Promise.all([byShopper.giveBack(userId), byAddress.giveBack(address)])
      const result = await lookup().catch(async (error: unknown) => {
        // Only a code that is nothing counts.
        if (!(error instanceof HttpError && error.code === CODE_ERRORS.notFound)) await giveBack()
        throw error
      })
      await giveBack()
      return result
    },
  }
}
