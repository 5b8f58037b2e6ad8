import * as Slider from '@radix-ui/react-slider'
import { type ReactNode, useId, useState } from 'react'
import { useDeferredCommit } from '../../../lib/use-deferred-commit'
import { formatPrice } from '../../../shared/money'
import { Button } from '../../../ui/button'
import { DialogCloseButton } from '../../../ui/dialog-close-button'
import { dialogKeys } from '../../../ui/dialog-keys'
import { dialogCommand } from '../../../ui/native-dialog'
import { PRICE_SLIDER_MAX, PRICE_SLIDER_STEP } from '../listing-search'

export interface FilterOption {
  id: string
  label: string
  /** How many products the option would list, where the store counts them. */
  count?: number
}

/** A group of options: the listing's own (`type`, `brand`, `size`) or one of the store's filters (its id). */
export interface FilterGroup {
  id: string
  title: string
  options: readonly FilterOption[]
  selected: readonly string[]
}

interface FilterSidebarProps {
  groups: readonly FilterGroup[]
  priceRange: readonly [number, number]
  /** The slider's top: the store's highest price on a collection's listing; else PRICE_SLIDER_MAX. */
  priceMax?: number
  /** The store's currency, in which the price range is read; the shop's own until known. */
  currencyCode: string | undefined
  /** A group's options after a tick or untick; undefined when none is left. */
  onGroupChange: (group: FilterGroup['id'], selected: string[] | undefined) => void
  onPriceChange: (range: [number, number]) => void
}

const PANEL_ID = 'listing-filters'

/**
 * Whether the sidebar is shown beside the results on a wide screen: at first it is (also in the
 * server's HTML), and once the rider toggles it, it stays as they left it. On a phone the filters are
 * a sheet the rider opens (`FilterableResults`), whatever this says.
 */
export function useFiltersOpen() {
  return useState(true)
}

const filtersLabel = (activeCount: number) => `Filters${activeCount > 0 ? ` (${activeCount})` : ''}`

/**
 * The toolbar's Filters button, with the number of filters in use. On a phone it opens the filters'
 * sheet by its `command`, so it opens within a frame of the tap before the app has started
 * (docs/decisions/0050-filters-open-before-the-app.md); on a wide screen it shows or hides the sidebar.
 */
export function FiltersButton({
  open,
  activeCount,
  onToggle,
}: {
  open: boolean
  activeCount: number
  onToggle: () => void
}) {
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="lg:hidden"
        aria-haspopup="dialog"
        aria-controls={PANEL_ID}
        {...dialogCommand('show-modal', PANEL_ID)}
      >
        {filtersLabel(activeCount)}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        className="hidden lg:inline-block"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={onToggle}
      >
        {filtersLabel(activeCount)}
      </Button>
    </>
  )
}

/**
 * The results with the filters: beside them on a wide screen while `open`; on a phone in a sheet
 * from the left, a native modal <dialog> in the server's page that the Filters button opens. Each
 * tick applies at once to the results behind it; Show results, Escape or a tap beside it closes it.
 */
export function FilterableResults({
  open,
  children,
  ...sidebar
}: FilterSidebarProps & { open: boolean; children: ReactNode }) {
  const titleId = `${PANEL_ID}-title`
  return (
    <div className={open ? 'gap-6 lg:grid lg:grid-cols-[15rem_1fr]' : undefined}>
      <dialog
        id={PANEL_ID}
        aria-labelledby={titleId}
        closedby="any"
        onKeyDown={dialogKeys}
        className={`inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[min(88vw,22rem)] max-w-none flex-col overflow-y-auto border-0 border-r border-stone-800 bg-stone-950 text-stone-100 shadow-2xl open:flex backdrop:bg-black/70 lg:static lg:h-auto lg:w-auto lg:overflow-visible lg:border-0 lg:bg-transparent lg:shadow-none ${open ? 'lg:block' : 'lg:hidden'}`}
      >
        <div className="flex items-center justify-between border-b border-stone-800 px-4 py-3 lg:hidden">
          <h2 id={titleId} className="text-lg font-extrabold text-stone-50">
            Filters
          </h2>
          <DialogCloseButton dialogId={PANEL_ID} label="Close filters" />
        </div>
        <div className="grow p-4 lg:p-0">
          <FilterSidebar {...sidebar} />
        </div>
        <div className="sticky bottom-0 border-t border-stone-800 bg-stone-950 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] lg:hidden">
          <Button className="w-full" {...dialogCommand('close', PANEL_ID)}>
            Show results
          </Button>
        </div>
      </dialog>
      {children}
    </div>
  )
}

/** The option list with `value` switched on or off; undefined once empty, so the URL drops it. */
export function toggledOption(values: readonly string[], value: string) {
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value]
  return next.length > 0 ? next : undefined
}

