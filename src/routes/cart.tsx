import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../content/site'
import { CartPage } from '../features/cart/components/cart-page'

export const Route = createFileRoute('/cart')({
  // What it shows depends on this shopper's session and device: the browser renders it.
  ssr: false,
  head: () => ({ meta: [{ title: pageTitle('Your cart') }] }),
  component: CartPage,
})
