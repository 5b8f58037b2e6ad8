import { eq } from 'drizzle-orm'
import type { AuthUser } from '../../shared/account/auth'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password'
import type { SessionUser } from './session'

/** A new account as the request schema leaves it: trimmed, the email in lower case. */
export interface NewAccount {
  email: string
  password: string
  firstName: string
  lastName: string
}

export function toAuthUser(user: SessionUser): AuthUser {
  return { email: user.email, firstName: user.firstName, lastName: user.lastName }
}

/** Creates the account; null when the email already has one (two at once still make one). */
export async function createAccount(db: Db, account: NewAccount): Promise<SessionUser | null> {
  const passwordHash = await hashPassword(account.password)
  const [row] = await db
    .insert(users)
    .values({ email: account.email, passwordHash, firstName: account.firstName, lastName: account.lastName })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
  return row ?? null
}

/**
 * The account whose email and password these are, or null. Unknown emails cost the same scrypt
 * work as wrong passwords, so the time taken does not tell which it was.
 */
export async function authenticate(db: Db, email: string, password: string): Promise<SessionUser | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email))
  if (!row) return verifyAgainstDecoy(password).then(() => null)
  if (!(await verifyPassword(password, row.passwordHash))) return null
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName }
}
