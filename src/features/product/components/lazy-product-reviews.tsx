import { Suspense } from 'react'
import { lazyPart } from '../../../lib/lazy-part'
import { useHydrated } from '../../../lib/use-hydrated'

const ProductReviews = lazyPart(() =>
  import('./product-reviews').then((m) => ({ default: m.ProductReviews })),
)

const loading = <p role="status">Loading reviews…</p>

/**
 * A product's reviews, their code loaded apart from the product page's. The server renders the
 * loading line, and so does the browser while it takes the page over; the reviews, read by the
 * browser alone, follow.
 */
export function LazyProductReviews({ productRef }: { productRef: string }) {
  const hydrated = useHydrated()
  if (!hydrated) return loading
  return (
    <Suspense fallback={loading}>
      <ProductReviews productRef={productRef} />
    </Suspense>
  )
}
