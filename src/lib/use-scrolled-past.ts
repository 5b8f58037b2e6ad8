import { useCallback, useSyncExternalStore } from 'react'

// The last scroll position seen by the scroll listener. Reading window.scrollY while React renders
// would force the browser to lay out the page first, on every render of every user of this hook.
let scrollY = 0
const listeners = new Set<() => void>()

function onScroll() {
  scrollY = window.scrollY
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    // A page that opens scrolled (scroll restoration) fires a scroll event, which brings this up to date.
    window.addEventListener('scroll', onScroll, { passive: true })
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll)
  }
}

/** Whether the page is scrolled further than `threshold` px; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  const getSnapshot = useCallback(() => scrollY > threshold, [threshold])
  return useSyncExternalStore(subscribe, getSnapshot, () => false)
}
