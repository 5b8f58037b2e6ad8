import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Order, OrderLine, OrderStatus } from '../../shared/account/orders'
import { amountToCents, centsToAmount } from '../../shared/money'
import type { Db } from '../db/client'
import { type StoreCheckoutLine, storeCheckouts, storeOrders, storeRefunds } from '../db/schema'

// The rider's orders are the store's, as its webhooks told the shop
// (docs/decisions/0069-orders-come-back-by-webhook.md, 0070-checkout-through-the-store.md).

type StoreOrderRow = typeof storeOrders.$inferSelect

/** Where the order stands: cancelled or refunded over everything, then shipped, then paid. */
function statusOf(row: StoreOrderRow, refundedCents: number): OrderStatus {
  if (row.cancelledAt) return 'cancelled'
  const totalCents = amountToCents(row.total)
  if (row.financialStatus === 'refunded' || (totalCents > 0 && refundedCents >= totalCents)) return 'refunded'
  if (row.financialStatus === 'partially_refunded' || refundedCents > 0) return 'partially_refunded'
  if (row.fulfilmentStatus === 'fulfilled') return 'fulfilled'
  return row.financialStatus === 'paid' ? 'paid' : 'awaiting_payment'
}

function toOrder(
  row: StoreOrderRow,
  refundedCents: number,
  seen: ReadonlyMap<string, StoreCheckoutLine>,
): Order {
  return {
    id: row.id,
    name: row.name,
    placedAt: row.placedAt.toISOString(),
    email: row.email,
    status: statusOf(row, refundedCents),
    lines: row.lines.map((line): OrderLine => {
      const shown = line.variantId ? seen.get(line.variantId) : undefined
      return {
        title: line.title,
        variantTitle: line.variantTitle,
        quantity: line.quantity,
        price: line.price,
        lineTotal: centsToAmount(amountToCents(line.price) * line.quantity),
        image: shown?.image ?? null,
        href: shown?.href ?? null,
      }
    }),
    subtotal: row.subtotal,
    discount: row.discount,
    tax: row.tax,
    shipping: row.shipping,
    total: row.total,
    refunded: centsToAmount(refundedCents),
    currencyCode: row.currencyCode,
    shipments: row.fulfilments,
  }
}

/** The orders with what was refunded of each and the lines as the rider saw them at checkout. */
async function toOrders(db: Db, rows: readonly StoreOrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const checkoutIds = rows.flatMap((row) => (row.checkoutId ? [row.checkoutId] : []))
  const [refunds, checkouts] = await Promise.all([
    db
      .select({ orderId: storeRefunds.orderId, amount: sql<string>`sum(${storeRefunds.amount})` })
      .from(storeRefunds)
      .where(inArray(storeRefunds.orderId, ids))
      .groupBy(storeRefunds.orderId),
    checkoutIds.length > 0
      ? db
          .select({ id: storeCheckouts.id, lines: storeCheckouts.lines })
          .from(storeCheckouts)
          .where(inArray(storeCheckouts.id, checkoutIds))
      : [],
  ])
  const refunded = new Map(refunds.map((refund) => [refund.orderId, amountToCents(refund.amount)]))
  const linesOf = new Map(
    checkouts.map((checkout) => [checkout.id, new Map(checkout.lines.map((line) => [line.variantId, line]))]),
  )
  return rows.map((row) =>
    toOrder(row, refunded.get(row.id) ?? 0, (row.checkoutId && linesOf.get(row.checkoutId)) || new Map()),
  )
}

/** The shopper's orders, newest first. */
export async function listOrders(db: Db, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(storeOrders)
    .where(eq(storeOrders.userId, userId))
    .orderBy(desc(storeOrders.placedAt), desc(storeOrders.id))
  return toOrders(db, rows)
}

/** One of the shopper's orders; null for an order that is not theirs or does not exist. */
export async function findOrder(db: Db, userId: string, orderId: string): Promise<Order | null> {
  const rows = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.id, orderId), eq(storeOrders.userId, userId)))
  return (await toOrders(db, rows))[0] ?? null
}

/** An order as the store left it, whoever's it is: what the stand-in's mail tells of. */
export async function findStoreOrder(db: Db, orderId: string): Promise<Order | null> {
  const rows = await db.select().from(storeOrders).where(eq(storeOrders.id, orderId))
  return (await toOrders(db, rows))[0] ?? null
}
