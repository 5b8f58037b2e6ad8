import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api/api-request'
import { type CheckoutRequest, checkoutHandOverSchema } from '../../../shared/account/orders'

/**
 * `POST /api/checkouts`: the server checks the cart and hands it to the store; the answer is the
 * store's checkout, where the rider pays (docs/decisions/0070-checkout-through-the-store.md).
 */
function startCheckout(request: CheckoutRequest) {
  return apiRequest('POST', '/api/checkouts', checkoutHandOverSchema, { body: request })
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout })
}
