import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../content/site'
import { CartPage } from '../features/cart/components/cart-page'

export const Route = createFileRoute('/cart')({
  // The server paints the page's frame with the cart "Loading…" (it never renders a shopper's own
  // data, src/lib/session.ts); the app, which starts at once here (the `data-awaits-device` mark,
  // src/start-app.ts), fills it from the device and the session.
  // Kept by the service worker only as its frame, rendered for nobody, which it answers at once:
  // docs/decisions/0046-the-service-worker-keeps-the-pages-a-rider-saw.md
  staticData: { shopperPage: true },
  head: () => ({ meta: [{ title: pageTitle('Your cart') }] }),
  component: CartPage,
})
