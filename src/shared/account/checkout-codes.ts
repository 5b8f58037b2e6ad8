import * as z from 'zod/mini'

/**
 * Codes a shopper types at checkout: a gift card's redeem code or a discount code (such as the
 * newsletter's 15% welcome code). How they apply: docs/decisions/0038-codes-at-checkout.md.
 */

/** Longer than any code the shop makes; a longer one is a typo or a probe. */
export const CODE_MAX = 64

/** Trimmed and in capitals: a code matches in any case, as it is typed off an email. */
export const codeField = z
  .string('Code must be text.')
  .check(
    z.trim(),
    z.minLength(1, 'Enter a gift card or discount code.'),
    z.maxLength(CODE_MAX, `A code has at most ${CODE_MAX} characters.`),
    z.toUpperCase(),
  )

/** `POST /api/checkout/code`: what is this code? */
export const checkCodeRequestSchema = z.object({ code: codeField })

export type CheckCodeRequest = z.input<typeof checkCodeRequestSchema>

/** A gift card as checkout may know it: what is left on it, and its last four characters to name it. */
export const giftCardCodeSchema = z.object({
  kind: z.literal('gift_card'),
  code: z.string(),
  /** In the shop's currency, e.g. "37.50". */
  balance: z.string(),
  last4: z.string(),
})

export const discountCodeSchema = z.object({
  kind: z.literal('discount'),
  code: z.string(),
  /** Whole percent off the subtotal, 1–100. */
  percentOff: z.number(),
})

/** The answer to `POST /api/checkout/code`. */
export const checkedCodeSchema = z.discriminatedUnion('kind', [giftCardCodeSchema, discountCodeSchema])

export type CheckedCode = z.output<typeof checkedCodeSchema>
export type GiftCardCode = z.output<typeof giftCardCodeSchema>
export type DiscountCode = z.output<typeof discountCodeSchema>

/** The last four letters or digits of a code ("ORMS-7K3F-Q9TD-2LXW" → "2LXW"): enough to tell cards apart. */
export function lastFourOf(code: string): string {
  return code.replace(/[^A-Za-z0-9]/g, '').slice(-4)
}

/** How checkout names an applied gift card: "Gift card ····2LXW". */
export function giftCardLabel(last4: string): string {
  return `Gift card ····${last4}`
}

/** The error codes of a code that cannot be used (the server's `{ error: { code } }`). */
export const CODE_ERRORS = {
  notFound: 'code_not_found',
  used: 'code_used',
  firstOrderOnly: 'first_order_only',
  giftCardEmpty: 'gift_card_empty',
  giftCardCurrency: 'gift_card_currency',
  tooMany: 'too_many_codes',
} as const
