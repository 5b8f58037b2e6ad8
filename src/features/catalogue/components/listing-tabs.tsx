import { type ComponentProps, useId } from 'react'
import { RadioButton, useChoiceInTheAddress } from '../../../ui/choice-radio'
import { activeTab } from '../listing-query'
import type { ListingSearch } from '../listing-search'
import type { Listing } from '../listings'

/** The choice that stands for none (every product of the tab); left out of the URL. */
const ALL = 'all'

const PILL = 'shrink-0 rounded-full border border-stone-700 text-sm whitespace-nowrap hover:border-orange-400'
/** A row of pills that scrolls sideways on a narrow screen (a fieldset is as wide as its content unless told). */
const ROW = '-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1'

/**
 * A listing's tabs as pills, when there are two or more, and the active tab's choices as a second
 * row. Each row is a group of radio buttons: a tap shows its pill chosen at once, before the app has
 * started, and the app lists what it names once it runs
 * (docs/decisions/0052-the-heart-and-tabs-before-the-app.md).
 */
export function ListingTabs({
  listing,
  search,
  onSearchChange,
}: {
  listing: Listing
  search: ListingSearch
  onSearchChange: (next: ListingSearch) => void
}) {
  const { tab, choice } = activeTab(listing, search)
  return (
    <>
      {listing.tabs.length > 1 ? (
        <PillRow
          legend={`${listing.name} tabs`}
          items={listing.tabs}
          value={tab?.id}
          choose={(id) =>
            onSearchChange({ tab: id === listing.tabs[0]?.id ? undefined : id, choice: undefined })
          }
          pill={`${PILL} px-4 py-2 font-semibold text-stone-200`}
        />
      ) : null}
      {tab?.choices ? (
        <PillRow
          legend={`${tab.label} options`}
          items={[{ id: ALL, label: 'All' }, ...tab.choices]}
          value={choice?.id ?? ALL}
          choose={(id) => onSearchChange({ choice: id === ALL ? undefined : id })}
          pill={`${PILL} px-3 py-1.5 text-stone-300`}
          chosen="outlined"
        />
      ) : null}
    </>
  )
}

/** One row of pills, a group of radio buttons named by its (unseen) legend. */
function PillRow({
  legend,
  items,
  value,
  choose,
  pill,
  chosen,
}: {
  legend: string
  items: readonly { id: string; label: string }[]
  value: string | undefined
  choose: (id: string) => void
  pill: string
  chosen?: ComponentProps<typeof RadioButton>['chosen']
}) {
  const name = useId()
  const row = useChoiceInTheAddress(value, choose)
  return (
    // Chosen by the browser itself: never held for the app (src/start/held-taps.ts).
    <fieldset ref={row.group} data-works-without-app="" className={ROW}>
      <legend className="sr-only">{legend}</legend>
      {items.map((item) => (
        <RadioButton
          key={item.id}
          name={name}
          value={item.id}
          checked={item.id === row.chosen}
          onChange={() => row.pick(item.id)}
          chosen={chosen}
          className={pill}
        >
          {item.label}
        </RadioButton>
      ))}
    </fieldset>
  )
}
