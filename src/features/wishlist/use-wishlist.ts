import { get, set } from 'idb-keyval'
import { useEffect, useSyncExternalStore } from 'react'
import { apiRequest } from '../../lib/api/api-request'
import { useAuthUser } from '../../lib/session'
import { wishlistContentsSchema } from '../../shared/account/wishlist'

const STORAGE_KEY = 'wishlist:product-ids'

interface WishlistState {
  ids: ReadonlySet<string>
  /** False until IndexedDB has been read, so pages do not show "empty" for a moment. */
  loaded: boolean
}

/** The wishlist lives on this device in IndexedDB; it is read once per page load. */
const NOT_READ: WishlistState = { ids: new Set(), loaded: false }
let state = NOT_READ
const listeners = new Set<() => void>()
let loading: Promise<void> | null = null

function emit(next: WishlistState) {
  state = next
  for (const listener of listeners) listener()
}

function load() {
  loading ??= get<string[]>(STORAGE_KEY)
    .then((stored) => {
      emit({ ids: Array.isArray(stored) ? new Set([...stored, ...state.ids]) : state.ids, loaded: true })
    })
    .catch(() => {
      // Private browsing can refuse IndexedDB; the wishlist then lasts for this page only.
      emit({ ...state, loaded: true })
    })
  return loading
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  void load()
  return () => listeners.delete(listener)
}

function save(ids: ReadonlySet<string>) {
  return set(STORAGE_KEY, [...ids]).catch(() => {})
}

/** The account the device's list was last joined with, so each sign-in merges once. */
let syncedWith: string | null = null

/**
 * Signed in, the wishlist is also kept on the server (docs/decisions/0008-live-data.md): the
 * device's list is merged into the account's once, and from then on the account's list is the one
 * shown.
 */
async function syncWithAccount(email: string) {
  if (syncedWith === email) return
  syncedWith = email
  await load()
  try {
    const { productIds } = await apiRequest('POST', '/api/wishlist/merge', wishlistContentsSchema, {
      body: { productIds: [...state.ids] },
    })
    const ids = new Set(productIds)
    emit({ ...state, ids })
    await save(ids)
  } catch {
    // Offline or refused: keep the device's list and try again on the next page load.
    syncedWith = null
  }
}

/** Whoever is signed in now, as the account sync last heard: their changes go to the account too. */
let signedInAs: string | null = null

async function toggleWishlist(productId: string) {
  await load()
  const next = new Set(state.ids)
  const adding = !next.has(productId)
  if (adding) next.add(productId)
  else next.delete(productId)
  emit({ ...state, ids: next })
  await save(next)
  if (!signedInAs) return
  // The device keeps the change either way; the account catches up at the next merge if this fails.
  await apiRequest(adding ? 'PUT' : 'DELETE', `/api/wishlist/${encodeURIComponent(productId)}`, null).catch(
    () => {},
  )
}

/**
 * Keeps the device's wishlist joined with the signed-in account. Used once, by
 * the layout every page shares.
 */
export function useWishlistAccountSync() {
  const email = useAuthUser().data?.email ?? null
  useEffect(() => {
    signedInAs = email
    if (email) void syncWithAccount(email)
  }, [email])
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
    toggle: toggleWishlist,
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
  return { saved, toggle: () => toggleWishlist(productId) }
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
