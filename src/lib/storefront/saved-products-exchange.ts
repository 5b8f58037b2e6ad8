import { type Exchange, makeResult, type OperationResult } from 'urql'
import { fromPromise, fromValue, mergeMap, pipe } from 'wonka'

/**
 * A query the cache could not answer never reached the storefront (no signal, or the connection
 * dropped). graphcache refreshes what it holds as `network-only`: that copy may be newer than the
 * saved one, so a failed refresh is left to show it.
 */
function missedAndFailedToConnect(result: OperationResult): boolean {
  const { kind, context } = result.operation
  return (
    kind === 'query' &&
    context.requestPolicy !== 'network-only' &&
    Boolean(result.error?.networkError) &&
    !result.error?.response
  )
}

/**
 * Sits before the network: when a product page's query (`product(handle:)`) cannot reach the
 * storefront, answers it from the catalogue saved for offline, if that product was saved. Every
 * other result passes as it is; the answering code loads only when first needed.
 */
export const savedProductsExchange: Exchange =
  ({ forward }) =>
  (operations$) =>
    pipe(
      forward(operations$),
      mergeMap((result) =>
        missedAndFailedToConnect(result)
          ? fromPromise(
              import('./saved-product-answer')
                .then((m) => m.savedProductAnswer(result))
                .then((data) => (data ? makeResult(result.operation, { data }) : result))
                .catch(() => result),
            )
          : fromValue(result),
      ),
    )
