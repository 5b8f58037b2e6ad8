import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { pageTitle } from '../content/site'
import { useAddToCart } from '../features/cart/api/use-add-to-cart'
import { loadProductPage } from '../features/product/api/load-product-page'
import { ProductPage } from '../features/product/components/product-page'
import { recordRecentlyViewed } from '../features/recently-viewed/recently-viewed-store'
import { useStoreMenus } from '../features/shell/api/store-menus-query'
import { menuCollectionOf } from '../features/shell/store-menus'
import { ownProductWishlistId } from '../features/wishlist/use-wishlist'
import { WishlistButton } from '../features/wishlist/wishlist-button'

export const Route = createFileRoute('/product/$handle')({
  // The product page's queries load with its code, not with the app's start.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: async ({ context, params }) => {
    const name = loadProductPage(context, params.handle)
    // On the server the page waits for its reads (docs/decisions/0029-route-loaders-wait-on-the-server-only.md),
    // and its title names the product. In the browser the page shows at once and names itself when
    // its product arrives (the product views' <title>).
    return { name: context.waitForData ? await name : undefined }
  },
  head: ({ loaderData }) => ({ meta: loaderData?.name ? [{ title: pageTitle(loaderData.name) }] : [] }),
  component: ProductRoute,
})

function ProductRoute() {
  const { handle } = Route.useParams()
  const { name } = Route.useLoaderData()
  const { addToCart } = useAddToCart()
  const menus = useStoreMenus()
  const categoryOf = useCallback((handles: readonly string[]) => menuCollectionOf(menus, handles), [menus])
  return (
    <ProductPage
      handle={handle}
      addToCart={addToCart}
      categoryOf={categoryOf}
      onView={recordRecentlyViewed}
      titleFromRoute={name !== undefined}
      renderWishlist={(product) => (
        <WishlistButton
          productId={product.kind === 'own' ? ownProductWishlistId(product.slug) : product.id}
          productTitle={product.title}
        />
      )}
    />
  )
}
