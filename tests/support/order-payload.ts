import type { PricedCartLine } from '../../src/shared/account/cart'
import type { Address, CheckoutRequest } from '../../src/shared/account/orders'
import { calculateOrderTotals } from '../../src/shared/order-totals'

/** An address every order form accepts. */
export const TEST_ADDRESS: Address = {
  firstName: 'Sam',
  lastName: 'Rider',
  address1: '1200 W Canal St',
  address2: 'Suite 4',
  city: 'Milwaukee',
  state: 'WI',
  zip: '53233',
  country: 'US',
}

/** The checkout of `lines` as the shopper was shown them: each line's price and the shop's totals. */
export function orderPayload(
  email: string,
  lines: readonly PricedCartLine[],
  address = TEST_ADDRESS,
): CheckoutRequest {
  const items = lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    price: line.product.price,
    size: line.size,
    color: line.color,
  }))
  return { email, shippingAddress: address, items, ...calculateOrderTotals(items) }
}
