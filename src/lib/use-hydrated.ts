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

// On the server every render is of a page to hydrate; in the browser, only while start-up hydrates one.
let hydratingPage = typeof document === 'undefined'

/**
 * Whether the page shown is still the one the server rendered (hydrated, and not left yet): for a
 * component that builds its first frame differently in the browser (a long list built in slices),
 * read once when it mounts. Unlike `useHydrated`, it never re-renders the component afterwards.
 */
export function isHydratingPage(): boolean {
  return hydratingPage
}

/** Start-up says when it hydrates the server's page, and when the rider has gone to another. */
export function setHydratingPage(hydrating: boolean) {
  hydratingPage = hydrating
}
