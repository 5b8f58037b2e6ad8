import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { cookieSessionStore, createIntroSession } from './features/shell/intro-session'
import { setApiTransport } from './lib/api/api-fetch'
import type { AppConfig } from './lib/env'
import { createQueryClient } from './lib/query-client'
import { type ResponseStatus, ResponseStatusContext } from './lib/response-status'
import type { ServerRenderedState } from './lib/server-rendered-state'
import { SHOPPER_QUERY_ROOTS } from './lib/session'
import { createServerStorefrontClient } from './lib/storefront/server-client'
import { App, createAppRouter } from './router'

/** The address asked for is not the page's own (a search value was corrected, say): go there instead. */
export interface Redirect {
  redirect: string
}

export interface RenderedPage {
  status: 200 | 404
  /** Session cookies the page set (the intro splash's). */
  setCookies: string[]
  /** The markup inside `#root`, after the `<title>` and preloads React puts first. */
  html: string
  state: ServerRenderedState
}

/** Renders are repeated while they still ask for data; past this many the page goes out as it is. */
const MAX_RENDERS = 4

/** Reads that belong to a shopper are never rendered by the server: the page is the same for everyone. */
const PRIVATE_ROOTS = new Set<string>([...SHOPPER_QUERY_ROOTS, '/api/auth/user'])
const isPublic = (query: Query) => !PRIVATE_ROOTS.has(String(query.queryKey[0]))

async function renderToHtml(element: ReactNode, onError: (error: unknown) => void): Promise<string> {
  const stream = await renderToReadableStream(element, {
    // A part that fails is left for the browser to render; the error is reported, not hidden.
    onError,
    // Written in place, however large: no part is sent apart and moved into place by a script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  // Everything, lazy parts included, is in the page: the browser hydrates it rather than waiting.
  await stream.allReady
  return await new Response(stream).text()
}

/**
 * Whether the render that asked for `query` wants it fetched (`enabled`, e.g. a product read with no
 * slug yet). Not Query.isDisabled(): with no observers subscribed, as on the server, it calls every
 * read that has never been fetched disabled.
 */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) }
  return typeof enabled === 'function' ? enabled(query) : enabled !== false
}

/** Fetches the own-API reads a render asked for and did not have; true if there were any. */
async function settleQueries(queryClient: QueryClient): Promise<boolean> {
  const waiting = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => isPublic(query) && query.state.status === 'pending' })
    .filter((query) => query.state.fetchStatus === 'idle' && isEnabled(query) && query.options.queryFn)
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)))
  return waiting.length > 0
}

/**
 * Renders `url` as the browser would show it once its data has arrived (the page paints from the
 * HTML, with its content, before any script runs). `fetch` answers the own API in process;
 * `storefrontFetch` reaches the catalogue: the configured store over the network,
 * or the emulator in process when there is none.
 */
export async function renderPage(
  url: string,
  {
    appConfig,
    origin,
    fetch,
    storefrontFetch,
    cookies,
    onError,
  }: {
    appConfig: AppConfig
    origin: string
    fetch: typeof globalThis.fetch
    storefrontFetch: typeof globalThis.fetch
    /** The request's `Cookie` header. */
    cookies: string
    onError: (error: unknown) => void
  },
): Promise<RenderedPage | Redirect | null> {
  // One transport for every page being rendered (it is the process's): the own API's answers do not
  // depend on the address they were asked on, so any base will do for the in-process request.
  setApiTransport((path, init) => fetch(new URL(path, 'http://localhost'), init))
  const queryClient = createQueryClient({ online: true })
  const storefront = createServerStorefrontClient(appConfig, { origin, fetch: storefrontFetch })
  const session = cookieSessionStore(cookies)
  // Motion settings are the browser's to know: it ends a splash the rider asked not to see.
  const introSession = createIntroSession(session, () => false)
  const router = createAppRouter({
    queryClient,
    storefront: storefront.client,
    introSession,
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  await router.load()
  const loaded = router._serverResult
  if (loaded?.type === 'redirect') return { redirect: loaded.redirect.headers.get('Location') ?? '/' }
  // A shopper's own pages (cart, checkout, orders…) show what only their device and session know.
  if (router.state.matches.some((match) => match.staticData.serverRendered === false)) return null

  // A failed read renders an error the browser could not hydrate from data: the browser asks again itself.
  const readFailed = () =>
    storefront.failed() ||
    queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length > 0

  let html = ''
  let status: ResponseStatus = { notFound: false }
  for (let render = 0; render < MAX_RENDERS; render++) {
    const answersBefore = storefront.answers()
    status = { notFound: false }
    html = await renderToHtml(
      <ResponseStatusContext value={status}>
        <App router={router} />
      </ResponseStatusContext>,
      onError,
    )
    const [, queriesFetched] = await Promise.all([storefront.settle(), settleQueries(queryClient)])
    // Rendering again would only ask a failing storefront again (and wait out its retries each time).
    if (readFailed()) return null
    // Done once a render found everything it asked for already there.
    if (storefront.answers() === answersBefore && !queriesFetched) break
  }
  if (readFailed()) return null
  return {
    status: status.notFound ? 404 : 200,
    setCookies: session.setCookies,
    html,
    state: {
      catalogue: storefront.rendered(),
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => isPublic(query) && query.state.status === 'success',
      }),
      intro: introSession.decision(),
    },
  }
}
