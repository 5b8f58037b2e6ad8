/**
 * Until the app is ready, a click on one of its controls and a form's submission are held (the
 * browser's own action and the click's other listeners do not run) and shown as heard at once, and
 * what is typed is noted: `src/start/replay-held.ts` hands them to the app once it is ready
 * (docs/decisions/0047-a-first-tap-is-answered-at-once.md). A link is left to the
 * browser, which opens its page; so are a button's command where the browser runs commands (the
 * menu's and the side cart's), a button that shows a popover ("Please sign in" for Add to Cart) and
 * controls marked `data-works-without-app` (the intro splash's Skip intro).
 */
import { browserRunsCommands } from '../ui/native-dialog'

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** An element held, and which of the page's elements of its tag it was, in document order. */
export interface Placed<T extends Element> {
  element: T
  place: number
}

/** A held click on a control, or a held submission of a form (with the button that sent it). */
export type HeldTap =
  | { kind: 'click'; control: Placed<HTMLElement> }
  | { kind: 'submit'; form: Placed<HTMLFormElement>; submitter: Placed<HTMLElement> | null }

export interface Held {
  /** Clicks and submissions, in order. */
  taps: HeldTap[]
  /** Each field typed into, with its text as the rider left it (a part re-rendering may reset it). */
  typed: Map<Field, { field: Placed<Field>; text: string }>
}

/** Controls whose click the app answers; links and text fields work without it. */
const APP_CONTROLS =
  'button,[role="button"],[role="tab"],[role="checkbox"],[role="radio"],input[type="checkbox"],input[type="radio"],input[type="submit"],label,summary'

/** Where the element is among the page's elements of its tag, to find it again (src/start/replay-held.ts). */
const placed = <T extends Element>(element: T): Placed<T> => ({
  element,
  place: [...document.getElementsByTagName(element.tagName)].indexOf(element),
})

const held: Held = { taps: [], typed: new Map() }

/**
 * The control that shows at once that a held tap was heard: it is marked busy (`aria-busy`, drawn in
 * src/styles.css) until the app answers it.
 */
const heard: Element[] = []
function hold(tap: HeldTap, control: Element) {
  held.taps.push(tap)
  heard.push(control)
  control.setAttribute('aria-busy', 'true')
}

const onClick = (event: MouseEvent) => {
  const control = event.target instanceof Element ? event.target.closest(`a[href],${APP_CONTROLS}`) : null
  // A link is the browser's; so is a button with a command where the browser runs commands (it opens
  // or closes a <dialog> itself) or one that shows a popover, and a control that works without the
  // app, or one inside such a part.
  if (
    !(control instanceof HTMLElement) ||
    control.closest('a[href],[popovertarget],[data-works-without-app]') ||
    (browserRunsCommands() && control.closest('[command]'))
  )
    return
  event.preventDefault()
  event.stopImmediatePropagation()
  hold({ kind: 'click', control: placed(control) }, control)
}

const onSubmit = (event: SubmitEvent) => {
  const form = event.target
  if (!(form instanceof HTMLFormElement)) return
  event.preventDefault()
  event.stopImmediatePropagation()
  const { submitter } = event
  hold(
    { kind: 'submit', form: placed(form), submitter: submitter ? placed(submitter) : null },
    submitter ?? form,
  )
}

const onTyped = (event: Event) => {
  const field = event.target
  const isField =
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  // Placed once, at the first keystroke: later ones change only the text.
  if (isField && event.isTrusted)
    held.typed.set(field, { field: held.typed.get(field)?.field ?? placed(field), text: field.value })
}

const listeners = [
  ['click', onClick],
  ['submit', onSubmit],
  ['input', onTyped],
  ['change', onTyped],
] as [string, EventListener][]

export function holdTaps() {
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true)
}

/** Stops holding; returns what was held, once (a second call gets nothing). */
export function releaseHeld(): Held {
  for (const [type, listener] of listeners) document.removeEventListener(type, listener, true)
  for (const control of heard.splice(0)) control.removeAttribute('aria-busy')
  const taken = { taps: held.taps.splice(0), typed: new Map(held.typed) }
  held.typed.clear()
  return taken
}
