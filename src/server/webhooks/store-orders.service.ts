import { and, eq, lte, or, sql } from 'drizzle-orm'
import * as z from 'zod/mini'
import type { Db } from '../db/client'
import {
  cartLines,
  type StoreCheckoutLine,
  type StoreFulfilment,
  type StoreOrderLine,
  storeCheckouts,
  storeOrders,
  storeRefunds,
} from '../db/schema'
import type { Logger } from '../logger'

// Orders the store took, as its webhooks tell them (REST JSON, Shopify's Order and Refund
// resources): each event's order is a whole snapshot, so the one with the latest `updated_at`
// wins whatever order they arrive in (docs/decisions/0069-orders-come-back-by-webhook.md).

/** The note attribute (a cart attribute at checkout) that carries the shop's own checkout reference. */
export const CHECKOUT_ATTRIBUTE = 'open_road_checkout'

/** The topics the shop records; any other is refused. */
export const ORDER_TOPICS = ['orders/create', 'orders/paid', 'orders/fulfilled', 'orders/cancelled'] as const
export const WEBHOOK_TOPICS = [...ORDER_TOPICS, 'refunds/create'] as const
export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number]

const id = z.union([z.number(), z.string().check(z.regex(/^\d{1,20}$/))])
const amount = z.union([z.string().check(z.regex(/^-?\d{1,10}(\.\d{1,4})?$/)), z.number()])
const timestamp = z.string().check(z.refine((text) => !Number.isNaN(Date.parse(text)), 'a date and time'))
const optionalText = z.optional(z.nullable(z.string().check(z.maxLength(2000))))

/** What the shop reads of Shopify's Order resource; every other field is let through unread. */
const orderSchema = z.object({
  id,
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  email: optionalText,
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  subtotal_price: amount,
  total_line_items_price: z.optional(amount),
  total_tax: z.optional(amount),
  total_discounts: z.optional(amount),
  total_price: amount,
  total_shipping_price_set: z.optional(z.nullable(z.object({ shop_money: z.object({ amount: amount }) }))),
  financial_status: optionalText,
  fulfillment_status: optionalText,
  cancelled_at: z.optional(z.nullable(timestamp)),
  created_at: timestamp,
  updated_at: timestamp,
  cart_token: optionalText,
  note_attributes: z.optional(
    z.nullable(
      z.array(z.object({ name: z.string(), value: z.nullable(z.unknown()) })).check(z.maxLength(100)),
    ),
  ),
  line_items: z
    .array(
      z.object({
        title: z.string().check(z.maxLength(500)),
        variant_title: optionalText,
        quantity: z.number().check(z.int(), z.minimum(0), z.maximum(100_000)),
        price: amount,
        product_id: z.optional(z.nullable(id)),
        variant_id: z.optional(z.nullable(id)),
        gift_card: z.optional(z.boolean()),
        properties: z.optional(
          z.nullable(
            z.array(z.object({ name: z.string(), value: z.nullable(z.unknown()) })).check(z.maxLength(100)),
          ),
        ),
      }),
    )
    .check(z.maxLength(1000)),
  fulfillments: z.optional(
    z.nullable(
      z
        .array(
          z.object({
            tracking_company: optionalText,
            tracking_number: optionalText,
            tracking_url: optionalText,
          }),
        )
        .check(z.maxLength(100)),
    ),
  ),
})

/** What the shop reads of Shopify's Refund resource: its money is in its transactions. */
const refundSchema = z.object({
  id,
  order_id: id,
  created_at: timestamp,
  transactions: z
    .array(
      z.object({ amount: amount, kind: z.optional(z.string()), status: z.optional(z.nullable(z.string())) }),
    )
    .check(z.maxLength(100)),
})

export type StoreOrderPayload = z.output<typeof orderSchema>
export type StoreRefundPayload = z.output<typeof refundSchema>

/** The payload's shape for a topic, to validate it with before anything is written. */
export function payloadSchema(topic: WebhookTopic) {
  return topic === 'refunds/create' ? refundSchema : orderSchema
}

const money = (value: string | number | undefined) => Number(value ?? 0).toFixed(2)

/**
 * The order the store took for a checkout empties what the rider handed over from their cart: the
 * lines as they were then (a line changed since stays). Until then the cart is still theirs: a
 * rider who leaves the store's checkout comes back to it.
 */
async function takeCheckedOutLines(
  db: Db,
  checkout: { userId: string | null; lines: StoreCheckoutLine[] },
): Promise<string | null> {
  const { userId } = checkout
  const handed = checkout.lines.flatMap((line) => (line.cartLine ? [line.cartLine] : []))
  if (!userId || handed.length === 0) return null
  const taken = await db
    .delete(cartLines)
    .where(
      and(
        eq(cartLines.userId, userId),
        or(...handed.map((line) => and(eq(cartLines.id, line.id), eq(cartLines.quantity, line.quantity)))),
      ),
    )
    .returning({ id: cartLines.id })
  return taken.length > 0 ? userId : null
}

