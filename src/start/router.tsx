import { hydrate, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { useEffect } from 'react'
import type { Client } from 'urql'
import { Document } from '../document'
import { introSession } from '../features/shell/intro-session'
import { readAppConfig } from '../lib/env'
import type { ServerRenderedCatalogue } from '../lib/storefront/client'
import { whenStorefrontCacheLoaded } from '../lib/storefront/client'
import { AppProviders, createAppRouter } from '../router'

/**
 * The router and the app's element tree. On a page the server rendered, the tree is the whole
 * document, as on the server (src/document.tsx), and the router takes the page's data over (its
 * `hydrate`): the own-API reads, the catalogue cache and the intro decision, so the page hydrates
 * exactly as the server rendered it. In the shell, it is what goes in `#root`.
 */
export function startRouter({
  queryClient,
  storefront,
  serverRendered,
  onReady,
}: {
  queryClient: QueryClient
  storefront: { client: Client; handOver: (catalogue: ServerRenderedCatalogue) => void }
  serverRendered: boolean
  /** Called once the app has taken the page over (hydrated, or rendered in the browser). */
  onReady: () => void
}) {
  const router = createAppRouter({
    queryClient,
    storefront: storefront.client,
    introSession,
    menuHandles: readAppConfig().menus,
    collectionHandles: readAppConfig().collections,
    ...(serverRendered
      ? {
          handover: {
            side: 'browser',
            hydrate: async (state) => {
              hydrate(queryClient, state.queries)
              if (state.intro !== undefined) introSession.adopt(state.intro)
              storefront.handOver(state.catalogue)
              await whenStorefrontCacheLoaded(storefront.client)
            },
          },
        }
      : {}),
  })
  const whenMounted = <WhenMounted run={onReady} />
  return {
    router,
    app: serverRendered ? (
      <Document after={whenMounted}>
        <AppProviders router={router}>
          <RouterClient router={router} />
        </AppProviders>
      </Document>
    ) : (
      <AppProviders router={router}>
        <RouterProvider router={router} />
        {whenMounted}
      </AppProviders>
    ),
  }
}

/** Runs `run` once the tree around it has been committed (after hydration, on a server-rendered page). */
function WhenMounted({ run }: { run: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app has taken the page over.
  useEffect(run, [])
  return null
}
