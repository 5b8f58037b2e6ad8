import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../content/site'
import { cartQueryOptions, useCart } from '../features/cart/api/cart-query'
import { CheckoutPage } from '../features/checkout/components/checkout-page'
import { requestPersistentStorage } from '../features/offline/storage/request-persistent-storage'
import { ensureSession } from '../lib/session'
import { ShopperPageFrame } from './-components/shopper-page-frame'

export const Route = createFileRoute('/checkout')({
  // What it shows depends on this shopper's session and device: the browser renders it.
  ssr: false,
  pendingComponent: ShopperPageFrame,
  // The session is known before the page shows. Signed out, the page says so and goes to sign in
  // (`SignInRedirect`, once it is on screen), as it does if the session ends while it is open. A
  // redirect thrown here instead raced React hydrating the server's page: the router dropped the
  // checkout's match while a part of the page still being hydrated was reading it. Offline with
  // nothing saved, the page says what it can.
  beforeLoad: async ({ context, preload }) => {
    if (preload) return
    await ensureSession(context.queryClient)
  },
  head: () => ({ meta: [{ title: pageTitle('Checkout') }] }),
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const { session, cart } = useCart()
  const queryClient = useQueryClient()
  const lines = cart.data ? cart.data.filter((line) => !line.pending) : null
  return (
    <CheckoutPage
      session={session}
      lines={lines}
      cartError={cart.isError || cart.fetchStatus === 'paused'}
      onRetryCart={() => void cart.refetch()}
      onCartChanged={() => void queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey })}
      onHandedOver={(checkoutUrl) => {
        // A rider who pays here has data worth keeping: ask the browser not to evict it.
        void requestPersistentStorage()
        // The store's checkout is another site (the stand-in's is a server page): a full navigation.
        window.location.assign(checkoutUrl)
      }}
    />
  )
}
