import { and, eq, gte, isNull, sql } from 'drizzle-orm'
import { amountToCents, centsToAmount, formatPrice } from '../../shared/money'
import { calculateOrderTotals } from '../../shared/order-totals'
import {
  claimDiscountCode,
  giftCardEmpty,
  lockGiftCard,
  lockShopper,
  spendGiftCard,
  type UsableDiscount,
} from '../codes/codes.service'
import type { Db } from '../db/client'
import { discountCodes, orderLines, orders, products, productVariants, storeCarts } from '../db/schema'
import { HttpError } from '../http/errors'
import { shownVariantTitle } from '../pricing/priced-product'
import { toGid } from '../storefront/gid'
import {
  type CartQuote,
  type CatalogueVariant,
  describeVariant,
  emailHasOrdered,
  lineProblem,
  MAX_LINES,
  type QuotedLine,
  quoteCart,
  quoteOf,
} from './cart-quote'
import type { CheckoutContact } from './checkout-form'
import { restOrderBody } from './rest-order'
import { enqueueWebhook } from './webhook-outbox'

/*
 * Paying at the stand-in checkout (docs/decisions/0070-checkout-through-the-store.md): in one
 * transaction, the cart is locked (a second submit finds its order), priced from the catalogue now,
 * the stock taken with a conditional update (the last unit is sold once), the codes redeemed, the
 * order written as the emulator's record, and its orders/create and orders/paid webhooks queued.
 * Anything refused rolls all of it back: nothing ordered, no stock taken, nothing charged.
 */

const NOTHING_TAKEN = 'Nothing was ordered and nothing was charged.'

/** How paying ended. */
export type PlaceOrderOutcome =
  | { kind: 'placed'; orderId: string; number: string }
  /** The cart was paid before (a double submit): its order stands. */
  | { kind: 'already_paid' }
  | { kind: 'no_cart' }
  /** Refused (409), with what the rider reads; the transaction rolled back. */
  | { kind: 'refused'; message: string }

/** A reason to refuse the order, thrown inside its transaction so that all of it rolls back. */
class Refusal extends Error {}

/** The value of the variant's option `name` (Size, Color), in any case; Colour counts as Color. */
function optionValue(variant: CatalogueVariant, ...names: string[]): string | null {
  const option = variant.selectedOptions.find((candidate) => names.includes(candidate.name.toLowerCase()))
  return option?.value ?? null
}

/** Why the lines cannot be sold now, naming each; null when they all can. */
function linesProblem(lines: readonly QuotedLine[]): string | null {
  const problems = lines.flatMap((quoted) => {
    const problem = lineProblem(quoted)
    if (!problem) return []
    const name = quoted.variant ? describeVariant(quoted.variant) : 'An item that was removed from the shop'
    return [`${name}: ${problem.toLowerCase()}`]
  })
  return problems.length === 0 ? null : `${problems.join('; ')}. ${NOTHING_TAKEN}`
}

/**
 * Takes each variant's quantity off its stock, only where that much is left (the database decides,
 * row by row, so two checkouts never sell the same last unit), and keeps the products' totals in
 * step. Variants and products are updated in id order, so two checkouts never wait on each other
 * in a circle.
 */
async function takeStock(tx: Db, lines: readonly QuotedLine[]): Promise<void> {
  const wanted = new Map<number, { variant: CatalogueVariant; quantity: number }>()
  for (const { line, variant } of lines) {
    if (!variant) continue
    const entry = wanted.get(variant.id) ?? { variant, quantity: 0 }
    entry.quantity += line.quantity
    wanted.set(variant.id, entry)
  }
  const byProduct = new Map<number, number>()
  for (const [id, { variant, quantity }] of [...wanted].sort(([a], [b]) => a - b)) {
    const taken = await tx
      .update(productVariants)
      .set({
        quantityAvailable: sql`${productVariants.quantityAvailable} - ${quantity}`,
        availableForSale: sql`${productVariants.quantityAvailable} - ${quantity} > 0`,
      })
      .where(
        and(
          eq(productVariants.id, id),
          eq(productVariants.availableForSale, true),
          gte(productVariants.quantityAvailable, quantity),
        ),
      )
      .returning({ productId: productVariants.productId })
    if (taken.length === 0)
      throw new Refusal(`${describeVariant(variant)} sold out meanwhile. ${NOTHING_TAKEN}`)
    byProduct.set(variant.productId, (byProduct.get(variant.productId) ?? 0) + quantity)
  }
  for (const [productId, quantity] of [...byProduct].sort(([a], [b]) => a - b)) {
    // Relative to the row as it is when this update gets it, so a checkout that sold another
    // variant of the product meanwhile is counted too; a product is for sale while any stock is.
    await tx
      .update(products)
      .set({
        totalInventory: sql`greatest(${products.totalInventory} - ${quantity}, 0)`,
        availableForSale: sql`${products.totalInventory} - ${quantity} > 0`,
      })
      .where(eq(products.id, productId))
  }
}

/** A buyer with no account: their discount code is for a first order by this email (Shopify's customer). */
async function claimGuestDiscount(tx: Db, discount: UsableDiscount, email: string, orderId: string) {
  if (await emailHasOrdered(tx, email, orderId)) {
    throw new Refusal(`The code ${discount.code} is for a first order only. ${NOTHING_TAKEN}`)
  }
  const claimed = await tx
    .update(discountCodes)
    .set({ orderId, usedAt: new Date() })
    .where(
      and(eq(discountCodes.id, discount.id), isNull(discountCodes.orderId), isNull(discountCodes.usedAt)),
    )
    .returning({ id: discountCodes.id })
  if (claimed.length === 0) {
    throw new Refusal(`The code ${discount.code} has already been used on an order. ${NOTHING_TAKEN}`)
  }
}

