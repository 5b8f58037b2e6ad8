import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import {
  type AnyVariables,
  createRequest,
  type OperationContext,
  type OperationResult,
  type OperationResultSource,
  type UseQueryArgs,
  type UseQueryResponse,
  type UseQueryState,
  useClient,
} from 'urql'
import { onEnd, pipe, subscribe, takeWhile } from 'wonka'
import { shareEqual } from '../share-equal'

/**
 * urql's `useQuery`, read through `useSyncExternalStore` instead of a state set while rendering.
 *
 * urql's hook keeps its answer in `useState` and, when the request changes (a new page, filter or
 * search), sets that state during the render. React drops such an update when the same state still
 * has an update of lower priority waiting (docs/decisions/0056-storefront-queries-read-as-a-store.md):
 * a page's parts hydrate at idle priority, so right after the app starts a query's state often has
 * one. The hook then set its state again on every render: Load More tapped then spun without end
 * and its cards never came. A store has no state of its own to lose: each request is a store, read
 * by React like any other.
 *
 * Same answers as urql's hook: the data read from the cache at once (the server's page hydrates
 * with it), `fetching` while the network is asked, the previous answer's data kept while a new
 * request is on its way, `pause`, and `reexecute` with another request policy.
 */
export function useStorefrontQuery<Data = unknown, Variables extends AnyVariables = AnyVariables>(
  args: UseQueryArgs<Variables, Data>,
): UseQueryResponse<Data, Variables> {
  const client = useClient()
  const request = createRequest<Data, Variables>(args.query, args.variables as Variables)
  // A reexecution asked for this request (Try again): its context wins over the arguments'.
  const [again, setAgain] = useState<{ key: number; context: Partial<OperationContext> } | null>(null)
  const reexecuted = again?.key === request.key ? again : null
  const { requestPolicy, context, pause } = args
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request's key stands for its query and variables (new objects each render)
  const source = useMemo(
    () =>
      pause
        ? null
        : client.executeQuery<Data, Variables>(request, {
            requestPolicy,
            ...context,
            ...reexecuted?.context,
          }),
    [client, request.key, requestPolicy, context, pause, reexecuted],
  )
  // The answer last shown: a new request starts from it, so its data stays up until the new one's comes.
  const shown = useRef<UseQueryState<Data, Variables>>(INITIAL_STATE)
  const store = useMemo(() => queryStore(source, shown.current), [source])
  const state = useSyncExternalStore(store.subscribe, store.read, store.read)
  useEffect(() => {
    shown.current = state
  })
  const { key } = request
  const reexecute = useCallback(
    (opts?: Partial<OperationContext>) => setAgain({ key, context: { ...opts } }),
    [key],
  )
  return [state, reexecute]
}

/** What a request says of itself: an answer from the client, or only whether it is fetching. */
type Answer<Data, Variables extends AnyVariables> = Partial<OperationResult<Data, Variables>> & {
  fetching?: boolean
}

const INITIAL_STATE: UseQueryState<never, never> = {
  fetching: false,
  stale: false,
  hasNext: false,
  error: undefined,
  data: undefined,
  extensions: undefined,
  operation: undefined,
}

/**
 * `previous` updated with `result`, as urql's hook does: data kept unless the result brings data
 * or an error, an error kept while fetching. `previous` itself when nothing changed. graphcache
 * hands over a new copy each time it reads an answer again (a query subscribed once more as the
 * page hydrates): an equal copy keeps the data shown, and a changed one keeps its unchanged parts
 * (shareEqual), so React builds nothing again for a copy (48 product cards on a listing).
 */
function nextQueryState<Data, Variables extends AnyVariables>(
  previous: UseQueryState<Data, Variables>,
  result: Answer<Data, Variables>,
): UseQueryState<Data, Variables> {
  const next: UseQueryState<Data, Variables> = {
    ...previous,
    ...result,
    data: result.data !== undefined || result.error ? shareEqual(previous.data, result.data) : previous.data,
    fetching: Boolean(result.fetching),
    stale: Boolean(result.stale),
    error: result.fetching ? previous.error : result.error,
  } as UseQueryState<Data, Variables>
  const changed = (Object.keys(next) as (keyof typeof next)[]).some((key) =>
    key === 'operation' ? previous.operation?.key !== next.operation?.key : previous[key] !== next[key],
  )
  return changed ? next : previous
}

/**
 * One request's answers as a store. Its first reading takes what the client has at once (the
 * cache's answer, as the server rendered it); subscribed, it follows the request's answers until
 * it ends.
 */
function queryStore<Data, Variables extends AnyVariables>(
  source: OperationResultSource<OperationResult<Data, Variables>> | null,
  previous: UseQueryState<Data, Variables>,
) {
  let state: UseQueryState<Data, Variables> | undefined
  const read = () => {
    state ??= nextQueryState(previous, source ? readAtOnce(source) : { fetching: false })
    return state
  }
  const subscribeToAnswers = (changed: () => void) => {
    if (!source) return () => {}
    let answered = false
    let closed = false
    const update = (result: Answer<Data, Variables>) => {
      if (closed) return
      answered = true
      // A render reading another request at once can make the client answer this one too: React
      // hears of it once that render is over.
      if (readingAtOnce) {
        queueMicrotask(() => update(result))
        return
      }
      const next = nextQueryState(read(), result)
      if (next === state) return
      state = next
      changed()
    }
    const subscription = pipe(
      source,
      onEnd(() => update({ fetching: false })),
      subscribe(update),
    )
    if (!answered) update({ fetching: true })
    return () => {
      closed = true
      subscription.unsubscribe()
    }
  }
  return { read, subscribe: subscribeToAnswers }
}

/** True while a render reads a request at once (readAtOnce). */
let readingAtOnce = false

/** What `source` answers at once, while subscribed for a moment: the cache's answer, or fetching. */
function readAtOnce<Data, Variables extends AnyVariables>(
  source: OperationResultSource<OperationResult<Data, Variables>>,
): Answer<Data, Variables> {
  let result: OperationResult<Data, Variables> | undefined
  const nested = readingAtOnce
  readingAtOnce = true
  try {
    pipe(
      source,
      // An answer with more to come (a deferred part) is read on; a complete one ends the reading.
      takeWhile(() => !result || Boolean(result.hasNext)),
      subscribe((answer) => {
        result = answer
      }),
    ).unsubscribe()
  } finally {
    readingAtOnce = nested
  }
  return result ?? { fetching: true }
}
