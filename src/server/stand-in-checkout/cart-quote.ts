import { eq, inArray, sql } from 'drizzle-orm'
import { CODE_ERRORS, CODE_MAX, lastFourOf } from '../../shared/account/checkout-codes'
import { amountToCents, centsToAmount, SHOP_CURRENCY } from '../../shared/money'
import { calculateOrderTotals, type OrderTotals } from '../../shared/order-totals'
import {
  findUsableCode,
  giftCardEmpty,
  type OrderCodes,
  type UsableDiscount,
  type UsableGiftCard,
} from '../codes/codes.service'
import type { Db } from '../db/client'
import {
  discountCodes,
  giftCards,
  orders,
  products,
  productVariants,
  type StoreCartLine,
  storeCarts,
  users,
} from '../db/schema'
import { HttpError } from '../http/errors'
import { shownVariantTitle } from '../pricing/priced-product'
import { variantImageUrl } from '../pricing/pricing.service'

/*
 * What the stand-in checkout charges for a cart (docs/decisions/0070-checkout-through-the-store.md):
 * its lines priced from the catalogue now, its codes resolved for the customer, and the shop's
 * totals. The page shows it; paying places the order for it, inside the order's transaction.
 */

export type StoreCart = typeof storeCarts.$inferSelect

/** A catalogue variant as the checkout sells it. */
export interface CatalogueVariant {
  id: number
  productId: number
  productTitle: string
  handle: string
  /** As the catalogue names it ("M / Black", "Default Title"). */
  title: string
  sku: string
  price: string
  availableForSale: boolean
  quantityAvailable: number
  selectedOptions: { name: string; value: string }[]
  /** The variant's own colourway image, else the product's first. */
  image: string | null
}

/** A cart line with its variant as the catalogue has it now; null when the variant is gone. */
export interface QuotedLine {
  line: StoreCartLine
  variant: CatalogueVariant | null
}

/** Who an order is for, as Shopify links them: the account with the order's email, if there is one. */
export interface Customer {
  userId: string | null
  /** Lower-cased. */
  email: string
}

/** A code from the cart that the order does not take, and why. */
export interface RefusedCode {
  /** How the page names it: a gift card by its last four characters only. */
  label: string
  reason: string
}

export interface CartQuote {
  lines: QuotedLine[]
  customer: Customer
  codes: OrderCodes
  refusedCodes: RefusedCode[]
  totals: OrderTotals
  currencyCode: string
}

/** A cart has at most this many lines, each at most this many of an item (an order line's limit). */
export const MAX_LINES = 500
export const MAX_LINE_QUANTITY = 99

/** The cart, or undefined when no cart has this token. */
export async function findStoreCart(db: Db, token: string): Promise<StoreCart | undefined> {
  const [cart] = await db.select().from(storeCarts).where(eq(storeCarts.id, token))
  return cart
}

/** The variants of `lines`, from the catalogue now. */
async function catalogueVariants(db: Db, ids: readonly number[]): Promise<Map<number, CatalogueVariant>> {
  // Catalogue ids are int4: a larger one names nothing, and must not reach the query.
  const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647)
  if (wanted.length === 0) return new Map()
  const rows = await db
    .select({
      id: productVariants.id,
      productId: products.id,
      productTitle: products.title,
      handle: products.handle,
      title: productVariants.title,
      sku: productVariants.sku,
      price: productVariants.price,
      availableForSale: productVariants.availableForSale,
      quantityAvailable: productVariants.quantityAvailable,
      selectedOptions: productVariants.selectedOptions,
      image: variantImageUrl,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, wanted))
  return new Map(rows.map((row) => [row.id, row]))
}

/** "Road Jacket — M / Black", or the product alone when it has no options. */
export function describeVariant(variant: CatalogueVariant): string {
  const title = shownVariantTitle(variant.title)
  return title ? `${variant.productTitle} — ${title}` : variant.productTitle
}

/** What stops a line from being sold now; null when nothing does. */
export function lineProblem({ line, variant }: QuotedLine): string | null {
  if (!variant?.availableForSale || variant.quantityAvailable <= 0) return 'No longer available'
  if (line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY)
    return `An order takes 1 to ${MAX_LINE_QUANTITY} of an item`
  if (variant.quantityAvailable < line.quantity) return `Only ${variant.quantityAvailable} left`
  return null
}

/** The customer an order with this email belongs to. */
export async function findCustomer(db: Db, email: string): Promise<Customer> {
  const normalised = email.trim().toLowerCase()
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalised))
  return { userId: user?.id ?? null, email: normalised }
}

/** Whether an order other than `exceptOrderId` was placed with this (lower-cased) email. */
export async function emailHasOrdered(db: Db, email: string, exceptOrderId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      exceptOrderId
        ? sql`lower(${orders.email}) = ${email} and ${orders.id} <> ${exceptOrderId}`
        : sql`lower(${orders.email}) = ${email}`,
    )
    .limit(1)
  return row !== undefined
}

