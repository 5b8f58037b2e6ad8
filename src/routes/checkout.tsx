import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { pageTitle } from '../content/site'
import { cartQueryOptions, useCart } from '../features/cart/api/cart-query'
import { CheckoutPage } from '../features/checkout/components/checkout-page'
import { CHECKOUT_SIGN_IN_NOTICE } from '../features/checkout/sign-in-notice'
import { requestPersistentStorage } from '../features/offline/storage/request-persistent-storage'
import { ordersQueryOptions } from '../features/orders/api/orders-query'
import { ensureSession } from '../lib/session'
import { toast } from '../ui/use-toast'
import { ShopperPageFrame } from './-components/shopper-page-frame'

export const Route = createFileRoute('/checkout')({
  // What it shows depends on this shopper's session and device: the browser renders it.
  ssr: false,
  pendingComponent: ShopperPageFrame,
  // Arriving signed out, the rider goes to sign in before the page shows; the page itself does the
  // same if the session ends while it is open. Offline with nothing saved, the page says what it can.
  beforeLoad: async ({ context, location, preload }) => {
    if (preload) return
    const session = await ensureSession(context.queryClient)
    if (session.status !== 'signed-out') return
    toast(CHECKOUT_SIGN_IN_NOTICE)
    throw redirect({ to: '/sign-in', search: { returnTo: location.href }, replace: true })
  },
  head: () => ({ meta: [{ title: pageTitle('Checkout') }] }),
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const { session, cart } = useCart()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const lines = cart.data ? cart.data.filter((line) => !line.pending) : null
  return (
    <CheckoutPage
      session={session}
      lines={lines}
      cartError={cart.isError || cart.fetchStatus === 'paused'}
      onRetryCart={() => void cart.refetch()}
      onCartChanged={() => void queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey })}
      onPlaced={(order) => {
        // The server emptied the cart with the order; the new order heads the list.
        queryClient.setQueryData(cartQueryOptions().queryKey, [])
        void queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey })
        // A shopper who buys here has data worth keeping: ask the browser not to evict it.
        void requestPersistentStorage()
        void navigate({ to: '/order-confirmation', search: { order: order.id }, replace: true })
      }}
    />
  )
}
