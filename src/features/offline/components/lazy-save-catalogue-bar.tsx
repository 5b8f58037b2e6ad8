import { Suspense } from 'react'
import { lazyPart } from '../../../lib/lazy-part'
import { useHydrated } from '../../../lib/use-hydrated'
import type { LoadOwnProductsOffline } from '../save-catalogue/own-products'

const SaveCatalogueBar = lazyPart(() =>
  import('./save-catalogue-bar').then((m) => ({ default: m.SaveCatalogueBar })),
)

/** The /products save bar, loaded after the listing; the space it takes is held meanwhile (no shift). */
export function LazySaveCatalogueBar({ loadOwnProducts }: { loadOwnProducts: LoadOwnProductsOffline }) {
  const placeholder = (
    <div
      aria-hidden="true"
      className="min-h-[7rem] sm:min-h-[4.5rem] rounded-xl border border-stone-800 bg-stone-900"
    />
  )
  // What is saved on this device is for the browser to say: the server's page holds the space.
  if (!useHydrated()) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <SaveCatalogueBar loadOwnProducts={loadOwnProducts} />
    </Suspense>
  )
}
