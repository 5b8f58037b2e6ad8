import type { ReactNode } from 'react'
import { formatPrice } from '../../../shared/money'
import { ProductTile } from '../../../ui/product/product-tile'
import { clearRecentlyViewed, type RecentlyViewedProduct, useRecentlyViewed } from '../recently-viewed-store'

function RecentlyViewedCard({ product, actions }: { product: RecentlyViewedProduct; actions?: ReactNode }) {
  return (
    <ProductTile
      handle={product.handle}
      title={product.title}
      image={product.image ? { id: product.image.url, altText: null, ...product.image } : null}
      sizes="144px"
      heading="h3"
      actions={actions}
    >
      <p className="text-sm font-bold text-stone-50">{formatPrice(product.price, product.currencyCode)}</p>
    </ProductTile>
  )
}

/**
 * The products last opened on this device, newest first. Read from IndexedDB only, so it shows the
 * same with no signal (its pictures come from the service worker's image cache). Hidden when empty.
 */
export function RecentlyViewedSection({
  renderActions,
}: {
  /** Per-tile controls composed by the route (the wishlist heart). */
  renderActions?: (product: RecentlyViewedProduct) => ReactNode
}) {
  const { products } = useRecentlyViewed()
  if (products.length === 0) return null
  return (
    <section aria-labelledby="recently-viewed" className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="recently-viewed" className="text-2xl font-extrabold text-stone-50 sm:text-3xl">
          Recently Viewed
        </h2>
        <button
          type="button"
          onClick={() => void clearRecentlyViewed()}
          className="min-h-11 px-2 text-sm font-semibold text-orange-300 underline underline-offset-4 hover:text-orange-200"
        >
          Clear
        </button>
      </div>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {products.map((product) => (
          <li key={product.id} className="w-36 shrink-0 snap-start">
            <RecentlyViewedCard product={product} actions={renderActions?.(product)} />
          </li>
        ))}
      </ul>
    </section>
  )
}
