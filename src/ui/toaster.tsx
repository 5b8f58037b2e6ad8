import { Suspense } from 'react'
import { lazyPart } from '../lib/lazy-part'
import { useToasts } from './use-toast'

// Radix's toast code loads with the first toast, not with every page.
const ToastViewport = lazyPart(() => import('./toast-viewport').then((m) => ({ default: m.ToastViewport })))

export function Toaster() {
  const items = useToasts()
  if (items.length === 0) return null
  return (
    <Suspense fallback={null}>
      <ToastViewport items={items} />
    </Suspense>
  )
}
