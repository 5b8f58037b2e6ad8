import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changingCart, rememberedCart } from '../../../src/server/cart/cart-memory'
import type { Database, Db } from '../../../src/server/db/client'
import type { PricedCartLine } from '../../../src/shared/account/cart'
import { openTestDatabase } from './test-database'

const line = (quantity: number) => ({ id: 'l1', quantity }) as unknown as PricedCartLine

describe('remembered carts', () => {
  // A change tells the database (for the other processes on it); the cart itself is `read`'s.
  const databases: Database[] = []
  let db: Db
  let otherDb: Db
  beforeAll(async () => {
    databases.push(await openTestDatabase(), await openTestDatabase())
    db = databases[0]?.db as Db
    otherDb = databases[1]?.db as Db
  })
  afterAll(() => Promise.all(databases.map((database) => database.close())))

  it('answers from memory until the shopper changes the cart', async () => {
    let reads = 0
    const read = async () => [line(++reads)]
    expect(await rememberedCart(db, 'u1', read)).toEqual([line(1)])
    expect(await rememberedCart(db, 'u1', read)).toEqual([line(1)])
    expect(reads).toBe(1)
    await changingCart(db, 'u1', async () => {})
    expect(await rememberedCart(db, 'u1', read)).toEqual([line(2)])
    // Another shopper, and the same shopper on another database, are apart.
    expect(await rememberedCart(db, 'u2', read)).toEqual([line(3)])
    expect(await rememberedCart(otherDb, 'u1', read)).toEqual([line(4)])
  })

  it('does not keep an answer read while a change was under way', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let reads = 0
    // The read starts before the change and ends after it: what it read may be the old cart.
    const slowRead = rememberedCart(db, 'u9', async () => {
      reads++
      await held
      return [line(1)]
    })
    await changingCart(db, 'u9', async () => {})
    release()
    await slowRead
    expect(await rememberedCart(db, 'u9', async () => [line(++reads)])).toEqual([line(2)])
  })
})
