import { type ReactNode, Suspense, useState } from 'react'
import { formatPrice } from '../../../shared/money'
import { buttonClass } from '../../../ui/button'
import { imageAt } from '../../../ui/product/product-image'
import { ProductTile } from '../../../ui/product/product-tile'
import { QuickViewButton } from '../../../ui/product/quick-view-button'
import { clearRecentlyViewed, type RecentlyViewedProduct, useRecentlyViewed } from '../recently-viewed-store'

/** Draws a product's Quick View; closing it calls `onOpenChange(false)`. */
export type RenderQuickView = (
  product: RecentlyViewedProduct,
  onOpenChange: (open: boolean) => void,
) => ReactNode

function RecentlyViewedCard({
  product,
  actions,
  onChoose,
}: {
  product: RecentlyViewedProduct
  actions?: ReactNode
  /** Opens the Quick View; without it the tile has no Quick View nor Add to Cart. */
  onChoose?: () => void
}) {
  return (
    <ProductTile
      handle={product.handle}
      title={product.title}
      image={imageAt(product.image)}
      sizes="144px"
      heading="h3"
      className="w-full"
      actions={
        <>
          {actions}
          {onChoose ? <QuickViewButton title={product.title} onClick={onChoose} /> : null}
        </>
      }
    >
      <p className="text-sm font-bold text-stone-50">{formatPrice(product.price, product.currencyCode)}</p>
      {onChoose ? (
        // The tile keeps no sizes: Add to Cart opens the Quick View, which loads them to choose from.
        <button
          type="button"
          aria-label={`Add to Cart: ${product.title}`}
          aria-haspopup="dialog"
          onClick={onChoose}
          className={buttonClass({ size: 'sm', className: 'relative z-10 mt-auto w-full' })}
        >
          Add to Cart
        </button>
      ) : null}
    </ProductTile>
  )
}

/**
 * The products last opened on this device, newest first. Read from IndexedDB only, so it shows the
 * same with no signal (its pictures come from the service worker's image cache). Hidden when empty.
 */
export function RecentlyViewedSection({
  renderActions,
  renderQuickView,
}: {
  /** Per-tile controls composed by the route (the wishlist heart). */
  renderActions?: (product: RecentlyViewedProduct) => ReactNode
  /** The Quick View the route composes for a tile (storefront or own-label); gives tiles Add to Cart. */
  renderQuickView?: RenderQuickView
}) {
  const { products } = useRecentlyViewed()
  const [chosen, setChosen] = useState<RecentlyViewedProduct | null>(null)
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
          <li key={product.id} className="flex w-36 shrink-0 snap-start">
            <RecentlyViewedCard
              product={product}
              actions={renderActions?.(product)}
              onChoose={renderQuickView ? () => setChosen(product) : undefined}
            />
          </li>
        ))}
      </ul>
      {chosen && renderQuickView ? (
        <Suspense fallback={null}>
          {renderQuickView(chosen, (open) => {
            if (!open) setChosen(null)
          })}
        </Suspense>
      ) : null}
    </section>
  )
}
