import { useRef, useState } from 'react'

/** Resolves once the browser has painted the next frame. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

/**
 * For a control whose change rebuilds much of the page (a listing's sort, a filter tick): the
 * choice shows at once and is committed after the next paint, so the tap is answered within a frame
 * and the rebuild runs in a task of its own (interaction latency, docs/performance.md). The control
 * follows `value` again once it moves with no commit still to come.
 */
export function useDeferredCommit<T>(
  value: T,
  commit: (next: T) => void,
  same: (a: T, b: T) => boolean = Object.is,
) {
  const [pending, setPending] = useState<{ value: T } | null>(null)
  const [seen, setSeen] = useState(value)
  const commitsToCome = useRef(0)
  if (!same(value, seen)) {
    setSeen(value)
    // A value from an earlier of two quick changes must not undo the later one on screen.
    if (commitsToCome.current === 0) setPending(null)
  }
  const change = (next: T) => {
    setPending({ value: next })
    commitsToCome.current++
    void afterNextPaint().then(() => {
      commitsToCome.current--
      commit(next)
    })
  }
  return [pending ? pending.value : value, change] as const
}
