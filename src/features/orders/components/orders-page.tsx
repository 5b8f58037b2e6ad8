import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { type Session, signInHref } from '../../../lib/session'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { Button, buttonClass } from '../../../ui/button'
import { useOrder, useOrders } from '../api/orders-query'
import { OrderDetails } from './order-details'

/** `/account/orders`: the signed-in shopper's past orders with their lines (kept for offline too). */
export function OrdersPage({
  session,
  onSignOut,
  signingOut = false,
}: {
  session: Session
  onSignOut: () => void
  signingOut?: boolean
}) {
  const orders = useOrders(session.status === 'signed-in')
  const online = useOnlineStatus()
  if (session.status === 'unknown') return <Notice title="Loading…" />
  if (session.status === 'signed-out') return <SignedOut what="your orders" />
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-50">Your orders</h1>
        <div className="flex flex-wrap gap-3">
          <Link to="/account/password" className={buttonClass({ variant: 'secondary' })}>
            Change password
          </Link>
          {/* Signing out needs the server, like the header's Sign out. */}
          <Button variant="secondary" disabled={!online || signingOut} onClick={onSignOut}>
            {signingOut ? 'Signing out…' : `Sign out ${session.user.firstName}`}
            {online ? null : <span className="sr-only"> (needs a connection)</span>}
          </Button>
        </div>
      </div>
      {orders.data ? (
        orders.data.length > 0 ? (
          <ul className="flex flex-col gap-4">
            {orders.data.map((order) => (
              <li key={order.id}>
                <OrderDetails order={order} />
              </li>
            ))}
          </ul>
        ) : (
          <Notice
            title="No orders yet"
            text="When the store has your order, it shows up here (a paid one takes a moment)."
          >
            <ShopLink />
          </Notice>
        )
      ) : orders.isPending && orders.fetchStatus === 'fetching' ? (
        <Notice title="Loading your orders…" />
      ) : (
        <Notice
          title={online ? "Your orders couldn't be loaded" : 'Your orders are not saved for offline'}
          text={online ? 'Try again in a moment.' : 'They will show when you are back online.'}
        >
          {online ? (
            <Button variant="secondary" onClick={() => void orders.refetch()}>
              Try again
            </Button>
          ) : null}
        </Notice>
      )}
    </div>
  )
}

/**
 * `/order-confirmation` (docs/decisions/0006-every-link-leads-somewhere.md): one order, as its mail's
 * "View your order" leads to it.
 */
export function OrderConfirmationPage({ orderId, session }: { orderId: string; session: Session }) {
  const order = useOrder(orderId, session.status === 'signed-in')
  if (session.status === 'unknown') return <Notice title="Loading…" />
  if (session.status === 'signed-out') return <SignedOut what="your order" />
  if (order.data)
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-50">
            Your order {order.data.name}
          </h1>
          {order.data.email ? (
            <p className="text-stone-300">The store mails {order.data.email} as it goes.</p>
          ) : null}
        </div>
        <OrderDetails order={order.data} />
        <div className="flex flex-wrap gap-3">
          <ShopLink />
          <Link to="/account/orders" className={buttonClass({ variant: 'secondary' })}>
            All your orders
          </Link>
        </div>
      </div>
    )
  if (order.isPending && order.fetchStatus === 'fetching') return <Notice title="Loading your order…" />
  return (
    <Notice title="Order not found" text="We couldn't find that order on your account.">
      <Link to="/account/orders" className="font-semibold text-orange-300 underline underline-offset-4">
        See your orders
      </Link>
    </Notice>
  )
}

function SignedOut({ what }: { what: string }) {
  return (
    <Notice title="Sign in to see your orders" text={`You need to be signed in to see ${what}.`}>
      <a href={signInHref()} className={buttonClass({ size: 'lg' })}>
        Sign in
      </a>
    </Notice>
  )
}

function ShopLink() {
  return (
    <Link to="/shop" className={buttonClass()}>
      Keep shopping
    </Link>
  )
}

function Notice({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div role="status" className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <h2 className="text-2xl font-extrabold text-stone-50">{title}</h2>
      {text ? <p className="text-stone-300">{text}</p> : null}
      {children}
    </div>
  )
}
