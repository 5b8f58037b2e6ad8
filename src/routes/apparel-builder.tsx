import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../content/site'
import { warmBuilderProducts } from '../features/builder/api/builder-products-query'
import { OutfitBuilder } from '../features/builder/components/outfit-builder'
import { useAddToCart } from '../features/cart/api/use-add-to-cart'
import { ShopperPageFrame } from './-components/shopper-page-frame'

export const Route = createFileRoute('/apparel-builder')({
  // What it shows depends on this shopper's session and device: the browser renders it.
  ssr: false,
  pendingComponent: ShopperPageFrame,
  // The selector opens on jackets: their list starts loading with the page's code (which holds
  // the outfit tables, so they stay out of the entry bundle).
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context }) =>
    warmBuilderProducts(context.storefront, context.collectionHandles.outfit, 'jacket'),
  head: () => ({ meta: [{ title: pageTitle('Custom Outfit Builder') }] }),
  component: ApparelBuilderRoute,
})

/** The builder wired to the cart: features stay apart, the route composes them. */
function ApparelBuilderRoute() {
  const { addAllToCart, isPending } = useAddToCart()
  return <OutfitBuilder onAddOutfitToCart={addAllToCart} addingToCart={isPending} />
}
