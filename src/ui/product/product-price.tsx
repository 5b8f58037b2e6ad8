import { discountPercent, formatPrice } from '../../shared/money'

export function ProductPrice({
  price,
  compareAt,
  currencyCode,
  size = 'md',
  showDiscount = true,
  from = false,
}: {
  price: string
  compareAt?: string | null
  /** ISO 4217: a store's prices in the store's currency (MoneyV2.currencyCode). */
  currencyCode: string
  size?: 'md' | 'lg'
  /** Off where the page shows its own '-N% OFF' badge, so it is not said twice. */
  showDiscount?: boolean
  /** The lowest of several prices: said "From €…" until one is chosen. */
  from?: boolean
}) {
  const off = compareAt ? discountPercent(price, compareAt) : 0
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className={`font-bold text-stone-50 ${size === 'lg' ? 'text-3xl' : 'text-lg'}`}>
        {from ? <span className="text-base font-semibold text-stone-300">From </span> : null}
        {formatPrice(price, currencyCode)}
      </span>
      {compareAt && off > 0 ? (
        <>
          <span className="text-sm text-stone-400 line-through">
            <span className="sr-only">Was </span>
            {formatPrice(compareAt, currencyCode)}
          </span>
          {showDiscount ? (
            <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">-{off}% OFF</span>
          ) : null}
        </>
      ) : null}
    </p>
  )
}
