import { createFileRoute } from '@tanstack/react-router'
import { PRODUCT_BY_HANDLE_QUERY } from '../features/product/api/product-by-handle-query'
import { ProductPage } from '../features/product/components/product-page'
import { WishlistButton } from '../features/wishlist/wishlist-button'

export const Route = createFileRoute('/product/$handle')({
  // Warms graphcache so a hovered or tapped link opens instantly; the page reads the same query.
  loader: ({ context, params }) => {
    void context.storefront.query(PRODUCT_BY_HANDLE_QUERY, { handle: params.handle }).toPromise()
  },
  component: ProductRoute,
})

function ProductRoute() {
  const { handle } = Route.useParams()
  return (
    <ProductPage
      handle={handle}
      renderWishlist={(product) => <WishlistButton productId={product.id} productTitle={product.title} />}
    />
  )
}
