// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useWishlistAccountSync } from '../../../../src/features/wishlist/use-wishlist'
import { showListOf } from '../../../../src/features/wishlist/wishlist-lists'

// Whose list the page shows is what is checked here; the lists themselves, in wishlist-lists.test.ts.
vi.mock('../../../../src/features/wishlist/wishlist-lists', () => ({ showListOf: vi.fn(async () => {}) }))

// The saved cache's restore, finished when the test says so.
const restore = vi.hoisted(() => {
  let finish = () => {}
  let restored = Promise.resolve()
  return {
    start() {
      restored = new Promise<void>((resolve) => {
        finish = resolve
      })
    },
    finish: () => finish(),
    whenRestored: () => restored,
  }
})
vi.mock('../../../../src/lib/query-persistence', () => ({ whenQueryCacheRestored: restore.whenRestored }))

const rider = { email: 'rider@example.com', firstName: 'Robin', lastName: 'Hale' }
const userKey = ['/api/auth/user']

afterEach(() => {
  cleanup()
  onlineManager.setOnline(true)
  vi.mocked(showListOf).mockClear()
  vi.unstubAllGlobals()
})

function Sync() {
  useWishlistAccountSync()
  return null
}

function renderSync(queryClient: QueryClient) {
  render(
    <QueryClientProvider client={queryClient}>
      <Sync />
    </QueryClientProvider>,
  )
}

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })

describe('useWishlistAccountSync', () => {
  it("shows the signed-in account's list, or the signed-out list when nobody is", async () => {
    const queryClient = newClient()
    queryClient.setQueryData(userKey, rider)
    renderSync(queryClient)
    await vi.waitFor(() => expect(showListOf).toHaveBeenLastCalledWith(rider.email))

    await act(async () => queryClient.setQueryData(userKey, null))
    await vi.waitFor(() => expect(showListOf).toHaveBeenLastCalledWith(null))
  })

  it('shows no list while the session is being asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    )
    renderSync(newClient())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(showListOf).not.toHaveBeenCalled()
  })

  it('offline with nothing saved about the session, shows the signed-out list once the saved cache is read', async () => {
    onlineManager.setOnline(false)
    restore.start()
    renderSync(newClient())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(showListOf).not.toHaveBeenCalled()
    restore.finish()
    await vi.waitFor(() => expect(showListOf).toHaveBeenCalledWith(null))
  })

  it('offline, a shopper the saved cache brings back gets their list, never the signed-out one', async () => {
    onlineManager.setOnline(false)
    restore.start()
    const queryClient = newClient()
    renderSync(queryClient)
    await act(async () => {
      queryClient.setQueryData(userKey, rider)
      restore.finish()
    })
    await vi.waitFor(() => expect(showListOf).toHaveBeenCalledWith(rider.email))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(showListOf).not.toHaveBeenCalledWith(null)
  })
})
