/**
 * `value` as a `<script type="application/json">` element: data the browser parses only when a
 * script asks for it, never runs. `<` is escaped, so nothing in the data can close the element early
 * or open a comment in it.
 */
export function jsonDataBlock(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`
}
