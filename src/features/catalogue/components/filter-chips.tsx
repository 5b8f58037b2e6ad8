import type { ReactNode } from 'react'
import { CloseIcon } from '../../../ui/icons'

export interface FilterChip {
  key: string
  label: string
  clear: () => void
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
