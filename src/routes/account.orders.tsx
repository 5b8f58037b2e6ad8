import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../content/site'
import { useSignOut } from '../features/account/use-sign-out'
import { OrdersPage } from '../features/orders/components/orders-page'
import { useSession } from '../lib/session'
import { leaveThisDevice } from './-components/leave-this-device'
import { ShopperPageFrame } from './-components/shopper-page-frame'

export const Route = createFileRoute('/account/orders')({
  // What it shows depends on this shopper's session and device: the browser renders it.
  ssr: false,
  pendingComponent: ShopperPageFrame,
  head: () => ({ meta: [{ title: pageTitle('Your orders') }] }),
  component: OrdersRoute,
})

function OrdersRoute() {
  const { signOut, signingOut, prompt } = useSignOut(leaveThisDevice)
  return (
    <>
      <OrdersPage session={useSession()} onSignOut={signOut} signingOut={signingOut} />
      {prompt}
    </>
  )
}
