import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { ApiError } from '../../lib/api/api-error'
import { getErrorMessage } from '../../lib/get-error-message'
import { Button, buttonClass } from '../../ui/button'
import { AlertIcon } from '../../ui/icons'

/**
 * What a page shows if it fails while rendering or loading: the header and footer stay, the rider
 * sees what went wrong and can try again or go home, never a blank screen.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const detail = failureDetail(error)
  return (
    <div role="alert" className="flex min-h-[60vh] items-center justify-center">
      <div className="w-full max-w-md rounded-xl border border-stone-800 bg-stone-900 p-6 shadow-lg">
        <div className="mb-4 flex items-center gap-2">
          <AlertIcon className="h-8 w-8 text-red-500" />
          <h1 className="text-2xl font-bold text-stone-100">This page hit a pothole</h1>
        </div>
        <p className="text-sm text-stone-300">
          Something went wrong while showing it. Your cart and wishlist are safe.
        </p>
        <p className="mt-2 text-xs text-stone-400">{detail}</p>
        <div className="mt-6 flex gap-3">
          <Button
            onClick={() => {
              reset()
              void router.invalidate()
            }}
          >
            Try again
          </Button>
          <Link to="/" className={buttonClass({ variant: 'secondary' })}>
            Home
          </Link>
        </div>
      </div>
    </div>
  )
}

/**
 * What the rider is told went wrong, by kind: the shop's own words for a reply it refused, a plain
 * word about the connection when the request never arrived, the error's message otherwise.
 */
export function failureDetail(error: unknown): string {
  if (error instanceof ApiError) return error.message
  // fetch rejects with a TypeError when there is no connection or the server cannot be reached.
  if (error instanceof TypeError && !navigator.onLine) {
    return 'You are offline, and this page is not saved on this device. Try again once you have a signal.'
  }
  return getErrorMessage(error)
}
