import { Skeleton } from '../../../ui/skeleton'
import type { ViewMode } from './product-card'

/** Loading shows 8 skeleton cards, sized like real cards so nothing shifts. */
export function ProductGridSkeleton({ view = 'grid', count = 8 }: { view?: ViewMode; count?: number }) {
  return (
    <div role="status" aria-label="Loading products" className={gridClass(view)}>
      {Array.from({ length: count }, (_, i) => `skeleton-${i}`).map((id) => (
        <div
          key={id}
          data-testid="product-skeleton"
          className="flex flex-col gap-2 rounded-xl border border-stone-800 bg-stone-900 p-2 sm:p-3"
        >
          <Skeleton className="aspect-square w-full" />
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-5 w-1/4" />
        </div>
      ))}
    </div>
  )
}

export function gridClass(view: ViewMode) {
  return view === 'grid'
    ? // A size container: a card reads its width from the grid's (src/features/catalogue/components/product-card.tsx).
      '@container grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4'
    : 'flex flex-col gap-3'
}
