import { lineVariantText } from '../../../shared/account/cart'
import { addressLines, type Order } from '../../../shared/account/orders'
import { amountToCents, formatPrice } from '../../../shared/money'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' })

/**
 * What a discount code and a gift card took off the order. Orders saved on a device before codes
 * existed lack both fields: none was used, so they read as "0.00" (rather than dropping every saved
 * order, and the cart changes waiting with them, by changing the saved cache's buster).
 */
function codeAmountsOf(order: Partial<Pick<Order, 'discount' | 'giftCardAmount'>>) {
  return { discount: order.discount ?? '0.00', giftCardAmount: order.giftCardAmount ?? '0.00' }
}

/**
 * One placed order: its lines, the totals as the server computed them (with the discount and gift
 * card lines when a code took something off), and where it ships.
 */
export function OrderDetails({ order, headingLevel = 'h2' }: { order: Order; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  const address = order.shippingAddress
  const { discount, giftCardAmount } = codeAmountsOf(order)
  return (
    <article
      aria-label={`Order ${order.number}`}
      className="flex flex-col gap-4 rounded-2xl border border-stone-800 bg-stone-900 p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="text-xl font-extrabold text-stone-50">Order {order.number}</Heading>
        <p className="text-sm text-stone-400">{dateFormat.format(new Date(order.createdAt))}</p>
      </div>
      <ul aria-label="Items" className="flex flex-col divide-y divide-stone-800">
        {order.lines.map((line) => (
          <li
            key={`${line.productId}-${line.size}-${line.color}`}
            className="flex items-center justify-between gap-3 py-2"
          >
            <span className="text-stone-100">
              {line.name}
              <span className="block text-xs text-stone-400">
                {lineVariantText(line)}
                {` · ${line.quantity} × ${formatPrice(line.price, order.currencyCode)}`}
              </span>
            </span>
            <span className="font-semibold text-stone-100">
              {formatPrice(line.lineTotal, order.currencyCode)}
            </span>
          </li>
        ))}
      </ul>
      <dl data-testid="order-totals" className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-stone-300">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatPrice(order.subtotal, order.currencyCode)}</dd>
        {amountToCents(discount) > 0 ? (
          <>
            <dt>{order.discountCode ? `Discount (${order.discountCode})` : 'Discount'}</dt>
            <dd className="text-right">−{formatPrice(discount, order.currencyCode)}</dd>
          </>
        ) : null}
        <dt>Tax (8%)</dt>
        <dd className="text-right">{formatPrice(order.tax, order.currencyCode)}</dd>
        <dt>Shipping</dt>
        <dd className="text-right">
          {order.shipping === '0.00' ? 'Free' : formatPrice(order.shipping, order.currencyCode)}
        </dd>
        {amountToCents(giftCardAmount) > 0 ? (
          <>
            <dt>Gift card</dt>
            <dd className="text-right">−{formatPrice(giftCardAmount, order.currencyCode)}</dd>
          </>
        ) : null}
        <dt className="font-bold text-stone-50">Total</dt>
        <dd className="text-right font-bold text-stone-50">{formatPrice(order.total, order.currencyCode)}</dd>
      </dl>
      <div className="text-sm text-stone-300">
        <p className="font-semibold text-stone-100">Ships to</p>
        <address className="not-italic whitespace-pre-line">{addressLines(address).join('\n')}</address>
      </div>
    </article>
  )
}
