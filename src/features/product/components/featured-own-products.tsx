import type { ReactNode } from 'react'
import { site } from '../../../content/site'
import { useOnlineStatus } from '../../../lib/use-online-status'
import type { OwnProduct } from '../../../shared/catalogue/own-product'
import { Skeleton } from '../../../ui/skeleton'
import { UnavailableNotice } from '../../../ui/unavailable-notice'
import { useFeaturedOwnProducts } from '../api/get-featured-own-products'
import type { AddProductToCart } from '../cart-line'
import { OwnProductTile } from './own-product-tile'

const PLACEHOLDERS = ['a', 'b', 'c', 'd'] as const
const stripClass = '-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0'
const itemClass = 'w-40 shrink-0 snap-start sm:w-48'

/**
 * The hero's own-label picks from `GET /api/products/featured`, in a row that scrolls sideways, each
 * with the controls every card has (heart, Quick View, Add to Cart), composed by the route.
 */
export function FeaturedOwnProducts({
  renderActions,
  onAddToCart,
}: {
  renderActions?: (product: OwnProduct) => ReactNode
  onAddToCart?: AddProductToCart
}) {
  const query = useFeaturedOwnProducts()
  const online = useOnlineStatus()
  // A shop selling from a store of its own has no own-label picks of the emulator's.
  if (query.data?.length === 0) return null

  return (
    <section aria-labelledby="own-label-picks" className="flex flex-col gap-3">
      <h2 id="own-label-picks" className="text-lg font-bold text-stone-50">
        Our own label, built in {site.city}
      </h2>
      {query.data ? (
        <ul className={stripClass}>
          {query.data.map((product, index) => (
            <li key={product.slug} className={itemClass}>
              <OwnProductTile
                product={product}
                sizes="192px"
                priority={index < 2}
                heading="h3"
                actions={renderActions?.(product)}
                onAddToCart={onAddToCart}
              />
            </li>
          ))}
        </ul>
      ) : query.isPending && query.fetchStatus === 'fetching' ? (
        <ul aria-label="Loading our picks" className={stripClass}>
          {PLACEHOLDERS.map((key) => (
            <li
              key={key}
              className={`${itemClass} flex flex-col gap-1.5 rounded-xl border border-stone-800 p-2`}
            >
              <Skeleton className="aspect-square w-full" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-5 w-1/3" />
            </li>
          ))}
        </ul>
      ) : (
        <UnavailableNotice
          offline={!online || query.fetchStatus === 'paused'}
          failedText="Our picks could not be loaded just now."
          offlineText="Our picks are not saved for offline; they will show when you are back online."
          onRetry={() => void query.refetch()}
        />
      )}
    </section>
  )
}
