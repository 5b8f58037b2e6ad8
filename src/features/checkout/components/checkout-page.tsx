import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { ApiError, isApiErrorWithStatus } from '../../../lib/api/api-error'
import { getErrorMessage } from '../../../lib/get-error-message'
import { handleSignedOut, type Session } from '../../../lib/session'
import { SignInRedirect } from '../../../lib/sign-in-redirect'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { cartCurrency, lineVariantText, type PricedCartLine } from '../../../shared/account/cart'
import { giftCardLabel } from '../../../shared/account/checkout-codes'
import type { Address, Order } from '../../../shared/account/orders'
import type { AuthUser } from '../../../shared/account/session-user'
import { cartTotals, formatPrice } from '../../../shared/money'
import { calculateOrderTotals } from '../../../shared/order-totals'
import { Button, buttonClass } from '../../../ui/button'
import { toast } from '../../../ui/use-toast'
import { usePlaceOrder } from '../api/place-order'
import { CHECKOUT_SIGN_IN_NOTICE } from '../sign-in-notice'
import { AppliedCodeLine, CodeField, useAppliedCodes } from './checkout-codes'
import { inputClass } from './input-class'

export interface CheckoutProps {
  /** Signed in: the shopper's email and name are filled in. Signed out: off to sign in. */
  session: Session
  /** null while the cart loads (or when it could not be loaded). */
  lines: readonly PricedCartLine[] | null
  cartError: boolean
  onRetryCart: () => void
  /** The order was placed: refresh the cart and show the order. */
  onPlaced: (order: Order) => void
  /** The server refused the cart as it stood: refresh it so the summary shows the truth. */
  onCartChanged: () => void
}

const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'MX', name: 'Mexico' },
] as const

/**
 * Checkout: contact, shipping address, payment details and the order summary. Card details are
 * checked by the browser only and never leave it (docs/decisions/0011-server-priced-cart.md); the
 * server prices the order itself and the summary here only shows what it will charge.
 */
export function CheckoutPage({
  session,
  lines,
  cartError,
  onRetryCart,
  onPlaced,
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
      onPlaced={onPlaced}
      onCartChanged={onCartChanged}
    />
  )
}

