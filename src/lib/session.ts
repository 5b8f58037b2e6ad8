import { queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { AuthUser } from '../shared/account/auth'
import { getQueryFn } from './api/api-request'
import { useHydrated } from './use-hydrated'

const readUser = getQueryFn({ on401: 'returnNull' })

/** `GET /api/auth/user`: the signed-in shopper, or null. Shared by every feature that asks. */
export function authUserQueryOptions() {
  return queryOptions({
    queryKey: ['/api/auth/user'],
    queryFn: async (context) => (await readUser(context)) as AuthUser | null,
  })
}

/**
 * The signed-in shopper. While a page the server rendered hydrates it reads as "not known yet", as
 * the server rendered it (the server never renders a shopper's own data), then as the browser knows.
 */
export function useAuthUser(): UseQueryResult<AuthUser | null> {
  const user = useQuery(authUserQueryOptions())
  const hydrated = useHydrated()
  if (hydrated) return user
  return {
    ...user,
    data: undefined,
    status: 'pending',
    isPending: true,
    isSuccess: false,
  } as UseQueryResult<AuthUser | null>
}

/** Reads that belong to whoever is signed in, dropped when the shopper changes. */
export const SHOPPER_QUERY_ROOTS = ['/api/cart', '/api/wishlist', '/api/orders'] as const

/** The path and query of the page the shopper is on, to come back to after signing in. */
export function currentPath() {
  return `${window.location.pathname}${window.location.search}`
}

/**
 * Signing in is a navigation to /api/login, which leads to the sign-in page and back.
 * Offline the server can't answer, so the sign-in page is opened directly (it says it needs a
 * connection) instead of the browser's own "no internet" page.
 */
export function signInHref(returnTo = currentPath()) {
  const path = navigator.onLine ? '/api/login' : '/sign-in'
  return `${path}?returnTo=${encodeURIComponent(returnTo)}`
}

/** After the toast has had a moment (500 ms or 1 s), go and sign in, then come back. */
export function redirectToSignIn(delayMs: number) {
  const returnTo = currentPath()
  window.setTimeout(() => window.location.assign(signInHref(returnTo)), delayMs)
}

/** A reply whose message starts with 401 and mentions Unauthorized means "signed out". */
export function isUnauthorizedError(error: unknown) {
  return error instanceof Error && error.message.startsWith('401') && /unauthorized/i.test(error.message)
}
