import { Link } from '@tanstack/react-router'
import { useNotFoundStatus } from '../../../lib/response-status'
import { Button, buttonClass } from '../../../ui/button'

function UnavailableCard({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-3xl font-bold text-stone-50">{title}</h1>
      <p className="text-stone-300">{text}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link to="/shop" className={buttonClass()}>
          Back to Shop
        </Link>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </div>
    </div>
  )
}

/**
 * Shown when neither the storefront nor the own API has the product, and when the load
 * fails; a failure also offers to try again.
 */
export function ProductNotFound({ onRetry }: { onRetry?: () => void }) {
  useNotFoundStatus()
  return (
    <UnavailableCard
      title="Product Not Found"
      text="The product you're looking for doesn't exist."
      onRetry={onRetry}
    />
  )
}

/** Offline with nothing cached for this address: say so instead of spinning. */
export function ProductNotSavedOffline() {
  return (
    <UnavailableCard
      title="Not saved for offline"
      text="This product hasn't been opened on this device yet. It will load when you're back online."
    />
  )
}
