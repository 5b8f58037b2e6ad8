import * as z from 'zod/mini'
import { SHOP_CURRENCY } from '../money'

/** A cart line's quantity: at least 1, and at most what a shop would ship in one order. */
export const CART_QUANTITY_MAX = 99
/** The error code of an add that would take a line past CART_QUANTITY_MAX. */
export const QUANTITY_TOO_LARGE_CODE = 'quantity_too_large'
const OWN_PREFIX = 'own:'
const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/\d{1,15}$/
const OWN_REF = /^own:[a-z0-9-]{1,200}$/

/** An own-API (slug) product in a cart line or order: `own:{slug}`. */
export function ownProductRef(slug: string) {
  return `${OWN_PREFIX}${slug}`
}

/** What a cart line points at: a storefront variant (its GID) or an own-API product (`own:{slug}`). */
export function parseProductRef(
  ref: string,
): { kind: 'variant'; gid: string } | { kind: 'own'; slug: string } | null {
  if (VARIANT_GID.test(ref)) return { kind: 'variant', gid: ref }
  if (OWN_REF.test(ref)) return { kind: 'own', slug: ref.slice(OWN_PREFIX.length) }
  return null
}

const quantity = z
  .number('Quantity must be a number.')
  .check(
    z.int('Quantity must be a whole number.'),
    z.minimum(1, 'Quantity must be at least 1.'),
    z.maximum(CART_QUANTITY_MAX, `Quantity can be at most ${CART_QUANTITY_MAX}.`),
  )

const optionText = (label: string, max: number) =>
  z.optional(
    z.nullable(
      z
        .string(`${label} must be text.`)
        .check(z.trim(), z.maxLength(max, `${label} can be at most ${max} characters.`)),
    ),
  )

export const productRefField = z
  .string('productId is required.')
  .check(
    z.refine(
      (ref) => parseProductRef(ref) !== null,
      'productId must be a storefront variant id (gid://shopify/ProductVariant/…) or own:{slug}.',
    ),
  )

/** `POST /api/cart`: no price: the server looks it up itself (docs/decisions/0011-server-priced-cart.md). */
export const addCartLineSchema = z.object({
  productId: productRefField,
  quantity,
  size: optionText('Size', 20),
  color: optionText('Color', 30),
})

/** `PATCH /api/cart/{id}`. */
export const updateCartLineSchema = z.object({ quantity })

export type AddCartLineRequest = z.input<typeof addCartLineSchema>
export type UpdateCartLineRequest = z.input<typeof updateCartLineSchema>

/**
 * The line every Add to Cart hands over (cards, Quick View, both product pages, the wishlist, the
 * outfit builder): the `POST /api/cart` body, plus the product's name for the shopper's messages.
 */
export interface NewCartLine extends AddCartLineRequest {
  /** For messages only: never sent, so never a name or price the server trusts. */
  title: string
}

/**
 * A cart line with the product as the server priced it just now: each line of `GET /api/cart`, and
 * the answer to `POST /api/cart` and `PATCH /api/cart/{id}`.
 */
export const pricedCartLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  quantity: z.number(),
  size: z.nullable(z.string()),
  color: z.nullable(z.string()),
  product: z.object({
    name: z.string(),
    /** e.g. "129.99": the current price, read by the server. */
    price: z.string(),
    /** ISO 4217, e.g. "USD": a connected store's variants come in the store's currency. */
    currencyCode: z.string(),
    compareAtPrice: z.nullable(z.string()),
    images: z.array(z.string()),
    /** The product page: /product/{handle or slug}. */
    href: z.string(),
    /** The storefront variant's title ("M / Black"), or null for own-API products. */
    variantTitle: z.nullable(z.string()),
    availableForSale: z.boolean(),
  }),
})

export type PricedCartLine = z.output<typeof pricedCartLineSchema>

/** `GET /api/cart`: the signed-in shopper's lines, oldest first. */
export const cartReplySchema = z.array(pricedCartLineSchema)

/** The currency of a cart's prices: the server keeps one currency a cart (the shop's when empty). */
export function cartCurrency(lines: readonly Pick<PricedCartLine, 'product'>[]): string {
  return lines[0]?.product.currencyCode ?? SHOP_CURRENCY
}

/**
 * What a line's variant is, as the rider chose it: its size and colour where the product's options
 * have those names, else the store's variant title, which names each option whatever it is called
 * ("M / Noir" for Taille and Couleur). Empty for a product with nothing to choose.
 */
export function lineVariantText(line: {
  size?: string | null
  color?: string | null
  variantTitle?: string | null
}): string {
  const named = [line.size, line.color].filter(Boolean)
  return named.length > 0 ? named.join(' · ') : (line.variantTitle ?? '')
}

/**
 * Whether the line is an own-label product the emulator's store does not sell: its checkout takes
 * only the store's variants (docs/decisions/0070-checkout-through-the-store.md), and the emulator's
 * catalogue has none under an own-label handle. With a real store the hand-over asks the store.
 */
export function unsoldAtStandIn(line: Pick<PricedCartLine, 'productId'>, standIn: boolean): boolean {
  return standIn && parseProductRef(line.productId)?.kind === 'own'
}
