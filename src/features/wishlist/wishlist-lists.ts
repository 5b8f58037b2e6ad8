import { del, get, set } from 'idb-keyval'
import { useSyncExternalStore } from 'react'
import * as z from 'zod/mini'
import { apiRequest } from '../../lib/api/api-request'
import { wishlistContentsSchema } from '../../shared/account/wishlist'
import { showWishlist, type WishlistState } from './use-wishlist'

// Whose hearts a device keeps, and when an account's leave it:
// docs/decisions/0035-signing-out-leaves-nothing-behind.md

/** The hearts set with nobody signed in: the device's own list, which outlasts every sign-in. */
export const SIGNED_OUT_LIST_KEY = 'wishlist:signed-out'
/** The signed-in account's list as this device last had it, shown offline; removed on signing out. */
export const ACCOUNT_COPY_KEY = 'wishlist:account'
/** Where earlier versions kept one list for whoever used the device. */
export const EARLIER_LIST_KEY = 'wishlist:product-ids'

const accountCopySchema = z.object({
  /** The account's email. */
  account: z.string(),
  productIds: z.array(z.string()),
  /** "Not now" was the answer to adding the signed-out list, during this sign-in. */
  declined: z.optional(z.boolean()),
  /**
   * Products removed on this device that the account may still have (removed offline): sent before
   * the copy is joined into the account's list, which only adds, so they stay removed.
   */
  removed: z.optional(z.array(z.string())),
})

type AccountCopy = z.infer<typeof accountCopySchema>

/** IndexedDB through idb-keyval (a memory stand-in in tests). */
export interface WishlistStorage {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  del(key: string): Promise<void>
}

/** The signed-in account's list on the server (`/api/wishlist`). */
export interface WishlistAccount {
  /** Joins `productIds` into the account's list and resolves with the whole list, oldest first. */
  merge(productIds: readonly string[]): Promise<readonly string[]>
  add(productId: string): Promise<unknown>
  remove(productId: string): Promise<unknown>
}

/** Asked once the account's list is known, when the signed-out list has products the account lacks. */
export interface MergeQuestion {
  /** How many of the signed-out list's products the account does not have yet. */
  count: number
}

function idsIn(stored: unknown): string[] {
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []
}

function copyOf(stored: unknown, account: string): AccountCopy | undefined {
  const parsed = accountCopySchema.safeParse(stored)
  return parsed.success && parsed.data.account === account ? parsed.data : undefined
}

/**
 * The device's two lists and the account's: with nobody signed in, the signed-out list is shown and
 * changed; signed in, the account's list (and this device's copy of it, for offline). The signed-out
 * list joins an account only when the shopper says "Add" to `MergeQuestion`.
 */
