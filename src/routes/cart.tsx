import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../content/site'
import { CartPage } from '../features/cart/components/cart-page'

export const Route = createFileRoute('/cart')({
  head: () => ({ meta: [{ title: pageTitle('Your cart') }] }),
  component: CartPage,
})
