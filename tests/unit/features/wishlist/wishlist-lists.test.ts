import { describe, expect, it, vi } from 'vitest'
import type { WishlistState } from '../../../../src/features/wishlist/use-wishlist'
import {
  ACCOUNT_COPY_KEY,
  createWishlistLists,
  EARLIER_LIST_KEY,
  SIGNED_OUT_LIST_KEY,
  type WishlistAccount,
  type WishlistStorage,
} from '../../../../src/features/wishlist/wishlist-lists'

const product = (n: number) => `gid://shopify/Product/${n}`
const ALEX = 'alex@example.com'
const SAM = 'sam@example.com'

/** IndexedDB as idb-keyval sees it, in memory and shared by every "page" of one device. */
function memoryDevice(initial: Record<string, unknown> = {}): WishlistStorage & {
  records: Map<string, unknown>
} {
  const records = new Map(Object.entries(structuredClone(initial)))
  return {
    records,
    get: async (key) => structuredClone(records.get(key)),
    set: async (key, value) => {
      records.set(key, structuredClone(value))
    },
    del: async (key) => {
      records.delete(key)
    },
  }
}

/** `/api/wishlist` of several accounts; `offline` makes every request fail as fetch does. */
function accountServer(lists: Record<string, string[]> = {}) {
  const server = { lists, signedIn: '', offline: false, merges: [] as { account: string; ids: string[] }[] }
  const listOf = () => {
    if (server.offline) throw new TypeError('Failed to fetch')
    server.lists[server.signedIn] ??= []
    return server.lists[server.signedIn] as string[]
  }
  const account: WishlistAccount = {
    merge: async (ids) => {
      const list = listOf()
      server.merges.push({ account: server.signedIn, ids: [...ids] })
      for (const id of ids) if (!list.includes(id)) list.push(id)
      return [...list]
    },
    add: async (id) => {
      const list = listOf()
      if (!list.includes(id)) list.push(id)
    },
    remove: async (id) => {
      const list = listOf()
      if (list.includes(id)) list.splice(list.indexOf(id), 1)
    },
  }
  return { server, account }
}

/** One page load: a fresh set of lists over the device's storage, with what it shows. */
function openPage(device: WishlistStorage, account: WishlistAccount) {
  let shown: WishlistState = { ids: new Set(), loaded: false }
  const lists = createWishlistLists({ storage: device, account, show: (state) => (shown = state) })
  return {
    lists,
    shown: () => [...shown.ids],
    loaded: () => shown.loaded,
    question: () => lists.currentQuestion(),
  }
}

