import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while the browser hydrates the page the server rendered, true from then
 * on (and at once for anything rendered in the browser). What only this device knows (the cart, the
 * wishlist, the session) is shown once this is true, so hydration meets exactly the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
