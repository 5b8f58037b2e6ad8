import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { afterNow, deliverAllDue, pollingWorker, retryDelayMs } from '../db/outbox-worker'
import { mailOutbox } from '../db/schema'
import type { Logger } from '../logger'
import type { MailTransport } from './transport'

/** What the shop mails; each kind has its template in ./templates. */
export type MailKind =
  | 'order_confirmation'
  | 'order_shipped'
  | 'gift_card'
  | 'gift_card_receipt'
  | 'newsletter_welcome'
  | 'password_reset'

/** A message ready to send: rendered, addressed, and named by what caused it. */
export interface OutgoingMail {
  /** One cause, one message: `order:{id}`, `gift-card:{id}`… A second enqueue with the key is ignored. */
  dedupeKey: string
  kind: MailKind
  to: string
  subject: string
  html: string
  text: string
}

/**
 * Writes `mail` to the outbox with `db`: pass the transaction that writes its cause, so the message
 * exists exactly when what it tells of does. Returns false when its dedupe key was there already.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<boolean> {
  const inserted = await db
    .insert(mailOutbox)
    .values({
      dedupeKey: mail.dedupeKey,
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id })
  return inserted.length > 0
}

/** After this many failed deliveries a message is marked failed and left for a person to look at. */
export const MAX_ATTEMPTS = 10
/** How long a worker holds the messages it took; after a crash, another worker takes them up then. */
const LEASE_MS = 2 * 60 * 1000
const BATCH = 10

interface ClaimedRow {
  id: string
  recipient: string
  subject: string
  html: string
  text: string
  attempts: number
}

/**
 * Delivers the outbox: the messages that are due, a batch at a time, each taken with
 * `FOR UPDATE SKIP LOCKED` and a lease, so several workers (several server processes) never take the
 * same one. A message is marked sent only after the transport accepted it; a failure is retried
 * with back-off (retryDelayMs). Each carries its row's id as Message-ID, so if a crash comes between
 * the transport's "accepted" and the mark, the repeat is recognisably the same message.
 */
export function createOutboxWorker(deps: {
  db: Db
  transport: MailTransport
  logger: Logger
  /** How often to look for due messages besides `wake()`: retries, and mail other processes wrote. */
  pollMs?: number
}) {
  const { db, transport, logger } = deps

  async function claim(): Promise<ClaimedRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true })
    return db
      .update(mailOutbox)
      .set({ lockedUntil: afterNow(LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning({
        id: mailOutbox.id,
        recipient: mailOutbox.recipient,
        subject: mailOutbox.subject,
        html: mailOutbox.html,
        text: mailOutbox.text,
        attempts: mailOutbox.attempts,
      })
  }

  async function deliver(row: ClaimedRow) {
    try {
      await transport.deliver({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        html: row.html,
        text: row.text,
      })
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, html: '', text: '', lastError: null })
        .where(eq(mailOutbox.id, row.id))
      logger.info({ mailId: row.id, attempts: row.attempts }, 'mail sent')
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const giveUp = row.attempts >= MAX_ATTEMPTS
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: message.slice(0, 500),
          nextAttemptAt: afterNow(retryDelayMs(row.attempts)),
        })
        .where(eq(mailOutbox.id, row.id))
      logger[giveUp ? 'error' : 'warn'](
        { mailId: row.id, attempts: row.attempts, err: message },
        'mail not sent',
      )
    }
  }

  /** Delivers what is due until nothing is; resolves with how many messages were tried. */
  const deliverDue = () => deliverAllDue(claim, deliver)

  return {
    deliverDue,
    ...pollingWorker(deliverDue, {
      pollMs: deps.pollMs ?? 5_000,
      onError: (error) => logger.error({ err: error }, 'mail outbox failed'),
    }),
  }
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>
