import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * A memory router for a component test: `page` at `path`, opened at `at`, beside a `/sign-in` page as
 * the app has one (a page that sends a shopper to sign in can go there). Render it in a
 * `RouterProvider` inside the providers the page needs.
 */
export function routerAt({ path, at, page }: { path: string; at: string; page: () => ReactNode }) {
  const root = createRootRoute({ component: Outlet })
  const route = createRoute({ getParentRoute: () => root, path, component: page })
  const signIn = createRoute({
    getParentRoute: () => root,
    path: '/sign-in',
    component: () => <h1>Sign in</h1>,
  })
  return createRouter({
    routeTree: root.addChildren([route, signIn]),
    history: createMemoryHistory({ initialEntries: [at] }),
  })
}
