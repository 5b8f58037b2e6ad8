import { createFileRoute } from '@tanstack/react-router'
import { useAddToCart } from '../features/cart/api/use-add-to-cart'
import { loadProductPage } from '../features/product/api/load-product-page'
import { ProductPage } from '../features/product/components/product-page'
import { recordRecentlyViewed } from '../features/recently-viewed/recently-viewed-store'
import { ownProductWishlistId } from '../features/wishlist/use-wishlist'
import { WishlistButton } from '../features/wishlist/wishlist-button'
import { loadRouteData } from '../lib/route-data'

export const Route = createFileRoute('/product/$handle')({
  // The product page's queries load with its code, not with the app's start.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context, params }) => loadRouteData(context, [loadProductPage(context, params.handle)]),
  component: ProductRoute,
})

function ProductRoute() {
  const { handle } = Route.useParams()
  const { addToCart } = useAddToCart()
  return (
    <ProductPage
      handle={handle}
      addToCart={addToCart}
      onView={recordRecentlyViewed}
      renderWishlist={(product) => (
        <WishlistButton
          productId={product.kind === 'own' ? ownProductWishlistId(product.slug) : product.id}
          productTitle={product.title}
        />
      )}
    />
  )
}
