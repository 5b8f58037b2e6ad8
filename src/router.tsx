import type { QueryClient } from '@tanstack/react-query'
import { QueryClientProvider } from '@tanstack/react-query'
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router'
import { type ReactNode, StrictMode } from 'react'
import type { Client } from 'urql'
import { Provider as UrqlProvider } from 'urql'
import { type IntroSession, IntroSessionContext } from './features/shell/intro-session'
import { type ServerRenderedState, takeServerRenderedState } from './lib/server-rendered-state'
import { routeTree } from './routeTree.gen'
import type { CollectionHandles, MenuHandles } from './shared/storefront-config'

/**
 * A server-rendered page and the router: on the server, the nonce its own scripts (the matches it
 * rendered) run with; in the browser, its `hydrate` takes over the page's data, which the page
 * carries as a JSON data block (src/lib/server-rendered-state.ts), before React hydrates.
 */
export type RouterHandover =
  | { side: 'server'; nonce: string }
  | { side: 'browser'; hydrate: (state: ServerRenderedState) => Promise<void> }

function handoverOptions(handover: RouterHandover | undefined) {
  if (handover?.side === 'server') return { ssr: { nonce: handover.nonce } }
  if (handover?.side === 'browser') return { hydrate: () => handover.hydrate(takeServerRenderedState()) }
  return {}
}

/** The one router, built the same way in the browser and for a page the server renders. */
export function createAppRouter({
  queryClient,
  storefront,
  introSession,
  menuHandles,
  collectionHandles,
  history,
  handover,
}: {
  queryClient: QueryClient
  storefront: Client
  introSession: IntroSession
  menuHandles: MenuHandles
  collectionHandles: CollectionHandles
  history?: RouterHistory
  handover?: RouterHandover
}) {
  const server = handover?.side === 'server'
  return createRouter({
    routeTree,
    context: { queryClient, storefront, introSession, menuHandles, collectionHandles, waitForData: server },
    defaultPreload: 'intent',
    // Only a page that fails needs it: its code loads then.
    defaultErrorComponent: lazyRouteComponent(() => import('./routes/-components/route-error'), 'RouteError'),
    // Rendering on the server, TanStack would write a script of its own into the page to restore the
    // scroll position early; the browser's router restores it itself once it runs.
    scrollRestoration: !server,
    ...(history ? { history } : {}),
    ...handoverOptions(handover),
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /**
     * The page shows a shopper's own things though the server renders it (the cart): never kept
     * by a cache as a shopper asked for it, only as its frame rendered for nobody
     * (src/server/http/client-app.ts). Routes with `ssr: false` are shopper pages already.
     */
    shopperPage?: boolean
  }
}

/**
 * The providers around the router: the same on the server (around RouterServer) and in the browser
 * (around RouterClient, which takes over the server's matches and data, or RouterProvider for a page
 * the browser renders itself), so the browser can hydrate the server's HTML.
 */
export function AppProviders({ router, children }: { router: AppRouter; children: ReactNode }) {
  const { queryClient, storefront, introSession } = router.options.context
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <UrqlProvider value={storefront}>
          <IntroSessionContext value={introSession}>{children}</IntroSessionContext>
        </UrqlProvider>
      </QueryClientProvider>
    </StrictMode>
  )
}
