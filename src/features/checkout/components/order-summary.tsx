import { lineVariantText, type PricedCartLine, unsoldAtStandIn } from '../../../shared/account/cart'
import { giftCardLabel } from '../../../shared/account/checkout-codes'
import { cartTotals, formatPrice } from '../../../shared/money'
import type { calculateOrderTotals } from '../../../shared/order-totals'
import { Button } from '../../../ui/button'
import { AppliedCodeLine, CodeField, type useAppliedCodes } from './checkout-codes'

/**
 * The order summary beside the form: the lines, the code field, the totals, why checkout cannot go
 * on (a line no longer sold, the server's refusal, no signal), and the button that goes on to pay.
 * The stand-in checkout charges the shop's own tax and shipping, so they are shown; a store works
 * out its own at payment (docs/decisions/0070-checkout-through-the-store.md).
 */
export function OrderSummary({
  lines,
  currency,
  totals,
  codes,
  online,
  pending,
  refusal,
  standIn,
}: {
  lines: readonly PricedCartLine[]
  currency: string
  totals: ReturnType<typeof calculateOrderTotals>
  codes: ReturnType<typeof useAppliedCodes>
  online: boolean
  pending: boolean
  refusal: string | undefined
  /** The stand-in test checkout takes payment, with the shop's tax and shipping. */
  standIn: boolean
}) {
  const { giftCard, discount } = codes.applied
  const unavailable = lines.filter((line) => !line.product.availableForSale)
  const unsold = lines.filter((line) => unsoldAtStandIn(line, standIn))
  return (
    <aside
      aria-label="Order summary"
      className="flex h-fit flex-col gap-4 rounded-2xl border border-stone-800 bg-stone-900 p-5"
    >
      <h2 className="text-xl font-bold text-stone-50">Order summary</h2>
      <ul className="flex flex-col divide-y divide-stone-800">
        {lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-3 py-2 text-sm">
            <span className="text-stone-200">
              {line.product.name}
              <span className="block text-xs text-stone-400">
                {lineVariantText({ ...line, variantTitle: line.product.variantTitle })}
                {` · Qty ${line.quantity}`}
              </span>
            </span>
            <span className="font-semibold text-stone-100">
              {formatPrice(
                cartTotals([{ price: line.product.price, quantity: line.quantity }]).subtotal,
                currency,
              )}
            </span>
          </li>
        ))}
      </ul>
      <CodeField online={online} pending={codes.pending} problem={codes.problem} onApply={codes.apply} />
      <dl data-testid="checkout-totals" className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-stone-300">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatPrice(totals.subtotal, currency)}</dd>
        {discount ? (
          <AppliedCodeLine
            label={`Discount (${discount.percentOff}%)`}
            amount={formatPrice(totals.discount, currency)}
            removeLabel={`Remove discount code ${discount.code}`}
            onRemove={() => codes.remove('discount')}
          />
        ) : null}
        {standIn ? (
          <>
            <dt>Tax (8%)</dt>
            <dd className="text-right">{formatPrice(totals.tax, currency)}</dd>
            <dt>Shipping</dt>
            <dd className="text-right">
              {totals.shipping === '0.00' ? 'Free' : formatPrice(totals.shipping, currency)}
            </dd>
          </>
        ) : (
          <>
            <dt>Shipping and tax</dt>
            <dd className="text-right">At payment</dd>
          </>
        )}
        {giftCard ? (
          <AppliedCodeLine
            label={giftCardLabel(giftCard.last4)}
            amount={formatPrice(totals.giftCardAmount, currency)}
            removeLabel={`Remove gift card ····${giftCard.last4}`}
            onRemove={() => codes.remove('giftCard')}
          />
        ) : null}
        {standIn ? (
          <>
            <dt className="font-bold text-stone-50">Total</dt>
            <dd className="text-right font-bold text-stone-50">{formatPrice(totals.total, currency)}</dd>
          </>
        ) : null}
      </dl>
      {unavailable.length > 0 ? (
        <p role="alert" className="text-sm text-red-300">
          {unavailable.map((line) => line.product.name).join(', ')} can no longer be ordered. Remove it from
          your cart to check out.
        </p>
      ) : null}
      {unsold.length > 0 ? (
        <p role="alert" className="text-sm text-red-300">
          The store's checkout does not sell {unsold.map((line) => line.product.name).join(', ')}. Remove{' '}
          {unsold.length === 1 ? 'it' : 'them'} from your cart to check out the rest.
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-800 bg-red-950/40 p-3 text-sm text-red-200">
          {refusal}
        </p>
      ) : null}
      {online ? null : (
        <p role="status" className="text-sm text-amber-300">
          You're offline. Checking out needs a connection.
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        disabled={pending || !online || unavailable.length > 0 || unsold.length > 0}
      >
        {pending
          ? 'Going to payment…'
          : standIn
            ? `Continue to payment · ${formatPrice(totals.total, currency)}`
            : 'Continue to payment'}
      </Button>
    </aside>
  )
}
