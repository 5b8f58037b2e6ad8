import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError, isApiErrorWithStatus } from '../../../lib/api/api-error'
import { getErrorMessage } from '../../../lib/get-error-message'
import { handleSignedOut } from '../../../lib/session'
import type { PricedCartLine } from '../../../shared/account/cart'
import type { Address, Order } from '../../../shared/account/orders'
import type { calculateOrderTotals } from '../../../shared/order-totals'
import { toast } from '../../../ui/use-toast'
import { usePlaceOrder } from '../api/place-order'
import type { useAppliedCodes } from './checkout-codes'

const emptyCartToast = () =>
  toast({
    variant: 'destructive',
    title: 'Empty Cart',
    description: 'Your cart is empty. Add some items before checking out.',
  })

/**
 * Placing the order from the checkout form: its fields, the cart's lines at the prices shown, the
 * totals and the codes, under one idempotency key per checkout (a retried submission can never make
 * a second order). The server's refusal is kept to show beside the summary; a cart or code that
 * changed meanwhile is read again.
 */
export function useOrderSubmission({
  lines,
  totals,
  codes,
  onPlaced,
  onCartChanged,
}: {
  lines: readonly PricedCartLine[]
  totals: ReturnType<typeof calculateOrderTotals>
  codes: ReturnType<typeof useAppliedCodes>
  onPlaced: (order: Order) => void
  onCartChanged: () => void
}) {
  const queryClient = useQueryClient()
  const place = usePlaceOrder()
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID())
  const [refusal, setRefusal] = useState<string>()

  const submit = (form: FormData) => {
    if (lines.length === 0) return emptyCartToast()
    const field = (name: string) => String(form.get(name) ?? '')
    const shippingAddress: Address = {
      firstName: field('firstName'),
      lastName: field('lastName'),
      address1: field('address1'),
      address2: field('address2'),
      city: field('city'),
      state: field('state'),
      zip: field('zip'),
      country: field('country'),
    }
    setRefusal(undefined)
    place.mutate(
      {
        idempotencyKey,
        order: {
          email: field('email'),
          shippingAddress,
          // Billing is a copy of shipping. Card fields are deliberately not read.
          billingAddress: shippingAddress,
          items: lines.map((line) => ({
            productId: line.productId,
            quantity: line.quantity,
            price: line.product.price,
            size: line.size,
            color: line.color,
          })),
          ...totals,
          codes: codes.codes,
        },
      },
      {
        onSuccess: (order) => {
          toast({
            title: 'Order Placed Successfully!',
            description: 'Your order has been confirmed. You will receive an email confirmation shortly.',
          })
          setIdempotencyKey(crypto.randomUUID())
          onPlaced(order)
        },
        onError: (error) => {
          if (handleSignedOut(queryClient, error)) return
          if (error instanceof ApiError && error.code === 'empty_cart') {
            emptyCartToast()
            onCartChanged()
            return
          }
          toast({
            variant: 'destructive',
            title: 'Order Failed',
            description: 'There was an error processing your order. Please try again.',
          })
          // The server says why (a price moved, the cart changed, a field is wrong): show it here.
          setRefusal(getErrorMessage(error))
          if (isApiErrorWithStatus(error, 409)) onCartChanged()
          // A card's balance or a code's use may be what changed: show them as they are now.
          if (isApiErrorWithStatus(error, 404, 409) && codes.codes.length > 0) void codes.recheck()
        },
      },
    )
  }

  return { submit, pending: place.isPending, refusal }
}
