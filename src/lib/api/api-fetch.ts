import type { QueryClient } from '@tanstack/react-query'

/** A request to the shop's own API (`/api/*`), by path. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>

/** The browser reaches the own API on the page's own origin. */
export const apiFetch: ApiFetch = (path, init) => fetch(path, init)

const transports = new WeakMap<QueryClient, ApiFetch>()

/**
 * The own API as `queryClient`'s reads reach it: the server that renders a page gives each page's
 * client its own in-process transport (src/entry-server.tsx); the browser's use `apiFetch`.
 */
export function apiFetchFor(queryClient: QueryClient | undefined): ApiFetch {
  return (queryClient && transports.get(queryClient)) ?? apiFetch
}

export function setApiFetch(queryClient: QueryClient, transport: ApiFetch) {
  transports.set(queryClient, transport)
}