function CheckoutForm({
  lines,
  shopper,
  online,
  onPlaced,
  onCartChanged,
}: {
  lines: readonly PricedCartLine[]
  shopper: AuthUser
  online: boolean
  onPlaced: (order: Order) => void
  onCartChanged: () => void
}) {
  const id = useId()
  const queryClient = useQueryClient()
  const place = usePlaceOrder()
  // One key per checkout: a retry of the same submission can never make a second order.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID())
  const [refusal, setRefusal] = useState<string>()
  const currency = cartCurrency(lines)
  const codes = useAppliedCodes(currency)
  const { giftCard, discount } = codes.applied
  const totals = calculateOrderTotals(
    lines.map((line) => ({ price: line.product.price, quantity: line.quantity })),
    { discountPercent: discount?.percentOff, giftCardBalance: giftCard?.balance },
  )
  const unavailable = lines.filter((line) => !line.product.availableForSale)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (lines.length === 0) {
      toast({
        variant: 'destructive',
        title: 'Empty Cart',
        description: 'Your cart is empty. Add some items before checking out.',
      })
      return
    }
    const form = new FormData(event.currentTarget)
    const field = (name: string) => String(form.get(name) ?? '')
    const shippingAddress: Address = {
      firstName: field('firstName'),
      lastName: field('lastName'),
      address1: field('address1'),
      address2: field('address2'),
      city: field('city'),
      state: field('state'),
      zip: field('zip'),
      country: field('country'),
    }
    setRefusal(undefined)
    place.mutate(
      {
        idempotencyKey,
        order: {
          email: field('email'),
          shippingAddress,
          // Billing is a copy of shipping. Card fields are deliberately not read.
          billingAddress: shippingAddress,
          items: lines.map((line) => ({
            productId: line.productId,
            quantity: line.quantity,
            price: line.product.price,
            size: line.size,
            color: line.color,
          })),
          ...totals,
          codes: codes.codes,
        },
      },
      {
        onSuccess: (order) => {
          toast({
            title: 'Order Placed Successfully!',
            description: 'Your order has been confirmed. You will receive an email confirmation shortly.',
          })
          setIdempotencyKey(crypto.randomUUID())
          onPlaced(order)
        },
        onError: (error) => {
          if (handleSignedOut(queryClient, error)) return
          if (error instanceof ApiError && error.code === 'empty_cart') {
            toast({
              variant: 'destructive',
              title: 'Empty Cart',
              description: 'Your cart is empty. Add some items before checking out.',
            })
            onCartChanged()
            return
          }
          toast({
            variant: 'destructive',
            title: 'Order Failed',
            description: 'There was an error processing your order. Please try again.',
          })
          // The server says why (a price moved, the cart changed, a field is wrong): show it here.
          setRefusal(getErrorMessage(error))
          if (isApiErrorWithStatus(error, 409)) onCartChanged()
          // A card's balance or a code's use may be what changed: show them as they are now.
          if (isApiErrorWithStatus(error, 404, 409) && codes.codes.length > 0) void codes.recheck()
        },
      },
    )
  }

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
      <form onSubmit={onSubmit} aria-label="Checkout" className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <div className="flex flex-col gap-8">
          <Section title="Contact">
            <Field
              id={`${id}-email`}
              name="email"
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              defaultValue={shopper.email}
            />
          </Section>
          <Section title="Shipping address">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                id={`${id}-first`}
                name="firstName"
                label="First name"
                autoComplete="shipping given-name"
                defaultValue={shopper.firstName}
              />
              <Field
                id={`${id}-last`}
                name="lastName"
                label="Last name"
                autoComplete="shipping family-name"
                defaultValue={shopper.lastName}
              />
            </div>
            <Field
              id={`${id}-address1`}
              name="address1"
              label="Address"
              autoComplete="shipping address-line1"
            />
            <Field
              id={`${id}-address2`}
              name="address2"
              label="Address 2 (optional)"
              autoComplete="shipping address-line2"
              required={false}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <Field id={`${id}-city`} name="city" label="City" autoComplete="shipping address-level2" />
              <Field id={`${id}-state`} name="state" label="State" autoComplete="shipping address-level1" />
              <Field
                id={`${id}-zip`}
                name="zip"
                label="ZIP code"
                inputMode="numeric"
                autoComplete="shipping postal-code"
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-country`} className="text-sm font-semibold text-stone-200">
                Country
              </label>
              <select
                id={`${id}-country`}
                name="country"
                required
                defaultValue="US"
                autoComplete="shipping country"
                className={inputClass}
              >
                {COUNTRIES.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            </div>
          </Section>
          <Section title="Payment details">
            <p className="text-sm text-stone-400">
              We don't take payments online yet: your card details are checked here and never sent or stored.
            </p>
            {/* No `name`: these fields never become part of the order that is sent. */}
            <Field id={`${id}-card-name`} label="Name on card" autoComplete="cc-name" />
            <Field
              id={`${id}-card-number`}
              label="Card number"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
            />
            <div className="grid grid-cols-2 gap-4">
              <Field id={`${id}-expiry`} label="Expiry date" autoComplete="cc-exp" placeholder="MM/YY" />
              <Field id={`${id}-cvv`} label="CVV" inputMode="numeric" autoComplete="cc-csc" />
            </div>
          </Section>
        </div>

        <aside
          aria-label="Order summary"
          className="flex h-fit flex-col gap-4 rounded-2xl border border-stone-800 bg-stone-900 p-5"
        >
          <h2 className="text-xl font-bold text-stone-50">Order summary</h2>
          <ul className="flex flex-col divide-y divide-stone-800">
            {lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-3 py-2 text-sm">
                <span className="text-stone-200">
                  {line.product.name}
                  <span className="block text-xs text-stone-400">
                    {lineVariantText({ ...line, variantTitle: line.product.variantTitle })}
                    {` · Qty ${line.quantity}`}
                  </span>
                </span>
                <span className="font-semibold text-stone-100">
                  {formatPrice(
                    cartTotals([{ price: line.product.price, quantity: line.quantity }]).subtotal,
                    currency,
                  )}
                </span>
              </li>
            ))}
          </ul>
          <CodeField online={online} pending={codes.pending} problem={codes.problem} onApply={codes.apply} />
          <dl
            data-testid="checkout-totals"
            className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-stone-300"
          >
            <dt>Subtotal</dt>
            <dd className="text-right">{formatPrice(totals.subtotal, currency)}</dd>
            {discount ? (
              <AppliedCodeLine
                label={`Discount (${discount.percentOff}%)`}
                amount={formatPrice(totals.discount, currency)}
                removeLabel={`Remove discount code ${discount.code}`}
                onRemove={() => codes.remove('discount')}
              />
            ) : null}
            <dt>Tax (8%)</dt>
            <dd className="text-right">{formatPrice(totals.tax, currency)}</dd>
            <dt>Shipping</dt>
            <dd className="text-right">
              {totals.shipping === '0.00' ? 'Free' : formatPrice(totals.shipping, currency)}
            </dd>
            {giftCard ? (
              <AppliedCodeLine
                label={giftCardLabel(giftCard.last4)}
                amount={formatPrice(totals.giftCardAmount, currency)}
                removeLabel={`Remove gift card ····${giftCard.last4}`}
                onRemove={() => codes.remove('giftCard')}
              />
            ) : null}
            <dt className="font-bold text-stone-50">Total</dt>
            <dd className="text-right font-bold text-stone-50">{formatPrice(totals.total, currency)}</dd>
          </dl>
          {unavailable.length > 0 ? (
            <p role="alert" className="text-sm text-red-300">
              {unavailable.map((line) => line.product.name).join(', ')} can no longer be ordered. Remove it
              from your cart to check out.
            </p>
          ) : null}
          {refusal ? (
            <p
              role="alert"
              className="rounded-md border border-red-800 bg-red-950/40 p-3 text-sm text-red-200"
            >
              {refusal}
            </p>
          ) : null}
          {online ? null : (
            <p role="status" className="text-sm text-amber-300">
              You're offline. Placing an order needs a connection.
            </p>
          )}
          <Button type="submit" size="lg" disabled={place.isPending || !online || unavailable.length > 0}>
            {place.isPending ? 'Processing...' : `Place Order · ${formatPrice(totals.total, currency)}`}
          </Button>
        </aside>
      </form>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-xl font-bold text-stone-50">{title}</legend>
      {children}
    </fieldset>
  )
}

function Field({
  id,
  label,
  required = true,
  ...input
}: {
  id: string
  label: string
  name?: string
  type?: string
  required?: boolean
  inputMode?: 'email' | 'numeric' | 'text'
  autoComplete?: string
  placeholder?: string
  defaultValue?: string
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-stone-200">
        {label}
      </label>
      <input id={id} required={required} className={inputClass} {...input} />
    </div>
  )
}

function Notice({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div role="status" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-extrabold text-stone-50">{title}</h1>
      {text ? <p className="text-stone-300">{text}</p> : null}
      {children}
    </div>
  )
}
