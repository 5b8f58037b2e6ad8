import type { CombinedError } from 'urql'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { NotSavedForOffline, ProductsError } from './list-states'
import { ProductGridSkeleton } from './product-grid-skeleton'

/**
 * A collection's listing before the store has described the collection: its heading's room and
 * skeleton cards while it is asked, "Not saved for offline" with no signal, else the error with Try
 * again.
 */
export function CollectionListingState({
  fetching,
  error,
  onRetry,
}: {
  fetching: boolean
  error: CombinedError | undefined
  onRetry: () => void
}) {
  const online = useOnlineStatus()
  if (fetching) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        <div className="h-36 animate-pulse rounded-2xl border border-stone-800 bg-stone-900" />
        <ProductGridSkeleton view="grid" />
      </div>
    )
  }
  if (!online) {
    return (
      <NotSavedForOffline
        heading="h1"
        text="This collection hasn't been opened on this device yet. It will load when you're back online."
      />
    )
  }
  return <ProductsError heading="h1" missing="this collection" error={error} onRetry={onRetry} />
}
