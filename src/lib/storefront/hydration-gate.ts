import type { Exchange } from 'urql'
import { fromPromise, fromValue, mergeMap, pipe } from 'wonka'

/**
 * Holds operations until the persisted cache is loaded. graphcache does not wait by itself, so
 * without this an offline start asks the network, fails, and finds the cache still empty.
 */
export function hydrationGateExchange(hydrated: Promise<void>): Exchange {
  let open = false
  void hydrated.then(() => {
    open = true
  })
  return ({ forward }) =>
    (operations$) =>
      forward(
        pipe(
          operations$,
          mergeMap((operation) =>
            open ? fromValue(operation) : fromPromise(hydrated.then(() => operation)),
          ),
        ),
      )
}
