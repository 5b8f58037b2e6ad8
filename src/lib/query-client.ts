import { onlineManager, QueryClient } from '@tanstack/react-query'
import { type ApiFetch, setApiFetch } from './api/api-fetch'
import { PERSISTED_MAX_AGE_MS } from './query-persistence'

/** Defaults: no refetch interval or on focus, data never stale, no retries. */
export function createQueryClient({
  online = navigator.onLine,
  fetch,
}: {
  online?: boolean
  /** How this client's reads reach the own API; the browser's fetch when not given. */
  fetch?: ApiFetch
} = {}) {
  // TanStack Query assumes it is online until told otherwise; an app opened with no signal says so
  // at once, so reads pause (and show what is saved) instead of failing.
  onlineManager.setOnline(online)
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        // Kept in memory as long as the saved copy is kept, so an answer no page uses right now
        // (a product seen last week) is not dropped from what is saved for offline.
        gcTime: PERSISTED_MAX_AGE_MS,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
  if (fetch) setApiFetch(queryClient, fetch)
  return queryClient
}
