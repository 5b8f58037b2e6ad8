/**
 * A page the server rendered for a device where the app never ran is complete as it is: its text,
 * pictures and links work without a script. The app starts when the rider reaches for the page
 * (docs/decisions/0053-one-start-up-path.md): a touch, a pointer moving
 * over it, a key, focus, the wheel, or the connection changing (the offline banner).
 */

// A touch is a pointerdown too.
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'wheel']
const CONNECTION_EVENTS = ['online', 'offline']

/** Calls `wake` once, with the first sign of a rider or a change of connection. */
export function wakeOnIntent(wake: (sign: Event) => void) {
  const options = { capture: true, passive: true }
  const woken = (sign: Event) => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, woken, options)
    for (const type of CONNECTION_EVENTS) window.removeEventListener(type, woken)
    wake(sign)
  }
  for (const type of INTENT_EVENTS) document.addEventListener(type, woken, options)
  for (const type of CONNECTION_EVENTS) window.addEventListener(type, woken)
}
