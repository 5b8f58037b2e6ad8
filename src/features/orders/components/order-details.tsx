import { Link } from '@tanstack/react-router'
import { ORDER_STATUS_LABELS, type Order, type OrderStatus } from '../../../shared/account/orders'
import { amountToCents, formatPrice } from '../../../shared/money'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' })

const statusClass: Record<OrderStatus, string> = {
  awaiting_payment: 'border-amber-700 text-amber-200',
  paid: 'border-sky-700 text-sky-200',
  fulfilled: 'border-emerald-700 text-emerald-200',
  partially_refunded: 'border-stone-600 text-stone-200',
  refunded: 'border-stone-600 text-stone-200',
  cancelled: 'border-red-800 text-red-200',
}

/** Each shipment's carrier and tracking, as the store gave them. */
function Shipments({ order }: { order: Order }) {
  if (order.shipments.length === 0) return null
  return (
    <div className="text-sm text-stone-300">
      <p className="font-semibold text-stone-100">Tracking</p>
      <ul className="flex flex-col gap-1">
        {order.shipments.map((shipment, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: shipments are listed as the store lists them.
          <li key={index}>
            {shipment.company ?? 'Carrier'}
            {shipment.number ? `: ${shipment.number}` : ''}
            {shipment.url ? (
              <>
                {' '}
                <a
                  href={shipment.url}
                  rel="noreferrer"
                  target="_blank"
                  className="font-semibold text-orange-300 underline underline-offset-4"
                >
                  Track it
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * One order the store took: its status, its lines, the totals as the store charged them (in its
 * currency) and each shipment's tracking (docs/decisions/0070-checkout-through-the-store.md).
 */
export function OrderDetails({ order, headingLevel = 'h2' }: { order: Order; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  const money = (amount: string) => formatPrice(amount, order.currencyCode)
  return (
    <article
      aria-label={`Order ${order.name}`}
      className="flex flex-col gap-4 rounded-2xl border border-stone-800 bg-stone-900 p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="text-xl font-extrabold text-stone-50">Order {order.name}</Heading>
        <p className="text-sm text-stone-400">{dateFormat.format(new Date(order.placedAt))}</p>
      </div>
      <p
        data-testid="order-status"
        className={`w-fit rounded-full border px-3 py-0.5 text-sm font-semibold ${statusClass[order.status]}`}
      >
        {ORDER_STATUS_LABELS[order.status]}
      </p>
      <ul aria-label="Items" className="flex flex-col divide-y divide-stone-800">
        {order.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the store's lines keep their order.
          <li key={index} className="flex items-center justify-between gap-3 py-2">
            <span className="text-stone-100">
              {line.href ? (
                <Link to={line.href} className="hover:underline">
                  {line.title}
                </Link>
              ) : (
                line.title
              )}
              <span className="block text-xs text-stone-400">
                {line.variantTitle ? `${line.variantTitle} · ` : ''}
                {`${line.quantity} × ${money(line.price)}`}
              </span>
            </span>
            <span className="font-semibold text-stone-100">{money(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl data-testid="order-totals" className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-stone-300">
        <dt>Subtotal</dt>
        <dd className="text-right">{money(order.subtotal)}</dd>
        {amountToCents(order.discount) > 0 ? (
          <>
            <dt>Discount</dt>
            <dd className="text-right">−{money(order.discount)}</dd>
          </>
        ) : null}
        <dt>Tax</dt>
        <dd className="text-right">{money(order.tax)}</dd>
        <dt>Shipping</dt>
        <dd className="text-right">{amountToCents(order.shipping) === 0 ? 'Free' : money(order.shipping)}</dd>
        <dt className="font-bold text-stone-50">Total</dt>
        <dd className="text-right font-bold text-stone-50">{money(order.total)}</dd>
        {amountToCents(order.refunded) > 0 ? (
          <>
            <dt>Refunded</dt>
            <dd className="text-right">−{money(order.refunded)}</dd>
          </>
        ) : null}
      </dl>
      <Shipments order={order} />
    </article>
  )
}
