import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { pageTitle } from '../content/site'
import { OrderConfirmationPage } from '../features/orders/components/orders-page'
import { useSession } from '../lib/session'
import { ShopperPageFrame } from './-components/shopper-page-frame'

export const Route = createFileRoute('/order-confirmation')({
  // What it shows depends on this shopper's session and device: the browser renders it.
  ssr: false,
  pendingComponent: ShopperPageFrame,
  validateSearch: z.object({ order: z.catch(z.string().check(z.maxLength(100)), '') }),
  head: () => ({ meta: [{ title: pageTitle('Order confirmed') }] }),
  component: OrderConfirmationRoute,
})

function OrderConfirmationRoute() {
  const { order } = Route.useSearch()
  return <OrderConfirmationPage orderId={order} session={useSession()} />
}
