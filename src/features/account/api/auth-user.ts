import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api/api-request'
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
