import type { DehydratedState } from '@tanstack/react-query'
import type { ServerRenderedCatalogue } from './storefront/client'

/** What the browser needs to hydrate a page exactly as the server rendered it (src/entry-server.tsx). */
export interface ServerRenderedState {
  catalogue: ServerRenderedCatalogue
  queries: DehydratedState
  /** Whether the page was rendered with the intro splash playing; absent when it has none. */
  intro?: boolean
}

const ELEMENT_ID = 'server-state'

/** The state as a JSON script element: data, never run, safe inside HTML. */
export function serverStateElement(state: ServerRenderedState): string {
  const json = JSON.stringify(state).replaceAll('<', '\\u003c')
  return `<script id="${ELEMENT_ID}" type="application/json">${json}</script>`
}

/** The state the server rendered this page with; absent on the offline shell. */
export function readServerRenderedState(doc: Document = document): ServerRenderedState | undefined {
  const text = doc.getElementById(ELEMENT_ID)?.textContent
  return text ? (JSON.parse(text) as ServerRenderedState) : undefined
}
