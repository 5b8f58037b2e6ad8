import { Link, useRouterState } from '@tanstack/react-router'
import type { ComponentProps, ReactNode } from 'react'
import { paysAtStandInCheckout } from '../../../lib/env'
import { signInHref } from '../../../lib/session'
import { imageUrlAtWidth } from '../../../lib/storefront/image-url'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { CART_QUANTITY_MAX, lineVariantText, unsoldAtStandIn } from '../../../shared/account/cart'
import { formatPrice } from '../../../shared/money'
import { Button, buttonClass } from '../../../ui/button'
import { QuantityStepper } from '../../../ui/quantity-stepper'
import { useRemoveCartLine, useUpdateCartLine } from '../api/cart-mutations'
import { type CartLineView, useCart } from '../api/cart-query'
import { useWaitingCartChanges } from '../api/cart-sync'
import { dismissSyncProblems, useCartSyncProblems } from '../api/cart-sync-problems'

/**
 * The cart's lines, total and way to checkout: the body of the side cart and of the /cart page.
 * Offline it shows the saved cart and takes changes, which wait and are sent when the signal returns.
 */
export function CartContents() {
  return (
    <>
      <SyncProblems />
      <CartBody />
    </>
  )
}

function CartBody() {
  const { session, signedIn, cart, lines, itemCount, subtotal } = useCart()
  const online = useOnlineStatus()
  const waiting = useWaitingCartChanges()
  const here = useRouterState({ select: ({ location }) => `${location.pathname}${location.searchStr}` })

  if (session.status === 'unknown' || (signedIn && cart.isPending && cart.fetchStatus === 'fetching'))
    return <Centered title="Loading cart..." />

  if (!signedIn)
    return (
      <Centered
        title="Your cart is empty"
        text="Sign in to fill your cart; it waits for you on every device."
      >
        {/* From the router's location and connection, not the window's: the server renders the same link. */}
        <a href={signInHref(here, online)} className={buttonClass({ size: 'lg' })}>
          Sign in
        </a>
        <StartShopping subtle />
      </Centered>
    )

  if (!cart.data)
    return (
      <Centered
        title={online ? "Your cart couldn't be loaded" : 'Your cart is not saved for offline'}
        text={online ? 'Check your connection and try again.' : 'It will show when you are back online.'}
      >
        {online ? (
          <Button variant="secondary" onClick={() => void cart.refetch()}>
            Try again
          </Button>
        ) : null}
      </Centered>
    )

  if (lines.length === 0)
    return (
      <Centered title="Your cart is empty" text="Find your next piece of gear and it will show up here.">
        <StartShopping />
      </Centered>
    )

  // Read once for the list: the run-time configuration is parsed from the page each time.
  const standIn = paysAtStandInCheckout()
  return (
    <>
      <ul
        aria-label="Cart items"
        className="flex flex-1 flex-col divide-y divide-stone-800 overflow-y-auto px-4"
      >
        {lines.map((line) => (
          <CartLineRow key={line.id} line={line} online={online} standIn={standIn} />
        ))}
      </ul>
      <div className="flex flex-col gap-3 border-t border-stone-800 p-4">
        <SyncNote online={online} waiting={waiting} />
        <p className="flex items-baseline justify-between text-stone-100">
          <span>
            Total{' '}
            <span className="text-sm text-stone-400">
              ({itemCount} {itemCount === 1 ? 'item' : 'items'})
            </span>
          </span>
          <span data-testid="cart-total" className="text-xl font-extrabold">
            {subtotal}
          </span>
        </p>
        <p className="text-xs text-stone-400">Tax and shipping are worked out at checkout.</p>
        <Link to="/checkout" className={buttonClass({ size: 'lg' })}>
          Checkout
        </Link>
      </div>
    </>
  )
}

/**
 * Offline the cart still takes changes, and says they will be sent later
 * (docs/decisions/0011-server-priced-cart.md).
 */
