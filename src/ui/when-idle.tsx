import { type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useHydrated } from '../lib/use-hydrated'

// Sections waiting to be shown, first come first served: one per idle moment, so the page's first
// paint is not held up and no single task grows long enough to block a tap.
const queue: (() => void)[] = []
let scheduled = false

function runNext() {
  scheduled = false
  queue.shift()?.()
  if (queue.length > 0) schedule()
}

function schedule() {
  if (scheduled) return
  scheduled = true
  if ('requestIdleCallback' in window) requestIdleCallback(runNext, { timeout: 1000 })
  else setTimeout(runNext, 1)
}

/**
 * Renders its children once the browser has a free moment after the page has shown (never later
 * than ~1 s). A page the server rendered has them in its HTML already: they are hydrated, each in
 * its own boundary, instead of built again.
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  // Hydrating the server's page, the children are there already; built in the browser, they wait.
  const hydrated = useHydrated()
  const [ready, setReady] = useState(!hydrated)
  const waits = useRef(!ready)
  useEffect(() => {
    if (!waits.current) return
    let cancelled = false
    queue.push(() => {
      if (!cancelled) setReady(true)
    })
    schedule()
    return () => {
      cancelled = true
    }
  }, [])
  // The same element for the same children: when hydration ends and this re-renders, the boundary
  // (still waiting for its code, perhaps) sees no update, which would make React drop the server's
  // HTML and build the section anew instead of hydrating it.
  const boundary = useMemo(() => <Suspense fallback={null}>{children}</Suspense>, [children])
  return ready ? boundary : null
}

/**
 * Nothing in the server's page but a space of `reserve`'s height: its children are rendered by the
 * app once they come within a screen of the view, or in the browser's first free moment after the
 * app has started, whichever comes first. For sections far down a long page, so the page a phone
 * first lays out stays small (docs/performance.md).
 */
export function WhenNearOrIdle({ children, reserve }: { children: ReactNode; reserve: string }) {
  const [shown, setShown] = useState(false)
  const space = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (shown) return
    let cancelled = false
    const show = () => {
      if (!cancelled) setShown(true)
    }
    const near = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && show(),
      {
        rootMargin: '100% 0px',
      },
    )
    if (space.current) near.observe(space.current)
    queue.push(show)
    schedule()
    return () => {
      cancelled = true
      near.disconnect()
    }
  }, [shown])
  // The space stays until the section is there (while its code is on its way, too). It is never the
  // element the browser holds in place as sizes change (scroll anchoring); what the rider sees is.
  // Marked in the page, the server's too: until no space is left, the app does not say it is ready
  // (src/main.tsx).
  const spaceClass = `${reserve} [overflow-anchor:none]`
  const boundary = useMemo(
    () => <Suspense fallback={<div className={spaceClass} data-section-to-come="" />}>{children}</Suspense>,
    [spaceClass, children],
  )
  return shown ? boundary : <div ref={space} className={spaceClass} data-section-to-come="" />
}
