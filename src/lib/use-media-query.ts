import { useSyncExternalStore } from 'react'

// One MediaQueryList per query, kept: render reads its `matches` instead of building a new list each time.
const lists = new Map<string, MediaQueryList>()

function mediaQueryList(query: string) {
  let list = lists.get(query)
  if (!list) {
    list = window.matchMedia(query)
    lists.set(query, list)
  }
  return list
}

/** Whether a CSS media query matches now; follows changes (resizes, rotation, settings). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => mediaQueryList(query).matches,
    // The server, and the browser hydrating its page, know no screen: false, then the real answer.
    () => false,
  )
}