/** The shop's checkout an order came from: the one its attribute names, else its cart's token's. */
async function checkoutOf(db: Db, order: StoreOrderPayload) {
  const reference = order.note_attributes?.find((attribute) => attribute.name === CHECKOUT_ATTRIBUTE)?.value
  const byReference =
    typeof reference === 'string' && z.uuid().safeParse(reference).success
      ? eq(storeCheckouts.id, reference)
      : undefined
  const byCart = order.cart_token ? eq(storeCheckouts.cartToken, order.cart_token) : undefined
  for (const condition of [byReference, byCart]) {
    if (!condition) continue
    const [checkout] = await db
      .select({ id: storeCheckouts.id, userId: storeCheckouts.userId, lines: storeCheckouts.lines })
      .from(storeCheckouts)
      .where(condition)
      .limit(1)
    if (checkout) return checkout
  }
  return undefined
}

function orderRow(order: StoreOrderPayload) {
  const lines: StoreOrderLine[] = order.line_items.map((line) => ({
    title: line.title,
    variantTitle: line.variant_title ?? null,
    quantity: line.quantity,
    price: money(line.price),
    productId: line.product_id == null ? null : String(line.product_id),
    variantId: line.variant_id == null ? null : String(line.variant_id),
  }))
  const fulfilments: StoreFulfilment[] = (order.fulfillments ?? []).map((fulfilment) => ({
    company: fulfilment.tracking_company ?? null,
    number: fulfilment.tracking_number ?? null,
    url: fulfilment.tracking_url ?? null,
  }))
  return {
    name: order.name,
    email: order.email ?? null,
    currencyCode: order.currency,
    // The lines before any discount, which the order shows taken off after it: Shopify's
    // `subtotal_price` is after discounts.
    subtotal: money(
      order.total_line_items_price ?? Number(order.subtotal_price) + Number(order.total_discounts ?? 0),
    ),
    tax: money(order.total_tax),
    shipping: money(order.total_shipping_price_set?.shop_money.amount),
    discount: money(order.total_discounts),
    total: money(order.total_price),
    lines,
    financialStatus: order.financial_status ?? null,
    fulfilmentStatus: order.fulfillment_status ?? null,
    fulfilments,
    cancelledAt: order.cancelled_at ? new Date(order.cancelled_at) : null,
    storeUpdatedAt: new Date(order.updated_at),
  }
}

/**
 * Records an order event: the order as this event has it, unless the shop already holds a later
 * snapshot of it. The shopper is found once, by the order's checkout; an order no shopper can be
 * found for is kept (user null) and logged. Returns the shopper whose cart the new order took
 * lines from (their remembered cart is to be forgotten once this commits), else null.
 */
export async function recordOrderEvent(
  db: Db,
  order: StoreOrderPayload,
  logger?: Logger,
): Promise<{ cartTakenFrom: string | null }> {
  const orderId = String(order.id)
  const row = orderRow(order)
  const checkout = await checkoutOf(db, order)
  if (!checkout) logger?.warn({ orderId, name: order.name }, 'store order with no shopper of this shop kept')
  const [known] = await db.select({ id: storeOrders.id }).from(storeOrders).where(eq(storeOrders.id, orderId))
  await db
    .insert(storeOrders)
    .values({
      id: orderId,
      userId: checkout?.userId ?? null,
      checkoutId: checkout?.id ?? null,
      placedAt: new Date(order.created_at),
      ...row,
    })
    .onConflictDoUpdate({
      target: storeOrders.id,
      set: row,
      // An event older than the snapshot kept changes nothing.
      setWhere: lte(storeOrders.storeUpdatedAt, row.storeUpdatedAt),
    })
  const cartTakenFrom = !known && checkout ? await takeCheckedOutLines(db, checkout) : null
  // A shopper found now (a later event's attributes) is kept, never taken away.
  if (checkout?.userId) {
    await db
      .update(storeOrders)
      .set({ userId: checkout.userId, checkoutId: checkout.id })
      .where(and(eq(storeOrders.id, orderId), sql`${storeOrders.userId} is null`))
  }
  return { cartTakenFrom }
}

/** Records a refund once, by its id: the money its successful refund transactions gave back. */
export async function recordRefund(db: Db, refund: StoreRefundPayload): Promise<void> {
  const refunded = refund.transactions
    .filter((transaction) => (transaction.kind ?? 'refund') === 'refund' && transaction.status !== 'failure')
    .reduce((sum, transaction) => sum + Number(transaction.amount), 0)
  await db
    .insert(storeRefunds)
    .values({
      id: String(refund.id),
      orderId: String(refund.order_id),
      amount: refunded.toFixed(2),
      createdAt: new Date(refund.created_at),
    })
    .onConflictDoNothing()
}
