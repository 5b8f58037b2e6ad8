import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api/api-request'
import { IDEMPOTENCY_HEADER, orderSchema, type PlaceOrderRequest } from '../../../shared/account/orders'

/**
 * `POST /api/orders` with an idempotency key: a double tap or a retry after a lost answer makes one
 * order (docs/decisions/0011-server-priced-cart.md).
 */
function placeOrder({ order, idempotencyKey }: { order: PlaceOrderRequest; idempotencyKey: string }) {
  return apiRequest('POST', '/api/orders', orderSchema, {
    body: order,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  })
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder })
}
