// First, so the browser's install offer is caught however early it fires.
import './features/install/install-prompt'
import { QueryClientProvider } from '@tanstack/react-query'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider as UrqlProvider } from 'urql'
import { registerServiceWorker } from './features/offline/register-service-worker'
import { readAppConfig } from './lib/env'
import { createQueryClient } from './lib/query-client'
import { persistQueryCache } from './lib/query-persistence'
import { createStorefrontClient } from './lib/storefront/client'
import { RouteError } from './routes/-components/route-error'
import { routeTree } from './routeTree.gen'
import './styles.css'

const queryClient = createQueryClient()
const cartQueue = import('./features/cart/api/cart-queue').then((m) => m.startCartQueue(queryClient))
persistQueryCache(queryClient, { ready: cartQueue })
const storefront = createStorefrontClient(readAppConfig())

const router = createRouter({
  routeTree,
  context: { queryClient, storefront },
  defaultPreload: 'intent',
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

const root = document.getElementById('root')
if (!root) throw new Error('The #root element is missing from index.html')

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <UrqlProvider value={storefront}>
        <RouterProvider router={router} />
      </UrqlProvider>
    </QueryClientProvider>
  </StrictMode>,
)

registerServiceWorker()
