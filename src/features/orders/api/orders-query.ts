import { queryOptions, useQuery } from '@tanstack/react-query'
import { getQueryFn } from '../../../lib/api/api-request'
import { type Order, orderSchema, ordersReplySchema } from '../../../shared/account/orders'

const readOrders = getQueryFn(ordersReplySchema)
const readOrder = getQueryFn(orderSchema)

/** `GET /api/orders`: the signed-in shopper's orders, newest first. */
export function ordersQueryOptions() {
  return queryOptions({
    queryKey: ['/api/orders'],
    queryFn: readOrders,
  })
}

/** `GET /api/orders/{id}`: one of the shopper's orders (404 for anyone else's). */
export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/api/orders', id],
    queryFn: readOrder,
    enabled: id !== '',
  })
}

/**
 * Orders saved on a device before they were the store's (a number, no status) are not shown: the
 * list is read again when there is a signal (docs/decisions/0070-checkout-through-the-store.md).
 */
const isStoreOrder = (order: Order) => typeof order.status === 'string'

export function useOrders(enabled: boolean) {
  return useQuery({ ...ordersQueryOptions(), enabled, select: (orders) => orders.filter(isStoreOrder) })
}

export function useOrder(id: string, enabled: boolean) {
  return useQuery({
    ...orderQueryOptions(id),
    enabled: enabled && id !== '',
    select: (order) => (isStoreOrder(order) ? order : undefined),
  })
}
