import { get, set } from 'idb-keyval'
import { useSyncExternalStore } from 'react'

const STORAGE_KEY = 'wishlist:product-ids'

/** The wishlist lives on this device in IndexedDB (DECISIONS.md §5); it is read once per page load. */
let ids: ReadonlySet<string> = new Set()
const listeners = new Set<() => void>()
let loaded: Promise<void> | null = null

function emit(next: ReadonlySet<string>) {
  ids = next
  for (const listener of listeners) listener()
}

function load() {
  loaded ??= get<string[]>(STORAGE_KEY)
    .then((stored) => {
      if (Array.isArray(stored)) emit(new Set([...stored, ...ids]))
    })
    .catch(() => {
      // Private browsing can refuse IndexedDB; the wishlist then lasts for this page only.
    })
  return loaded
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  void load()
  return () => listeners.delete(listener)
}

async function toggleWishlist(productId: string) {
  await load()
  const next = new Set(ids)
  if (next.has(productId)) next.delete(productId)
  else next.add(productId)
  emit(next)
  await set(STORAGE_KEY, [...next]).catch(() => {})
}

export function useWishlist() {
  const current = useSyncExternalStore(
    subscribe,
    () => ids,
    () => ids,
  )
  return { has: (productId: string) => current.has(productId), toggle: toggleWishlist, count: current.size }
}
