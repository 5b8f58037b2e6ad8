import { queryOptions, useQuery } from '@tanstack/react-query'
import { getQueryFn } from '../../../lib/api/api-request'
import { orderSchema, ordersReplySchema } from '../../../shared/account/orders'

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

export function useOrders(enabled: boolean) {
  return useQuery({ ...ordersQueryOptions(), enabled })
}

export function useOrder(id: string, enabled: boolean) {
  return useQuery({ ...orderQueryOptions(id), enabled: enabled && id !== '' })
}
