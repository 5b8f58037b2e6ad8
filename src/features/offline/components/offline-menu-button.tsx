import { type ReactNode, Suspense, useEffect, useState } from 'react'
import { lazyPart } from '../../../lib/lazy-part'
import { CloudDownloadIcon } from '../../../ui/icons'
import type { LoadOwnProductsOffline } from '../save-catalogue/own-products'

const loadPanel = () => import('./offline-panel')
const OfflinePanel = lazyPart(() => loadPanel().then((m) => ({ default: m.OfflinePanel })))

/** Same look as the header's other icon buttons. */
const iconButtonClass =
  'relative flex h-10 w-10 items-center justify-center rounded-full text-stone-200 hover:bg-stone-800 hover:text-orange-400 focus-visible:outline-2 focus-visible:outline-orange-400'

/**
 * The header's "Offline & app" button. Its panel is loaded on first use; when the page is idle it
 * also keeps products saved for offline in memory for this visit (see keep-saved-catalogue.ts).
 */
export function OfflineMenuButton({
  install,
  loadOwnProducts,
}: {
  /** The install button, placed at the top of the panel. */
  install?: ReactNode
  loadOwnProducts: LoadOwnProductsOffline
}) {
  const [panel, setPanel] = useState({ open: false, mounted: false })

  // Once per visit, after the page has shown: not on the way to the first paint.
  useEffect(() => {
    const keep = () =>
      void import('../save-catalogue/keep-saved-catalogue')
        .then((m) => m.keepSavedCatalogue(loadOwnProducts))
        .catch(() => {})
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(keep, { timeout: 5000 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(keep, 2000)
    return () => clearTimeout(id)
  }, [loadOwnProducts])

  return (
    <>
      <button
        type="button"
        aria-label="Offline & app"
        data-tip="Offline & app"
        aria-haspopup="dialog"
        aria-expanded={panel.open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setPanel({ open: true, mounted: true })}
        className={iconButtonClass}
      >
        <CloudDownloadIcon />
      </button>
      {panel.mounted ? (
        <Suspense fallback={null}>
          <OfflinePanel
            open={panel.open}
            onOpenChange={(open) => setPanel({ open, mounted: true })}
            install={install}
            loadOwnProducts={loadOwnProducts}
          />
        </Suspense>
      ) : null}
    </>
  )
}
