import type { QueryClient } from '@tanstack/react-query'
import type { AnyVariables, Client, DocumentInput, OperationContext, OperationResult } from 'urql'

/** What a route's `loader` reads with: the two caches, and whether the page waits for its data. */
export interface RouteDataContext {
  queryClient: QueryClient
  storefront: Client
  /**
   * True where the page is rendered with its data (the server). In the browser a page shows at once
   * and fills in as each read arrives: a tap on a poor signal is answered by the page and its
   * loading state, never by a wait.
   */
  waitForData: boolean
}

/** One storefront read as a route declares it: the same document, variables and context a component asks for. */
export interface StorefrontRead<Data = unknown, Variables extends AnyVariables = AnyVariables> {
  query: DocumentInput<Data, Variables>
  variables?: Variables
  context?: Partial<OperationContext>
}

/** Asks the catalogue for `read` (graphcache answers at once what it holds); never throws. */
export function readStorefront<Data>(
  storefront: Client,
  { query, variables, context }: StorefrontRead<Data>,
): Promise<OperationResult<Data> | undefined> {
  return storefront
    .query(query, variables ?? {}, context)
    .toPromise()
    .catch(() => undefined)
}

/**
 * Starts a route's reads; on the server, the page waits for them
 * (docs/decisions/0029-route-loaders-wait-on-the-server-only.md). A read that fails is the page's
 * to show (each has its error and offline states); the server then leaves the page to the browser.
 */
export async function loadRouteData(
  { waitForData }: Pick<RouteDataContext, 'waitForData'>,
  reads: readonly Promise<unknown>[],
): Promise<void> {
  const settled = Promise.allSettled(reads)
  if (waitForData) await settled
}

/** Starts a route's storefront reads (`loadRouteData`). */
export function loadStorefrontData(
  context: RouteDataContext,
  reads: readonly StorefrontRead[],
): Promise<void> {
  return loadRouteData(
    context,
    reads.map((read) => readStorefront(context.storefront, read)),
  )
}
