import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { passwordResetTokens, users } from '../db/schema'
import type { Mailer } from '../mail/mailer'
import { enqueueMail } from '../mail/outbox'
import { passwordResetMail } from '../mail/templates/password-reset'
import { hashPassword, verifyPassword } from './password'
import type { SessionUser } from './session'
import { hashToken, newToken, TOKEN_PATTERN } from './token'

/** How long a reset link works (docs/decisions/0039-password-resets.md). */
export const RESET_LINK_MINUTES = 60

/** The page a reset link opens, with its token and (unless home) where to go afterwards. */
function resetLinkUrl(publicUrl: string, token: string, returnTo: string): string {
  const search = new URLSearchParams(returnTo === '/' ? { token } : { token, returnTo })
  return `${publicUrl}/reset-password?${search}`
}

/**
 * Mails a new reset link to the account of `email`, if there is one; nothing happens otherwise.
 * The token is kept only as its SHA-256, written in one transaction with its message.
 */
export async function sendPasswordReset(
  deps: { db: Db; mailer: Mailer },
  email: string,
  returnTo: string,
): Promise<void> {
  const { db, mailer } = deps
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email))
  if (!user) return
  const token = newToken()
  const tokenHash = hashToken(token)
  const publicUrl = mailer.publicUrl()
  const mail = await passwordResetMail({
    to: user.email,
    firstName: user.firstName,
    resetUrl: resetLinkUrl(publicUrl, token, returnTo),
    tokenHash,
    validMinutes: RESET_LINK_MINUTES,
    publicUrl,
  })
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      tokenHash,
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60 * 1000),
    })
    await enqueueMail(tx, mail)
  })
  mailer.wake()
}

/** What a password change does to sessions, in the change's transaction (see restartSessions). */
type RestartSessions<Sessions> = (tx: Db, userId: string) => Promise<Sessions>

/** The account a password now belongs to, and what became of its sessions. */
export interface PasswordChanged<Sessions> {
  user: SessionUser
  sessions: Sessions
}

/**
 * Sets the password of the account `userId`, in `tx`: the new hash (only over `previousHash`, so a
 * change made meanwhile is not overwritten: null then), every reset link not used yet spent, and the
 * sessions restarted by `restart`.
 */
async function setPassword<Sessions>(
  tx: Db,
  change: { userId: string; previousHash?: string; passwordHash: string; at: Date },
  restart: RestartSessions<Sessions>,
): Promise<PasswordChanged<Sessions> | null> {
  const [user] = await tx
    .update(users)
    .set({ passwordHash: change.passwordHash })
    .where(
      change.previousHash === undefined
        ? eq(users.id, change.userId)
        : and(eq(users.id, change.userId), eq(users.passwordHash, change.previousHash)),
    )
    .returning({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
  if (!user) return null
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: change.at })
    .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)))
  return { user, sessions: await restart(tx, user.id) }
}

/**
 * Sets a new password through a reset link: null when `token` names no link that is unused and
 * unexpired (nothing is written then). The link is spent in the same transaction that sets the
 * password, so two uses at once set it once.
 */
export async function resetPassword<Sessions>(
  db: Db,
  request: { token: string; password: string },
  restart: RestartSessions<Sessions>,
): Promise<PasswordChanged<Sessions> | null> {
  if (!TOKEN_PATTERN.test(request.token)) return null
  const tokenHash = hashToken(request.token)
  const usable = (at: Date) =>
    and(
      eq(passwordResetTokens.tokenHash, tokenHash),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, at),
    )
  // Looked up first, so a dead link costs no scrypt work; claimed for real in the transaction.
  const [link] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usable(new Date()))
  if (!link) return null
  const passwordHash = await hashPassword(request.password)
  return db.transaction(async (tx) => {
    const at = new Date()
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: at })
      .where(usable(at))
      .returning({ userId: passwordResetTokens.userId })
    if (!claimed) return null
    return setPassword(tx, { userId: claimed.userId, passwordHash, at }, restart)
  })
}

/**
 * A signed-in shopper's new password: null when `currentPassword` is not theirs (nothing written).
 * Links asked for earlier are spent, since they were for the password that is gone.
 */
export async function changePassword<Sessions>(
  db: Db,
  request: { userId: string; currentPassword: string; newPassword: string },
  restart: RestartSessions<Sessions>,
): Promise<PasswordChanged<Sessions> | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, request.userId))
  if (!row || !(await verifyPassword(request.currentPassword, row.passwordHash))) return null
  const passwordHash = await hashPassword(request.newPassword)
  return db.transaction((tx) =>
    setPassword(
      tx,
      { userId: request.userId, previousHash: row.passwordHash, passwordHash, at: new Date() },
      restart,
    ),
  )
}
