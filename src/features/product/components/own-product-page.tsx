import { type ReactNode, useEffect } from 'react'
import { useOnlineStatus } from '../../../lib/use-online-status'
import type { OwnProduct } from '../../../shared/catalogue/own-product'
import { useOwnProduct } from '../api/get-own-product'
import type { AddProductToCart } from '../cart-line'
import { type OnProductViewed, viewedOwnProduct } from '../viewed-product'
import { OwnProductView } from './own-product-view'
import { ProductPageSkeleton } from './product-page-skeleton'
import { ProductNotFound, ProductNotSavedOffline } from './product-unavailable'

/** The slug page's states: loading, offline, not found, loaded. */
export function OwnProductPage({
  slug,
  renderWishlist,
  addToCart,
  onView,
  titleFromRoute,
}: {
  slug: string
  renderWishlist: (product: OwnProduct) => ReactNode
  addToCart: AddProductToCart
  onView?: OnProductViewed
  /** The document's title names the product already (the route's head, on a page the server rendered). */
  titleFromRoute?: boolean
}) {
  const query = useOwnProduct(slug)
  const online = useOnlineStatus()

  useEffect(() => {
    if (query.data) onView?.(viewedOwnProduct(query.data))
  }, [query.data, onView])

  // Offline with nothing cached, TanStack Query either pauses the fetch (which would spin for ever)
  // or, when the page opened offline and it still believes it is online, fails it.
  if (query.data === undefined && (query.fetchStatus === 'paused' || (!online && query.isError))) {
    return <ProductNotSavedOffline />
  }
  // The same shape as the page that follows, so the layout does not jump when it arrives.
  if (query.isPending && slug !== '') return <ProductPageSkeleton text="Loading product..." />
  // A saved copy stays on screen when refreshing it fails (offline, or the server hiccups).
  if (query.data) {
    // A new product starts on its first image with nothing chosen.
    return (
      <OwnProductView
        key={query.data.id}
        product={query.data}
        wishlist={renderWishlist(query.data)}
        addToCart={addToCart}
        titleFromRoute={titleFromRoute}
      />
    )
  }
  if (query.isError) return <ProductNotFound onRetry={() => void query.refetch()} />
  return <ProductNotFound />
}
