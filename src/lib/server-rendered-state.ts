import type { DehydratedState } from '@tanstack/react-query'
import type { ServerRenderedCatalogue } from './storefront/client'

/**
 * What the browser needs to hydrate a page exactly as the server rendered it: written after the
 * page's markup (src/entry-server.tsx, src/server/http/page-scripts.ts) and taken over by the
 * router's `hydrate` in the browser (src/router.tsx, src/start/router.tsx).
 */
export interface ServerRenderedState {
  catalogue: ServerRenderedCatalogue
  queries: DehydratedState
  /** Whether the page was rendered with the intro splash playing; absent when it has none. */
  intro?: boolean
}

/**
 * The id of the JSON data block that carries a rendered page's state after its markup
 * (src/server/http/page-scripts.ts). As a script (the router's own hand-over), the catalogue's
 * entries were compiled on every page load, about 17 ms on `/products` on this project's machine
 * kind before any of the app had run (docs/performance.md).
 */
export const STATE_ELEMENT_ID = 'page-data'

/**
 * Takes the state out of a page the server rendered (its element is removed); a rendered page
 * always has one (src/server/http/page-scripts.ts), so a page without it fails here.
 */
export function takeServerRenderedState(): ServerRenderedState {
  const element = document.getElementById(STATE_ELEMENT_ID)
  element?.remove()
  return JSON.parse(element?.textContent ?? '') as ServerRenderedState
}

/** Marks the `<html>` of a page the server rendered; the offline shell has no mark. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-rendered'

/** Whether this document is a page the server rendered (rather than the app shell). */
export function isServerRenderedPage(doc: Document = document): boolean {
  return doc.documentElement.getAttribute(SERVER_RENDERED_ATTRIBUTE) === 'server'
}
