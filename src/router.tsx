import type { QueryClient } from '@tanstack/react-query'
import { QueryClientProvider } from '@tanstack/react-query'
import { createRouter, type RouterHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import type { Client } from 'urql'
import { Provider as UrqlProvider } from 'urql'
import { type IntroSession, IntroSessionContext } from './features/shell/intro-session'
import { RouteError } from './routes/-components/route-error'
import { routeTree } from './routeTree.gen'

/** The one router, built the same way in the browser and for a page the server renders. */
export function createAppRouter({
  queryClient,
  storefront,
  introSession,
  history,
}: {
  queryClient: QueryClient
  storefront: Client
  introSession: IntroSession
  history?: RouterHistory
}) {
  return createRouter({
    routeTree,
    context: { queryClient, storefront, introSession },
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    // Rendering on the server (given a history), TanStack writes a script of its own into the page
    // to restore the scroll position early; the Content-Security-Policy allows no inline script.
    // The browser's router restores the position itself once it runs.
    scrollRestoration: !history,
    ...(history ? { history } : {}),
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** false: a shopper's own page (cart, checkout…), left to the browser instead of rendered by the server. */
    serverRendered?: boolean
  }
}

/** The app's element tree: the same on the server and in the browser, so the browser can hydrate it. */
export function App({ router }: { router: AppRouter }) {
  const { queryClient, storefront, introSession } = router.options.context
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <UrqlProvider value={storefront}>
          <IntroSessionContext value={introSession}>
            <RouterProvider router={router} />
          </IntroSessionContext>
        </UrqlProvider>
      </QueryClientProvider>
    </StrictMode>
  )
}
