import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api/api-request'
import { IDEMPOTENCY_HEADER, type Order, type PlaceOrderRequest } from '../../../shared/account/orders'

/**
 * `POST /api/orders` with an idempotency key: a double tap or a retry after a lost answer makes one
 * order (docs/decisions/0011-server-priced-cart.md).
 */
async function placeOrder({ order, idempotencyKey }: { order: PlaceOrderRequest; idempotencyKey: string }) {
  const response = await apiRequest('POST', '/api/orders', order, { [IDEMPOTENCY_HEADER]: idempotencyKey })
  return (await response.json()) as Order
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder })
}
