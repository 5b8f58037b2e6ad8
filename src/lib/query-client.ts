import { onlineManager, QueryClient } from '@tanstack/react-query'

/** Spec §7 defaults: no refetch interval or on focus, data never stale, no retries. */
export function createQueryClient() {
  // TanStack Query assumes it is online until told otherwise; an app opened with no signal says so
  // at once, so reads pause (and show what is saved) instead of failing.
  onlineManager.setOnline(navigator.onLine)
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}
