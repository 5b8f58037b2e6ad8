import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { Order, OrderLine, placeOrderSchema } from '../../shared/account/orders'
import { amountToCents, centsToAmount, formatPrice, type PricedLine, SHOP_CURRENCY } from '../../shared/money'
import { calculateOrderTotals, type OrderTotals } from '../../shared/order-totals'
import { type CartLineRow, describeProduct, readCartRows } from '../cart/cart.service'
import { changingCart } from '../cart/cart-memory'
import {
  claimDiscountCode,
  giftCardEmpty,
  lockGiftCard,
  lockShopper,
  type OrderCodes,
  resolveOrderCodes,
  spendGiftCard,
} from '../codes/codes.service'
import type { Db } from '../db/client'
import { cartLines, orderLines, orders } from '../db/schema'
import { HttpError } from '../http/errors'
import type { Mailer } from '../mail/mailer'
import { enqueueMail } from '../mail/outbox'
import { orderConfirmationMail } from '../mail/templates/order-confirmation'
import { type PricedProduct, type PricingDeps, priceProductRefs } from '../pricing/pricing.service'

export type PlaceOrderRequest = z.output<typeof placeOrderSchema>

/** Placing an order prices it and mails its confirmation. */
export interface OrderDeps extends PricingDeps {
  mailer: Mailer
}
type OrderRow = typeof orders.$inferSelect
type OrderLineRow = typeof orderLines.$inferSelect

function cartChanged() {
  return new HttpError(
    409,
    'cart_changed',
    'Your cart changed since you opened checkout. Review it and try again.',
  )
}

/** One cart line's identity: a cart has at most one line per product, size and colour. */
function lineKey(productRef: string, size: string | null | undefined, color: string | null | undefined) {
  return JSON.stringify([productRef, size?.trim() || null, color?.trim() || null])
}

function toOrder(row: OrderRow, lines: readonly OrderLineRow[]): Order {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress,
    lines: lines.map(
      (line): OrderLine => ({
        productId: line.productRef,
        name: line.name,
        variantTitle: line.variantTitle,
        size: line.size,
        color: line.color,
        quantity: line.quantity,
        price: line.price,
        lineTotal: line.lineTotal,
        image: line.image,
        href: line.href,
      }),
    ),
    subtotal: row.subtotal,
    discount: row.discount,
    discountCode: row.discountCode,
    tax: row.tax,
    giftCardAmount: row.giftCardAmount,
    shipping: row.shipping,
    total: row.total,
    currencyCode: row.currencyCode,
  }
}

/** The orders with their lines, in the order given. */
async function withLines(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return []
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position))
  return rows.map((row) =>
    toOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
    ),
  )
}

/** The shopper's orders, newest first. */
export async function listOrders(db: Db, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.sequence))
  return withLines(db, rows)
}

/** One of the shopper's orders; null for an order that is not theirs or does not exist. */
export async function findOrder(db: Db, userId: string, orderId: string): Promise<Order | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
  return (await withLines(db, rows))[0] ?? null
}

/** The order the shopper already placed with this idempotency key, if any. */
export async function findOrderByKey(db: Db, userId: string, key: string): Promise<Order | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
  return (await withLines(db, rows))[0] ?? null
}

interface PricedCartRow {
  row: CartLineRow
  product: PricedProduct
}

/**
 * Refuses the order unless `request` is exactly the cart the server holds, at the prices it charges
 * now (docs/decisions/0011-server-priced-cart.md). Returns the cart lines with their prices.
 */
