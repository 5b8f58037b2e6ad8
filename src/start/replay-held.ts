import { type Field, type HeldTap, type Placed, releaseHeld } from './held-taps'

/** What tells an element from others of its tag: its label, else a form's address, a field's name, a control's text. */
function nameOf(element: Element): string {
  const label = element.getAttribute('aria-label')
  if (label !== null) return label
  if (element instanceof HTMLFormElement) return element.getAttribute('action') ?? ''
  if (element.matches('input,textarea,select')) return element.getAttribute('name') ?? element.id
  return element.textContent?.trim() ?? ''
}

/**
 * The element as the page has it now: itself, or, if the app rendered that part anew (a hydration
 * that did not match, a part re-mounted), the element of its tag in its place, if it has its name.
 */
function now<T extends Element>({ element, place }: Placed<T>): T | undefined {
  if (element.isConnected) return element
  const twin = document.getElementsByTagName(element.tagName)[place]
  return twin && nameOf(twin) === nameOf(element) ? (twin as T) : undefined
}

/** How long a held tap waits for its control to be enabled again (a list still loading its page). */
const USABLE_WAIT_MS = 10_000

/** Settles when `control` can be used: at once, once it is enabled again, or after USABLE_WAIT_MS. */
function whenUsable(control: HTMLElement): Promise<void> {
  const disabled = () => control.matches(':disabled,[aria-disabled="true"]')
  if (!disabled()) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      clearTimeout(timer)
      resolve()
    }
    const observer = new MutationObserver(() => {
      if (!disabled()) done()
    })
    observer.observe(control, { attributes: true, attributeFilter: ['disabled', 'aria-disabled'] })
    const timer = setTimeout(done, USABLE_WAIT_MS)
  })
}

/** Makes a held tap again, on the page as it is now. */
async function makeAgain(tap: HeldTap) {
  if (tap.kind === 'click') {
    const control = now(tap.control)
    if (!control) return
    await whenUsable(control)
    control.click()
    return
  }
  const form = now(tap.form)
  if (!form) return
  const submitter = tap.submitter && now(tap.submitter)
  form.requestSubmit(submitter && (submitter as HTMLButtonElement).form === form ? submitter : null)
}

/**
 * Tells the app what was typed, `text`, into `field` before it was ready. React keeps the text it
 * finds when it takes a field over, but its state still holds the server's value (and a part that
 * re-rendered meanwhile put that back), and it calls a field's onChange only when the text differs
 * from the last value it saw set through the element's own `value`: that is set to '' (the
 * element's setter), the text put back past it (the prototype's setter), then the event React
 * listens for is sent.
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
 * Once the app is ready (src/main.tsx): what was typed while it started goes to the app first, then
 * the held taps are made again, in order (src/start/held-taps.ts): a tap on Add to Cart while the
 * app was starting adds the item now, a search typed and sent meanwhile is the search made. A tap on
 * a control the app has disabled for now (Load More while a page loads) waits until it is enabled.
 */
export function replayHeld() {
  const { taps, typed } = releaseHeld()
  for (const { field, text } of typed.values()) {
    const found = now(field)
    if (found) handOverTyped(found, text)
  }
  // After React has rendered what was handed over (it commits an input's change in a microtask).
  if (taps.length > 0)
    setTimeout(async () => {
      for (const tap of taps) await makeAgain(tap)
    })
}
