import { queryOptions, useQuery } from '@tanstack/react-query'
import { getQueryFn } from '../../../lib/api/api-request'
import type { Order } from '../../../shared/account/orders'

const readJson = getQueryFn({ on401: 'throw' })

/** `GET /api/orders`: the signed-in shopper's orders, newest first. */
export function ordersQueryOptions() {
  return queryOptions({
    queryKey: ['/api/orders'],
    queryFn: async (context) => (await readJson(context)) as Order[],
  })
}

/** `GET /api/orders/{id}`: one of the shopper's orders (404 for anyone else's). */
export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/api/orders', id],
    queryFn: async (context) => (await readJson(context)) as Order,
    enabled: id !== '',
  })
}

export function useOrders(enabled: boolean) {
  return useQuery({ ...ordersQueryOptions(), enabled })
}

export function useOrder(id: string, enabled: boolean) {
  return useQuery({ ...orderQueryOptions(id), enabled: enabled && id !== '' })
}
