import { eq } from 'drizzle-orm'
import { createAccount } from '../auth/auth.service'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import type { Logger } from '../logger'

/** The account a visitor (or a test) can sign in with at once; published in the README. */
export const DEMO_ACCOUNT = {
  email: 'demo@openroadmoto.example',
  password: 'ride-safe-2024',
  firstName: 'Dana',
  lastName: 'Rider',
} as const

/**
 * Creates the demo account unless its email already has one. An existing account is left as it is
 * (its cart, orders and even a changed password), so restarts never undo what a visitor did.
 */
export async function seedDemoAccount(
  db: Db,
  options: { logger?: Logger } = {},
): Promise<{ seeded: boolean }> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email))
  if (existing.length > 0) return { seeded: false }
  const created = await createAccount(db, DEMO_ACCOUNT)
  if (created) options.logger?.info({ email: DEMO_ACCOUNT.email }, 'demo account created')
  return { seeded: created !== null }
}
