import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api/api-request'
import { authUserQueryOptions, SHOPPER_QUERY_ROOTS } from '../../../lib/session'
import {
  type AuthUser,
  authUserSchema,
  type ChangePasswordRequest,
  type LoginRequest,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type RegisterRequest,
} from '../../../shared/account/auth'

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

/** Setting a new password through a mailed link: signs this device in, maybe as another shopper than before. */
export function useResetPassword() {
  return useSessionMutation<PasswordResetConfirm>('/api/auth/password-reset/confirm')
}

/** "Forgot password?": the server answers the same whether or not the email has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (request: PasswordResetRequest) =>
      apiRequest('POST', '/api/auth/password-reset', null, { body: request }),
  })
}

/** The signed-in shopper's new password; the session goes on (under a new id), the shopper's data stays. */
export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      apiRequest('POST', '/api/auth/password', authUserSchema, { body: request }),
    onSuccess: (user: AuthUser) => queryClient.setQueryData(authUserQueryOptions().queryKey, user),
  })
}
