import { jsonForHtml } from '../../shared/json-for-html'

/**
 * `value` as a `<script type="application/json">` element: data the browser parses only when a
 * script asks for it, never runs (`jsonForHtml` keeps anything in it from closing the element).
 */
export function jsonDataBlock(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${jsonForHtml(value)}</script>`
}