async function checkOrderAgainstCart(
  deps: PricingDeps,
  userId: string,
  request: PlaceOrderRequest,
): Promise<{ lines: PricedCartRow[]; currencyCode: string; codes: OrderCodes }> {
  const rows = await readCartRows(deps.db, userId)
  if (rows.length === 0) {
    throw new HttpError(400, 'empty_cart', 'Your cart is empty. Add some items before checking out.')
  }

  const requested = new Map(
    request.items.map((item) => [lineKey(item.productId, item.size, item.color), item]),
  )
  const matches =
    requested.size === request.items.length &&
    rows.length === request.items.length &&
    rows.every(
      (row) => requested.get(lineKey(row.productRef, row.size, row.color))?.quantity === row.quantity,
    )
  if (!matches) throw cartChanged()

  const priced = await priceProductRefs(
    deps,
    rows.map((row) => row.productRef),
  )
  const lines: PricedCartRow[] = []
  const unavailable: string[] = []
  for (const row of rows) {
    const product = priced.get(row.productRef)
    if (!product) unavailable.push('a product that was removed from the shop')
    else if (!product.availableForSale) unavailable.push(describeProduct(product))
    else lines.push({ row, product })
  }
  if (unavailable.length > 0) {
    const names = unavailable.join(', ')
    throw new HttpError(
      409,
      'unavailable',
      `No longer available: ${names}. Remove ${unavailable.length === 1 ? 'it' : 'them'} from your cart and try again.`,
    )
  }

  // One order is paid in one currency (docs/decisions/0003-one-currency-per-order.md); the cart
  // refuses a second one, so this is a cart filled before that rule.
  const currencies = [...new Set(lines.map(({ product }) => product.currencyCode))]
  const currencyCode = currencies[0] ?? SHOP_CURRENCY
  if (currencies.length > 1) {
    throw new HttpError(
      409,
      'mixed_currencies',
      `Your cart holds prices in ${currencies.join(' and ')}; one order is paid in one currency. Remove the items in ${currencies.slice(1).join(' and ')} and try again.`,
    )
  }
  const codes = await resolveOrderCodes(deps.db, userId, request.codes ?? [], currencyCode)
  const totals = calculateOrderTotals(
    lines.map(({ row, product }) => ({ price: product.price, quantity: row.quantity })),
    { discountPercent: codes.discount?.percentOff, giftCardBalance: codes.giftCard?.balance },
  )
  const pricesMatch = lines.every(({ row, product }) => {
    const item = requested.get(lineKey(row.productRef, row.size, row.color))
    return item !== undefined && amountToCents(item.price) === amountToCents(product.price)
  })
  if (!pricesMatch || !totalsMatch(request, totals)) {
    throw new HttpError(
      409,
      'totals_changed',
      `Prices changed since you opened checkout: your order total is now ${formatPrice(totals.total, currencyCode)}. Review your cart and try again.`,
    )
  }
  return { lines, currencyCode, codes }
}

/** Whether the shopper was shown these totals; a missing discount or gift card amount is "0.00". */
function totalsMatch(request: PlaceOrderRequest, totals: OrderTotals): boolean {
  const shown = { discount: '0.00', giftCardAmount: '0.00', ...request }
  return (['subtotal', 'discount', 'tax', 'shipping', 'giftCardAmount', 'total'] as const).every(
    (field) => amountToCents(shown[field]) === amountToCents(totals[field]),
  )
}

/**
 * Inside the order's transaction: claims the discount code and spends the gift card for `orderId`,
 * or throws (and the whole order rolls back). The card is locked first; a balance another order
 * spent meanwhile changes the gift card's share, and the order is refused as its totals changed
 * (docs/decisions/0038-codes-at-checkout.md).
 */
async function redeemCodes(
  tx: Db,
  { userId, orderId, codes, lines, totals, currencyCode }: RedeemCodes,
): Promise<void> {
  if (codes.discount) await claimDiscountCode(tx, codes.discount, userId, orderId)
  if (!codes.giftCard) return
  const balance = await lockGiftCard(tx, codes.giftCard.id)
  if (amountToCents(balance) === 0) throw giftCardEmpty()
  const now = calculateOrderTotals(lines, {
    discountPercent: codes.discount?.percentOff,
    giftCardBalance: balance,
  })
  if (now.giftCardAmount !== totals.giftCardAmount) {
    throw new HttpError(
      409,
      'totals_changed',
      `Your gift card was used on another order meanwhile: it now pays ${formatPrice(now.giftCardAmount, currencyCode)} and your order total is ${formatPrice(now.total, currencyCode)}. Review your order and try again.`,
    )
  }
  if (amountToCents(totals.giftCardAmount) > 0) {
    await spendGiftCard(tx, codes.giftCard.id, orderId, totals.giftCardAmount)
  }
}

