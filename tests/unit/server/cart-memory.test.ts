import { describe, expect, it } from 'vitest'
import { changingCart, rememberedCart } from '../../../src/server/cart/cart-memory'
import type { Db } from '../../../src/server/db/client'
import type { PricedCartLine } from '../../../src/shared/account/cart'

const line = (quantity: number) => ({ id: 'l1', quantity }) as unknown as PricedCartLine

describe('remembered carts', () => {
  it('answers from memory until the shopper changes the cart', async () => {
    const db = {} as Db
    let reads = 0
    const read = async () => [line(++reads)]
    expect(await rememberedCart(db, 'u1', read)).toEqual([line(1)])
    expect(await rememberedCart(db, 'u1', read)).toEqual([line(1)])
    expect(reads).toBe(1)
    await changingCart(db, 'u1', async () => {})
    expect(await rememberedCart(db, 'u1', read)).toEqual([line(2)])
    // Another shopper, and the same shopper on another database, are apart.
    expect(await rememberedCart(db, 'u2', read)).toEqual([line(3)])
    expect(await rememberedCart({} as Db, 'u1', read)).toEqual([line(4)])
  })

  it('does not keep an answer read while a change was under way', async () => {
    const db = {} as Db
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let reads = 0
    // The read starts before the change and ends after it: what it read may be the old cart.
    const slowRead = rememberedCart(db, 'u1', async () => {
      reads++
      await held
      return [line(1)]
    })
    await changingCart(db, 'u1', async () => {})
    release()
    await slowRead
    expect(await rememberedCart(db, 'u1', async () => [line(++reads)])).toEqual([line(2)])
  })
})
