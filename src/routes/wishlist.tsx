import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../content/site'
import { useAddToCart } from '../features/cart/api/use-add-to-cart'
import { ProductCard } from '../features/catalogue/components/product-card'
import { OwnProductCard } from '../features/product/components/own-product-card'
import { WishlistPage } from '../features/wishlist/components/wishlist-page'
import { WishlistButton } from '../features/wishlist/wishlist-button'
import { ShopperPageFrame } from './-components/shopper-page-frame'

export const Route = createFileRoute('/wishlist')({
  // What it shows depends on this shopper's session and device: the browser renders it.
  ssr: false,
  pendingComponent: ShopperPageFrame,
  head: () => ({ meta: [{ title: pageTitle('Your Wishlist') }] }),
  component: WishlistRoute,
})

function WishlistRoute() {
  const { addToCart } = useAddToCart()
  return (
    <WishlistPage
      renderProduct={(product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          view="grid"
          priority={index < 4}
          actions={<WishlistButton productId={product.id} productTitle={product.title} />}
          onAddToCart={addToCart}
        />
      )}
      renderOwnProduct={(slug, wishlistId) => (
        <OwnProductCard
          key={wishlistId}
          slug={slug}
          renderActions={(name) => <WishlistButton productId={wishlistId} productTitle={name} />}
          onAddToCart={addToCart}
        />
      )}
    />
  )
}
