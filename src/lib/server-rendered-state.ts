import type { DehydratedState } from '@tanstack/react-query'
import type { ServerRenderedCatalogue } from './storefront/client'

/**
 * What the browser needs to hydrate a page exactly as the server rendered it: the router hands it
 * over (its `dehydrate` on the server, src/entry-server.tsx; `hydrate` in the browser, src/start/router.tsx).
 */
export interface ServerRenderedState {
  catalogue: ServerRenderedCatalogue
  queries: DehydratedState
  /** Whether the page was rendered with the intro splash playing; absent when it has none. */
  intro?: boolean
}

/** Marks the `<html>` of a page the server rendered; the offline shell has no mark. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-rendered'

/** Whether this document is a page the server rendered (rather than the app shell). */
export function isServerRenderedPage(doc: Document = document): boolean {
  return doc.documentElement.getAttribute(SERVER_RENDERED_ATTRIBUTE) === 'server'
}
