import { type Field, releaseHeld } from './held-taps'

/**
 * Tells the app what was typed, `text`, into `field` before it was ready. React keeps the text it
 * finds when it takes a field over, but its state still holds the server's value (and a part that
 * re-rendered meanwhile put that back), and it calls a field's onChange only when the text differs
 * from the last value it saw set through the element's own `value`: that is set to '' (the
 * element's setter), the text put back past it (the prototype's setter), then the event React
 * listens for is sent.
 */
function handOverTyped(field: Field, text: string) {
  if (!field.isConnected) return
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
 * app was starting adds the item now, a search typed and sent meanwhile is the search made.
 */
export function replayHeld() {
  const { taps, typed } = releaseHeld()
  for (const [field, text] of typed) handOverTyped(field, text)
  // After React has rendered what was handed over (it commits an input's change in a microtask).
  if (taps.length > 0)
    setTimeout(() => {
      for (const tap of taps) tap()
    })
}
