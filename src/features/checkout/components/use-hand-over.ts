import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError, isApiErrorWithStatus } from '../../../lib/api/api-error'
import { getErrorMessage } from '../../../lib/get-error-message'
import { handleSignedOut } from '../../../lib/session'
import type { PricedCartLine } from '../../../shared/account/cart'
import type { Address } from '../../../shared/account/orders'
import type { calculateOrderTotals } from '../../../shared/order-totals'
import { toast } from '../../../ui/use-toast'
import { useStartCheckout } from '../api/start-checkout'
import type { useAppliedCodes } from './checkout-codes'

const emptyCartToast = () =>
  toast({
    variant: 'destructive',
    title: 'Empty Cart',
    description: 'Your cart is empty. Add some items before checking out.',
  })

/**
 * The hand-over from the checkout form: its fields, the cart's lines at the prices shown, the
 * totals and the codes go to `POST /api/checkouts`, and the rider continues at the store's checkout
 * it answers (`onHandedOver`). The server's refusal is kept to show beside the summary; a cart or
 * code that changed meanwhile is read again.
 */
export function useHandOver({
  lines,
  totals,
  codes,
  onHandedOver,
  onCartChanged,
}: {
  lines: readonly PricedCartLine[]
  totals: ReturnType<typeof calculateOrderTotals>
  codes: ReturnType<typeof useAppliedCodes>
  onHandedOver: (checkoutUrl: string) => void
  onCartChanged: () => void
}) {
  const queryClient = useQueryClient()
  const start = useStartCheckout()
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
    start.mutate(
      {
        email: field('email'),
        shippingAddress,
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
      {
        onSuccess: ({ checkoutUrl }) => onHandedOver(checkoutUrl),
        onError: (error) => {
          if (handleSignedOut(queryClient, error)) return
          if (error instanceof ApiError && error.code === 'empty_cart') {
            emptyCartToast()
            onCartChanged()
            return
          }
          toast({
            variant: 'destructive',
            title: 'Checkout did not start',
            description: 'Nothing was ordered or charged. See why beside your order summary.',
          })
          // The server says why (a price moved, the cart changed, a line the store does not sell).
          setRefusal(getErrorMessage(error))
          if (isApiErrorWithStatus(error, 409)) onCartChanged()
          // A card's balance or a code's use may be what changed: show them as they are now.
          if (isApiErrorWithStatus(error, 404, 409) && codes.codes.length > 0) void codes.recheck()
        },
      },
    )
  }

  // Pending until the browser has left for the store's checkout.
  return { submit, pending: start.isPending || start.isSuccess, refusal }
}
