import { eq } from 'drizzle-orm'
import { GIFT_CARD_CODE_PREFIX, type GiftCard } from '../../shared/home/gift-card'
import { insertWithFreshCode, randomCode } from '../codes/random-code'
import type { Db } from '../db/client'
import { giftCards } from '../db/schema'
import { enqueueMail } from '../mail/outbox'
import { giftCardMail } from '../mail/templates/gift-card'
import { giftCardReceiptMail } from '../mail/templates/gift-card-receipt'

/** A gift card as the request schema leaves it: trimmed, the emails lower-cased, the amount checked. */
export interface NewGiftCard {
  recipientEmail: string
  recipientName: string
  senderName: string
  buyerEmail: string
  message?: string
  amount: number
  design: number
}

/** A redeem code such as ORMS-7K3F-Q9TD-2LXW-8M4P (80 random bits, src/server/codes/random-code.ts). */
export function generateGiftCardCode(): string {
  return randomCode(GIFT_CARD_CODE_PREFIX)
}

/**
 * Inside the transaction that records the paid order line `issuedFor`: issues the card with its
 * whole amount to spend and writes the recipient's message and the buyer's receipt to the outbox,
 * so the card exists exactly when both mails do. A line's card is issued once: null when it was
 * already (call it after locking the order, so two events of one order never both issue it).
 */
export async function issueGiftCard(
  tx: Db,
  card: NewGiftCard & { issuedFor: string },
  publicUrl: string,
): Promise<GiftCard | null> {
  const [issued] = await tx
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(eq(giftCards.issuedFor, card.issuedFor))
  if (issued) return null
  const amount = card.amount.toFixed(2)
  const row = await insertWithFreshCode(GIFT_CARD_CODE_PREFIX, async (code) => {
    const [inserted] = await tx
      .insert(giftCards)
      .values({
        code,
        amount,
        balance: amount,
        design: card.design,
        recipientEmail: card.recipientEmail,
        recipientName: card.recipientName,
        senderName: card.senderName,
        buyerEmail: card.buyerEmail,
        message: card.message ?? '',
        issuedFor: card.issuedFor,
      })
      .onConflictDoNothing({ target: giftCards.code })
      .returning()
    return inserted
  })
  const issuedCard: GiftCard = {
    id: row.id,
    code: row.code,
    amount: row.amount,
    balance: row.balance,
    design: row.design,
    recipientEmail: row.recipientEmail,
    recipientName: row.recipientName,
    senderName: row.senderName,
    buyerEmail: card.buyerEmail,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  }
  await enqueueMail(tx, await giftCardMail(issuedCard, publicUrl))
  await enqueueMail(tx, await giftCardReceiptMail(issuedCard, publicUrl))
  return issuedCard
}
