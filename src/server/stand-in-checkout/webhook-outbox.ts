import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { afterNow, deliverAllDue, pollingWorker, retryDelayMs } from '../db/outbox-worker'
import { meta, storeWebhookOutbox } from '../db/schema'
import type { Config } from '../env'
import type { Logger } from '../logger'
import type { WebhookTopic } from '../webhooks/store-orders.service'
import { webhookSignature } from '../webhooks/webhook-signature'

/*
 * The stand-in checkout's webhooks (docs/decisions/0070-checkout-through-the-store.md): written in
 * the transaction of what they tell of, then delivered as Shopify delivers them, signed, to the
 * shop's `POST /api/webhooks/shopify`, and retried until the shop takes them. Modelled on the mail
 * outbox (src/server/mail/outbox.ts).
 */

/** The shop domain the stand-in's webhooks name, as a store's would (X-Shopify-Shop-Domain). */
export const STAND_IN_SHOP_DOMAIN = 'open-road-moto-supply.myshopify.com'

/** Where the shop takes webhooks; the host is the app's own, reached in process. */
export const WEBHOOK_ENDPOINT = 'http://localhost/api/webhooks/shopify'

const SECRET_META = 'stand_in_webhook_secret'

/** Shopify tries a webhook 8 times before it gives up; so does the stand-in. */
export const WEBHOOK_MAX_ATTEMPTS = 8
/** A delivery that has not answered by then counts as failed (and is tried again). */
const DELIVERY_TIMEOUT_MS = 20_000
/**
 * How long a worker holds the rows it took: past the longest delivery, and short, since after a
 * crash the order it tells of reaches the rider's history only once another worker takes it up.
 */
const LEASE_MS = DELIVERY_TIMEOUT_MS + 10_000
const BATCH = 10

/**
 * The secret the stand-in signs with (emulator only): SHOPIFY_WEBHOOK_SECRET when set, else one
 * made once per database and kept in `meta`, so every server process and the fulfil command agree
 * on it. Asked for on each use, read once.
 */
export function standInWebhookSecret(db: Db, config: Pick<Config, 'webhookSecret'>): () => Promise<string> {
  const configured = config.webhookSecret
  if (configured) return () => Promise.resolve(configured)
  let kept: Promise<string> | undefined
  return () => {
    kept ??= readOrMakeSecret(db).catch((error: unknown) => {
      // A failed read is tried again next time, not kept.
      kept = undefined
      throw error
    })
    return kept
  }
}

/**
 * The secret the shop checks the stand-in's webhooks with (emulator only): the one it signs with,
 * or null while none was made, since then nothing was signed. Reading never makes it: a webhook
 * refused changes nothing. Read until found, then kept.
 */
export function standInWebhookSecretToCheck(
  db: Db,
  config: Pick<Config, 'webhookSecret'>,
): () => Promise<string | null> {
  const configured = config.webhookSecret
  if (configured) return () => Promise.resolve(configured)
  let found: string | undefined
  return async () => {
    found ??= await readSecret(db)
    return found ?? null
  }
}

async function readSecret(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, SECRET_META))
  return row?.value
}

async function readOrMakeSecret(db: Db): Promise<string> {
  await db
    .insert(meta)
    .values({ key: SECRET_META, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: meta.key })
  const secret = await readSecret(db)
  if (!secret) throw new Error('The stand-in webhook secret was not stored')
  return secret
}

/**
 * Writes a webhook to send with `db`: pass the transaction that writes what it tells of. `body` is
 * the JSON text exactly as it will be signed and sent. Returns its id, its X-Shopify-Webhook-Id.
 */
export async function enqueueWebhook(db: Db, topic: WebhookTopic, body: string): Promise<string> {
  const [row] = await db
    .insert(storeWebhookOutbox)
    .values({ topic, body })
    .returning({ id: storeWebhookOutbox.id })
  if (!row) throw new Error('The webhook was not written')
  return row.id
}

interface ClaimedWebhook {
  id: string
  topic: string
  body: string
  attempts: number
  createdAt: Date
}

export interface WebhookOutboxDeps {
  db: Db
  logger: Logger
  /** What the webhooks are signed with (standInWebhookSecret). */
  secret: () => Promise<string>
  /** Sends one request and answers the response: the server passes its own `app.fetch`. */
  send: (request: Request) => Promise<Response>
  /** X-Shopify-API-Version: the Storefront API version the shop is configured with. */
  apiVersion: string
  /** How often to look for due webhooks besides `wake()`: retries, and ones other processes wrote. */
  pollMs?: number
}

