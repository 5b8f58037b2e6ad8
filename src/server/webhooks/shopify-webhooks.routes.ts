import { Hono } from 'hono'
import * as z from 'zod/mini'
import { forgetChangedCart } from '../cart/cart-memory'
import type { Db } from '../db/client'
import { webhookDeliveries } from '../db/schema'
import { HttpError } from '../http/errors'
import { readBodyBytes } from '../http/json-body'
import type { Logger } from '../logger'
import { afterStandInOrderEvent } from './stand-in-effects'
import {
  payloadSchema,
  recordOrderEvent,
  recordRefund,
  type StoreOrderPayload,
  type StoreRefundPayload,
  WEBHOOK_TOPICS,
  type WebhookTopic,
} from './store-orders.service'
import { hasValidSignature } from './webhook-signature'

/** An order with a thousand lines fits; anything larger is not an order webhook. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024

const WEBHOOK_ID = /^[A-Za-z0-9_-]{1,100}$/

export interface WebhookDeps {
  db: Db
  /**
   * The secret webhooks are signed with, asked for on each webhook: SHOPIFY_WEBHOOK_SECRET with a
   * store; with the emulator, the one its stand-in checkout signs with (src/server/stand-in-checkout/
   * webhook-outbox.ts). Null refuses them all (401).
   */
  secret: () => Promise<string | null>
  logger: Logger
  /**
   * With the emulator: the shop does what the store would once an order is recorded (mail, gift
   * cards; ./stand-in-effects.ts). Absent with a real store, which does it itself.
   */
  standIn?: { publicUrl: string; wake: () => void }
}

const isTopic = (topic: string | undefined): topic is WebhookTopic =>
  (WEBHOOK_TOPICS as readonly string[]).includes(topic ?? '')

/**
 * `POST /api/webhooks/shopify`: Shopify's webhooks as Shopify sends them. The signature is checked
 * on the raw body before anything else (401, nothing stored); a delivery id seen before is answered
 * 200 and changes nothing; a topic the shop does not record, or a body that is not its resource,
 * is refused (400) and changes nothing. Mount with `app.route('/api/webhooks/shopify', …)`.
 */
export function shopifyWebhookRoutes(deps: WebhookDeps) {
  return new Hono().post('/', async (c) => {
    const secret = await deps.secret()
    if (!secret) {
      // Nothing can be verified without the secret: every webhook is unauthenticated.
      throw new HttpError(
        401,
        'webhooks_not_configured',
        'This shop takes no webhooks: SHOPIFY_WEBHOOK_SECRET is not set.',
      )
    }
    const body = await readBodyBytes(c, WEBHOOK_BODY_LIMIT)
    if (!hasValidSignature(body, c.req.header('x-shopify-hmac-sha256'), secret)) {
      deps.logger.warn({ topic: c.req.header('x-shopify-topic') }, 'webhook with a bad signature refused')
      throw new HttpError(401, 'invalid_signature', 'The webhook is not signed with this shop’s secret.')
    }
    const topic = c.req.header('x-shopify-topic')
    if (!isTopic(topic)) {
      throw new HttpError(400, 'unsupported_topic', `This shop records ${WEBHOOK_TOPICS.join(', ')}.`)
    }
    const webhookId = c.req.header('x-shopify-webhook-id') ?? ''
    if (!WEBHOOK_ID.test(webhookId)) {
      throw new HttpError(400, 'invalid_webhook_id', 'X-Shopify-Webhook-Id must name the delivery.')
    }
    let value: unknown
    try {
      value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
    } catch {
      throw new HttpError(400, 'invalid_json', 'The webhook body is not valid JSON.')
    }
    const parsed = z.safeParse(payloadSchema(topic), value)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new HttpError(
        400,
        'invalid_payload',
        `The ${topic} body is not Shopify's ${topic === 'refunds/create' ? 'Refund' : 'Order'}: ${issue?.path.join('.') || 'body'} ${issue?.message ?? ''}`.trim(),
      )
    }

    const shopDomain = (c.req.header('x-shopify-shop-domain') ?? '').slice(0, 255)
    const recorded = await deps.db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(webhookDeliveries)
        .values({ webhookId, topic, shopDomain })
        .onConflictDoNothing()
        .returning({ webhookId: webhookDeliveries.webhookId })
      if (!fresh) return null
      if (topic === 'refunds/create') {
        await recordRefund(tx, parsed.data as StoreRefundPayload)
        return { mailed: false, cartTakenFrom: null }
      }
      const order = parsed.data as StoreOrderPayload
      const { cartTakenFrom } = await recordOrderEvent(tx, order, deps.logger)
      return {
        mailed: deps.standIn ? await afterStandInOrderEvent(tx, order, deps.standIn.publicUrl) : false,
        cartTakenFrom,
      }
    })
    if (recorded?.mailed) deps.standIn?.wake()
    if (recorded?.cartTakenFrom) await forgetChangedCart(deps.db, recorded.cartTakenFrom)
    return c.json({ received: true, recorded: recorded !== null })
  })
}
