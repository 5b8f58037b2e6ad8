import { lazy } from 'react'

/** Parts of the page whose code is still on its way. */
const loading = new Set<Promise<unknown>>()

/**
 * Counts `part` as a part of the page still on its way until it settles: until then the app has
 * not taken the whole page over yet, which `whenPartsLoaded` tells.
 */
function countPart(part: Promise<unknown>) {
  loading.add(part)
  void part.then(
    () => loading.delete(part),
    () => loading.delete(part),
  )
}

/**
 * React's `lazy`, counted: while a part's code is on its way, the app has not taken the whole page
 * over yet (a server-rendered part hydrates once its code arrives).
 */
export const lazyPart: typeof lazy = (load) =>
  lazy(() => {
    const part = load()
    countPart(part)
    return part
  })

/** Settles once no part is on its way; undefined when none is. */
export function whenPartsLoaded(): Promise<unknown> | undefined {
  return loading.size > 0 ? Promise.allSettled([...loading]) : undefined
}
