import { describe, expect, it } from 'vitest'
import {
  createRecentlyViewedStore,
  RECENTLY_VIEWED_LIMIT,
  type RecentlyViewedProduct,
  type RecentlyViewedStorage,
} from '../../../../src/features/recently-viewed/recently-viewed-store'

function product(n: number, price = '10.00'): RecentlyViewedProduct {
  return {
    id: `gid://shopify/Product/${n}`,
    handle: `product-${n}`,
    title: `Product ${n}`,
    image: { url: `/images/products/helmet-black-${n}.svg`, width: 800, height: 800 },
    price,
    currencyCode: 'USD',
  }
}

/** The same contract as IndexedDB through idb-keyval, kept in memory; a copy is what a reload would read. */
function memoryStorage(initial?: unknown): RecentlyViewedStorage & { stored: () => unknown } {
  let value: unknown = structuredClone(initial)
  return {
    read: async () => structuredClone(value),
    update: async (change) => {
      value = structuredClone(change(structuredClone(value)))
    },
    clear: async () => {
      value = undefined
    },
    stored: () => value,
  }
}

const ids = (list: readonly RecentlyViewedProduct[]) => list.map((p) => p.id)

describe('recently viewed products', () => {
  it('lists the most recently viewed first, and a reload reads the same list', async () => {
    const storage = memoryStorage()
    const store = createRecentlyViewedStore(storage)
    await store.load()
    expect(store.getState()).toEqual({ products: [], loaded: true })
    for (const n of [1, 2, 3]) await store.record(product(n))
    expect(ids(store.getState().products)).toEqual(ids([product(3), product(2), product(1)]))

    const afterReload = createRecentlyViewedStore(storage)
    await afterReload.load()
    expect(afterReload.getState().products).toEqual([product(3), product(2), product(1)])
  })

  it('moves a product viewed again to the front instead of listing it twice, with its newest details', async () => {
    const store = createRecentlyViewedStore(memoryStorage())
    for (const n of [1, 2, 3]) await store.record(product(n))
    await store.record(product(1, '8.50'))
    expect(ids(store.getState().products)).toEqual(ids([product(1), product(3), product(2)]))
    expect(store.getState().products[0]?.price).toBe('8.50')
  })

  it(`keeps the last ${RECENTLY_VIEWED_LIMIT}, dropping the oldest`, async () => {
    const storage = memoryStorage()
    const store = createRecentlyViewedStore(storage)
    for (let n = 1; n <= RECENTLY_VIEWED_LIMIT + 5; n++) await store.record(product(n))
    const expected = Array.from({ length: RECENTLY_VIEWED_LIMIT }, (_, i) =>
      product(RECENTLY_VIEWED_LIMIT + 5 - i),
    )
    expect(store.getState().products).toEqual(expected)
    expect(storage.stored()).toEqual(expected)
  })

  it('adds to what another tab saved meanwhile rather than overwriting it', async () => {
    const storage = memoryStorage()
    const thisTab = createRecentlyViewedStore(storage)
    const otherTab = createRecentlyViewedStore(storage)
    await thisTab.load()
    await otherTab.record(product(1))
    await thisTab.record(product(2))
    expect(ids(thisTab.getState().products)).toEqual(ids([product(2), product(1)]))
  })

  it('skips stored entries of another shape and empties on Clear', async () => {
    const storage = memoryStorage([product(1), { id: 'broken' }, 'junk', product(2)])
    const store = createRecentlyViewedStore(storage)
    await store.load()
    expect(store.getState().products).toEqual([product(1), product(2)])
    await store.clear()
    expect(store.getState().products).toEqual([])
    expect(storage.stored()).toBeUndefined()
  })

  it('tells subscribers when the list changes', async () => {
    const store = createRecentlyViewedStore(memoryStorage())
    let calls = 0
    const unsubscribe = store.subscribe(() => calls++)
    await store.load()
    await store.record(product(1))
    unsubscribe()
    await store.record(product(2))
    expect(calls).toBe(2)
  })
})
