import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest, getQueryFn } from '../../../lib/api/api-request'
import {
  type NewsletterRequest,
  newsletterSignupSchema,
  newsletterStatusSchema,
} from '../../../shared/home/newsletter'

const readStatus = getQueryFn(newsletterStatusSchema)

/** `GET /api/newsletter`: the subscriber count shown beside the sign-up. */
export function newsletterStatusQueryOptions() {
  return queryOptions({
    queryKey: ['/api/newsletter'],
    queryFn: readStatus,
  })
}

export function useNewsletterStatus() {
  return useQuery(newsletterStatusQueryOptions())
}

function subscribe(request: NewsletterRequest) {
  return apiRequest('POST', '/api/newsletter', newsletterSignupSchema, { body: request })
}

/** `POST /api/newsletter`; the answer carries the new count, so the figure updates without a refetch. */
export function useSubscribeToNewsletter() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: subscribe,
    onSuccess: ({ subscriberCount }) =>
      queryClient.setQueryData(newsletterStatusQueryOptions().queryKey, { subscriberCount }),
  })
}
