import type { PricedCartLine } from '../../shared/account/cart'
import type { Db } from '../db/client'
import { announceForget, forgetFeedOf } from '../db/forget-notices'

/**
 * How long a cart answer is given from memory. It changes when the shopper changes it (through any
 * server process on the database: each forgets it at once, src/server/db/forget-notices.ts) and when
 * a catalogue price changes (at most this long unseen); placing an order prices everything again
 * either way.
 */
const REMEMBERED_MS = 5_000
/** Shoppers' carts remembered at most; past this the least recently answered are forgotten. */
const REMEMBERED_MAX = 10_000

interface RememberedCart {
  /** Raised at the start and the end of every change, so an answer read across one is not kept. */
  version: number
  lines?: PricedCartLine[]
  until?: number
}

/**
 * Carts answered lately, per database: a signed-in shopper's every page asks for the cart, and
 * reading and pricing it costs database work that only a change of theirs (or of a price) alters.
 */
const rememberedCarts = new WeakMap<Db, Map<string, RememberedCart>>()

function cartsOf(db: Db): Map<string, RememberedCart> {
  let carts = rememberedCarts.get(db)
  if (!carts) {
    const created = new Map<string, RememberedCart>()
    forgetFeedOf(db).subscribe({
      forget(notice) {
        // A read under way has its entry already; a cart this process never answered is left out.
        const cart = notice.kind === 'cart' ? created.get(notice.userId) : undefined
        if (cart) forgetCart(cart)
      },
      // Answers being read keep their (now forgotten) entries: nothing they keep is answered again.
      distrust: () => created.clear(),
    })
    rememberedCarts.set(db, created)
    carts = created
  }
  return carts
}

function forgetCart(cart: RememberedCart): void {
  cart.version++
  cart.lines = undefined
}

function cartOf(db: Db, userId: string): RememberedCart {
  const carts = cartsOf(db)
  let cart = carts.get(userId)
  if (cart) {
    // Least recently used first: re-inserting keeps the Map's order the eviction order.
    carts.delete(userId)
  } else {
    cart = { version: 0 }
    if (carts.size >= REMEMBERED_MAX) carts.delete(carts.keys().next().value ?? '')
  }
  carts.set(userId, cart)
  return cart
}

/** The shopper's cart from memory while it is fresh, else from `read` (kept if nothing changed meanwhile). */
export async function rememberedCart(
  db: Db,
  userId: string,
  read: () => Promise<PricedCartLine[]>,
): Promise<PricedCartLine[]> {
  const feed = forgetFeedOf(db)
  // Other processes' changes may be going unseen: only the database's answer will do.
  if (!feed.trusted) return read()
  const cart = cartOf(db, userId)
  const { lines: known, version: knownVersion } = cart
  if (known && (cart.until ?? 0) > Date.now() && (await feed.caughtUp()) && cart.version === knownVersion) {
    return known
  }
  const version = cart.version
  const epoch = feed.epoch
  const lines = await read()
  if (cart.version === version && feed.epoch === epoch) {
    cart.lines = lines
    cart.until = Date.now() + REMEMBERED_MS
  }
  return lines
}

/**
 * Runs a change to the shopper's cart; the remembered answer is dropped before and after it, here
 * and (after it) in every other process on the database.
 */
export async function changingCart<T>(db: Db, userId: string, change: () => Promise<T>): Promise<T> {
  const forget = () => forgetCart(cartOf(db, userId))
  forget()
  try {
    return await change()
  } finally {
    forget()
    await announceForget(db, { kind: 'cart', userId })
  }
}

/**
 * Drops the shopper's remembered cart here and in every other process after a change committed in
 * a transaction of its own (the store's order taking the lines it sold): call it once that commits.
 */
export async function forgetChangedCart(db: Db, userId: string): Promise<void> {
  forgetCart(cartOf(db, userId))
  await announceForget(db, { kind: 'cart', userId })
}
