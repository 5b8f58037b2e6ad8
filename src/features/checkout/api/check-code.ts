import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api/api-request'
import { checkedCodeSchema } from '../../../shared/account/checkout-codes'

/** `POST /api/checkout/code`: what a typed code is (a gift card with its balance, or a discount). */
function checkCode(code: string) {
  return apiRequest('POST', '/api/checkout/code', checkedCodeSchema, { body: { code } })
}

export function useCheckCode() {
  return useMutation({ mutationFn: checkCode })
}
