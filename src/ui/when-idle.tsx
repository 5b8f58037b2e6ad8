import { type ReactNode, Suspense, useEffect, useState } from 'react'
import { requestIdle } from '../lib/idle'

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
  requestIdle(runNext)
}

/** Renders its children once the browser has a free moment after the page has shown (never later than ~1 s). */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let cancelled = false
    queue.push(() => {
      if (!cancelled) setReady(true)
    })
    schedule()
    return () => {
      cancelled = true
    }
  }, [])
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null
}
