import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api/api-request'
import { clearPersistedQueryCache } from '../../../lib/query-persistence'
import { authUserQueryOptions, SHOPPER_QUERY_ROOTS } from '../../../lib/session'
import { authUserSchema, type LoginRequest, type RegisterRequest } from '../../../shared/account/auth'

/** Signing in or registering: the new session's shopper, and everything that belonged to the last one dropped. */
function useSessionMutation<Request>(path: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: Request) => apiRequest('POST', path, authUserSchema, { body: request }),
    onSuccess: (user) => {
      for (const root of SHOPPER_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [root] })
      queryClient.setQueryData(authUserQueryOptions().queryKey, user)
    },
  })
}

export function useSignIn() {
  return useSessionMutation<LoginRequest>('/api/auth/login')
}

export function useRegister() {
  return useSessionMutation<RegisterRequest>('/api/auth/register')
}

/** Ends the session on the server (/api/logout) after forgetting this shopper's saved data here. */
export function useSignOut() {
  const queryClient = useQueryClient()
  return async () => {
    // Saving stops first, so nothing of this shopper is written again on the way out.
    const forgotten = clearPersistedQueryCache()
    queryClient.clear()
    await forgotten
    window.location.assign('/api/logout')
  }
}