/**
 * Claims the discount code and spends the gift card for `orderId`. The card is locked first; if
 * another order spent it meanwhile, what it pays would change, and the order is refused.
 */
async function redeemCodes(tx: Db, quote: CartQuote, orderId: string): Promise<void> {
  const { codes, customer, totals } = quote
  if (codes.discount) {
    if (customer.userId) await claimDiscountCode(tx, codes.discount, customer.userId, orderId)
    else await claimGuestDiscount(tx, codes.discount, customer.email, orderId)
  }
  if (!codes.giftCard) return
  const balance = await lockGiftCard(tx, codes.giftCard.id)
  if (amountToCents(balance) === 0) throw giftCardEmpty()
  const now = calculateOrderTotals(
    quote.lines.flatMap(({ line, variant }) =>
      variant ? [{ price: variant.price, quantity: line.quantity }] : [],
    ),
    { discountPercent: codes.discount?.percentOff, giftCardBalance: balance },
  )
  if (now.giftCardAmount !== totals.giftCardAmount) {
    throw new Refusal(
      `Your gift card was used on another order meanwhile: it now pays ${formatPrice(now.giftCardAmount, quote.currencyCode)}. Check the total and pay again. ${NOTHING_TAKEN}`,
    )
  }
  if (amountToCents(totals.giftCardAmount) > 0) {
    await spendGiftCard(tx, codes.giftCard.id, orderId, totals.giftCardAmount)
  }
}

/** The order's lines as the emulator keeps them: named and priced as sold. */
function orderLineRows(orderId: string, lines: readonly QuotedLine[]) {
  return lines.flatMap(({ line, variant }, position) => {
    if (!variant) return []
    return [
      {
        orderId,
        position,
        productRef: toGid('ProductVariant', variant.id),
        name: variant.productTitle,
        variantTitle: shownVariantTitle(variant.title),
        size: optionValue(variant, 'size'),
        color: optionValue(variant, 'color', 'colour'),
        quantity: line.quantity,
        price: variant.price,
        lineTotal: centsToAmount(amountToCents(variant.price) * line.quantity),
        image: variant.image,
        href: `/product/${variant.handle}`,
        productId: variant.productId,
        variantId: variant.id,
        attributes: line.attributes,
      },
    ]
  })
}

/**
 * Places the order for the cart `token`, paid with an approved test card: for `contact`, at the
 * amounts the rider was shown (`shownQuote`, quoteOf), else refused. A cart paid already answers
 * `already_paid` (the first order stands).
 */
export async function placeStandInOrder(
  db: Db,
  token: string,
  contact: CheckoutContact,
  shownQuote: string | null,
): Promise<PlaceOrderOutcome> {
  try {
    return await db.transaction(async (tx): Promise<PlaceOrderOutcome> => {
      // Held until the order commits: a second submit waits here, then finds the order.
      const [cart] = await tx.select().from(storeCarts).where(eq(storeCarts.id, token)).for('update')
      if (!cart) return { kind: 'no_cart' }
      if (cart.orderId) return { kind: 'already_paid' }
      if (cart.lines.length === 0)
        throw new Refusal(`There is nothing in this cart to pay for. ${NOTHING_TAKEN}`)
      if (cart.lines.length > MAX_LINES) {
        throw new Refusal(`An order takes at most ${MAX_LINES} lines. ${NOTHING_TAKEN}`)
      }
      const quote = await quoteCart(tx, cart, contact.email)
      const problem = linesProblem(quote.lines)
      if (problem) throw new Refusal(problem)
      if (shownQuote !== quoteOf(quote.totals)) {
        throw new Refusal(
          `The total changed since this page was shown: it is now ${formatPrice(quote.totals.total, quote.currencyCode)}. Check it and pay again. ${NOTHING_TAKEN}`,
        )
      }
      await takeStock(tx, quote.lines)

      const { customer, codes, totals } = quote
      // A first-order code: the customer's other orders are counted after any placed at this moment.
      if (codes.discount && customer.userId) await lockShopper(tx, customer.userId)
      if (codes.discount && !customer.userId) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`first-order:${customer.email}`}))`)
      }
      const [order] = await tx
        .insert(orders)
        .values({
          userId: customer.userId,
          email: contact.email,
          shippingAddress: contact.address,
          billingAddress: contact.address,
          ...totals,
          discountCode: codes.discount?.code ?? null,
          currencyCode: quote.currencyCode,
          cartToken: cart.id,
          attributes: cart.attributes,
          financialStatus: 'paid',
        })
        .returning({ id: orders.id, number: orders.number })
      if (!order) throw new Error('The order was not written')
      await tx.insert(orderLines).values(orderLineRows(order.id, quote.lines))
      await redeemCodes(tx, quote, order.id)
      await tx
        .update(storeCarts)
        .set({ orderId: order.id, updatedAt: new Date() })
        .where(eq(storeCarts.id, cart.id))

      const body = await restOrderBody(tx, order.id)
      if (!body) throw new Error('The order just written cannot be read')
      await enqueueWebhook(tx, 'orders/create', body)
      await enqueueWebhook(tx, 'orders/paid', body)
      return { kind: 'placed', orderId: order.id, number: order.number }
    })
  } catch (error) {
    if (error instanceof Refusal) return { kind: 'refused', message: error.message }
    // A code another order took meanwhile (codes.service's 409s): refused like the rest.
    if (error instanceof HttpError && error.status === 409) {
      return { kind: 'refused', message: `${error.message} ${NOTHING_TAKEN}` }
    }
    throw error
  }
}
