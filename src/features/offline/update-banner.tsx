import { useState } from 'react'
import { Button } from '../../ui/button'

/**
 * "Update available" with Reload (docs/decisions/0012-installable-and-offline.md). It stays until
 * the shopper reloads: switching versions under a page in use could load a screen's code from the
 * new build into the old one.
 */
export function UpdateBanner({ onReload }: { onReload: () => void }) {
  const [reloading, setReloading] = useState(false)
  return (
    <div
      role="status"
      className="fixed right-22 bottom-4 left-4 z-50 flex items-center justify-between gap-3 rounded-lg border border-stone-700 bg-stone-100 px-4 py-3 text-sm font-medium text-stone-950 shadow-xl sm:right-auto sm:w-96"
    >
      Update available
      <Button
        disabled={reloading}
        onClick={() => {
          setReloading(true)
          onReload()
        }}
      >
        {reloading ? 'Reloading…' : 'Reload'}
      </Button>
    </div>
  )
}
