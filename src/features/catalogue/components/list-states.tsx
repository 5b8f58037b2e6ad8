import type { CombinedError } from 'urql'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { buttonClass } from '../../../ui/button'
import { AlertIcon } from '../../../ui/icons'

/** The heading of a state: the page's own (h1) where the state stands for the page, else h2. */
type Heading = 'h1' | 'h2'

/** What a list shows with no signal when this device has not kept it. */
export function NotSavedForOffline({ heading: H = 'h2', text }: { heading?: Heading; text: string }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-amber-700 bg-amber-950/40 p-8 text-center"
    >
      <H className="text-xl font-bold text-stone-50">Not saved for offline</H>
      <p className="text-stone-300">{text}</p>
    </div>
  )
}

/** "Error loading products": what the storefront did not send, its own message, and Try again. */
export function ProductsError({
  heading: H = 'h2',
  missing,
  error,
  onRetry,
}: {
  heading?: Heading
  /** What the storefront did not send: "the products", "this collection". */
  missing: string
  error: CombinedError | undefined
  onRetry: () => void
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-800 bg-red-950/40 p-8 text-center"
    >
      <AlertIcon className="h-8 w-8 text-red-400" />
      <H className="text-xl font-bold text-stone-50">Error loading products</H>
      <p className="text-stone-300">
        The Shopify storefront did not send {missing}. Please check your storefront connection.
      </p>
      {error ? <p className="text-sm text-stone-400">{getErrorMessage(error)}</p> : null}
      <button type="button" onClick={onRetry} className={buttonClass()}>
        Try again
      </button>
    </div>
  )
}

/**
 * A section of tiles the store has not described yet, once it is not being asked: "Not saved for
 * offline" with no signal, else the error with Try again.
 */
export function TilesUnavailable({
  error,
  onRetry,
}: {
  error: CombinedError | undefined
  onRetry: () => void
}) {
  const online = useOnlineStatus()
  if (!online)
    return (
      <NotSavedForOffline text="The shop's categories haven't been opened on this device yet. They will load when you're back online." />
    )
  return <ProductsError missing="its categories" error={error} onRetry={onRetry} />
}

/** Room for `count` tiles while the store is asked for them, so nothing moves when they come. */
export function TilesLoading({ count, className }: { count: number; className: string }) {
  return (
    <ul aria-busy="true" aria-label="Loading categories" className={className}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by.
        <li key={index} className="h-40 animate-pulse rounded-xl border border-stone-800 bg-stone-900" />
      ))}
    </ul>
  )
}
