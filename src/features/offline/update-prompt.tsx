import { Suspense, useSyncExternalStore } from 'react'
import { lazyPart } from '../../lib/lazy-part'
import { getUpdate, subscribeToUpdate } from './service-worker-update'

// Precached like every chunk, so it loads offline too; most visits never need it.
const UpdateBanner = lazyPart(() => import('./update-banner').then((m) => ({ default: m.UpdateBanner })))

/** Shows the update banner once a new version of the shop is waiting. */
export function UpdatePrompt() {
  const applyUpdate = useSyncExternalStore(subscribeToUpdate, getUpdate, () => null)
  if (!applyUpdate) return null
  return (
    <Suspense fallback={null}>
      <UpdateBanner onReload={applyUpdate} />
    </Suspense>
  )
}
