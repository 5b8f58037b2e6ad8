import { and, asc, count, eq, isNull, ne, type SQL, sql } from 'drizzle-orm'
import {
  type AddCartLineRequest,
  CART_QUANTITY_MAX,
  type PricedCartLine,
  QUANTITY_TOO_LARGE_CODE,
} from '../../shared/account/cart'
import { SHOP_CURRENCY } from '../../shared/money'
import type { Db } from '../db/client'
import { cartLines } from '../db/schema'
import { HttpError } from '../http/errors'
import {
  type PricedProduct,
  type PricingDeps,
  priceProductRef,
  priceProductRefs,
} from '../pricing/pricing.service'
import { changingCart, rememberedCart } from './cart-memory'

/** An order takes at most 100 lines (placeOrderSchema), so a cart holds no more. */
export const CART_LINES_MAX = 100

export type CartLineRow = typeof cartLines.$inferSelect

/** A line whose product left the catalogue: still shown, so the shopper sees why and can remove it. */
const VANISHED_PRODUCT: PricedCartLine['product'] = {
  name: 'No longer available',
  price: '0.00',
  currencyCode: SHOP_CURRENCY,
  compareAtPrice: null,
  images: [],
  href: '/products',
  variantTitle: null,
  availableForSale: false,
}

function toPricedCartLine(row: CartLineRow, product: PricedProduct | undefined): PricedCartLine {
  return {
    id: row.id,
    productId: row.productRef,
    quantity: row.quantity,
    size: row.size,
    color: row.color,
    product: product ?? VANISHED_PRODUCT,
  }
}

/** "M", "  " and null alike: an option left blank is no option. */
function optionValue(value: string | null | undefined): string | null {
  return value ? value : null
}

function sameOption(column: typeof cartLines.size | typeof cartLines.color, value: string | null): SQL {
  return value === null ? isNull(column) : eq(column, value)
}

export function describeProduct(product: PricedProduct): string {
  return product.variantTitle ? `${product.name} (${product.variantTitle})` : product.name
}

/** The shopper's cart lines as stored, oldest first. */
export async function readCartRows(db: Db, userId: string): Promise<CartLineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
}

/** The cart, each line priced now (one batch for all lines), or as answered in the last few seconds. */
export function listCart(deps: PricingDeps, userId: string): Promise<PricedCartLine[]> {
  return rememberedCart(deps.db, userId, async () => {
    const rows = await readCartRows(deps.db, userId)
    const priced = await priceProductRefs(
      deps,
      rows.map((row) => row.productRef),
    )
    return rows.map((row) => toPricedCartLine(row, priced.get(row.productRef)))
  })
}

/**
 * Adds a product to the cart at today's price, or raises the quantity of the line that already has
 * this product, size and colour. `created` tells which.
 */
export function addToCart(
  deps: PricingDeps,
  userId: string,
  request: AddCartLineRequest,
): Promise<{ line: PricedCartLine; created: boolean }> {
  return changingCart(deps.db, userId, () => addLine(deps, userId, request))
}

async function addLine(
  deps: PricingDeps,
  userId: string,
  request: AddCartLineRequest,
): Promise<{ line: PricedCartLine; created: boolean }> {
  // Another line of the cart, priced in the same batch, tells the cart's currency: one currency a
  // cart (docs/decisions/0003-one-currency-per-order.md).
  const [other] = await deps.db
    .select({ productRef: cartLines.productRef })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), ne(cartLines.productRef, request.productId)))
    .limit(1)
  const priced = await priceProductRefs(
    deps,
    other ? [request.productId, other.productRef] : [request.productId],
  )
  const product = priced.get(request.productId)
  if (!product) {
    throw new HttpError(404, 'product_not_found', 'That product is not in the shop (any more).')
  }
  if (!product.availableForSale) {
    throw new HttpError(409, 'sold_out', `${describeProduct(product)} is sold out.`)
  }
  const cartCurrency = other ? priced.get(other.productRef)?.currencyCode : undefined
  if (cartCurrency && cartCurrency !== product.currencyCode) {
    throw new HttpError(
      409,
      'currency_mismatch',
      `${product.name} is priced in ${product.currencyCode} and your cart in ${cartCurrency}; one order is paid in one currency. Check out or empty your cart first.`,
    )
  }
  const size = optionValue(request.size)
  const color = optionValue(request.color)
  const sameLine = and(
    eq(cartLines.userId, userId),
    eq(cartLines.productRef, request.productId),
    sameOption(cartLines.size, size),
    sameOption(cartLines.color, color),
  )

  // Insert or raise; a line added or removed by a parallel request between the two is met on the next round.
  for (let round = 0; round < 3; round++) {
    const [raised] = await deps.db
      .update(cartLines)
      .set({ quantity: sql`${cartLines.quantity} + ${request.quantity}`, updatedAt: new Date() })
      .where(and(sameLine, sql`${cartLines.quantity} + ${request.quantity} <= ${CART_QUANTITY_MAX}`))
      .returning()
    if (raised) return { line: toPricedCartLine(raised, product), created: false }

    const [existing] = await deps.db.select({ quantity: cartLines.quantity }).from(cartLines).where(sameLine)
    if (existing) {
      throw new HttpError(
        400,
        QUANTITY_TOO_LARGE_CODE,
        `Your cart already has ${existing.quantity} of this item; one line can hold at most ${CART_QUANTITY_MAX}.`,
      )
    }

    const [lines] = await deps.db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId))
    if ((lines?.n ?? 0) >= CART_LINES_MAX) {
      throw new HttpError(
        409,
        'cart_full',
        `Your cart can hold at most ${CART_LINES_MAX} different items. Check out or remove some first.`,
      )
    }
    // No conflict target: the only unique index it can meet is the one on product, size and colour.
    const [inserted] = await deps.db
      .insert(cartLines)
      .values({ userId, productRef: request.productId, quantity: request.quantity, size, color })
      .onConflictDoNothing()
      .returning()
    if (inserted) return { line: toPricedCartLine(inserted, product), created: true }
  }
  throw new Error('Cart line kept changing while it was being added')
}

/** Sets a line's quantity; null when the shopper has no such line. */
export async function setCartLineQuantity(
  deps: PricingDeps,
  userId: string,
  lineId: string,
  quantity: number,
): Promise<PricedCartLine | null> {
  const [row] = await changingCart(deps.db, userId, () =>
    deps.db
      .update(cartLines)
      .set({ quantity, updatedAt: new Date() })
      .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
      .returning(),
  )
  if (!row) return null
  return toPricedCartLine(row, (await priceProductRef(deps, row.productRef)) ?? undefined)
}

/** Removes a line; false when the shopper has no such line. */
export async function removeCartLine(db: Db, userId: string, lineId: string): Promise<boolean> {
  const removed = await changingCart(db, userId, () =>
    db
      .delete(cartLines)
      .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
      .returning({ id: cartLines.id }),
  )
  return removed.length > 0
}

export async function clearCart(db: Db, userId: string): Promise<void> {
  await changingCart(db, userId, () => db.delete(cartLines).where(eq(cartLines.userId, userId)))
}
