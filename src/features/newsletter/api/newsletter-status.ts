import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest, getQueryFn } from '../../../lib/api/api-request'
import type { NewsletterRequest, NewsletterStatus } from '../../../shared/home/newsletter'

const readJson = getQueryFn({ on401: 'throw' })

/** `GET /api/newsletter`: the subscriber count shown beside the sign-up. */
export function newsletterStatusQueryOptions() {
  return queryOptions({
    queryKey: ['/api/newsletter'],
    queryFn: async (context) => (await readJson(context)) as NewsletterStatus,
  })
}

export function useNewsletterStatus() {
  return useQuery(newsletterStatusQueryOptions())
}

async function subscribe(request: NewsletterRequest): Promise<NewsletterStatus> {
  const response = await apiRequest('POST', '/api/newsletter', request)
  return (await response.json()) as NewsletterStatus
}

/** `POST /api/newsletter`; the answer carries the new count, so the figure updates without a refetch. */
export function useSubscribeToNewsletter() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: subscribe,
    onSuccess: (status) => queryClient.setQueryData(newsletterStatusQueryOptions().queryKey, status),
  })
}
