import { lazy } from 'react'

/** The code of parts of the page still on its way. */
const loading = new Set<Promise<unknown>>()

/**
 * React's `lazy`, counted: while a part's code is on its way, the app has not taken the whole page
 * over yet (a server-rendered part hydrates once its code arrives), which `partsLoading` tells.
 */
export const lazyPart: typeof lazy = (load) =>
  lazy(() => {
    const part = load()
    loading.add(part)
    void part.then(
      () => loading.delete(part),
      () => loading.delete(part),
    )
    return part
  })

/** Settles once no part's code is on its way; undefined when none is. */
export function whenPartsLoaded(): Promise<unknown> | undefined {
  return loading.size > 0 ? Promise.allSettled([...loading]) : undefined
}
