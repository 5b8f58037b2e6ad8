import { type ComponentType, memo, Suspense } from 'react'
import { lazyPart } from '../lib/lazy-part'

/**
 * A native <dialog> in the server's page (the menu, the side cart) whose code loads as a part of its
 * own (`lazyPart`), memoised on its id: its parent's updates (scroll, badges) never reach it, so the
 * server's <dialog> is hydrated when its code arrives, not built anew (an update to a part still
 * waiting for its code makes React render it again, closing a dialog the rider opened before the app).
 */
export function lazyDialog(load: () => Promise<{ default: ComponentType<{ id: string }> }>) {
  const Dialog = lazyPart(load)
  return memo(function LazyDialog({ id }: { id: string }) {
    return (
      <Suspense fallback={null}>
        <Dialog id={id} />
      </Suspense>
    )
  })
}
