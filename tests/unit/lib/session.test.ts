import { onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../src/lib/api/api-error'
import {
  authUserQueryOptions,
  ensureSession,
  handleSignedOut,
  isLeavingForSignIn,
  sessionOf,
} from '../../../src/lib/session'
import { toast } from '../../../src/ui/use-toast'

vi.mock('../../../src/ui/use-toast', () => ({ toast: vi.fn() }))

const rider = { email: 'rider@example.com', firstName: 'Robin', lastName: 'Hale' }
const userKey = authUserQueryOptions().queryKey

/** Stands in for GET /api/auth/user; records how often it was asked. */
function stubSessionServer(answer: () => Response) {
  const fetchMock = vi.fn(async () => answer())
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })

afterEach(() => {
  onlineManager.setOnline(true)
  vi.unstubAllGlobals()
  vi.useRealTimers()
  vi.mocked(toast).mockClear()
})

describe('sessionOf', () => {
  it('reads a shopper as signed in, whether or not it is being asked again', () => {
    for (const fetchStatus of ['idle', 'fetching', 'paused'] as const)
      expect(sessionOf({ data: rider, status: 'success', fetchStatus })).toEqual({
        status: 'signed-in',
        user: rider,
      })
  })

  it('reads "nobody" as signed out, unless the server is being asked again', () => {
    expect(sessionOf({ data: null, status: 'success', fetchStatus: 'idle' })).toEqual({
      status: 'signed-out',
    })
    // Offline, a saved "nobody" is the answer.
    expect(sessionOf({ data: null, status: 'success', fetchStatus: 'paused' })).toEqual({
      status: 'signed-out',
    })
    expect(sessionOf({ data: null, status: 'success', fetchStatus: 'fetching' })).toEqual({
      status: 'unknown',
    })
  })

  it('is not known while nothing is saved and no answer has come (offline, say)', () => {
    expect(sessionOf(undefined)).toEqual({ status: 'unknown' })
    expect(sessionOf({ data: undefined, status: 'pending', fetchStatus: 'paused' })).toEqual({
      status: 'unknown',
    })
    expect(sessionOf({ data: undefined, status: 'pending', fetchStatus: 'fetching' })).toEqual({
      status: 'unknown',
    })
  })

  it('reads a failed read with nothing saved as signed out', () => {
    expect(sessionOf({ data: undefined, status: 'error', fetchStatus: 'idle' })).toEqual({
      status: 'signed-out',
    })
  })
})

describe('ensureSession', () => {
  it('answers a saved shopper without asking, online or off', async () => {
    const server = stubSessionServer(() => Response.json(null))
    const client = newClient()
    client.setQueryData(userKey, rider)
    await client.invalidateQueries({ queryKey: userKey, refetchType: 'none' })
    expect(await ensureSession(client)).toEqual({ status: 'signed-in', user: rider })
    onlineManager.setOnline(false)
    expect(await ensureSession(client)).toEqual({ status: 'signed-in', user: rider })
    expect(server).not.toHaveBeenCalled()
  })

  it('offline, answers what the device knows without waiting for the connection', async () => {
    const server = stubSessionServer(() => Response.json(rider))
    onlineManager.setOnline(false)
    const client = newClient()
    expect(await ensureSession(client)).toEqual({ status: 'unknown' })
    client.setQueryData(userKey, null)
    expect(await ensureSession(client)).toEqual({ status: 'signed-out' })
    expect(server).not.toHaveBeenCalled()
  })

  it('online, asks the server when nothing is saved or the saved "nobody" may be out of date', async () => {
    const server = stubSessionServer(() => Response.json(rider))
    const client = newClient()
    expect(await ensureSession(client)).toEqual({ status: 'signed-in', user: rider })
    expect(server).toHaveBeenCalledTimes(1)

    const restored = newClient()
    restored.setQueryData(userKey, null)
    await restored.invalidateQueries({ queryKey: userKey, refetchType: 'none' })
    expect(await ensureSession(restored)).toEqual({ status: 'signed-in', user: rider })
    expect(server).toHaveBeenCalledTimes(2)
  })

  it('reads a session reply of the wrong shape, or a failed read, as signed out', async () => {
    stubSessionServer(() => Response.json({ email: 'rider@example.com' }))
    expect(await ensureSession(newClient())).toEqual({ status: 'signed-out' })
    stubSessionServer(() => new Response('', { status: 500 }))
    expect(await ensureSession(newClient())).toEqual({ status: 'signed-out' })
  })
})

describe('handleSignedOut', () => {
  const assign = vi.fn()
  beforeEach(() => {
    assign.mockClear()
    vi.useFakeTimers()
    vi.stubGlobal('navigator', { onLine: true })
    vi.stubGlobal('window', {
      location: { pathname: '/checkout', search: '?step=2', assign },
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    })
  })

  it('leaves every error but the signed-out 401 to its caller', () => {
    const client = newClient()
    client.setQueryData(userKey, rider)
    for (const error of [
      new ApiError(401, 'invalid_credentials', 'Email or password is incorrect.'),
      new ApiError(409, 'cart_changed', 'Your cart changed.'),
      new TypeError('Failed to fetch'),
    ])
      expect(handleSignedOut(client, error)).toBe(false)
    expect(client.getQueryData(userKey)).toEqual(rider)
    expect(toast).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(assign).not.toHaveBeenCalled()
  })

  it("says so, forgets the shopper's data here and signs in again after 500 ms, coming back", () => {
    const client = newClient()
    client.setQueryData(userKey, rider)
    client.setQueryData(['/api/cart'], [{ id: 'line-1' }])
    client.setQueryData(['/api/orders'], [])
    client.setQueryData(['/api/orders', 'o-1'], { id: 'o-1' })
    client.setQueryData(['/api/products', 'vest'], { slug: 'vest' })

    expect(handleSignedOut(client, new ApiError(401, 'unauthorized', 'Unauthorized: sign in.'))).toBe(true)

    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
    })
    expect(client.getQueryData(userKey)).toBeNull()
    expect(client.getQueryCache().findAll({ queryKey: ['/api/cart'] })).toHaveLength(0)
    expect(client.getQueryCache().findAll({ queryKey: ['/api/orders'] })).toHaveLength(0)
    // The catalogue is nobody's own: it stays.
    expect(client.getQueryData(['/api/products', 'vest'])).toEqual({ slug: 'vest' })
    expect(isLeavingForSignIn()).toBe(true)
    vi.advanceTimersByTime(499)
    expect(assign).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(assign).toHaveBeenCalledWith(`/api/login?returnTo=${encodeURIComponent('/checkout?step=2')}`)
  })
})
