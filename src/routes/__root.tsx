import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { Client } from 'urql'
import { OfflineBanner } from '../features/offline/offline-banner'
import { SiteFooter } from '../features/shell/components/site-footer'
import { SiteHeader } from '../features/shell/components/site-header'
import { Toaster } from '../ui/toaster'
import { NotFound } from './-components/not-found'

export interface RouterContext {
  queryClient: QueryClient
  storefront: Client
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded focus:bg-orange-500 focus:px-3 focus:py-2 focus:text-stone-950"
      >
        Skip to content
      </a>
      <SiteHeader />
      <OfflineBanner />
      <main id="main" className="mx-auto min-h-[70vh] w-full max-w-7xl px-4 pt-20 pb-16 sm:px-6">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
    </>
  )
}
