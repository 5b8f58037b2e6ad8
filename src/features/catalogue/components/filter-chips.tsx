import type { ReactNode } from 'react'
import { formatPrice } from '../../../shared/money'
import { CloseIcon } from '../../../ui/icons'
import { type FilterGroup, toggledOption } from './filter-sidebar'

export interface FilterChip {
  key: string
  label: string
  clear: () => void
}

/** One chip per chosen sidebar option; removing it unticks that option alone. */
export function groupChips(
  groups: readonly FilterGroup[],
  onChange: (group: FilterGroup['id'], selected: string[] | undefined) => void,
): FilterChip[] {
  return groups.flatMap((group) =>
    group.selected.map((id) => ({
      key: `${group.id}-${id}`,
      label: `${group.title}: ${group.options.find((o) => o.id === id)?.label ?? id}`,
      clear: () => onChange(group.id, toggledOption(group.selected, id)),
    })),
  )
}

/** The price range's chip, in the store's currency (`currencyCode`; the shop's own until known). */
export function priceChip(
  range: readonly [number, number],
  currencyCode: string | undefined,
  clear: () => void,
): FilterChip {
  const price = (amount: number) => formatPrice(amount, currencyCode)
  return { key: 'price', label: `Price: ${price(range[0])} – ${price(range[1])}`, clear }
}

/** Removable active-filter chips, with Clear All Filters once anything is set. */
export function FilterChips({
  chips,
  onClearAll,
  children,
}: {
  chips: readonly FilterChip[]
  onClearAll: () => void
  /** A line such as "Showing 48 products per page" that leads the row. */
  children?: ReactNode
}) {
  return (
    <div className="flex min-h-8 flex-wrap items-center gap-2">
      {children}
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          onClick={chip.clear}
          aria-label={`Remove filter ${chip.label}`}
          className="flex items-center gap-1 rounded-full border border-orange-400 px-3 py-1 text-sm text-orange-300 hover:bg-orange-500 hover:text-stone-950"
        >
          {chip.label}
          <CloseIcon width={14} height={14} />
        </button>
      ))}
      {chips.length > 0 ? (
        <button
          type="button"
          onClick={onClearAll}
          className="text-sm font-semibold text-stone-300 underline underline-offset-4 hover:text-orange-400"
        >
          Clear All Filters
        </button>
      ) : null}
    </div>
  )
}
