import { and, count, eq, isNull, ne, sql } from 'drizzle-orm'
import {
  type CheckedCode,
  CODE_ERRORS,
  type DiscountCode,
  type GiftCardCode,
  lastFourOf,
} from '../../shared/account/checkout-codes'
import { amountToCents, centsToAmount, SHOP_CURRENCY } from '../../shared/money'
import type { Db } from '../db/client'
import { discountCodes, giftCardRedemptions, giftCards, orders, users } from '../db/schema'
import { HttpError } from '../http/errors'

/*
 * Gift cards and discount codes at checkout (docs/decisions/0038-codes-at-checkout.md): what a code
 * is, whether this shopper may use it, and, inside an order's transaction, claiming and spending it.
 * Codes are made elsewhere (src/server/gift-cards/gift-cards.service.ts, the newsletter); this only
 * reads them and records their use.
 */

/** A gift card checkout may spend, with its row id. */
export interface UsableGiftCard extends GiftCardCode {
  id: string
}

/** A discount code this shopper may use on this order, with its row id. */
export interface UsableDiscount extends DiscountCode {
  id: string
}

function codeNotFound() {
  return new HttpError(404, CODE_ERRORS.notFound, "We don't recognise that code. Check it and try again.")
}

function codeUsed() {
  return new HttpError(409, CODE_ERRORS.used, 'This code has already been used on an order.')
}

function firstOrderOnly() {
  return new HttpError(409, CODE_ERRORS.firstOrderOnly, 'This code is for a first order only.')
}

export function giftCardEmpty() {
  return new HttpError(409, CODE_ERRORS.giftCardEmpty, 'This gift card has no balance left.')
}

/** The gift card or discount code `code` (trimmed, in capitals) names, as stored; null for neither. */
async function findCode(
  db: Db,
  code: string,
): Promise<
  | { kind: 'gift_card'; row: typeof giftCards.$inferSelect }
  | { kind: 'discount'; row: typeof discountCodes.$inferSelect }
  | null
> {
  // Codes are issued in capitals (src/server/codes/random-code.ts) and `code` comes in capitals: an
  // exact match, which the unique index on each table answers.
  const [card] = await db.select().from(giftCards).where(eq(giftCards.code, code)).limit(1)
  if (card) return { kind: 'gift_card', row: card }
  const [discount] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1)
  return discount ? { kind: 'discount', row: discount } : null
}

/** Whether the shopper has placed an order other than `exceptOrderId`. */
async function hasOrder(db: Db, userId: string, exceptOrderId?: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), exceptOrderId ? ne(orders.id, exceptOrderId) : undefined))
  return (row?.n ?? 0) > 0
}

/**
 * What `code` is and what it is worth to this shopper now; HttpError 404 for a code that is neither
 * a gift card nor a discount code, 409 for a used discount code, one offered for a first order to a
 * shopper who has ordered, and an empty gift card.
 */
export async function findUsableCode(
  db: Db,
  userId: string,
  code: string,
): Promise<UsableGiftCard | UsableDiscount> {
  const found = await findCode(db, code)
  if (!found) throw codeNotFound()
  if (found.kind === 'gift_card') {
    const { row } = found
    if (amountToCents(row.balance) <= 0) throw giftCardEmpty()
    return {
      kind: 'gift_card',
      id: row.id,
      code: row.code,
      balance: centsToAmount(amountToCents(row.balance)),
      last4: lastFourOf(row.code),
    }
  }
  const { row } = found
  if (row.orderId !== null || row.usedAt !== null) throw codeUsed()
  if (await hasOrder(db, userId)) throw firstOrderOnly()
  return { kind: 'discount', id: row.id, code: row.code, percentOff: row.percentOff }
}

/** `POST /api/checkout/code`'s answer: the code without its row id. */
export async function checkCode(db: Db, userId: string, code: string): Promise<CheckedCode> {
  const { id: _id, ...checked } = await findUsableCode(db, userId, code)
  return checked
}

/** The codes of an order, resolved: at most one gift card and one discount code. */
export interface OrderCodes {
  giftCard?: UsableGiftCard
  discount?: UsableDiscount
}

/**
 * Resolves the order's `codes` for this shopper (each as `findUsableCode` does); 400 for two gift
 * cards or two discount codes, 409 for a gift card on an order in a currency gift cards are not in.
 */
export async function resolveOrderCodes(
  db: Db,
  userId: string,
  codes: readonly string[],
  currencyCode: string,
): Promise<OrderCodes> {
  const resolved: OrderCodes = {}
  for (const code of codes) {
    const usable = await findUsableCode(db, userId, code)
    const kind = usable.kind === 'gift_card' ? 'giftCard' : 'discount'
    if (resolved[kind]) {
      throw new HttpError(
        400,
        CODE_ERRORS.tooMany,
        usable.kind === 'gift_card'
          ? 'An order takes one gift card. Remove one and try again.'
          : 'An order takes one discount code. Remove one and try again.',
      )
    }
    if (usable.kind === 'gift_card') resolved.giftCard = usable
    else resolved.discount = usable
  }
  if (resolved.giftCard && currencyCode !== SHOP_CURRENCY) {
    throw new HttpError(
      409,
      CODE_ERRORS.giftCardCurrency,
      `Gift cards pay for orders in ${SHOP_CURRENCY}; this order is in ${currencyCode}.`,
    )
  }
  return resolved
}

/**
 * Holds the shopper's row until the transaction ends, so two first orders placed at once are
 * checked one after the other. NO KEY UPDATE: it does not wait on, or block, rows that merely point
 * at the user (an order being inserted).
 */
export async function lockShopper(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
}

/**
 * Inside the order's transaction: marks the discount code used by `orderId` if nobody has (409 and
 * the order rolls back otherwise), and refuses it when the shopper has another order. Call
 * `lockShopper` first.
 */
export async function claimDiscountCode(
  tx: Db,
  discount: UsableDiscount,
  userId: string,
  orderId: string,
): Promise<void> {
  if (await hasOrder(tx, userId, orderId)) throw firstOrderOnly()
  const claimed = await tx
    .update(discountCodes)
    .set({ orderId, usedAt: new Date() })
    .where(
      and(eq(discountCodes.id, discount.id), isNull(discountCodes.orderId), isNull(discountCodes.usedAt)),
    )
    .returning({ id: discountCodes.id })
  if (claimed.length === 0) throw codeUsed()
}

/**
 * Inside the order's transaction: the card's balance now, its row locked until the transaction
 * ends, so no other order spends it meanwhile.
 */
export async function lockGiftCard(tx: Db, giftCardId: string): Promise<string> {
  const [card] = await tx
    .select({ balance: giftCards.balance })
    .from(giftCards)
    .where(eq(giftCards.id, giftCardId))
    .for('update')
  if (!card) throw new Error(`Gift card ${giftCardId} is gone`)
  return centsToAmount(amountToCents(card.balance))
}

/**
 * Inside the order's transaction, after `lockGiftCard`: takes `amount` off the card for `orderId`
 * and records it. The condition keeps the balance from going below zero even without the lock.
 */
export async function spendGiftCard(
  tx: Db,
  giftCardId: string,
  orderId: string,
  amount: string,
): Promise<void> {
  const spent = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${amount}::numeric` })
    .where(and(eq(giftCards.id, giftCardId), sql`${giftCards.balance} >= ${amount}::numeric`))
    .returning({ id: giftCards.id })
  if (spent.length === 0) throw giftCardEmpty()
  await tx.insert(giftCardRedemptions).values({ giftCardId, orderId, amount })
}
