import { randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { storeCarts } from '../db/schema'

/*
 * The emulator's carts as the `store_carts` table keeps them (docs/decisions/0070-checkout-through-the-store.md):
 * their ids and addresses, and reading and changing a row. What a change means is cart-changes.ts's.
 */

export type StoreCart = typeof storeCarts.$inferSelect

/** What a cart holds, apart from its id, its order and its dates. */
export type StoreCartContents = Pick<
  StoreCart,
  'lines' | 'buyerIdentity' | 'attributes' | 'discountCodes' | 'giftCardCodes' | 'note'
>

const CART_GID_PREFIX = 'gid://shopify/Cart/'
const CART_LINE_GID_PREFIX = 'gid://shopify/CartLine/'
/** Shopify's cart tokens are letters, digits and dashes; ours add underscores (base64url). */
const TOKEN = /^[A-Za-z0-9_-]{1,100}$/

function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url')
}

/** 144 random bits: whoever has a cart's token may read and change it, as with Shopify's. */
const newCartToken = () => randomToken(18)
/** A line's id only has to be unlike its cart's other lines'. */
export const newCartLineId = () => randomToken(12)

export const cartGidOf = (token: string) => `${CART_GID_PREFIX}${token}`
export const cartLineGidOf = (id: string) => `${CART_LINE_GID_PREFIX}${id}`

/** The token a global id of `prefix` ends in, without Shopify's `?key=…`; null for any other id. */
function tokenAfter(prefix: string, gid: string): string | null {
  const text = gid.trim()
  if (!text.startsWith(prefix)) return null
  const token = text.slice(prefix.length).split('?', 1)[0] ?? ''
  return TOKEN.test(token) ? token : null
}

/**
 * The token of a cart's global id (`gid://shopify/Cart/{token}`, a store's `?key=…` ignored): the
 * key of its `store_carts` row and of its checkout address. Null when `gid` is no cart's id.
 */
export function storeCartToken(gid: string): string | null {
  return tokenAfter(CART_GID_PREFIX, gid)
}

/** The line id a `gid://shopify/CartLine/{id}` names; null for any other id. */
export function cartLineIdOf(gid: string): string | null {
  return tokenAfter(CART_LINE_GID_PREFIX, gid)
}

/** Where a cart is checked out: the stand-in checkout, on the origin the cart was asked for on. */
export function checkoutUrlOf(origin: string, token: string): string {
  return `${origin}/checkouts/cn/${token}`
}

/**
 * The cart with this token, completed or not (`orderId` says whether its checkout completed), or
 * null when there is none.
 */
export async function readStoreCart(db: Db, token: string): Promise<StoreCart | null> {
  const [cart] = await db.select().from(storeCarts).where(eq(storeCarts.id, token)).limit(1)
  return cart ?? null
}

/** The cart with this token unless its checkout completed: a completed cart is gone, as at Shopify. */
export async function readOpenStoreCart(db: Db, token: string): Promise<StoreCart | null> {
  const cart = await readStoreCart(db, token)
  return cart && cart.orderId === null ? cart : null
}

/** A UTF-16 surrogate without its pair: JSON can carry one, but PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** `value` with every lone surrogate in its strings made U+FFFD, as a browser's form would send it. */
function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\uFFFD')
  if (Array.isArray(value)) return value.map(wellFormed)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wellFormed(item)]))
}

/**
 * Just the contents (a change may hand back the whole row), as they can be stored: attributes, codes,
 * the note and the address are free text.
 */
function storable(contents: StoreCartContents): StoreCartContents {
  const { lines, buyerIdentity, attributes, discountCodes, giftCardCodes, note } = contents
  return wellFormed({
    lines,
    buyerIdentity,
    attributes,
    discountCodes,
    giftCardCodes,
    note,
  }) as StoreCartContents
}

/** Stores a new cart holding `contents`. */
export async function insertStoreCart(db: Db, contents: StoreCartContents): Promise<StoreCart> {
  const now = new Date()
  const [cart] = await db
    .insert(storeCarts)
    .values({ id: newCartToken(), ...storable(contents), createdAt: now, updatedAt: now })
    .returning()
  if (!cart) throw new Error('Inserting a cart returned no row')
  return cart
}

/**
 * Changes an open cart: `change` gets the cart as it is, with its row locked so that two changes at
 * once both count, and answers the new contents, or the errors that refuse the change (and keep the
 * cart as it is). Null when there is no open cart with this token.
 */
export async function changeStoreCart<Refusal>(
  db: Db,
  token: string,
  change: (cart: StoreCart) => StoreCartContents | Refusal[],
): Promise<StoreCart | Refusal[] | null> {
  return db.transaction(async (tx) => {
    const [cart] = await tx
      .select()
      .from(storeCarts)
      .where(and(eq(storeCarts.id, token), isNull(storeCarts.orderId)))
      .for('update')
    if (!cart) return null
    const contents = change(cart)
    if (Array.isArray(contents)) return contents
    const [changed] = await tx
      .update(storeCarts)
      .set({ ...storable(contents), updatedAt: new Date() })
      .where(eq(storeCarts.id, token))
      .returning()
    return changed ?? null
  })
}