/**
 * A code for a buyer with no account: gift cards as for anyone; a discount code (each is for a first
 * order) only if nobody has ordered with this email, as Shopify counts a customer's orders by email.
 */
async function findGuestCode(db: Db, email: string, code: string): Promise<UsableGiftCard | UsableDiscount> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.code, code)).limit(1)
  if (card) {
    if (amountToCents(card.balance) <= 0) throw giftCardEmpty()
    const balance = centsToAmount(amountToCents(card.balance))
    return { kind: 'gift_card', id: card.id, code: card.code, balance, last4: lastFourOf(card.code) }
  }
  const [discount] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1)
  if (!discount) {
    throw new HttpError(404, CODE_ERRORS.notFound, "We don't recognise that code. Check it and try again.")
  }
  if (discount.orderId !== null || discount.usedAt !== null) {
    throw new HttpError(409, CODE_ERRORS.used, 'This code has already been used on an order.')
  }
  if (await emailHasOrdered(db, email)) {
    throw new HttpError(409, CODE_ERRORS.firstOrderOnly, 'This code is for a first order only.')
  }
  return { kind: 'discount', id: discount.id, code: discount.code, percentOff: discount.percentOff }
}

function codeLabel(code: string, usable?: UsableGiftCard | UsableDiscount): string {
  if (usable?.kind === 'gift_card') return `Gift card ····${usable.last4}`
  // A code that is not a discount code may be a gift card's: never shown whole.
  return usable ? usable.code : `Code ····${lastFourOf(code)}`
}

/**
 * The cart's discount and gift card codes for this customer: at most one of each applies, as the
 * shop's checkout takes them; a code that cannot be used is left out with the reason, as Shopify's
 * checkout leaves out a code it does not accept.
 */
async function resolveCartCodes(
  db: Db,
  customer: Customer,
  cart: StoreCart,
  currencyCode: string,
): Promise<{ codes: OrderCodes; refused: RefusedCode[] }> {
  const codes: OrderCodes = {}
  const refused: RefusedCode[] = []
  const given = [
    ...new Set([...cart.discountCodes, ...cart.giftCardCodes].map((code) => code.trim().toUpperCase())),
  ]
  for (const code of given.filter(Boolean)) {
    if (code.length > CODE_MAX) {
      refused.push({ label: codeLabel(code), reason: "We don't recognise that code." })
      continue
    }
    let usable: UsableGiftCard | UsableDiscount
    try {
      usable = customer.userId
        ? await findUsableCode(db, customer.userId, code)
        : await findGuestCode(db, customer.email, code)
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      refused.push({ label: codeLabel(code), reason: error.message })
      continue
    }
    const label = codeLabel(code, usable)
    if (usable.kind === 'gift_card' && currencyCode !== SHOP_CURRENCY) {
      refused.push({ label, reason: `Gift cards pay for orders in ${SHOP_CURRENCY}.` })
    } else if (usable.kind === 'gift_card') {
      if (codes.giftCard) refused.push({ label, reason: 'An order takes one gift card.' })
      else codes.giftCard = usable
    } else if (codes.discount) {
      refused.push({ label, reason: 'An order takes one discount code.' })
    } else {
      codes.discount = usable
    }
  }
  return { codes, refused }
}

/** The cart priced now for an order with this email. `db` may be the order's transaction. */
export async function quoteCart(db: Db, cart: StoreCart, email: string): Promise<CartQuote> {
  const variants = await catalogueVariants(
    db,
    cart.lines.map((line) => line.variantId),
  )
  const lines = cart.lines.map((line) => ({ line, variant: variants.get(line.variantId) ?? null }))
  const currencyCode = SHOP_CURRENCY
  const customer = await findCustomer(db, email)
  const { codes, refused } = await resolveCartCodes(db, customer, cart, currencyCode)
  const priced = lines.flatMap(({ line, variant }) =>
    variant ? [{ price: variant.price, quantity: line.quantity }] : [],
  )
  const totals = calculateOrderTotals(priced, {
    discountPercent: codes.discount?.percentOff,
    giftCardBalance: codes.giftCard?.balance,
  })
  return { lines, customer, codes, refusedCodes: refused, totals, currencyCode }
}

/** The amounts the rider is shown and agrees to pay: the card's share and the gift card's. */
export function quoteOf(totals: OrderTotals): string {
  return `${totals.total}/${totals.giftCardAmount}`
}

/** Whether a card pays anything: not when a gift card pays the whole order. */
export function cardNeededFor(quote: CartQuote): boolean {
  return amountToCents(quote.totals.total) > 0
}
