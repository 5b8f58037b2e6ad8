/**
 * Whether the shop's app has run on this device before. Only the app keeps anything on a device
 * (a cart, hearts, recently viewed, a queued change, a signed-in shopper), so a page the server
 * rendered for a device where it never ran is already the whole truth, and the app may wait for the
 * rider to reach for the page (src/start/wake-on-intent.ts,
 * docs/decisions/0053-one-start-up-path.md).
 */
const KEY = 'open-road:app-on-device'

export function appRanOnThisDevice(): boolean {
  try {
    return localStorage.getItem(KEY) !== null
  } catch {
    // Storage refused (some private modes): nothing is kept on the device either.
    return false
  }
}

export function rememberTheAppRan() {
  try {
    localStorage.setItem(KEY, '1')
  } catch {
    // Nothing to remember with: the next page waits for the rider again, which is still right.
  }
}
