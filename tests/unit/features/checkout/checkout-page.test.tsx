// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CheckoutPage } from '../../../../src/features/checkout/components/checkout-page'
import { isLeavingForSignIn, type Session } from '../../../../src/lib/session'
import { toast } from '../../../../src/ui/use-toast'
import { routerAt } from '../../../support/router-at'

vi.mock('../../../../src/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('../../../../src/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../src/lib/session')>()),
  isLeavingForSignIn: vi.fn(() => false),
}))

// jsdom draws nothing, so it has no scrolling for the router to restore after a navigation.
window.scrollTo = () => {}

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

/** /checkout with the given session, in a router that also has /sign-in, as the app's does. */
function renderCheckout(session: Session) {
  const router = routerAt({
    path: '/checkout',
    at: '/checkout',
    page: () => (
      <CheckoutPage
        session={session}
        lines={null}
        cartError={false}
        onRetryCart={() => {}}
        onHandedOver={() => {}}
        onCartChanged={() => {}}
      />
    ),
  })
  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
  return router
}

describe('CheckoutPage, signed out', () => {
  it('goes to sign in at once, to come back to checkout, and says why in one toast', async () => {
    const router = renderCheckout({ status: 'signed-out' })
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy()
    expect(router.state.location.href).toBe('/sign-in?returnTo=%2Fcheckout')
    expect(toast).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Unauthorized',
      description: 'You need to be logged in to checkout.',
    })
  })

  it('waits, saying it is loading, while the session is not known (offline with nothing saved)', async () => {
    const router = renderCheckout({ status: 'unknown' })
    expect(await screen.findByRole('heading', { name: 'Loading…' })).toBeTruthy()
    expect(router.state.location.href).toBe('/checkout')
    expect(toast).not.toHaveBeenCalled()
  })

  it('leaves the way to sign in to a signed-out 401 already taking the shopper there', async () => {
    vi.mocked(isLeavingForSignIn).mockReturnValue(true)
    const router = renderCheckout({ status: 'signed-out' })
    expect(await screen.findByRole('heading', { name: 'Sign in to check out' })).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(router.state.location.href).toBe('/checkout')
    expect(toast).not.toHaveBeenCalled()
  })
})
