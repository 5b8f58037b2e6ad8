import type { ReactNode } from 'react'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { Button } from '../../../ui/button'
import { productTileClass as cardClass } from '../../../ui/product/product-tile'
import { Skeleton } from '../../../ui/skeleton'
import { useOwnProduct } from '../api/get-own-product'
import type { AddProductToCart } from '../cart-line'
import { OwnProductTile } from './own-product-tile'

/**
 * A grid card for an own-API (slug) product, loaded by slug: the wishlist shows these next to the
 * storefront's cards. Loading, gone, offline and failed each say so in the card's own space.
 */
export function OwnProductCard({
  slug,
  renderActions,
  onAddToCart,
}: {
  slug: string
  /** Per-card controls composed by the route (the wishlist heart), named after the product. */
  renderActions?: (name: string) => ReactNode
  onAddToCart?: AddProductToCart
}) {
  const query = useOwnProduct(slug)
  const online = useOnlineStatus()
  const product = query.data

  if (product) {
    return (
      <OwnProductTile
        product={product}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
        actions={renderActions?.(product.name)}
        onAddToCart={onAddToCart}
      />
    )
  }

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading saved product" className={cardClass}>
        <Skeleton className="aspect-square w-full" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-5 w-1/4" />
      </div>
    )
  }

  const message =
    product === null
      ? 'This product is no longer in the catalogue.'
      : online
        ? 'This saved product could not be loaded.'
        : 'Not saved for offline: it will appear when you are back online.'
  return (
    <article className={`${cardClass} justify-between`}>
      <p className="text-sm text-stone-300">{message}</p>
      <div className="flex items-center justify-between gap-2">
        {product === null ? null : (
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        )}
        {renderActions?.(product === null ? 'this product' : 'this saved product')}
      </div>
    </article>
  )
}
