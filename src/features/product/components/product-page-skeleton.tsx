import { Skeleton } from '../../../ui/skeleton'

/**
 * The product page's shape while its data loads, so nothing moves when it arrives. `text` (the slug
 * page's 'Loading product...') takes the place of the first bar.
 */
export function ProductPageSkeleton({ text }: { text?: string }) {
  return (
    <div role="status" aria-label="Loading product" className="grid gap-8 pt-9 lg:grid-cols-2">
      <Skeleton className="aspect-square w-full" />
      <div className="flex flex-col gap-4">
        {text ? (
          <p className="text-sm leading-4 text-stone-300">{text}</p>
        ) : (
          <Skeleton className="h-4 w-1/4" />
        )}
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    </div>
  )
}
