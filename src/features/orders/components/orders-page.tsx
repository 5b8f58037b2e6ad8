import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { type Session, signInHref } from '../../../lib/session'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { useOrder, useOrders } from '../api/orders-query'
import { OrderDetails } from './order-details'

/** `/account/orders`: the signed-in shopper's past orders with their lines (kept for offline too). */
export function OrdersPage({ session, onSignOut }: { session: Session; onSignOut: () => void }) {
  const orders = useOrders(session.status === 'signed-in')
  const online = useOnlineStatus()
  if (session.status === 'unknown') return <Notice title="Loading…" />
  if (session.status === 'signed-out') return <SignedOut what="your orders" />
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-50">Your orders</h1>
        <button
          type="button"
          onClick={onSignOut}
          className="rounded-md border border-stone-600 px-4 py-2 font-semibold text-stone-100 hover:border-orange-400"
        >
          Sign out {session.user.firstName}
        </button>
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
          <Notice title="No orders yet" text="When you place an order, it shows up here.">
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
            <button
              type="button"
              onClick={() => void orders.refetch()}
              className="rounded-md border border-stone-600 px-4 py-2 font-semibold"
            >
              Try again
            </button>
          ) : null}
        </Notice>
      )}
    </div>
  )
}

/** `/order-confirmation` (docs/decisions/0006-every-link-leads-somewhere.md): the placed order's number, lines, totals and address. */
export function OrderConfirmationPage({ orderId, session }: { orderId: string; session: Session }) {
  const order = useOrder(orderId, session.status === 'signed-in')
  if (session.status === 'unknown') return <Notice title="Loading…" />
  if (session.status === 'signed-out') return <SignedOut what="your order" />
  if (order.data)
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-50">
            Thank you, your order is in!
          </h1>
          <p className="text-stone-300">A confirmation is on its way to {order.data.email}.</p>
        </div>
        <OrderDetails order={order.data} />
        <div className="flex flex-wrap gap-3">
          <ShopLink />
          <Link
            to="/account/orders"
            className="rounded-md border border-stone-600 px-5 py-2.5 font-semibold text-stone-100 hover:border-orange-400"
          >
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
      <a
        href={signInHref()}
        className="rounded-md bg-orange-500 px-6 py-3 font-bold text-stone-950 hover:bg-orange-400"
      >
        Sign in
      </a>
    </Notice>
  )
}

function ShopLink() {
  return (
    <Link
      to="/shop"
      className="rounded-md bg-orange-500 px-5 py-2.5 font-bold text-stone-950 hover:bg-orange-400"
    >
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
