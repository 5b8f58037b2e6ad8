import { Skeleton } from '../../../ui/skeleton'

/**
 * The count line keeps its height whatever it holds, so nothing moves when the figure arrives; an
 * unknown count (offline, storefront unavailable) is left out.
 */
export function TileCount({ count, loading }: { count: number | undefined; loading: boolean }) {
  const waiting = count === undefined && loading
  return (
    <div
      aria-busy={waiting}
      data-testid="tile-count"
      className="flex h-5 items-center text-sm font-semibold text-orange-300"
    >
      {count !== undefined ? (
        `${count} ${count === 1 ? 'item' : 'items'}`
      ) : waiting ? (
        <Skeleton className="h-4 w-16" />
      ) : null}
    </div>
  )
}