export function createWishlistLists({
  storage,
  account,
  show,
}: {
  storage: WishlistStorage
  account: WishlistAccount
  show: (state: WishlistState) => void
}) {
  /** Whose list is shown: an account's email, null for nobody, undefined until the session is known. */
  let owner: string | null | undefined
  let ids: ReadonlySet<string> = new Set()
  let declined = false
  /** Removals the account has not had yet (accountCopySchema's `removed`). */
  const removed = new Set<string>()
  /** Moves on with every change of owner, so what arrives for an earlier one is dropped. */
  let turn = 0
  /** Signing out: nothing more is written from this page. */
  let leaving = false
  let question: MergeQuestion | null = null
  const questionListeners = new Set<() => void>()
  let firstShown = () => {}
  /** Settles once a list has been shown: a heart changes that list, never one still being read. */
  const shown = new Promise<void>((resolve) => {
    firstShown = resolve
  })
  /**
   * The hearts set and removed on this page, each with its place in the order they were made: an
   * account's list asked for before a change may arrive after it, and the change stays.
   */
  const changes = new Map<string, { saved: boolean; at: number }>()
  let changesMade = 0

  const read = (key: string) => storage.get(key).catch(() => undefined)
  // Private browsing can refuse IndexedDB: the lists then last for this page only.
  const write = (key: string, value: unknown) =>
    leaving ? undefined : storage.set(key, value).catch(() => {})
  const remove = (key: string) => storage.del(key).catch(() => {})

  function display(next: Iterable<string>) {
    ids = new Set(next)
    show({ ids, loaded: true })
    firstShown()
  }

  /** The account's list as sent, with the changes made on this page since it was asked for. */
  function withChangesSince(asked: number, accountIds: readonly string[]) {
    const next = new Set(accountIds)
    for (const [productId, { saved, at }] of changes) {
      if (at <= asked) continue
      if (saved) next.add(productId)
      else next.delete(productId)
    }
    return next
  }

  function ask(next: MergeQuestion | null) {
    question = next
    for (const listener of questionListeners) listener()
  }

  function saveCopy(email: string) {
    return write(ACCOUNT_COPY_KEY, {
      account: email,
      productIds: [...ids],
      declined,
      removed: [...removed],
    } satisfies AccountCopy)
  }

  /**
   * Sends the removals the account has not had, then joins `productIds` (hearts set while it could
   * not be reached) into its list; resolves with the account's list. Rejects when it cannot be reached.
   */
  async function sendToAccount(productIds: readonly string[]) {
    for (const productId of [...removed]) {
      await account.remove(productId)
      removed.delete(productId)
    }
    return account.merge(productIds)
  }

  /**
   * Earlier versions kept one list, joined into the account of each sign-in: it is the list of
   * whoever is signed in now, or with nobody signed in, the signed-out list.
   */
  async function adoptEarlierList(email: string | null) {
    const stored = await read(EARLIER_LIST_KEY)
    if (stored === undefined) return
    const earlier = idsIn(stored)
    if (email === null) {
      const signedOut = idsIn(await read(SIGNED_OUT_LIST_KEY))
      await write(SIGNED_OUT_LIST_KEY, [...new Set([...signedOut, ...earlier])])
    } else {
      const copy = copyOf(await read(ACCOUNT_COPY_KEY), email)
      const productIds = [...new Set([...(copy?.productIds ?? []), ...earlier])]
      await write(ACCOUNT_COPY_KEY, {
        account: email,
        productIds,
        declined: copy?.declined,
        removed: copy?.removed,
      } satisfies AccountCopy)
    }
    await remove(EARLIER_LIST_KEY)
  }

  async function showListOf(next: string | null) {
    if (next === owner || leaving) return
    owner = next
    const current = ++turn
    const asked = changesMade
    ask(null)
    await adoptEarlierList(next)
    if (current !== turn) return
    if (next === null) {
      // Nobody is signed in (signed out here, or the session ended elsewhere): no account's list stays.
      await remove(ACCOUNT_COPY_KEY)
      const signedOut = idsIn(await read(SIGNED_OUT_LIST_KEY))
      if (current === turn) display(signedOut)
      return
    }
    const copy = copyOf(await read(ACCOUNT_COPY_KEY), next)
    if (current !== turn) return
    declined = copy?.declined ?? false
    removed.clear()
    for (const productId of copy?.removed ?? []) removed.add(productId)
    // The copy shows at once, offline too; with none, the page waits for the account's list.
    if (copy) display(copy.productIds)
    let accountIds: readonly string[]
    try {
      // The copy goes along: products hearted and removed here while the account could not be reached.
      accountIds = await sendToAccount(copy?.productIds ?? [])
    } catch {
      // Offline or refused: the copy stays, and the account is asked on the next page load.
      if (current === turn && !copy) display([])
      return
    }
    if (current !== turn) return
    display(withChangesSince(asked, accountIds))
    await saveCopy(next)
    if (declined) return
    const signedOut = idsIn(await read(SIGNED_OUT_LIST_KEY))
    const missing = signedOut.filter((id) => !ids.has(id)).length
    if (current === turn && missing > 0) ask({ count: missing })
  }

  /**
   * "Add" joins the signed-out list into the account's, and the device's copy of it goes (the
   * products are the account's now). "Not now" keeps it on the device, unasked until the next sign-in.
   * Rejects when the account could not be reached; the question then stays.
   */
  async function answerMergeQuestion(add: boolean) {
    const email = owner
    if (!question || typeof email !== 'string') return
    const current = turn
    if (!add) {
      declined = true
      ask(null)
      await saveCopy(email)
      return
    }
    const signedOut = idsIn(await read(SIGNED_OUT_LIST_KEY))
    const asked = changesMade
    const accountIds = await account.merge(signedOut)
    if (current !== turn) return
    await remove(SIGNED_OUT_LIST_KEY)
    display(withChangesSince(asked, accountIds))
    ask(null)
    await saveCopy(email)
  }

  /** Saves the product, or takes it off the list; nothing changes if it is that way already. */
  async function setSaved(productId: string, adding: boolean) {
    await shown
    if (leaving) return
    const email = owner
    const next = new Set(ids)
    if (adding === next.has(productId)) return
    if (adding) next.add(productId)
    else next.delete(productId)
    changes.set(productId, { saved: adding, at: ++changesMade })
    display(next)
    if (typeof email !== 'string') {
      await write(SIGNED_OUT_LIST_KEY, [...next])
      return
    }
    // The copy keeps the change either way; one the account did not get reaches it when the signal
    // returns (`sendWaitingChanges`) or on the next page load.
    if (adding) removed.delete(productId)
    else removed.add(productId)
    await saveCopy(email)
    try {
      if (adding) await account.add(productId)
      else {
        await account.remove(productId)
        removed.delete(productId)
        await saveCopy(email)
      }
    } catch {
      // Offline or refused: kept on the device as above.
    }
  }

  /** The signal is back: changes made while the account could not be reached go to it now. */
  async function sendWaitingChanges() {
    const email = owner
    if (typeof email !== 'string' || leaving) return
    const current = turn
    const asked = changesMade
    let accountIds: readonly string[]
    try {
      accountIds = await sendToAccount([...ids])
    } catch {
      return
    }
    if (current !== turn) return
    display(withChangesSince(asked, accountIds))
    await saveCopy(email)
  }

  /**
   * Signing out: the account's list leaves this device (the signed-out list stays, as the next
   * shopper's), and nothing more is written from this page, which is about to go.
   */
  async function forgetAccountList() {
    leaving = true
    turn++
    removed.clear()
    ask(null)
    // A heart waiting for a list to be shown changes nothing now.
    firstShown()
    await Promise.all([remove(ACCOUNT_COPY_KEY), remove(EARLIER_LIST_KEY)])
  }

  return {
    showListOf,
    answerMergeQuestion,
    setSaved,
    sendWaitingChanges,
    forgetAccountList,
    subscribeToQuestion(listener: () => void) {
      questionListeners.add(listener)
      return () => {
        questionListeners.delete(listener)
      }
    },
    currentQuestion: () => question,
  }
}

const lists = createWishlistLists({
  storage: { get, set, del },
  account: {
    merge: async (productIds) =>
      (
        await apiRequest('POST', '/api/wishlist/merge', wishlistContentsSchema, {
          body: { productIds },
        })
      ).productIds,
    add: (productId) => apiRequest('PUT', `/api/wishlist/${encodeURIComponent(productId)}`, null),
    remove: (productId) => apiRequest('DELETE', `/api/wishlist/${encodeURIComponent(productId)}`, null),
  },
  show: showWishlist,
})

export const { showListOf, answerMergeQuestion, setSaved, forgetAccountList } = lists

// Loaded by the app in the browser once it runs (src/features/wishlist/use-wishlist.ts).
if (typeof window !== 'undefined') window.addEventListener('online', () => void lists.sendWaitingChanges())

/** The question to ask about the signed-out list, or null. */
export function useMergeQuestion() {
  return useSyncExternalStore(lists.subscribeToQuestion, lists.currentQuestion, () => null)
}