/** The request Shopify would send for this webhook. */
function webhookRequest(row: ClaimedWebhook, secret: string, apiVersion: string): Request {
  const bytes = new TextEncoder().encode(row.body)
  return new Request(WEBHOOK_ENDPOINT, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Topic': row.topic,
      'X-Shopify-Hmac-Sha256': webhookSignature(bytes, secret),
      'X-Shopify-Webhook-Id': row.id,
      'X-Shopify-Shop-Domain': STAND_IN_SHOP_DOMAIN,
      'X-Shopify-API-Version': apiVersion,
      'X-Shopify-Triggered-At': row.createdAt.toISOString(),
    },
    body: bytes,
  })
}

/** `answer`, or a failure when it takes longer than `ms`. */
async function withinTime<T>(answer: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([answer, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Delivers the webhook outbox: what is due, a batch at a time, each row taken with
 * `FOR UPDATE SKIP LOCKED` and a lease, so several server processes never send the same one at once.
 * A 2xx answer marks it delivered; anything else is tried again with back-off (5 s, 10 s, 20 s… at
 * most an hour), up to WEBHOOK_MAX_ATTEMPTS, then it is marked failed and logged. The row's id is
 * its X-Shopify-Webhook-Id, so a repeat is recognisably the same delivery and the shop ignores it.
 */
export function createWebhookOutboxWorker(deps: WebhookOutboxDeps) {
  const { db, logger } = deps

  async function claim(): Promise<ClaimedWebhook[]> {
    const due = db
      .select({ id: storeWebhookOutbox.id })
      .from(storeWebhookOutbox)
      .where(
        and(
          eq(storeWebhookOutbox.status, 'pending'),
          lte(storeWebhookOutbox.nextAttemptAt, sql`now()`),
          or(isNull(storeWebhookOutbox.lockedUntil), lt(storeWebhookOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(storeWebhookOutbox.nextAttemptAt, storeWebhookOutbox.createdAt)
      .limit(BATCH)
      .for('update', { skipLocked: true })
    return db
      .update(storeWebhookOutbox)
      .set({ lockedUntil: afterNow(LEASE_MS), attempts: sql`${storeWebhookOutbox.attempts} + 1` })
      .where(inArray(storeWebhookOutbox.id, due))
      .returning({
        id: storeWebhookOutbox.id,
        topic: storeWebhookOutbox.topic,
        body: storeWebhookOutbox.body,
        attempts: storeWebhookOutbox.attempts,
        createdAt: storeWebhookOutbox.createdAt,
      })
  }

  async function deliver(row: ClaimedWebhook) {
    try {
      const request = webhookRequest(row, await deps.secret(), deps.apiVersion)
      const response = await withinTime(deps.send(request), DELIVERY_TIMEOUT_MS)
      // The answer's body is not read for anything: drained, so nothing is left holding it.
      await response.arrayBuffer().catch(() => undefined)
      if (!response.ok) throw new Error(`the shop answered ${response.status}`)
      await db
        .update(storeWebhookOutbox)
        .set({ status: 'delivered', deliveredAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(storeWebhookOutbox.id, row.id))
      logger.info({ webhookId: row.id, topic: row.topic, attempts: row.attempts }, 'webhook delivered')
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const giveUp = row.attempts >= WEBHOOK_MAX_ATTEMPTS
      await db
        .update(storeWebhookOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: message.slice(0, 500),
          nextAttemptAt: afterNow(retryDelayMs(row.attempts)),
        })
        .where(eq(storeWebhookOutbox.id, row.id))
      logger[giveUp ? 'error' : 'warn'](
        { webhookId: row.id, topic: row.topic, attempts: row.attempts, err: message },
        giveUp ? 'webhook given up' : 'webhook not delivered',
      )
    }
  }

  /** Delivers what is due until nothing is; resolves with how many webhooks were tried. */
  const deliverDue = () => deliverAllDue(claim, deliver)

  return {
    deliverDue,
    ...pollingWorker(deliverDue, {
      pollMs: deps.pollMs ?? 5_000,
      onError: (error) => logger.error({ err: error }, 'webhook outbox failed'),
    }),
  }
}

export type WebhookOutboxWorker = ReturnType<typeof createWebhookOutboxWorker>
