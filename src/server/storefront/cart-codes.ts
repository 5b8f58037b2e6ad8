import { inArray } from 'drizzle-orm'
import { lastFourOf } from '../../shared/account/checkout-codes'
import { amountToCents } from '../../shared/money'
import type { Db } from '../db/client'
import { discountCodes, giftCards } from '../db/schema'

/*
 * The codes on a cart as the shop's records have them (the discount codes it mailed, the gift cards
 * it issued): whether each would apply. The cart's prices leave them out; the stand-in checkout takes
 * them off (docs/decisions/0070-checkout-through-the-store.md).
 */

/** `usable`: a discount code not yet used or a gift card with a balance; `spent`: one that was. */
export type CodeState = 'usable' | 'spent' | 'unknown'

/** Codes are issued in capitals and entered in any case (src/server/codes/random-code.ts). */
const codeKey = (code: string) => code.toUpperCase()

type GiftCardRow = typeof giftCards.$inferSelect

async function giftCardsByCode(db: Db, codes: readonly string[]): Promise<Map<string, GiftCardRow>> {
  if (codes.length === 0) return new Map()
  const rows = await db
    .select()
    .from(giftCards)
    .where(inArray(giftCards.code, codes.map(codeKey)))
  return new Map(rows.map((row) => [row.code, row]))
}

/** The state of each of a cart's discount codes, by the code in capitals; a gift card's code counts too. */
export async function discountCodeStates(db: Db, codes: readonly string[]): Promise<Map<string, CodeState>> {
  const states = new Map<string, CodeState>(codes.map((code) => [codeKey(code), 'unknown']))
  if (codes.length === 0) return states
  const discounts = await db
    .select({ code: discountCodes.code, orderId: discountCodes.orderId, usedAt: discountCodes.usedAt })
    .from(discountCodes)
    .where(inArray(discountCodes.code, codes.map(codeKey)))
  for (const row of discounts)
    states.set(row.code, row.orderId === null && row.usedAt === null ? 'usable' : 'spent')
  for (const [code, card] of await giftCardsByCode(db, codes))
    states.set(code, amountToCents(card.balance) > 0 ? 'usable' : 'spent')
  return states
}

export function codeStateOf(states: ReadonlyMap<string, CodeState>, code: string): CodeState {
  return states.get(codeKey(code)) ?? 'unknown'
}

/** A gift card the cart's codes name that has a balance, and how much of it the cart would take. */
export interface AppliedGiftCard {
  id: string
  lastCharacters: string
  balanceCents: number
  amountUsedCents: number
}

/** The cart's gift cards with a balance, in the order entered, each taking what the others left of `totalCents`. */
export async function appliedGiftCards(
  db: Db,
  codes: readonly string[],
  totalCents: number,
): Promise<AppliedGiftCard[]> {
  const cards = await giftCardsByCode(db, codes)
  let left = totalCents
  return codes.flatMap((code) => {
    const card = cards.get(codeKey(code))
    const balanceCents = card ? amountToCents(card.balance) : 0
    if (!card || balanceCents <= 0) return []
    const amountUsedCents = Math.min(balanceCents, left)
    left -= amountUsedCents
    return [
      {
        id: `gid://shopify/AppliedGiftCard/${card.id}`,
        lastCharacters: lastFourOf(card.code),
        balanceCents,
        amountUsedCents,
      },
    ]
  })
}
