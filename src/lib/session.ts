import {
  onlineManager,
  type QueryClient,
  type QueryState,
  queryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query'
import { type AuthUser, sessionReplySchema } from '../shared/account/session-user'
import { toast } from '../ui/use-toast'
import { isSignedOutError } from './api/api-error'
import { getQueryFn } from './api/api-request'
import { whenQueryCacheRestored } from './query-persistence'
import { useHydrated } from './use-hydrated'

const readUser = getQueryFn(sessionReplySchema, { on401: 'returnNull' })

/** `GET /api/auth/user`: the signed-in shopper, or null. Shared by every feature that asks. */
export function authUserQueryOptions() {
  return queryOptions({
    queryKey: ['/api/auth/user'],
    queryFn: readUser,
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

/**
 * Whether someone is signed in, as far as this device can tell: `unknown` while the answer is on its
 * way, and offline with no saved answer. A saved shopper counts as signed in, so a rider with no
 * signal is never sent to sign in.
 */
export type Session =
  | { status: 'signed-in'; user: AuthUser }
  | { status: 'signed-out' }
  | { status: 'unknown' }

const SIGNED_OUT: Session = { status: 'signed-out' }
const UNKNOWN: Session = { status: 'unknown' }

/**
 * The session a state of the `authUserQueryOptions` query stands for. A saved "nobody" being asked
 * again is not known yet (the shopper may have signed in since, in another tab). A read that failed
 * with nothing saved counts as signed out: signing in is then the one way on.
 */
export function sessionOf(
  state: Pick<QueryState<AuthUser | null>, 'data' | 'status' | 'fetchStatus'> | undefined,
): Session {
  if (state?.data) return { status: 'signed-in', user: state.data }
  if (state?.data === null) return state.fetchStatus === 'fetching' ? UNKNOWN : SIGNED_OUT
  return state?.status === 'error' ? SIGNED_OUT : UNKNOWN
}

/**
 * The session as the page renders it (see `Session`). While a page the server rendered hydrates it
 * reads as the server rendered it: signed out when the request carried no session cookie (the
 * server handed that answer over, src/entry-server.tsx), else not known yet.
 */
export function useSession(): Session {
  const user = useQuery(authUserQueryOptions())
  const hydrated = useHydrated()
  if (!hydrated && user.data !== null) return UNKNOWN
  return sessionOf(user)
}

/**
 * The session outside a component (an event handler, a route's `beforeLoad`): the saved answer once
 * the saved cache is back, asked of the server when there is none or it may be out of date. Offline
 * nothing is asked (the request would wait for the connection): what the device knows is the answer.
 */
export async function ensureSession(queryClient: QueryClient): Promise<Session> {
  await whenQueryCacheRestored()
  const options = authUserQueryOptions()
  const saved = queryClient.getQueryState(options.queryKey)
  if (saved?.data || !onlineManager.isOnline()) return sessionOf(saved)
  // A failure leaves its mark on the query's state, which is what the answer is read from.
  await queryClient.fetchQuery(options).catch(() => undefined)
  return sessionOf(queryClient.getQueryState(options.queryKey))
}

/** Reads that belong to whoever is signed in, dropped when the shopper changes. */
export const SHOPPER_QUERY_ROOTS = ['/api/cart', '/api/wishlist', '/api/orders'] as const

/** The path and query of the page the shopper is on, to come back to after signing in. */
export function currentPath() {
  return `${window.location.pathname}${window.location.search}`
}

/**
 * Signing in is a navigation to /api/login, which leads to the sign-in page and back. Offline the
 * server can't answer, so the sign-in page is opened directly (it says it needs a connection)
 * instead of the browser's own "no internet" page.
 */
export function signInHref(returnTo = currentPath(), online = navigator.onLine) {
  const path = online ? '/api/login' : '/sign-in'
  return `${path}?returnTo=${encodeURIComponent(returnTo)}`
}

let leavingForSignIn = false

/**
 * After a toast has had a moment to be read (500 ms or 1 s), go and sign in, then come back. Used
 * from event handlers; a page that must not be seen signed out renders its redirect instead.
 */
export function redirectToSignIn(delayMs: number) {
  const returnTo = currentPath()
  leavingForSignIn = true
  window.setTimeout(() => window.location.assign(signInHref(returnTo)), delayMs)
}

/** Whether this page is already on its way to sign in (so a page's own redirect need not start another). */
export function isLeavingForSignIn() {
  return leavingForSignIn
}

/**
 * What the browser does about this device's copy of the shopper's data when the server says nobody
 * is signed in: the session reads as nobody, and the shopper's cart, wishlist and orders are dropped
 * (the saved copy follows, src/lib/query-persistence.ts).
 */
export function forgetShopper(queryClient: QueryClient) {
  for (const root of SHOPPER_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [root] })
  queryClient.setQueryData(authUserQueryOptions().queryKey, null)
}

/**
 * The one answer to a 401 that means "signed out" (`isSignedOutError`), wherever a request gets one:
 * say so, forget the shopper here, and sign in again after 500 ms. Returns whether `error` was that
 * 401; any other error is left to the caller.
 */
export function handleSignedOut(queryClient: QueryClient, error: unknown): boolean {
  if (!isSignedOutError(error)) return false
  toast({
    variant: 'destructive',
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
  })
  redirectToSignIn(500)
  forgetShopper(queryClient)
  return true
}
