import { lazy, Suspense } from 'react'
import type { LoadOwnProductsOffline } from '../save-catalogue/own-products'

const SaveCatalogueBar = lazy(() =>
  import('./save-catalogue-bar').then((m) => ({ default: m.SaveCatalogueBar })),
)

/** The /products save bar, loaded after the listing; the space it takes is held meanwhile (no shift). */
export function LazySaveCatalogueBar({ loadOwnProducts }: { loadOwnProducts: LoadOwnProductsOffline }) {
  return (
    <Suspense
      fallback={
        <div
          aria-hidden="true"
          className="min-h-[7rem] sm:min-h-[4.5rem] rounded-xl border border-stone-800 bg-stone-900"
        />
      }
    >
      <SaveCatalogueBar loadOwnProducts={loadOwnProducts} />
    </Suspense>
  )
}
