import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { whenQueryCacheRestored } from '../../lib/query-persistence'
import { authUserQueryOptions, useAuthUser } from '../../lib/session'

export interface WishlistState {
  ids: ReadonlySet<string>
  /** False until this device's list for whoever is signed in has been read, so pages do not show "empty" for a moment. */
  loaded: boolean
}

const NOT_READ: WishlistState = { ids: new Set(), loaded: false }
let state = NOT_READ
const listeners = new Set<() => void>()

/** Shows `next` on every page: wishlist-lists.ts keeps the lists and knows whose list it is. */
export function showWishlist(next: WishlistState) {
  state = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

// The lists, the account's copy and the question asked on signing in load after start-up.
const lists = () => import('./wishlist-lists')

/** Saves the product, or takes it off the list. */
function setSaved(productId: string, saved: boolean) {
  return lists().then((m) => m.setSaved(productId, saved))
}

/**
 * Shows the list of whoever is signed in: the account's, or with nobody signed in, the one kept on
 * this device (docs/decisions/0035-signing-out-leaves-nothing-behind.md). Used once, by the layout
 * every page shares.
 */
export function useWishlistAccountSync() {
  const queryClient = useQueryClient()
  const user = useAuthUser()
  // An email, null for nobody, undefined while the session is not known yet.
  const owner = user.data === undefined ? (user.isError ? null : undefined) : (user.data?.email ?? null)
  const offline = user.fetchStatus === 'paused'
  useEffect(() => {
    let current = true
    const show = (next: string | null) =>
      lists().then((m) => {
        if (current) void m.showListOf(next)
      })
    if (owner !== undefined) void show(owner)
    else if (offline)
      void whenQueryCacheRestored().then(() => {
        // Offline, and nothing saved says who is signed in: the device's own list.
        if (queryClient.getQueryData(authUserQueryOptions().queryKey) === undefined) void show(null)
      })
    return () => {
      current = false
    }
  }, [owner, offline, queryClient])
}

export function useWishlist() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    // The server knows no device's wishlist: its page, and hydration, show none saved yet.
    () => NOT_READ,
  )
  return {
    has: (productId: string) => current.ids.has(productId),
    setSaved,
    count: current.ids.size,
    /** Saved product ids (storefront product GIDs and `own:{slug}`), oldest first. */
    ids: current.ids,
    loaded: current.loaded,
  }
}

/**
 * One product's heart: re-renders only when that product is saved or unsaved, so a page of cards
 * does not redraw every card when the list is read or changed.
 */
export function useWishlistEntry(productId: string) {
  const saved = useSyncExternalStore(
    subscribe,
    () => state.ids.has(productId),
    () => false,
  )
  return {
    saved,
    /** Saves it, or takes it off the list. */
    setSaved: (next: boolean) => setSaved(productId, next),
  }
}

const OWN_PREFIX = 'own:'

/** Own-API (slug) products are saved as `own:{slug}`; storefront products by their product GID. */
export function ownProductWishlistId(slug: string) {
  return `${OWN_PREFIX}${slug}`
}

export type SavedProduct =
  | { kind: 'storefront'; id: string }
  | { kind: 'own'; id: string; slug: string }
  | { kind: 'unknown'; id: string }

export function parseWishlistId(id: string): SavedProduct {
  if (id.startsWith('gid://')) return { kind: 'storefront', id }
  if (id.startsWith(OWN_PREFIX) && id.length > OWN_PREFIX.length)
    return { kind: 'own', id, slug: id.slice(OWN_PREFIX.length) }
  return { kind: 'unknown', id }
}
