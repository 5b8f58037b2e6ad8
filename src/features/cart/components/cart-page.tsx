import { useSession } from '../../../lib/session'
import { CartContents } from './cart-contents'

/**
 * The cart as a page of its own: where the home-screen "Cart" shortcut opens. What it shows is on the
 * device and in the session, so a page with it asks src/start-app.ts to start the app at once;
 * unless the server could tell nobody is signed in, when the page is complete as it is (a cart is
 * kept only for a signed-in shopper).
 */
export function CartPage() {
  const signedOut = useSession().status === 'signed-out'
  return (
    <section
      aria-labelledby="cart-heading"
      data-awaits-device={signedOut ? undefined : ''}
      className="mx-auto flex max-w-2xl flex-col"
    >
      <h1 id="cart-heading" className="mb-4 text-3xl font-extrabold text-stone-50">
        Your Cart
      </h1>
      <div className="flex min-h-80 flex-col rounded-xl border border-stone-800 bg-stone-950">
        <CartContents />
      </div>
    </section>
  )
}
