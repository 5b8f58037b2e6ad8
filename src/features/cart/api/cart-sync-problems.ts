import { del, get, set } from 'idb-keyval'
import { useSyncExternalStore } from 'react'

/** A cart change made offline that the server refused when it was sent (sold out, gone, …). */
export interface CartSyncProblem {
  id: string
  /** The product the change was about. */
  title: string
  /** The server's reason, as it said it. */
  message: string
}

const STORAGE_KEY = 'cart-sync-problems:v1'
const EMPTY: readonly CartSyncProblem[] = []

let problems: readonly CartSyncProblem[] = EMPTY
const listeners = new Set<() => void>()

function publish(next: readonly CartSyncProblem[]) {
  problems = next
  for (const listener of listeners) listener()
  set(STORAGE_KEY, next).catch(() => {})
}

/** Brings back problems not yet seen by the shopper (they stay until dismissed, across reloads). */
export async function restoreSyncProblems() {
  const saved = await get<CartSyncProblem[]>(STORAGE_KEY).catch(() => undefined)
  if (saved && saved.length > 0 && problems.length === 0) {
    problems = saved
    for (const listener of listeners) listener()
  }
}

/** How to send again a change that failed for want of a connection (kept in memory only). */
const retries = new Map<string, () => void>()

export function recordSyncProblem(problem: Omit<CartSyncProblem, 'id'>, retry?: () => void) {
  const id = crypto.randomUUID()
  if (retry) retries.set(id, retry)
  publish([...problems, { ...problem, id }])
}

export function dismissSyncProblems() {
  retries.clear()
  publish(EMPTY)
}

/** Whether some problems were the connection's, so sending them again may work. */
export function canRetrySyncProblems() {
  return retries.size > 0
}

/** Sends again the changes that failed for want of a connection; they leave the list. */
export function retrySyncProblems() {
  const again = [...retries]
  retries.clear()
  publish(problems.filter((problem) => !again.some(([id]) => id === problem.id)))
  for (const [, retry] of again) retry()
}

/** Signing out: the list was the shopper's, and goes with them. */
export async function forgetSyncProblems() {
  retries.clear()
  problems = EMPTY
  for (const listener of listeners) listener()
  await del(STORAGE_KEY).catch(() => {})
}

export function currentSyncProblems() {
  return problems
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The offline changes the server refused, for the cart to list until the shopper dismisses them. */
export function useCartSyncProblems() {
  return useSyncExternalStore(
    subscribe,
    () => problems,
    () => EMPTY,
  )
}
