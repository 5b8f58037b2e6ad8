import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api/api-request'
import { authUserQueryOptions, isUnauthorizedError, redirectToSignIn } from '../../../lib/session'
import type { AddCartLineRequest, CartLine } from '../../../shared/account/cart'
import { toast } from '../../../ui/use-toast'
import { type CartLineView, cartQueryOptions } from './cart-query'

const cartKey = cartQueryOptions().queryKey

/** Spec §8 "Unauthorized (cart)": say so, forget the session here, and sign in again after 500 ms. */
export function handleLoggedOut(queryClient: QueryClient) {
  toast({
    variant: 'destructive',
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
  })
  queryClient.setQueryData(authUserQueryOptions().queryKey, null)
  redirectToSignIn(500)
}

/** Optimistic change of the cached lines: returns what to put back if the server says no. */
async function changeLines(queryClient: QueryClient, change: (lines: CartLineView[]) => CartLineView[]) {
  await queryClient.cancelQueries({ queryKey: cartKey })
  const previous = queryClient.getQueryData(cartKey)
  queryClient.setQueryData(cartKey, change(previous ?? []))
  return { previous }
}

function sameLine(line: CartLineView, request: AddCartLineRequest) {
  return (
    line.productId === request.productId &&
    (line.size ?? null) === (request.size ?? null) &&
    (line.color ?? null) === (request.color ?? null)
  )
}

/** `POST /api/cart`: shows the line at once (its price "Adding…"), then the server's answer. */
export function useAddCartLine({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: AddCartLineRequest & { title: string }) => {
      const { title: _title, ...line } = request
      return (await (await apiRequest('POST', '/api/cart', line)).json()) as CartLine
    },
    onMutate: (request) =>
      changeLines(queryClient, (lines) =>
        lines.some((line) => sameLine(line, request))
          ? lines.map((line) =>
              sameLine(line, request) ? { ...line, quantity: line.quantity + request.quantity } : line,
            )
          : [
              ...lines,
              {
                id: `pending-${crypto.randomUUID()}`,
                productId: request.productId,
                quantity: request.quantity,
                size: request.size ?? null,
                color: request.color ?? null,
                pending: true,
                product: {
                  name: request.title,
                  price: '0.00',
                  compareAtPrice: null,
                  images: [],
                  href: '/products',
                  variantTitle: null,
                  availableForSale: true,
                },
              },
            ],
      ),
    onSuccess: () => {
      if (!silent) toast({ title: 'Added to Cart', description: 'Item has been added to your cart.' })
    },
    onError: (error, _request, context) => {
      queryClient.setQueryData(cartKey, context?.previous)
      if (isUnauthorizedError(error)) handleLoggedOut(queryClient)
      else if (!silent)
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to add item to cart.' })
    },
    // Spec §4: cart mutations refresh the cart list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  })
}

/** `PATCH /api/cart/{id}` with the new quantity (never below 1), rolled back on failure. */
export function useUpdateCartLine() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, quantity }: { id: string; quantity: number }) =>
      (await (
        await apiRequest('PATCH', `/api/cart/${encodeURIComponent(id)}`, { quantity })
      ).json()) as CartLine,
    onMutate: ({ id, quantity }) =>
      changeLines(queryClient, (lines) =>
        lines.map((line) => (line.id === id ? { ...line, quantity } : line)),
      ),
    onError: (error, _request, context) => {
      queryClient.setQueryData(cartKey, context?.previous)
      if (isUnauthorizedError(error)) handleLoggedOut(queryClient)
      else toast({ variant: 'destructive', title: 'Error', description: 'Failed to update cart item.' })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  })
}

/** `DELETE /api/cart/{id}`, rolled back on failure. */
export function useRemoveCartLine() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/cart/${encodeURIComponent(id)}`)
    },
    onMutate: (id) => changeLines(queryClient, (lines) => lines.filter((line) => line.id !== id)),
    onSuccess: () => toast({ title: 'Removed', description: 'Item removed from cart.' }),
    onError: (error, _id, context) => {
      queryClient.setQueryData(cartKey, context?.previous)
      if (isUnauthorizedError(error)) handleLoggedOut(queryClient)
      else toast({ variant: 'destructive', title: 'Error', description: 'Failed to remove item from cart.' })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  })
}

/** `DELETE /api/cart`. Spec §8: a failure is silent unless it means the shopper is signed out. */
export function useClearCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', '/api/cart')
    },
    onMutate: () => changeLines(queryClient, () => []),
    onError: (error, _none, context) => {
      queryClient.setQueryData(cartKey, context?.previous)
      if (isUnauthorizedError(error)) handleLoggedOut(queryClient)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  })
}
