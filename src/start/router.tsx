import type { QueryClient } from '@tanstack/react-query'
import type { Client } from 'urql'
import { introSession } from '../features/shell/intro-session'
import type { ServerRenderedState } from '../lib/server-rendered-state'
import { App, createAppRouter } from '../router'

/** The router and the app's element tree; for a page the server rendered, set to render it as it did. */
export function startRouter({
  queryClient,
  storefront,
  serverRendered,
}: {
  queryClient: QueryClient
  storefront: Client
  serverRendered: ServerRenderedState | undefined
}) {
  const router = createAppRouter({ queryClient, storefront, introSession })
  if (serverRendered) {
    // No Suspense around the root match, as on the server.
    router.ssr = { manifest: undefined }
    if (serverRendered.intro !== undefined) introSession.adopt(serverRendered.intro)
  }
  return { router, app: <App router={router} /> }
}
