import { discountPercent } from '../../shared/money'
import { FREE_SHIP_BADGE, shipsFree } from '../../shared/shipping'

/**
 * Badges for the tags that mean something to a shopper, a sale price, and "Free Ship" when the item
 * bought alone ships free by the shop's rule (src/shared/shipping.ts), never by a tag.
 */
function productBadges(tags: readonly string[], price: string, compareAt: string | null | undefined) {
  const badges: { label: string; className: string }[] = []
  if (compareAt && discountPercent(price, compareAt) > 0)
    badges.push({ label: 'SALE', className: 'bg-red-700 text-white' })
  if (tags.includes('new')) badges.push({ label: 'NEW', className: 'bg-emerald-300 text-stone-950' })
  if (tags.includes('bestseller'))
    badges.push({ label: 'BESTSELLER', className: 'bg-amber-300 text-stone-950' })
  if (shipsFree(price)) badges.push({ label: FREE_SHIP_BADGE, className: 'bg-sky-300 text-stone-950' })
  if (tags.includes('warranty')) badges.push({ label: 'Warranty', className: 'bg-stone-200 text-stone-950' })
  return badges
}

export function ProductBadges({
  tags,
  price,
  compareAt,
}: {
  tags: readonly string[]
  price: string
  compareAt: string | null | undefined
}) {
  const badges = productBadges(tags, price, compareAt)
  if (badges.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Highlights">
      {badges.map((b) => (
        <li
          key={b.label}
          className={`rounded px-1.5 py-0.5 text-[11px] font-bold tracking-wide ${b.className}`}
        >
          {b.label}
        </li>
      ))}
    </ul>
  )
}
