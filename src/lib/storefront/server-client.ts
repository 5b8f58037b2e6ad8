import type { SerializedEntries } from '@urql/exchange-graphcache'
import { Client, type Exchange, fetchExchange, type Operation } from 'urql'
import { pipe, tap } from 'wonka'
import type { AppConfig } from '../env'
import {
  catalogueCacheExchange,
  createStorefrontConnection,
  entriesStorage,
  type ServerRenderedCatalogue,
} from './client'

/** How long one storefront read of a page being rendered may take, retries included. */
export const RENDER_READ_DEADLINE_MS = 3000

/**
 * The catalogue client of one page the server renders. Rendering asks for queries the way the
 * browser does; `settle()` then fetches what they asked for, so the next render finds it in the
 * cache. What graphcache wrote goes to the browser with the page (`rendered()`), which starts from
 * exactly the same cache and so renders exactly the same page.
 */
export function createServerStorefrontClient(
  appConfig: AppConfig,
  { origin, fetch }: { origin: string; fetch: typeof globalThis.fetch },
) {
  const entries: SerializedEntries = {}
  const asked = new Map<number, Operation>()
  let failed = false
  const recordQueries: Exchange =
    ({ forward }) =>
    (operations$) =>
      pipe(
        forward(
          pipe(
            operations$,
            tap((operation) => {
              if (operation.kind === 'query') asked.set(operation.key, operation)
            }),
          ),
        ),
        tap((result) => {
          if (result.error) failed = true
        }),
      )
  let answered = 0
  const connection = createStorefrontConnection(appConfig, {
    origin,
    fetch: (input, init) =>
      fetch(input, init).finally(() => {
        answered++
      }),
  })
  const retryingFetch = connection.fetch ?? fetch
  const client = new Client({
    ...connection,
    // A page waits for its reads: past the deadline (retries included) it goes out for the browser
    // to render, rather than keeping the rider waiting for a slow store.
    fetch: (input, init) => {
      const deadline = AbortSignal.timeout(RENDER_READ_DEADLINE_MS)
      const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline
      return retryingFetch(input, { ...init, signal })
    },
    exchanges: [recordQueries, catalogueCacheExchange(entriesStorage(entries)), fetchExchange],
    requestPolicy: 'cache-first',
  })

  return {
    client,
    /** Whether the storefront refused or failed a query: an error has no cache entry to hand over. */
    failed: () => failed,
    /** How many storefront answers have arrived so far: a render started before the last one may lack it. */
    answers: () => answered,
    /** Waits until every query asked so far is answered and in the cache. */
    async settle(): Promise<void> {
      await Promise.all(
        [...asked.values()].map((operation) =>
          client.query(operation.query, operation.variables, operation.context).toPromise(),
        ),
      )
      // graphcache hands its writes to storage on the next timer turn.
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
    rendered(): ServerRenderedCatalogue {
      return { entries, queryKeys: [...asked.keys()].map(String), renderedAt: Date.now() }
    },
  }
}
