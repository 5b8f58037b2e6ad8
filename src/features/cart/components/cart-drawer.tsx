import * as Dialog from '@radix-ui/react-dialog'
import { Link } from '@tanstack/react-router'
import { type ComponentProps, type ReactNode, useRef } from 'react'
import { signInHref } from '../../../lib/session'
import { imageUrlAtWidth } from '../../../lib/storefront/image-url'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { CART_QUANTITY_MAX } from '../../../shared/account/cart'
import { formatPrice } from '../../../shared/money'
import { CloseIcon } from '../../../ui/icons'
import { QuantityStepper } from '../../../ui/quantity-stepper'
import { useRemoveCartLine, useUpdateCartLine } from '../api/cart-mutations'
import { type CartLineView, useCart } from '../api/cart-query'

/**
 * The side cart (spec §2 "Cart drawer", §4): a Radix Dialog sheet from the right with 'Loading
 * cart...', 'Your cart is empty' and 'Start Shopping', the lines with quantity steppers that never
 * go below 1 and a remove action, the total, and the way to checkout.
 */
export function CartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  // Opened by a button outside Radix (no Dialog.Trigger), so focus goes back to it by hand.
  const opener = useRef<HTMLElement | null>(null)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/70" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
          className="fixed inset-y-0 right-0 z-[61] flex w-[min(92vw,26rem)] flex-col border-l border-stone-800 bg-stone-950 shadow-2xl"
        >
          <div className="flex items-center justify-between border-b border-stone-800 px-4 py-3">
            <Dialog.Title className="text-lg font-extrabold text-stone-50">Your Cart</Dialog.Title>
            <Dialog.Close
              aria-label="Close cart"
              className="rounded-full p-2 text-stone-300 hover:bg-stone-800 hover:text-orange-400"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <CartContents />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function CartContents() {
  const { user, signedIn, cart, lines, itemCount, subtotal } = useCart()
  const online = useOnlineStatus()

  if (user.isPending || (signedIn && cart.isPending && cart.fetchStatus === 'fetching'))
    return <Centered title="Loading cart..." />

  if (!signedIn)
    return (
      <Centered
        title="Your cart is empty"
        text="Sign in to fill your cart; it waits for you on every device."
      >
        <a
          href={signInHref()}
          className="rounded-md bg-orange-500 px-6 py-3 font-bold text-stone-950 hover:bg-orange-400"
        >
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
          <button
            type="button"
            onClick={() => void cart.refetch()}
            className="rounded-md border border-stone-600 px-4 py-2 font-semibold text-stone-100 hover:border-orange-400"
          >
            Try again
          </button>
        ) : null}
      </Centered>
    )

  if (lines.length === 0)
    return (
      <Centered title="Your cart is empty" text="Find your next piece of gear and it will show up here.">
        <StartShopping />
      </Centered>
    )

  return (
    <>
      <ul
        aria-label="Cart items"
        className="flex flex-1 flex-col divide-y divide-stone-800 overflow-y-auto px-4"
      >
        {lines.map((line) => (
          <CartLineRow key={line.id} line={line} online={online} />
        ))}
      </ul>
      <div className="flex flex-col gap-3 border-t border-stone-800 p-4">
        {online ? null : (
          <p role="status" className="text-sm text-amber-300">
            You're offline: changing the cart and checking out need a connection.
          </p>
        )}
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
        <Dialog.Close asChild>
          <Link
            to="/checkout"
            className="rounded-md bg-orange-500 px-6 py-3 text-center font-bold text-stone-950 hover:bg-orange-400"
          >
            Checkout
          </Link>
        </Dialog.Close>
      </div>
    </>
  )
}

function CartLineRow({ line, online }: { line: CartLineView; online: boolean }) {
  const update = useUpdateCartLine()
  const remove = useRemoveCartLine()
  const image = line.product.images[0]
  const details = [line.product.variantTitle, line.size, line.color].filter(Boolean).join(' · ')
  const busy = line.pending || !online
  return (
    <li className="flex gap-3 py-4" aria-label={line.product.name}>
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
        <Dialog.Close asChild>
          <ProductLink
            href={line.product.href}
            className="line-clamp-2 text-sm font-semibold text-stone-100 hover:text-orange-300"
          >
            {line.product.name}
          </ProductLink>
        </Dialog.Close>
        {details ? <p className="text-xs text-stone-400">{details}</p> : null}
        {line.product.availableForSale ? null : (
          <p className="text-xs font-semibold text-red-400">No longer available — remove it to check out.</p>
        )}
        <p className="text-sm text-stone-300" data-testid="line-price">
          {line.pending ? 'Adding…' : `${formatPrice(line.product.price)} each`}
        </p>
        <div className="flex items-center justify-between gap-2">
          <QuantityStepper
            value={line.quantity}
            max={CART_QUANTITY_MAX}
            label={`Quantity of ${line.product.name}`}
            disabled={busy}
            onChange={(quantity) => update.mutate({ id: line.id, quantity })}
          />
          <button
            type="button"
            disabled={busy}
            onClick={() => remove.mutate(line.id)}
            className="rounded-md px-2 py-1 text-sm font-semibold text-stone-300 underline underline-offset-4 hover:text-red-400 disabled:opacity-50"
          >
            Remove<span className="sr-only"> {line.product.name}</span>
          </button>
        </div>
      </div>
    </li>
  )
}

/** The line's product page, inside the app when it is one (`/product/{handle}`). Radix's Close passes its props through. */
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
    <Dialog.Close asChild>
      <Link
        to="/shop"
        className={
          subtle
            ? 'font-semibold text-orange-300 underline underline-offset-4'
            : 'rounded-md bg-orange-500 px-6 py-3 font-bold text-stone-950 hover:bg-orange-400'
        }
      >
        Start Shopping
      </Link>
    </Dialog.Close>
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
