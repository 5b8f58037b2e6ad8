import { type ReactNode, useEffect } from 'react'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { storefrontHasNoProduct, useProductByHandle } from '../api/product-by-handle-query'
import type { AddProductToCart } from '../cart-line'
import { type OnProductViewed, viewedStorefrontProduct } from '../viewed-product'
import { HandleProductView } from './handle-product-view'
import { OwnProductPage } from './own-product-page'
import type { CategoryOf } from './product-breadcrumb'
import { ProductPageSkeleton } from './product-page-skeleton'
import { ProductNotFound, ProductNotSavedOffline } from './product-unavailable'

/** What the route needs to render a wishlist heart for either kind of product. */
/** A storefront product names its GID; an own-API product its slug (the wishlist keeps them apart). */
export type WishlistTarget =
  | { kind: 'storefront'; id: string; title: string }
  | { kind: 'own'; slug: string; title: string }

/**
 * /product/$handle (docs/decisions/0006-every-link-leads-somewhere.md): the storefront product with
 * this handle; if the storefront has none, the own-API product with this slug; if neither has it,
 * "Product Not Found".
 */
export function ProductPage({
  handle,
  addToCart,
  renderWishlist,
  onView,
  categoryOf,
  titleFromRoute,
}: {
  handle: string
  /** The collection, of those a product is in, that its breadcrumb leads to. */
  categoryOf: CategoryOf
  addToCart: AddProductToCart
  renderWishlist: (product: WishlistTarget) => ReactNode
  /** Called with the product shown (either kind), again when its data is refreshed. */
  onView?: OnProductViewed
  /** The document's title names the product already (the route's head, on a page the server rendered). */
  titleFromRoute?: boolean
}) {
  const [result, reexecute] = useProductByHandle(handle)
  const online = useOnlineStatus()
  const product = result.data?.product

  useEffect(() => {
    if (product) onView?.(viewedStorefrontProduct(product))
  }, [product, onView])

  if (result.fetching && !result.data) return <ProductPageSkeleton />
  if (product) {
    // A new product starts on its first image and first variant.
    return (
      <HandleProductView
        key={product.id}
        product={product}
        wishlist={renderWishlist({ kind: 'storefront', id: product.id, title: product.title })}
        addToCart={addToCart}
        categoryOf={categoryOf}
        titleFromRoute={titleFromRoute}
      />
    )
  }
  if (storefrontHasNoProduct(result)) {
    return (
      <OwnProductPage
        slug={handle}
        addToCart={addToCart}
        renderWishlist={(own) => renderWishlist({ kind: 'own', slug: own.slug, title: own.name })}
        onView={onView}
        titleFromRoute={titleFromRoute}
      />
    )
  }
  if (!online && !result.data) return <ProductNotSavedOffline />
  return <ProductNotFound onRetry={() => reexecute({ requestPolicy: 'network-only' })} />
}
