import { randomBytes } from 'node:crypto'
import type { GiftCard } from '../../shared/home/gift-card'
import type { Db } from '../db/client'
import { giftCards } from '../db/schema'

/** A gift card as the request schema leaves it: trimmed, the email lower-cased, the amount checked. */
export interface NewGiftCard {
  recipientEmail: string
  recipientName: string
  senderName: string
  message?: string
  amount: number
  design: number
}

// 32 symbols, so each random byte maps to one evenly; no 0/O or 1/I for a code read off an email.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_GROUPS = 3
const CODE_GROUP_LENGTH = 4
// 60 random bits make a clash unlikely; a few attempts turn "unlikely" into "never seen".
const CODE_ATTEMPTS = 5

/** A redeem code such as ORMS-7K3F-Q9TD-2LXW, from the operating system's secure random source. */
export function generateGiftCardCode(): string {
  const bytes = randomBytes(CODE_GROUPS * CODE_GROUP_LENGTH)
  const symbols = Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length])
  const groups: string[] = []
  for (let i = 0; i < symbols.length; i += CODE_GROUP_LENGTH) {
    groups.push(symbols.slice(i, i + CODE_GROUP_LENGTH).join(''))
  }
  return ['ORMS', ...groups].join('-')
}

export async function createGiftCard(db: Db, card: NewGiftCard): Promise<GiftCard> {
  const amount = card.amount.toFixed(2)
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const [row] = await db
      .insert(giftCards)
      .values({
        code: generateGiftCardCode(),
        amount,
        // Nothing spent yet: orders take from the balance (src/server/codes/codes.service.ts).
        balance: amount,
        design: card.design,
        recipientEmail: card.recipientEmail,
        recipientName: card.recipientName,
        senderName: card.senderName,
        message: card.message ?? '',
      })
      .onConflictDoNothing({ target: giftCards.code })
      .returning()
    if (row) {
      // The answer is the card as bought (giftCardSchema); what is left on it is checkout's to say.
      const { balance: _balance, buyerEmail: _buyerEmail, ...bought } = row
      return { ...bought, createdAt: row.createdAt.toISOString() }
    }
  }
  throw new Error(`No unused gift card code after ${CODE_ATTEMPTS} attempts`)
}
