/**
 * `value` as JSON to write inside an HTML `<script>` element: `<` is escaped, so nothing in the data
 * can close the element early or open a comment in it.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c')
}
