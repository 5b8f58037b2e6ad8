import { dehydrate, type Query } from '@tanstack/react-query'
import { type AnyRoute, RouterContextProvider, Scripts } from '@tanstack/react-router'
import {
  createRequestHandler,
  RouterServer,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server'
import { renderToReadableStream } from 'react-dom/server'
import { Document } from './document'
import { documentHead } from './features/shell/document-head'
import { cookieSessionStore, createIntroSession, saveDataRequested } from './features/shell/intro-session'
import { APP_CONFIG_ELEMENT_ID, type AppConfig } from './lib/env'
import { createQueryClient } from './lib/query-client'
import { type ResponseStatus, ResponseStatusContext } from './lib/response-status'
import type { ServerRenderedState } from './lib/server-rendered-state'
import { authUserQueryOptions, SHOPPER_QUERY_ROOTS } from './lib/session'
import { createServerStorefrontClient } from './lib/storefront/server-client'
import { AppProviders, createAppRouter } from './router'
import { hasSessionCookie } from './shared/account/session-cookie'
import { jsonForHtml } from './shared/json-for-html'

/** The address asked for is not the page's own (a search value was corrected, say): go there instead. */
export interface Redirect {
  redirect: string
}

export interface RenderedPage {
  status: 200 | 404
  /**
   * The page is a shopper's own (a route with `ssr: false`, or `staticData.shopperPage`: the cart):
   * sent so that nothing keeps it, unless it is the service worker's copy, rendered for nobody
   * (src/server/http/client-app.ts).
   */
  shopperPage: boolean
  /** Session cookies the page set (the intro splash's). */
  setCookies: string[]
  /** The whole document, its body ending with the router's scripts (allowed by `nonce`). */
  html: string
  /** The page's data, for the browser to hydrate from (src/server/http/page-scripts.ts writes it). */
  state: ServerRenderedState
  /** The routes the page matched, outermost first: their code is what the app needs to take it over. */
  routeIds: string[]
}

/**
 * Reads that belong to a shopper are never rendered by the server: the page is the same for everyone.
 * "Nobody is signed in", said for a request with no session cookie, is the same for everyone too.
 */
const PRIVATE_ROOTS = new Set<string>([...SHOPPER_QUERY_ROOTS, '/api/auth/user'])
const isPublic = (query: Query) =>
  !PRIVATE_ROOTS.has(String(query.queryKey[0])) ||
  (query.queryKey[0] === '/api/auth/user' && query.state.data === null)

/**
 * What the server's document has in its head besides each page's title (src/document.tsx): the
 * shop's head tags (the same list index.html has), the built stylesheet and the browser app's
 * run-time configuration (src/lib/env.ts reads it).
 */
function ServerHead({ stylesheets, appConfig }: { stylesheets: readonly string[]; appConfig: AppConfig }) {
  return (
    <>
      <meta charSet="UTF-8" />
      {documentHead.meta.map((meta) => (
        <meta key={meta.name} {...meta} />
      ))}
      {documentHead.links.map((link) => (
        <link key={link.rel} {...link} />
      ))}
      {stylesheets.map((href) => (
        <link key={href} rel="stylesheet" crossOrigin="" href={href} />
      ))}
      <script
        id={APP_CONFIG_ELEMENT_ID}
        type="application/json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: data, never run; nothing in it can close the element.
        dangerouslySetInnerHTML={{ __html: jsonForHtml(appConfig) }}
      />
    </>
  )
}

/** Everything, lazy parts included, written in place: the browser hydrates it rather than waiting. */
async function renderToHtml(
  element: React.ReactNode,
  { nonce, onError }: { nonce: string; onError: (error: unknown) => void },
): Promise<ReadableStream> {
  const stream = await renderToReadableStream(element, {
    nonce,
    // A part that fails is left for the browser to render; the error is reported, not hidden.
    onError,
    // However large, no part is sent apart and moved into place by a script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  await stream.allReady
  return stream
}

/**
 * Renders `url` as the browser would show it with its data (the page paints from the HTML, with
 * its content, before any script runs), on the router's own server rendering: the route loaders
 * fetch what the page shows (`waitForData`), the router renders, and its dehydrate/hydrate hand the
 * catalogue cache, the own-API reads and the intro decision to the browser. `fetch` answers the own
 * API in process; `storefrontFetch` reaches the catalogue: the configured store over the network,
 * or the emulator in process when there is none. null: the browser renders the page itself.
 */
export async function renderPage(
  url: string,
  {
    appConfig,
    origin,
    fetch,
    storefrontFetch,
    stylesheets,
    cookies,
    saveData,
    nonce,
    onError,
    forKeeping = false,
  }: {
    appConfig: AppConfig
    origin: string
    fetch: typeof globalThis.fetch
    storefrontFetch: typeof globalThis.fetch
    /** The built stylesheets the page links to. */
    stylesheets: readonly string[]
    /** The request's `Cookie` header. */
    cookies: string
    /** The request's `Save-Data` header, if it has one. */
    saveData?: string | undefined
    /** The Content-Security-Policy nonce of this answer: the only inline scripts it runs are the router's. */
    nonce: string
    onError: (error: unknown) => void
    /**
     * A copy the service worker keeps for offline (sw/kept-pages.ts), asked without cookies: it
     * holds no session answer ("nobody is signed in" would sign a signed-in rider out when shown
     * offline) and no splash, and sets no cookie.
     */
    forKeeping?: boolean
  },
): Promise<RenderedPage | Redirect | null> {
  // The own API's answers do not depend on the address they were asked on: any base will do in process.
  const queryClient = createQueryClient({
    online: true,
    fetch: (path, init) => fetch(new URL(path, origin), init),
  })
  // Without a session cookie nobody is signed in: the page says so (the cart's sign-in offer), and
  // the browser takes that answer over instead of asking (src/lib/session.ts, useSession).
  if (!forKeeping && !hasSessionCookie(cookies))
    queryClient.setQueryData(authUserQueryOptions().queryKey, null)
  const storefront = createServerStorefrontClient(appConfig, { origin, fetch: storefrontFetch })
  const session = cookieSessionStore(cookies)
  // The splash decision. Save-Data is in the request; the connection's speed and the motion setting are
  // the browser's to know: a splash in the HTML stays hidden until the browser has allowed it.
  const introSession = createIntroSession(session, () => !forKeeping && !saveDataRequested(saveData))

  // A failed read renders an error the browser could not hydrate from data: the browser asks again itself.
  const readFailed = () =>
    storefront.failed() ||
    queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length > 0

  const dehydrateState = async (): Promise<ServerRenderedState> => {
    // graphcache hands its writes over on the next timer turn.
    await new Promise((resolve) => setTimeout(resolve, 0))
    return {
      catalogue: storefront.rendered(),
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => isPublic(query) && query.state.status === 'success',
      }),
      intro: introSession.decision(),
    }
  }

  let renderedByBrowser = false
  let shopperPage = false
  const status: ResponseStatus = { notFound: false }
  const handle = createRequestHandler({
    request: new Request(new URL(url, origin)),
    createRouter: () =>
      createAppRouter({
        queryClient,
        storefront: storefront.client,
        introSession,
        menuHandles: appConfig.menus,
        collectionHandles: appConfig.collections,
        handover: { side: 'server', nonce },
      }),
  })
  let routeIds: string[] = []
  const response = await handle(async ({ router }) => {
    routeIds = router.state.matches.map((match) => match.routeId)
    // A shopper's own pages (checkout, orders…) show what only their device and session know. Their
    // routes say so with the router's `ssr: false`, which also keeps their loaders off the server: the
    // server paints the page's frame, the route's `pendingComponent`
    // (src/routes/-components/shopper-page-frame.tsx), and leaves a page without one to the browser.
    const browserOnly = router.state.matches.some(
      (match) =>
        match.ssr === false &&
        !(router.routesById as unknown as Record<string, AnyRoute | undefined>)[match.routeId]?.options
          .pendingComponent,
    )
    shopperPage = router.state.matches.some(
      (match) => match.ssr === false || match.staticData.shopperPage === true,
    )
    if (browserOnly || readFailed()) {
      renderedByBrowser = true
      return new Response(null, { status: 204 })
    }
    const stream = await renderToHtml(
      <ResponseStatusContext value={status}>
        <Document
          head={<ServerHead stylesheets={stylesheets} appConfig={appConfig} />}
          after={
            // The router's hand-over of what it rendered; each script removes itself once it has
            // run, and the browser's document has its own element in their place.
            <RouterContextProvider router={router}>
              <Scripts />
            </RouterContextProvider>
          }
        >
          <AppProviders router={router}>
            <RouterServer router={router} />
          </AppProviders>
        </Document>
      </ResponseStatusContext>,
      { nonce, onError },
    )
    // Read whole here: the router's scripts go in as the markup passes, before its clean-up.
    return new Response(await new Response(transformReadableStreamWithRouter(router, stream)).text())
  })
  const location = response.headers.get('Location')
  if (response.status >= 300 && response.status < 400 && location) return { redirect: location }
  const html = await response.text()
  if (renderedByBrowser) return null
  return {
    status: status.notFound ? 404 : 200,
    shopperPage,
    setCookies: forKeeping ? [] : session.setCookies,
    html,
    state: await dehydrateState(),
    routeIds,
  }
}
