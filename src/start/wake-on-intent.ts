/**
 * A page the server rendered for a device where the app never ran is complete as it is: its text,
 * pictures and links work without a script. The app starts when the rider reaches for the page
 * (docs/decisions/0044-the-app-wakes-when-the-rider-reaches-for-it.md):
 * a touch, a pointer moving over it, a key, focus, the wheel, or the connection changing.
 * Taps made before the app is ready are held and made again once it is (`holdTapsUntilReady`).
 */

/** The first sign of a rider, on a phone or with a mouse or keyboard. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const
/** Changes the page itself must answer (the offline banner). */
const CONNECTION_EVENTS = ['online', 'offline'] as const

/** Calls `wake` once, at the first sign of a rider or a change of connection. */
export function wakeOnIntent(wake: () => void) {
  const options = { capture: true, passive: true } as const
  const woken = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, woken, options)
    for (const type of CONNECTION_EVENTS) window.removeEventListener(type, woken)
    wake()
  }
  for (const type of INTENT_EVENTS) document.addEventListener(type, woken, options)
  for (const type of CONNECTION_EVENTS) window.addEventListener(type, woken)
}

/** Controls whose click the app answers; links and text fields work without it. */
const APP_CONTROLS = [
  'button',
  '[role="button"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="menuitem"]',
  '[role="option"]',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="submit"]',
  'input[type="button"]',
  'label',
  'summary',
].join(',')

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * Finds `element` again later: itself while it is in the page, else the element at the same place.
 * React may build a part of the page anew rather than take over the server's HTML (a part that
 * changed before it hydrated), and the new element stands where the old one stood.
 */
function findAgain<T extends Element>(element: T): () => T | null {
  const steps: string[] = []
  for (let at: Element | null = element; at && at !== document.documentElement; at = at.parentElement) {
    if (at.id) {
      steps.unshift(`#${CSS.escape(at.id)}`)
      break
    }
    steps.unshift(`${at.localName}:nth-child(${[...(at.parentElement?.children ?? [])].indexOf(at) + 1})`)
  }
  const path = steps.join(' > ')
  return () => {
    if (element.isConnected) return element
    const again = document.querySelector(path)
    return again instanceof element.constructor ? (again as T) : null
  }
}

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement

/**
 * Tells the app what was typed, `text`, into `field` (or the field that took its place) before it
 * was ready. React keeps the text it finds when it takes a field over (a field built anew starts
 * empty), but its state still holds the server's value, and it calls a field's
 * onChange only when the text differs from the last value it saw set through the element's own
 * `value`: that is set to '' (the element's setter), the text put back past it (the prototype's
 * setter), then the input event React listens for is sent.
 */
function handOverTyped(field: Field, text: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = text
    field.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  field.value = ''
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * Until `<html data-app="ready">` (src/main.tsx), a click on one of the app's controls and a form's
 * submission are held (the browser's own action and the click's other listeners do not run) and
 * made again, in order, once the app is ready: a tap on Add to Cart while the app is starting adds
 * the item once it can. A link is left to the browser, which opens its page. What was typed
 * meanwhile stays in its field and is handed to the app first, so a held "Sign in" sends it.
 * `stop` gives up holding (the app's script could not load): later taps do what the page does alone.
 */
export function holdTapsUntilReady() {
  const held: (() => void)[] = []
  // Each field's text as the rider left it: a part that re-renders as the app starts may reset it.
  const typed = new Map<Field, { again: () => Field | null; text: string }>()
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(`a[href],${APP_CONTROLS}`) : null
    if (!(control instanceof HTMLElement) || control.matches('a[href]')) return
    // Controls of their own, such as the intro splash's Skip intro.
    if (control.closest('[data-works-without-app]')) return
    event.preventDefault()
    event.stopImmediatePropagation()
    const again = findAgain(control)
    held.push(() => again()?.click())
  }
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    const formAgain = findAgain(form)
    const submitterAgain = event.submitter ? findAgain(event.submitter) : () => null
    held.push(() => formAgain()?.requestSubmit(submitterAgain()))
  }
  const onTyped = (event: Event) => {
    const field = event.target
    if (!isField(field) || !event.isTrusted) return
    typed.set(field, { again: typed.get(field)?.again ?? findAgain(field), text: field.value })
  }
  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onTyped],
    ['change', onTyped],
  ] as const
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true)

  const root = document.documentElement
  const stop = () => {
    for (const [type, listener] of listeners)
      document.removeEventListener(type, listener as EventListener, true)
    observer.disconnect()
  }
  const observer = new MutationObserver(() => {
    if (root.dataset.app !== 'ready') return
    stop()
    for (const { again, text } of typed.values()) {
      const field = again()
      if (field) handOverTyped(field, text)
    }
    // The taps once React has rendered what was handed over (it commits an input's change in a
    // microtask): a held "Search" then sends the text typed.
    setTimeout(() => {
      for (const replay of held.splice(0)) replay()
    })
  })
  observer.observe(root, { attributes: true, attributeFilter: ['data-app'] })
  return { stop }
}