describe('wishlist lists', () => {
  it('with nobody signed in, hearts go to the signed-out list on this device and never to an account', async () => {
    const device = memoryDevice()
    const { server, account } = accountServer()
    const page = openPage(device, account)
    expect(page.loaded()).toBe(false)
    await page.lists.showListOf(null)
    expect(page.loaded()).toBe(true)
    await page.lists.setSaved(product(1), true)
    await page.lists.setSaved(product(2), true)
    await page.lists.setSaved(product(1), false)
    expect(page.shown()).toEqual([product(2)])
    expect(device.records.get(SIGNED_OUT_LIST_KEY)).toEqual([product(2)])
    expect(server.merges).toEqual([])

    const reloaded = openPage(device, account)
    await reloaded.lists.showListOf(null)
    expect(reloaded.shown()).toEqual([product(2)])
  })

  it("signed in, shows the account's list and keeps a copy for offline, tagged with the account", async () => {
    const device = memoryDevice()
    const { server, account } = accountServer({ [ALEX]: [product(7)] })
    server.signedIn = ALEX
    const page = openPage(device, account)
    await page.lists.showListOf(ALEX)
    expect(page.shown()).toEqual([product(7)])
    await page.lists.setSaved(product(8), true)
    expect(server.lists[ALEX]).toEqual([product(7), product(8)])
    expect(device.records.get(ACCOUNT_COPY_KEY)).toEqual({
      account: ALEX,
      productIds: [product(7), product(8)],
      declined: false,
      removed: [],
    })
    expect(page.question()).toBeNull()
  })

  it('asks before the signed-out hearts join the account, counting only products it lacks', async () => {
    const device = memoryDevice({ [SIGNED_OUT_LIST_KEY]: [product(1), product(2), product(3)] })
    const { server, account } = accountServer({ [ALEX]: [product(2)] })
    server.signedIn = ALEX
    const page = openPage(device, account)
    await page.lists.showListOf(ALEX)
    // Nothing joined yet: the account's own list is shown, the device's hearts wait for the answer.
    expect(page.question()).toEqual({ count: 2 })
    expect(page.shown()).toEqual([product(2)])
    expect(server.lists[ALEX]).toEqual([product(2)])
    expect(device.records.get(SIGNED_OUT_LIST_KEY)).toEqual([product(1), product(2), product(3)])
  })

  it('does not ask when the account already has every signed-out heart', async () => {
    const device = memoryDevice({ [SIGNED_OUT_LIST_KEY]: [product(2)] })
    const { server, account } = accountServer({ [ALEX]: [product(2)] })
    server.signedIn = ALEX
    const page = openPage(device, account)
    await page.lists.showListOf(ALEX)
    expect(page.question()).toBeNull()
  })

  it('"Add" joins the signed-out hearts into the account, and they leave the device with it', async () => {
    const device = memoryDevice({ [SIGNED_OUT_LIST_KEY]: [product(1), product(3)] })
    const { server, account } = accountServer({ [ALEX]: [product(2)] })
    server.signedIn = ALEX
    const page = openPage(device, account)
    await page.lists.showListOf(ALEX)
    await page.lists.answerMergeQuestion(true)
    expect(page.question()).toBeNull()
    expect(server.lists[ALEX]).toEqual([product(2), product(1), product(3)])
    expect(page.shown()).toEqual([product(2), product(1), product(3)])
    expect(device.records.has(SIGNED_OUT_LIST_KEY)).toBe(false)

    // Signing out: the device keeps nothing of the account's, and no signed-out hearts are left.
    await page.lists.forgetAccountList()
    const next = openPage(device, account)
    await next.lists.showListOf(null)
    expect(next.shown()).toEqual([])
  })

  it('"Not now" keeps the hearts on the device only, and does not ask again until the next sign-in', async () => {
    const device = memoryDevice({ [SIGNED_OUT_LIST_KEY]: [product(1)] })
    const { server, account } = accountServer({ [ALEX]: [] })
    server.signedIn = ALEX
    const page = openPage(device, account)
    await page.lists.showListOf(ALEX)
    expect(page.question()).toEqual({ count: 1 })
    await page.lists.answerMergeQuestion(false)
    expect(page.question()).toBeNull()
    expect(page.shown()).toEqual([])
    expect(server.lists[ALEX]).toEqual([])
    expect(device.records.get(SIGNED_OUT_LIST_KEY)).toEqual([product(1)])

    // A reload during the same sign-in does not ask again.
    const reloaded = openPage(device, account)
    await reloaded.lists.showListOf(ALEX)
    expect(reloaded.question()).toBeNull()

    // Signed out, the hearts are back; the next sign-in asks again.
    await reloaded.lists.forgetAccountList()
    const signedOut = openPage(device, account)
    await signedOut.lists.showListOf(null)
    expect(signedOut.shown()).toEqual([product(1)])
    const again = openPage(device, account)
    await again.lists.showListOf(ALEX)
    expect(again.question()).toEqual({ count: 1 })
  })

  it('"Add" that cannot reach the account rejects, keeps the question and the hearts', async () => {
    const device = memoryDevice({ [SIGNED_OUT_LIST_KEY]: [product(1)] })
    const { server, account } = accountServer({ [ALEX]: [] })
    server.signedIn = ALEX
    const page = openPage(device, account)
    await page.lists.showListOf(ALEX)
    server.offline = true
    await expect(page.lists.answerMergeQuestion(true)).rejects.toThrow('Failed to fetch')
    expect(page.question()).toEqual({ count: 1 })
    expect(device.records.get(SIGNED_OUT_LIST_KEY)).toEqual([product(1)])
  })

  it("the next account on the device sees none of the last one's hearts, and they never join it", async () => {
    const device = memoryDevice()
    const { server, account } = accountServer({ [ALEX]: [], [SAM]: [product(9)] })
    server.signedIn = ALEX
    const alex = openPage(device, account)
    await alex.lists.showListOf(ALEX)
    await alex.lists.setSaved(product(1), true)
    await alex.lists.setSaved(product(2), true)
    await alex.lists.forgetAccountList()
    expect(device.records.has(ACCOUNT_COPY_KEY)).toBe(false)

    server.signedIn = SAM
    const sam = openPage(device, account)
    await sam.lists.showListOf(null)
    expect(sam.shown()).toEqual([])
    await sam.lists.showListOf(SAM)
    expect(sam.shown()).toEqual([product(9)])
    expect(sam.question()).toBeNull()
    expect(server.lists[SAM]).toEqual([product(9)])
    expect(server.lists[ALEX]).toEqual([product(1), product(2)])
  })

  it('after signing out nothing more is written, not even an answer still on its way', async () => {
    const device = memoryDevice()
    const { server, account } = accountServer({ [ALEX]: [product(1)] })
    server.signedIn = ALEX
    let answer = () => {}
    const slowAccount: WishlistAccount = {
      ...account,
      merge: (ids) =>
        new Promise((resolve) => {
          answer = () => void account.merge(ids).then(resolve)
        }),
    }
    const page = openPage(device, slowAccount)
    const showing = page.lists.showListOf(ALEX)
    await page.lists.forgetAccountList()
    await page.lists.setSaved(product(2), true)
    answer()
    await showing
    expect(device.records.size).toBe(0)
  })

  it("a heart set while the account's list is on its way stays, though the list was read before it", async () => {
    const device = memoryDevice()
    const { server, account } = accountServer({ [ALEX]: [product(1)] })
    server.signedIn = ALEX
    await openPage(device, account).lists.showListOf(ALEX)

    // The account reads its list for this page before the heart reaches it, and answers after.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const page = openPage(device, {
      ...account,
      merge: async (ids) => {
        const list = await account.merge(ids)
        await answered
        return list
      },
    })
    const showing = page.lists.showListOf(ALEX)
    // The device's copy shows at once; the rider hearts a product while the account's list is asked for.
    await vi.waitFor(() => expect(page.shown()).toEqual([product(1)]))
    await page.lists.setSaved(product(2), true)
    expect(server.lists[ALEX]).toEqual([product(1), product(2)])
    answer()
    await showing
    expect(page.shown()).toEqual([product(1), product(2)])
    expect(device.records.get(ACCOUNT_COPY_KEY)).toMatchObject({ productIds: [product(1), product(2)] })
  })

  it('a heart set before the list has been read changes that list, and nothing on it is lost', async () => {
    const device = memoryDevice({ [SIGNED_OUT_LIST_KEY]: [product(1)] })
    const { account } = accountServer()
    const page = openPage(device, account)
    await Promise.all([page.lists.showListOf(null), page.lists.setSaved(product(2), true)])
    expect(page.shown()).toEqual([product(1), product(2)])
    expect(device.records.get(SIGNED_OUT_LIST_KEY)).toEqual([product(1), product(2)])
  })

  it('offline, the account copy is shown and takes new hearts, which reach the account later', async () => {
    const device = memoryDevice()
    const { server, account } = accountServer({ [ALEX]: [product(1)] })
    server.signedIn = ALEX
    const online = openPage(device, account)
    await online.lists.showListOf(ALEX)

    server.offline = true
    const offline = openPage(device, account)
    await offline.lists.showListOf(ALEX)
    expect(offline.shown()).toEqual([product(1)])
    await offline.lists.setSaved(product(2), true)
    expect(offline.shown()).toEqual([product(1), product(2)])

    server.offline = false
    const back = openPage(device, account)
    await back.lists.showListOf(ALEX)
    expect(server.lists[ALEX]).toEqual([product(1), product(2)])
    expect(back.shown()).toEqual([product(1), product(2)])
  })

  it('a heart removed offline stays removed: the removal reaches the account before the copy joins it', async () => {
    const device = memoryDevice()
    const { server, account } = accountServer({ [ALEX]: [product(1), product(2)] })
    server.signedIn = ALEX
    await openPage(device, account).lists.showListOf(ALEX)

    server.offline = true
    const offline = openPage(device, account)
    await offline.lists.showListOf(ALEX)
    await offline.lists.setSaved(product(1), false)
    expect(offline.shown()).toEqual([product(2)])
    expect(server.lists[ALEX]).toEqual([product(1), product(2)])

    // Opened again still offline: the removal is still waiting, and still shows.
    const stillOffline = openPage(device, account)
    await stillOffline.lists.showListOf(ALEX)
    expect(stillOffline.shown()).toEqual([product(2)])

    server.offline = false
    const back = openPage(device, account)
    await back.lists.showListOf(ALEX)
    expect(server.lists[ALEX]).toEqual([product(2)])
    expect(back.shown()).toEqual([product(2)])
    // Sent once: the next page load has nothing waiting.
    expect(device.records.get(ACCOUNT_COPY_KEY)).toMatchObject({ productIds: [product(2)], removed: [] })
  })

  it('when the signal returns, the changes made offline go to the account without a page load', async () => {
    const device = memoryDevice()
    const { server, account } = accountServer({ [ALEX]: [product(1), product(2)] })
    server.signedIn = ALEX
    const page = openPage(device, account)
    await page.lists.showListOf(ALEX)

    server.offline = true
    await page.lists.setSaved(product(1), false)
    await page.lists.setSaved(product(3), true)
    await page.lists.sendWaitingChanges()
    expect(server.lists[ALEX]).toEqual([product(1), product(2)])

    server.offline = false
    await page.lists.sendWaitingChanges()
    expect(server.lists[ALEX]).toEqual([product(2), product(3)])
    expect(page.shown()).toEqual([product(2), product(3)])
  })

  it('a product removed offline and hearted again is not removed from the account', async () => {
    const device = memoryDevice()
    const { server, account } = accountServer({ [ALEX]: [product(1)] })
    server.signedIn = ALEX
    const page = openPage(device, account)
    await page.lists.showListOf(ALEX)
    server.offline = true
    await page.lists.setSaved(product(1), false)
    await page.lists.setSaved(product(1), true)
    server.offline = false
    await page.lists.sendWaitingChanges()
    expect(server.lists[ALEX]).toEqual([product(1)])
    expect(page.shown()).toEqual([product(1)])
  })

  it('offline with no copy, the list reads as empty instead of loading forever', async () => {
    const { server, account } = accountServer()
    server.signedIn = ALEX
    server.offline = true
    const page = openPage(memoryDevice(), account)
    await page.lists.showListOf(ALEX)
    expect(page.loaded()).toBe(true)
    expect(page.shown()).toEqual([])
  })

  it("a copy of another account's list is never shown, and goes once the session is known to be over", async () => {
    const device = memoryDevice({
      [ACCOUNT_COPY_KEY]: { account: ALEX, productIds: [product(1)], declined: false },
    })
    const { server, account } = accountServer({ [SAM]: [] })
    server.signedIn = SAM
    server.offline = true
    const sam = openPage(device, account)
    await sam.lists.showListOf(SAM)
    expect(sam.shown()).toEqual([])

    const signedOut = openPage(device, account)
    await signedOut.lists.showListOf(null)
    expect(signedOut.shown()).toEqual([])
    expect(device.records.has(ACCOUNT_COPY_KEY)).toBe(false)
  })

  it("an earlier version's one list becomes the signed-out list, or the signed-in account's", async () => {
    const signedOutDevice = memoryDevice({
      [EARLIER_LIST_KEY]: [product(1)],
      [SIGNED_OUT_LIST_KEY]: [product(2)],
    })
    const { server, account } = accountServer({ [ALEX]: [] })
    const page = openPage(signedOutDevice, account)
    await page.lists.showListOf(null)
    expect(page.shown()).toEqual([product(2), product(1)])
    expect(signedOutDevice.records.has(EARLIER_LIST_KEY)).toBe(false)

    const signedInDevice = memoryDevice({ [EARLIER_LIST_KEY]: [product(3)] })
    server.signedIn = ALEX
    const alex = openPage(signedInDevice, account)
    await alex.lists.showListOf(ALEX)
    expect(alex.shown()).toEqual([product(3)])
    expect(server.lists[ALEX]).toEqual([product(3)])
    expect(alex.question()).toBeNull()
    expect(signedInDevice.records.has(EARLIER_LIST_KEY)).toBe(false)
  })
})