function SyncNote({ online, waiting }: { online: boolean; waiting: number }) {
  const changes = `${waiting} ${waiting === 1 ? 'change' : 'changes'}`
  if (!online)
    return (
      <p role="status" className="text-sm text-amber-300">
        Offline — changes will sync when you're back online.
        {waiting > 0 ? ` ${changes} waiting.` : ''} Checking out needs a connection.
      </p>
    )
  if (waiting > 0)
    return (
      <p role="status" className="text-sm text-stone-300">
        Sending {changes} made offline…
      </p>
    )
  return null
}

/** Offline changes the server refused when they were sent, line by line, until the shopper has read them. */
function SyncProblems() {
  const problems = useCartSyncProblems()
  if (problems.length === 0) return null
  return (
    <div role="alert" className="mx-4 mt-4 rounded-lg border border-red-500/60 bg-red-950/40 p-3 text-sm">
      <p className="font-bold text-red-200">These changes made offline could not be saved:</p>
      <ul className="mt-2 flex flex-col gap-1 text-stone-200">
        {problems.map((problem) => (
          <li key={problem.id}>
            <span className="font-semibold">{problem.title}</span> — {problem.message}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={dismissSyncProblems}
        className="mt-2 font-semibold text-orange-300 underline underline-offset-4"
      >
        Dismiss
      </button>
    </div>
  )
}

function CartLineRow({ line, online, standIn }: { line: CartLineView; online: boolean; standIn: boolean }) {
  const update = useUpdateCartLine()
  const remove = useRemoveCartLine()
  const image = line.product.images[0]
  const details = lineVariantText({ ...line, variantTitle: line.product.variantTitle })
  // Online, a new line is on its way to the server for a moment; offline it waits, and can still change.
  const busy = line.pending === true && online
  const title = line.product.name
  return (
    <li className="flex gap-3 py-4" aria-label={title}>
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-stone-800">
        {image ? (
          <img
            src={imageUrlAtWidth(image, 160)}
            width={80}
            height={80}
            alt=""
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <ProductLink
          href={line.product.href}
          className="line-clamp-2 text-sm font-semibold text-stone-100 hover:text-orange-300"
        >
          {title}
        </ProductLink>
        {details ? <p className="text-xs text-stone-400">{details}</p> : null}
        {line.product.availableForSale ? null : (
          <p className="text-xs font-semibold text-red-400">No longer available — remove it to check out.</p>
        )}
        {unsoldAtStandIn(line, standIn) ? (
          <p className="text-xs font-semibold text-amber-300">
            Not sold by the store's checkout — remove it to check out the rest.
          </p>
        ) : null}
        <p className="text-sm text-stone-300" data-testid="line-price">
          {line.pending
            ? online
              ? 'Adding…'
              : 'Price shown when back online'
            : `${formatPrice(line.product.price, line.product.currencyCode)} each`}
        </p>
        <div className="flex items-center justify-between gap-2">
          <QuantityStepper
            value={line.quantity}
            max={CART_QUANTITY_MAX}
            label={`Quantity of ${title}`}
            disabled={busy}
            onChange={(quantity) => update({ id: line.id, quantity, title })}
          />
          <button
            type="button"
            disabled={busy}
            onClick={() => remove({ id: line.id, title })}
            className="rounded-md px-2 py-1 text-sm font-semibold text-stone-300 underline underline-offset-4 hover:text-red-400 disabled:opacity-50"
          >
            Remove<span className="sr-only"> {title}</span>
          </button>
        </div>
      </div>
    </li>
  )
}

/** The line's product page, inside the app when it is one (`/product/{handle}`). */
function ProductLink({ href, children, ...rest }: ComponentProps<'a'> & { href: string }) {
  const handle = /^\/product\/([^/?#]+)$/.exec(href)?.[1]
  if (!handle)
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  return (
    <Link to="/product/$handle" params={{ handle: decodeURIComponent(handle) }} {...rest}>
      {children}
    </Link>
  )
}

function StartShopping({ subtle = false }: { subtle?: boolean }) {
  return (
    <Link
      to="/shop"
      className={
        subtle ? 'font-semibold text-orange-300 underline underline-offset-4' : buttonClass({ size: 'lg' })
      }
    >
      Start Shopping
    </Link>
  )
}

function Centered({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-lg font-bold text-stone-100">{title}</p>
      {text ? <p className="text-sm text-stone-400">{text}</p> : null}
      {children}
    </div>
  )
}
