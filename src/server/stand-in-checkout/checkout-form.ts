import * as z from 'zod/mini'
import { type Address, addressSchema, SHIPPING_COUNTRIES } from '../../shared/account/orders'
import { emailField } from '../../shared/home/gift-card'

/*
 * The stand-in checkout's form (docs/decisions/0070-checkout-through-the-store.md): the spec's
 * contact, shipping address and card fields, read from a urlencoded body. The card is read apart
 * from the rest and only ever turned into a decision: its number, expiry and CVC are never kept,
 * logged, stored or shown again.
 */

/** The test cards: one approves, one is declined; any other number is refused as not a test card. */
export const APPROVED_CARD = '4242424242424242'
export const DECLINED_CARD = '4000000000000002'

export const NOT_A_TEST_CARD =
  'This is a test checkout: pay with 4242 4242 4242 4242 (approves) or 4000 0000 0000 0002 (declined)'
export const CARD_DECLINED =
  'Your card was declined. Nothing was ordered and nothing was charged; try another card.'

/** Fields whose input the page may show again; the card's number, expiry and CVC are not among them. */
export const ECHOED_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'cardName',
] as const
export type EchoedField = (typeof ECHOED_FIELDS)[number]
export type CardField = 'cardNumber' | 'expiry' | 'cvc'
export type FormField = EchoedField | CardField

/** What the rider typed into the fields the page may show again. */
export type FormValues = Partial<Record<EchoedField, string>>
/** One message per field that needs fixing. */
export type FieldErrors = Partial<Record<FormField, string>>

/** Postgres text cannot hold U+0000, and no field of a postal address has a control character. */
const CONTROL_CHARACTER = /\p{Cc}/u

const countryCodes: readonly string[] = SHIPPING_COUNTRIES.map((country) => country.code)

const contactSchema = z.object({
  email: emailField('Email'),
  ...addressSchema.shape,
  country: z
    .string('Choose the country to ship to.')
    .check(z.refine((code) => countryCodes.includes(code), 'Choose a country the shop ships to.')),
})

/** The order's side of the form: who it is for and where it goes. */
export interface CheckoutContact {
  email: string
  address: Address
}

/**
 * The amounts the page showed (what the card pays and what the gift card pays, "108.00/0.00"), sent
 * back with the form: an order is only placed for the amount the rider saw.
 */
export const QUOTE = /^\d{1,8}\.\d{2}\/\d{1,8}\.\d{2}$/

export type CardDecision = 'approved' | 'declined' | 'not_a_test_card'

export interface ReadForm {
  values: FormValues
  errors: FieldErrors
  /** Set when every field reads. */
  contact?: CheckoutContact
  /** The test card's answer; undefined while a card field needs fixing, or when no card is needed. */
  card?: CardDecision
  quote: string | null
}

/**
 * Reads the form. `cardNeeded` is false when a gift card pays the whole order: then no card field is
 * read at all.
 */
export function readCheckoutForm(
  params: URLSearchParams,
  options: { cardNeeded: boolean; now?: Date },
): ReadForm {
  const values: FormValues = {}
  for (const field of ECHOED_FIELDS) {
    const value = params.get(field)
    if (value !== null) values[field] = value.slice(0, 500)
  }
  const errors: FieldErrors = {}
  for (const field of ECHOED_FIELDS) {
    if (CONTROL_CHARACTER.test(values[field] ?? '')) errors[field] = 'Remove the control characters.'
  }
  const { cardName: _cardName, ...contactValues } = values
  const parsed = z.safeParse(contactSchema, { ...contactValues, address2: values.address2 || undefined })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as EchoedField
      errors[field] ??= issue.message
    }
  }
  if (options.cardNeeded) {
    const cardName = values.cardName?.trim() ?? ''
    if (cardName === '') errors.cardName = 'Name on card is required.'
    else if (cardName.length > 100) errors.cardName = 'Name on card can be at most 100 characters.'
  }
  const card = options.cardNeeded ? readCard(params, errors, options.now ?? new Date()) : undefined
  const quote = params.get('quote')
  const read: ReadForm = { values, errors, quote: quote && QUOTE.test(quote) ? quote : null }
  if (Object.keys(errors).length > 0 || !parsed.success) return read
  const { email, ...address } = parsed.data
  return { ...read, contact: { email, address }, card }
}

/**
 * The test card's decision, or errors on its fields. Only the decision leaves this function: the
 * number, expiry and CVC go no further, and no message repeats them.
 */
function readCard(params: URLSearchParams, errors: FieldErrors, now: Date): CardDecision | undefined {
  const number = (params.get('cardNumber') ?? '').replace(/\s+/g, '')
  const expiry = params.get('expiry') ?? ''
  const cvc = (params.get('cvc') ?? '').trim()
  if (number === '') errors.cardNumber = 'Card number is required.'
  else if (!/^\d{12,19}$/.test(number))
    errors.cardNumber = 'Card number must be 12 to 19 digits, such as 4242 4242 4242 4242.'
  const expiryError = checkExpiry(expiry, now)
  if (expiryError) errors.expiry = expiryError
  if (cvc === '') errors.cvc = 'CVC is required.'
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'CVC is the 3 or 4 digits on the card.'
  if (errors.cardNumber) return undefined
  const decision: CardDecision =
    number === APPROVED_CARD ? 'approved' : number === DECLINED_CARD ? 'declined' : 'not_a_test_card'
  if (decision === 'not_a_test_card') errors.cardNumber = NOT_A_TEST_CARD
  return errors.expiry || errors.cvc ? undefined : decision
}

/** A message for an expiry that is not MM/YY or has passed; null for one that is fine. */
function checkExpiry(expiry: string, now: Date): string | null {
  if (expiry.trim() === '') return 'Expiry date is required.'
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry)
  const month = Number(match?.[1])
  if (!match || month < 1 || month > 12) return 'Expiry date must be MM/YY, such as 04/30.'
  const year = 2000 + Number(match[2])
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth()
  if (year * 12 + (month - 1) < thisMonth) return 'This card has expired: check the expiry date.'
  return null
}