/**
 * The filter sidebar: collapsible groups, all expanded at first, and a price slider from
 * 0 to `priceMax` (1000 unless told) in steps of 10. Every change is applied at once. Radix's slider gives
 * two keyboard-operable thumbs with the right ARIA, which a pair of native range inputs does not.
 */
function FilterSidebar({
  groups,
  priceRange,
  priceMax = PRICE_SLIDER_MAX,
  currencyCode,
  onGroupChange,
  onPriceChange,
}: FilterSidebarProps) {
  return (
    <aside aria-label="Filters" className="flex flex-col gap-3">
      {groups
        .filter((group) => group.options.length > 0)
        .map((group) => (
          <FilterSection key={group.id} title={group.title}>
            <FilterOptions group={group} onChange={(selected) => onGroupChange(group.id, selected)} />
          </FilterSection>
        ))}
      <FilterSection title="Price">
        <PriceSlider value={priceRange} max={priceMax} currencyCode={currencyCode} onCommit={onPriceChange} />
      </FilterSection>
    </aside>
  )
}

const sameOptions = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/** One group's checkboxes: a tick shows at once, the listing follows after that paint. */
function FilterOptions({
  group,
  onChange,
}: {
  group: FilterGroup
  onChange: (selected: string[] | undefined) => void
}) {
  const [selected, change] = useDeferredCommit<readonly string[]>(
    group.selected,
    (next) => onChange(next.length > 0 ? [...next] : undefined),
    sameOptions,
  )
  const idBase = useId()
  return (
    <ul className="flex flex-col gap-1.5">
      {group.options.map((option, index) => {
        const id = `${idBase}-${index}`
        return (
          <li key={option.id} className="flex items-center gap-2">
            <input
              id={id}
              type="checkbox"
              checked={selected.includes(option.id)}
              onChange={() => change(toggledOption(selected, option.id) ?? [])}
              className="h-4 w-4 accent-orange-500"
            />
            <label htmlFor={id} className="text-sm text-stone-200">
              {option.label}
              {option.count !== undefined ? (
                <span className="text-stone-400">
                  <span aria-hidden="true"> ({option.count})</span>
                  <span className="sr-only">, {option.count} products</span>
                </span>
              ) : null}
            </label>
          </li>
        )
      })}
    </ul>
  )
}

function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details open className="group rounded-lg border border-stone-800 bg-stone-900 p-3">
      {/* Opens and folds by itself: never held for the app. */}
      <summary
        data-works-without-app=""
        className="flex cursor-pointer list-none items-center justify-between font-semibold text-stone-100 [&::-webkit-details-marker]:hidden"
      >
        {title}
        <span aria-hidden="true" className="text-stone-400 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  )
}

/** Shows the range while dragging and applies it when the thumb is let go (one navigation, not fifty). */
function PriceSlider({
  value,
  max,
  currencyCode,
  onCommit,
}: {
  value: readonly [number, number]
  max: number
  currencyCode: string | undefined
  onCommit: (range: [number, number]) => void
}) {
  const [draft, setDraft] = useState<[number, number]>([value[0], value[1]])
  // Follow the URL when it changes from outside (a chip removed, Clear All, back) without remounting,
  // so a keyboard user keeps focus on the thumb between steps.
  const [shown, setShown] = useState(value)
  if (shown[0] !== value[0] || shown[1] !== value[1]) {
    setShown(value)
    setDraft([value[0], value[1]])
  }
  return (
    <div className="flex flex-col gap-3">
      <Slider.Root
        className="relative flex h-5 touch-none items-center select-none"
        min={0}
        max={max}
        step={PRICE_SLIDER_STEP}
        minStepsBetweenThumbs={1}
        value={draft}
        onValueChange={(next) => setDraft([next[0] ?? 0, next[1] ?? max])}
        onValueCommit={(next) => onCommit([next[0] ?? 0, next[1] ?? max])}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-stone-700">
          <Slider.Range className="absolute h-full rounded-full bg-orange-500" />
        </Slider.Track>
        <Slider.Thumb
          aria-label="Minimum price"
          className="block h-5 w-5 rounded-full border-2 border-orange-400 bg-stone-950 focus-visible:outline-2 focus-visible:outline-orange-300"
        />
        <Slider.Thumb
          aria-label="Maximum price"
          className="block h-5 w-5 rounded-full border-2 border-orange-400 bg-stone-950 focus-visible:outline-2 focus-visible:outline-orange-300"
        />
      </Slider.Root>
      <p className="flex justify-between text-sm text-stone-300" aria-live="polite">
        <span>{formatPrice(draft[0], currencyCode)}</span>
        <span>{formatPrice(draft[1], currencyCode)}</span>
      </p>
    </div>
  )
}
