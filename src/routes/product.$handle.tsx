import { createFileRoute } from '@tanstack/react-router'
import { useAddToCart } from '../features/cart/api/use-add-to-cart'
import { warmProductPage } from '../features/product/api/warm-product-page'
import { ProductPage } from '../features/product/components/product-page'
import { recordRecentlyViewed } from '../features/recently-viewed/recently-viewed-store'
import { ownProductWishlistId } from '../features/wishlist/use-wishlist'
import { WishlistButton } from '../features/wishlist/wishlist-button'

export const Route = createFileRoute('/product/$handle')({
  // The product page's queries load with its code, not with the app's start.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  // Warms the caches without waiting, so the page shows its skeleton at once and reads the same queries.
  loader: ({ context, params }) => {
    warmProductPage(context, params.handle)
  },
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
