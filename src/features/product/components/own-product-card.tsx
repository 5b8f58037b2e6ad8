import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { ProductImage } from '../../../ui/product/product-image'
import { ProductPrice } from '../../../ui/product/product-price'
import { Skeleton } from '../../../ui/skeleton'
import { useOwnProduct } from '../api/get-own-product'

const cardClass = 'relative flex flex-col gap-2 rounded-xl border border-stone-800 bg-stone-900 p-2 sm:p-3'

/**
 * A grid card for an own-API (slug) product, loaded by slug: the wishlist shows these next to the
 * storefront's cards. Loading, gone, offline and failed each say so in the card's own space.
 */
export function OwnProductCard({
  slug,
  renderActions,
}: {
  slug: string
  /** Per-card controls composed by the route (the wishlist heart), named after the product. */
  renderActions?: (name: string) => ReactNode
}) {
  const query = useOwnProduct(slug)
  const online = useOnlineStatus()
  const product = query.data

  if (product) {
    const image = product.images[0]
    return (
      <article className={`group ${cardClass}`}>
        <div className="overflow-hidden rounded-lg bg-stone-800">
          <ProductImage
            image={image ? { id: image, url: image, altText: null, width: null, height: null } : null}
            alt={product.name}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            className="transition-transform duration-300 group-hover:scale-105"
          />
        </div>
        <div className="absolute top-3 right-3 z-10 sm:top-4 sm:right-4">{renderActions?.(product.name)}</div>
        <h2 className="line-clamp-2 text-sm font-semibold text-stone-100 sm:text-base">
          <Link
            to="/product/$handle"
            params={{ handle: product.slug }}
            className="after:absolute after:inset-0"
          >
            {product.name}
          </Link>
        </h2>
        <ProductPrice price={product.price} compareAt={product.compareAtPrice} />
      </article>
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
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="rounded-md border border-stone-600 px-3 py-1.5 text-sm font-semibold text-stone-100 hover:border-orange-400"
          >
            Try again
          </button>
        )}
        {renderActions?.(product === null ? 'this product' : 'this saved product')}
      </div>
    </article>
  )
}
