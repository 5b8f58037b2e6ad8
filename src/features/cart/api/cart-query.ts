import { queryOptions, useQuery } from '@tanstack/react-query'
import { getQueryFn } from '../../../lib/api/api-request'
import { useSession } from '../../../lib/session'
import { cartCurrency, cartReplySchema, type PricedCartLine } from '../../../shared/account/cart'
import { cartTotals, formatPrice } from '../../../shared/money'

/** A line as the cart shows it: while an add is on its way the price is not known yet. */
export type CartLineView = PricedCartLine & { pending?: boolean }

const readCart = getQueryFn(cartReplySchema)

/** `GET /api/cart`: the signed-in shopper's lines, priced by the server. No retry. */
export function cartQueryOptions() {
  return queryOptions({
    queryKey: ['/api/cart'],
    queryFn: async (context): Promise<CartLineView[]> => readCart(context),
  })
}

/** The cart's count is the sum of quantities, the total the sum of price × quantity. */
export function cartSummary(lines: readonly CartLineView[]) {
  const { subtotal, itemCount } = cartTotals(
    lines.map((line) => ({ price: line.product.price, quantity: line.quantity })),
  )
  return { itemCount, subtotal: formatPrice(subtotal, cartCurrency(lines)) }
}

/** The cart of whoever is signed in; nobody signed in means no cart (and no request). */
export function useCart() {
  const session = useSession()
  const signedIn = session.status === 'signed-in'
  const cart = useQuery({ ...cartQueryOptions(), enabled: signedIn })
  const lines = signedIn ? (cart.data ?? []) : []
  return {
    session,
    signedIn,
    cart,
    lines,
    ...cartSummary(lines),
  }
}
