import type { KeyboardEvent } from 'react'
import { OUTFIT_SLOTS, type OutfitSlot, outfitSlots } from '../outfit'

/** Which tab a key moves to (WAI-ARIA tabs pattern): arrows wrap around, Home and End jump. */
function targetIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count
  if (key === 'ArrowLeft') return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

export function slotTabId(baseId: string, slot: OutfitSlot) {
  return `${baseId}-tab-${slot}`
}

/**
 * The category selector: one tab per slot, selection follows focus. Controlled, so only the
 * selected slot's list is rendered and fetched (src/ui/tabs.tsx renders every panel).
 */
export function SlotTabs({
  baseId,
  panelId,
  selected,
  onSelect,
}: {
  baseId: string
  panelId: string
  selected: OutfitSlot
  onSelect: (slot: OutfitSlot) => void
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetIndex(event.key, index, OUTFIT_SLOTS.length)
    const next = target === null ? undefined : OUTFIT_SLOTS[target]
    if (!next) return
    event.preventDefault()
    onSelect(next)
    document.getElementById(slotTabId(baseId, next))?.focus()
  }

  return (
    <div role="tablist" aria-label="Gear category" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      {OUTFIT_SLOTS.map((slot, index) => {
        const isSelected = slot === selected
        return (
          <button
            key={slot}
            type="button"
            role="tab"
            id={slotTabId(baseId, slot)}
            aria-selected={isSelected}
            aria-controls={isSelected ? panelId : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(slot)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="rounded-md border border-stone-700 bg-stone-900 px-2 py-2 text-sm font-semibold text-stone-300 hover:border-orange-400 hover:text-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-400 aria-selected:border-orange-500 aria-selected:bg-orange-500 aria-selected:text-stone-950"
          >
            {outfitSlots[slot].listLabel}
          </button>
        )
      })}
    </div>
  )
}
