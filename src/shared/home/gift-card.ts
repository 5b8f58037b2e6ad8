import * as z from 'zod/mini'

/** The gift card form's designs (the stand-in checkout's cards carry them). */
export const giftCardDesigns = [
  { id: 1, name: 'Roadster' },
  { id: 2, name: 'Softail Custom' },
  { id: 3, name: 'Road King' },
  { id: 4, name: 'Street Glide' },
] as const

/** The design's name, e.g. "Road King" for 2; the first design's for an unknown id. */
export function giftCardDesignName(id: number): string {
  return (giftCardDesigns.find((d) => d.id === id) ?? giftCardDesigns[0]).name
}

/** The checkout field where a gift card or discount code is entered; mail and receipts name it. */
export const REDEEM_FIELD_LABEL = 'Gift card or discount code'

/** The denomination labelled 'popular', and the one chosen first when the store sells it. */
export const GIFT_CARD_DEFAULT_AMOUNT = 50
export const GIFT_CARD_MESSAGE_MAX = 500
export const NAME_MAX = 100
export const EMAIL_MAX = 254
/** What a gift card's code starts with, e.g. ORMS-7K3F-Q9TD-2LXW-8M4P. */
export const GIFT_CARD_CODE_PREFIX = 'ORMS'

/** Text a form must have: trimmed, not empty, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string(`${label} is required.`)
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(max, `${label} can be at most ${max} characters.`),
    )

export const emailField = (label: string) =>
  z
    .string(`${label} is required.`)
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(EMAIL_MAX, `${label} can be at most ${EMAIL_MAX} characters.`),
      z.email(`${label} must be a valid email address.`),
    )

/**
 * The line properties a gift card goes through the store's checkout with: Shopify's own for its
 * gift card product (the store mails the recipient), and the sender's name and the design, which
 * the stand-in checkout's card carries (docs/decisions/0070-checkout-through-the-store.md).
 */
export const GIFT_CARD_PROPERTIES = {
  sendToRecipient: '__shopify_send_gift_card_to_recipient',
  recipientEmail: 'Recipient email',
  recipientName: 'Recipient name',
  message: 'Message',
  senderName: 'Sender name',
  design: 'Design',
} as const

/** The design a card's `Design` property names; the first design for none or an unknown one. */
export function giftCardDesignId(name: string | undefined): number {
  return (giftCardDesigns.find((d) => d.name === name) ?? giftCardDesigns[0]).id
}

/** `POST /api/checkouts/gift-card`: what the form sends; the server enforces every rule again. */
export const giftCardCheckoutSchema = z.object({
  /** A denomination: a variant of the store's gift card product. */
  variantId: z
    .string('Choose an amount.')
    .check(z.regex(/^gid:\/\/shopify\/ProductVariant\/[A-Za-z0-9_-]{1,100}$/, 'Choose an amount.')),
  recipientEmail: emailField('Recipient email'),
  recipientName: requiredText('Recipient name', NAME_MAX),
  senderName: requiredText('Your name', NAME_MAX),
  /** The buyer's own address: the store's checkout starts from it, and sends the receipt there. */
  buyerEmail: emailField('Your email'),
  message: z.optional(
    z
      .string('Personal message must be text.')
      .check(
        z.trim(),
        z.maxLength(
          GIFT_CARD_MESSAGE_MAX,
          `Personal message can be at most ${GIFT_CARD_MESSAGE_MAX} characters.`,
        ),
      ),
  ),
  /** Only with the emulator's stand-in checkout, which issues the card itself. */
  design: z.optional(
    z.union(
      giftCardDesigns.map((d) => z.literal(d.id)),
      'Design must be one of the four card designs.',
    ),
  ),
})

export type GiftCardCheckoutRequest = z.output<typeof giftCardCheckoutSchema>

/** A gift card as it is issued and mailed. */
export const giftCardSchema = z.object({
  id: z.string(),
  /** The code the recipient redeems, e.g. "ORMS-7K3F-Q9TD-2LXW-8M4P"; shown to the buyer too. */
  code: z.string(),
  amount: z.string(),
  /** What is left to spend; a new card's is its amount. */
  balance: z.string(),
  design: z.number(),
  recipientEmail: z.string(),
  recipientName: z.string(),
  senderName: z.string(),
  buyerEmail: z.string(),
  message: z.string(),
  createdAt: z.string(),
})

export type GiftCard = z.output<typeof giftCardSchema>
