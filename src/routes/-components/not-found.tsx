import { Link } from '@tanstack/react-router'
import { useNotFoundStatus } from '../../lib/response-status'
import { AlertIcon } from '../../ui/icons'

/** The page for any address the shop does not have. */
export function NotFound() {
  useNotFoundStatus()
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <div className="w-full max-w-md rounded-xl border border-stone-800 bg-stone-900 p-6 shadow-lg">
        <div className="mb-4 flex items-center gap-2">
          <AlertIcon className="h-8 w-8 text-red-500" />
          <h1 className="text-2xl font-bold text-stone-100">404 Page Not Found</h1>
        </div>
        <p className="mt-2 text-sm text-stone-300">Did you forget to add the page to the router?</p>
        <Link to="/products" className="mt-6 inline-block text-sm font-semibold text-orange-400 underline">
          Browse all products
        </Link>
      </div>
    </div>
  )
}
