import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { type StoreCheckoutLine, storeCheckouts } from '../db/schema'
import type { Config } from '../env'
import type { PricingDeps } from '../pricing/pricing.service'
import type { StoreOptions } from '../store/ask-store'
import { CHECKOUT_ATTRIBUTE } from '../webhooks/store-orders.service'
import { type CheckoutRequestBody, checkRequestAgainstCart } from './cart-check'
import { createStoreCart, type StoreCartRequest, storeVariantsOf } from './store-cart'

// Checkout hands the rider's cart to the store (docs/decisions/0070-checkout-through-the-store.md).

export interface CheckoutDeps extends PricingDeps {
  config: Pick<Config, 'storefront'>
  /** Reaches the emulator inside this server (the app's own fetch); the store is reached with `fetch`. */
  selfFetch: typeof fetch
}

/**
 * Where the store's Storefront API is: the configured store, else the emulator this server runs,
 * asked on the origin the rider's browser uses so its `checkoutUrl` leads back to it.
 */
export function storeOptions(deps: CheckoutDeps, browserOrigin: string): StoreOptions {
  const { storefront } = deps.config
  return storefront.origin
    ? { storefront: { ...storefront, origin: storefront.origin }, fetch: deps.fetch }
    : { storefront: { ...storefront, origin: browserOrigin }, fetch: deps.selfFetch }
}

/** A storefront variant gid's number: what an order's line item calls `variant_id`. */
export function variantNumber(gid: string): string {
  return gid.slice(gid.lastIndexOf('/') + 1).split('?')[0] ?? gid
}

/**
 * Records the shop's checkout, makes the store's cart for it with the shop's reference as an
 * attribute, and notes the cart's token: either finds the shopper when the order comes back. A cart
 * the store does not make leaves no checkout behind.
 */
export async function startStoreCheckout(
  db: Db,
  options: StoreOptions,
  userId: string | null,
  request: Omit<StoreCartRequest, 'attributes'>,
  seen: StoreCheckoutLine[],
): Promise<{ checkoutUrl: string }> {
  const [checkout] = await db
    .insert(storeCheckouts)
    .values({ userId, lines: seen })
    .returning({ id: storeCheckouts.id })
  if (!checkout) throw new Error('The checkout was not recorded')
  try {
    const cart = await createStoreCart(options, {
      ...request,
      attributes: [{ key: CHECKOUT_ATTRIBUTE, value: checkout.id }],
    })
    await db.update(storeCheckouts).set({ cartToken: cart.token }).where(eq(storeCheckouts.id, checkout.id))
    return { checkoutUrl: cart.checkoutUrl }
  } catch (error) {
    await db.delete(storeCheckouts).where(eq(storeCheckouts.id, checkout.id))
    throw error
  }
}

/**
 * Checks the rider's request against their stored cart (same lines, prices, totals; usable codes)
 * and hands it to the store: the answer is where the rider pays.
 */
export async function handOverCart(
  deps: CheckoutDeps,
  userId: string,
  request: CheckoutRequestBody,
  browserOrigin: string,
): Promise<{ checkoutUrl: string }> {
  const checked = await checkRequestAgainstCart(deps, userId, request)
  const options = storeOptions(deps, browserOrigin)
  const variants = await storeVariantsOf(options, checked.lines)
  const { giftCard, discount } = checked.codes
  return startStoreCheckout(
    deps.db,
    options,
    userId,
    {
      lines: checked.lines.map(({ row }, index) => ({
        merchandiseId: variants[index] ?? '',
        quantity: row.quantity,
      })),
      email: request.email,
      address: request.shippingAddress,
      discountCodes: discount ? [discount.code] : [],
      giftCardCodes: giftCard ? [giftCard.code] : [],
    },
    checked.lines.map(({ row, product }, index) => ({
      variantId: variantNumber(variants[index] ?? ''),
      image: product.images[0] ?? null,
      href: product.href,
      cartLine: { id: row.id, quantity: row.quantity },
    })),
  )
}
