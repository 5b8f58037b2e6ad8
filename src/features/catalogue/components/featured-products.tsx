import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ProductCardData } from '../../../lib/storefront/product-card-fragment'
import { buttonClass } from '../../../ui/button'
import { useFeaturedProducts } from '../api/featured-products-query'
import type { CardAddToCart } from './product-card'
import { ProductResultsView } from './product-results'

/** The home page's 'Featured Products': 24 live products in grid view, and the way to all of them. */
export function FeaturedProducts({
  renderCardActions,
  onAddToCart,
}: {
  renderCardActions?: (product: ProductCardData) => ReactNode
  onAddToCart?: CardAddToCart
}) {
  const [result, reexecute] = useFeaturedProducts()
  return (
    <section aria-labelledby="featured-products" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="featured-products" className="text-2xl font-extrabold text-stone-50 sm:text-3xl">
            Featured Products
          </h2>
          <p className="text-stone-300">Picked by riders, for riders: what's going out the door this week.</p>
        </div>
        <Link to="/products" className={buttonClass({ variant: 'outline' })}>
          View All 2000+ Products
        </Link>
      </div>
      <ProductResultsView
        result={result}
        reexecute={reexecute}
        view="grid"
        eagerImages={0}
        emptyHint="Nothing is featured right now."
        renderCardActions={renderCardActions}
        onAddToCart={onAddToCart}
      />
    </section>
  )
}