interface RedeemCodes {
  userId: string
  orderId: string
  codes: OrderCodes
  lines: readonly PricedLine[]
  totals: OrderTotals
  currencyCode: string
}

/**
 * Places the order for the shopper's stored cart, priced by the server, and empties the cart, in
 * one transaction. With an idempotency key, a repeat (even a parallel one) answers the first order.
 */
export function placeOrder(
  deps: OrderDeps,
  userId: string,
  request: PlaceOrderRequest,
  idempotencyKey: string | null,
): Promise<{ order: Order; created: boolean }> {
  // Placing the order empties the cart.
  return changingCart(deps.db, userId, () => placeOrderFromCart(deps, userId, request, idempotencyKey))
}

async function placeOrderFromCart(
  deps: OrderDeps,
  userId: string,
  request: PlaceOrderRequest,
  idempotencyKey: string | null,
): Promise<{ order: Order; created: boolean }> {
  let checked: Awaited<ReturnType<typeof checkOrderAgainstCart>>
  try {
    checked = await checkOrderAgainstCart(deps, userId, request)
  } catch (error) {
    // A parallel request with this key may have placed the order (and emptied the cart) meanwhile.
    const placed = idempotencyKey && (await findOrderByKey(deps.db, userId, idempotencyKey))
    if (placed) return { order: placed, created: false }
    throw error
  }
  const { lines: cart, currencyCode, codes } = checked

  const lines = cart.map(({ row, product }, position) => {
    return {
      position,
      productRef: row.productRef,
      name: product.name,
      variantTitle: product.variantTitle,
      size: row.size,
      color: row.color,
      quantity: row.quantity,
      price: product.price,
      lineTotal: centsToAmount(amountToCents(product.price) * row.quantity),
      image: product.images[0] ?? null,
      href: product.href,
    }
  })
  const totals = calculateOrderTotals(lines, {
    discountPercent: codes.discount?.percentOff,
    giftCardBalance: codes.giftCard?.balance,
  })

  const placed = await deps.db.transaction(async (tx) => {
    // A first-order code: the shopper's other orders are counted after any placed at this moment.
    if (codes.discount) await lockShopper(tx, userId)
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        email: request.email,
        shippingAddress: request.shippingAddress,
        billingAddress: request.billingAddress,
        ...totals,
        discountCode: codes.discount?.code ?? null,
        currencyCode,
        idempotencyKey,
      })
      // A parallel request with the same key got there first: its order is the answer.
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning()
    if (!order) return null

    // Each cart line is sold once: if a parallel request took or changed one, this order is off.
    const taken = await tx
      .delete(cartLines)
      .where(
        and(
          eq(cartLines.userId, userId),
          inArray(
            cartLines.id,
            cart.map(({ row }) => row.id),
          ),
        ),
      )
      .returning({ id: cartLines.id, quantity: cartLines.quantity })
    const quantities = new Map(taken.map((line) => [line.id, line.quantity]))
    if (!cart.every(({ row }) => quantities.get(row.id) === row.quantity)) throw cartChanged()
    await redeemCodes(tx, { userId, orderId: order.id, codes, lines, totals, currencyCode })

    const lineRows = await tx
      .insert(orderLines)
      .values(lines.map((line) => ({ ...line, orderId: order.id })))
      .returning()
    const placedOrder = toOrder(
      order,
      lineRows.sort((a, b) => a.position - b.position),
    )
    // Written with the order, so a confirmation exists exactly when the order does.
    await enqueueMail(tx, await orderConfirmationMail(placedOrder, deps.mailer.publicUrl()))
    return placedOrder
  })
  if (placed) {
    deps.mailer.wake()
    return { order: placed, created: true }
  }

  const existing = idempotencyKey && (await findOrderByKey(deps.db, userId, idempotencyKey))
  if (!existing) throw new Error('Order conflicted on its idempotency key but cannot be found')
  return { order: existing, created: false }
}
