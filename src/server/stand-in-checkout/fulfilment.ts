import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { orders, type StoreFulfilment } from '../db/schema'
import { restOrderBody } from './rest-order'
import { enqueueWebhook } from './webhook-outbox'

/*
 * The merchant's side of the stand-in checkout (docs/decisions/0070-checkout-through-the-store.md):
 * marking one of its orders shipped, as a merchant does in Shopify's admin, which sends the
 * orders/fulfilled webhook the shop's worker then delivers.
 */

/** An order that cannot be marked fulfilled, and why; the command prints the message. */
export class FulfilmentRefused extends Error {}

/** Where a parcel of these carriers is followed, by its tracking number. */
const TRACKING_PAGES: Record<string, (number: string) => string> = {
  ups: (number) => `https://www.ups.com/track?tracknum=${encodeURIComponent(number)}`,
  usps: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(number)}`,
  fedex: (number) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(number)}`,
  dhl: (number) => `https://www.dhl.com/en/express/tracking.html?AWB=${encodeURIComponent(number)}`,
}

export interface FulfilRequest {
  /** The order's name, e.g. "ORMS-10042" (a leading "#" and any case are fine). */
  name: string
  trackingNumber?: string
  carrier?: string
}

export interface Fulfilled {
  orderId: string
  name: string
  fulfilment: StoreFulfilment
  /** The queued orders/fulfilled webhook's id (its X-Shopify-Webhook-Id). */
  webhookId: string
}

/** The shipment as Shopify's fulfilment keeps it: carrier, tracking number, and its tracking page. */
function shipment(trackingNumber: string | undefined, carrier: string | undefined): StoreFulfilment {
  const number = trackingNumber?.trim() || null
  const company = carrier?.trim() || null
  const page = company ? TRACKING_PAGES[company.toLowerCase()] : undefined
  return { company, number, url: number && page ? page(number) : null }
}

/**
 * Marks the stand-in order `name` fulfilled with one shipment, and queues its orders/fulfilled
 * webhook, in one transaction. Throws FulfilmentRefused for an order that does not exist, was not
 * taken by the stand-in checkout, is not paid, is cancelled, or was fulfilled already.
 */
export async function fulfilStandInOrder(db: Db, request: FulfilRequest): Promise<Fulfilled> {
  const name = request.name.trim().replace(/^#/, '').toUpperCase()
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, name)).for('update')
    if (!order) throw new FulfilmentRefused(`No order is named ${name || '(no name)'}.`)
    if (!order.cartToken) {
      throw new FulfilmentRefused(
        `${name} was not taken by the stand-in checkout: it has no store to fulfil it.`,
      )
    }
    if (order.cancelledAt) throw new FulfilmentRefused(`${name} was cancelled.`)
    if (order.financialStatus !== 'paid') throw new FulfilmentRefused(`${name} is not paid.`)
    if (order.fulfilments.length > 0) throw new FulfilmentRefused(`${name} was fulfilled already.`)
    const fulfilment = shipment(request.trackingNumber, request.carrier)
    await tx
      .update(orders)
      .set({
        fulfilments: [fulfilment],
        // Later than the order's last event, so the shop keeps this snapshot over theirs.
        updatedAt: sql`greatest(now(), ${orders.updatedAt} + interval '1 millisecond')`,
      })
      .where(eq(orders.id, order.id))
    const body = await restOrderBody(tx, order.id)
    if (!body) throw new Error(`Order ${name} cannot be read back`)
    const webhookId = await enqueueWebhook(tx, 'orders/fulfilled', body)
    return { orderId: order.id, name, fulfilment, webhookId }
  })
}
