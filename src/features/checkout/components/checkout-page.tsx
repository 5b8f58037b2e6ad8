import { Link } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { paysAtStandInCheckout } from '../../../lib/env'
import type { Session } from '../../../lib/session'
import { SignInRedirect } from '../../../lib/sign-in-redirect'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { cartCurrency, type PricedCartLine } from '../../../shared/account/cart'
import type { AuthUser } from '../../../shared/account/session-user'
import { calculateOrderTotals } from '../../../shared/order-totals'
import { Button, buttonClass } from '../../../ui/button'
import { CHECKOUT_SIGN_IN_NOTICE } from '../sign-in-notice'
import { useAppliedCodes } from './checkout-codes'
import { CheckoutFields } from './checkout-fields'
import { Notice } from './checkout-notice'
import { OrderSummary } from './order-summary'
import { useHandOver } from './use-hand-over'

export interface CheckoutProps {
  /** Signed in: the shopper's email and name are filled in. Signed out: off to sign in. */
  session: Session
  /** null while the cart loads (or when it could not be loaded). */
  lines: readonly PricedCartLine[] | null
  cartError: boolean
  onRetryCart: () => void
  /** The store made its cart: the rider goes to `checkoutUrl` to pay. */
  onHandedOver: (checkoutUrl: string) => void
  /** The server refused the cart as it stood: refresh it so the summary shows the truth. */
  onCartChanged: () => void
}

/**
 * Checkout: contact and shipping address (./checkout-fields.tsx) and the order summary
 * (./order-summary.tsx), handed to the store's checkout by ./use-hand-over.ts, where the rider pays
 * (docs/decisions/0070-checkout-through-the-store.md). The server prices the cart itself
 * (docs/decisions/0011-server-priced-cart.md); this app never sees a card.
 */
export function CheckoutPage({
  session,
  lines,
  cartError,
  onRetryCart,
  onHandedOver,
  onCartChanged,
}: CheckoutProps) {
  const online = useOnlineStatus()

  if (session.status === 'unknown') return <Notice title="Loading…" />
  if (session.status === 'signed-out')
    return (
      <Notice title="Sign in to check out" text="Taking you to sign in…">
        <SignInRedirect notice={CHECKOUT_SIGN_IN_NOTICE} />
      </Notice>
    )
  if (cartError && !lines)
    return (
      <Notice
        title={online ? "Your cart couldn't be loaded" : 'Checkout needs a connection'}
        text={online ? 'Try again in a moment.' : 'Your cart is safe. Check out when you are back online.'}
      >
        {online ? (
          <Button variant="secondary" onClick={onRetryCart}>
            Try again
          </Button>
        ) : null}
      </Notice>
    )
  if (!lines) return <Notice title="Loading cart..." />
  return (
    <CheckoutForm
      lines={lines}
      shopper={session.user}
      online={online}
      onHandedOver={onHandedOver}
      onCartChanged={onCartChanged}
    />
  )
}

/** The form and its summary, for a signed-in shopper with a cart. */
function CheckoutForm({
  lines,
  shopper,
  online,
  onHandedOver,
  onCartChanged,
}: {
  lines: readonly PricedCartLine[]
  shopper: AuthUser
  online: boolean
  onHandedOver: (checkoutUrl: string) => void
  onCartChanged: () => void
}) {
  const id = useId()
  const currency = cartCurrency(lines)
  const codes = useAppliedCodes(currency)
  const { giftCard, discount } = codes.applied
  const totals = calculateOrderTotals(
    lines.map((line) => ({ price: line.product.price, quantity: line.quantity })),
    { discountPercent: discount?.percentOff, giftCardBalance: giftCard?.balance },
  )
  const submission = useHandOver({ lines, totals, codes, onHandedOver, onCartChanged })
  const standIn = paysAtStandInCheckout()

  if (lines.length === 0)
    return (
      <Notice title="Your cart is empty" text="Add some gear before checking out.">
        <Link to="/shop" className={buttonClass({ size: 'lg' })}>
          Start Shopping
        </Link>
      </Notice>
    )

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-50">Checkout</h1>
      <form
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault()
          submission.submit(new FormData(event.currentTarget))
        }}
        aria-label="Checkout"
        className="grid gap-8 lg:grid-cols-[1.4fr_1fr]"
      >
        <CheckoutFields id={id} shopper={shopper} standIn={standIn} />
        <OrderSummary
          lines={lines}
          currency={currency}
          totals={totals}
          codes={codes}
          online={online}
          pending={submission.pending}
          refusal={submission.refusal}
          standIn={standIn}
        />
      </form>
    </div>
  )
}
