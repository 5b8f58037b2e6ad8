import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../content/site'
import { useAddToCart } from '../features/cart/api/use-add-to-cart'
import { PRODUCT_CARD_FRAGMENT, type ProductCardData } from '../features/catalogue/api/product-card-fragment'
import { ProductCard } from '../features/catalogue/components/product-card'
import { OwnProductCard } from '../features/product/components/own-product-card'
import { createWishlistProductsQuery } from '../features/wishlist/api/wishlist-products-query'
import { WishlistPage } from '../features/wishlist/components/wishlist-page'
import { WishlistButton } from '../features/wishlist/wishlist-button'

// The wishlist asks for exactly the fields the catalogue's card shows.
const WISHLIST_PRODUCTS_QUERY = createWishlistProductsQuery<ProductCardData>(PRODUCT_CARD_FRAGMENT)

export const Route = createFileRoute('/wishlist')({
  // What it shows depends on this shopper's session and device: the browser renders it.
  staticData: { serverRendered: false },
  head: () => ({ meta: [{ title: pageTitle('Your Wishlist') }] }),
  component: WishlistRoute,
})

function WishlistRoute() {
  const { addToCart } = useAddToCart()
  return (
    <WishlistPage
      productsQuery={WISHLIST_PRODUCTS_QUERY}
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
        />
      )}
    />
  )
}
