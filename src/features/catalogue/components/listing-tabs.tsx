import { useId } from 'react'
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
  const tabName = useId()
  const choiceName = useId()
  const tabs = useChoiceInTheAddress(tab?.id, (id) =>
    onSearchChange({ tab: id === listing.tabs[0]?.id ? undefined : id, choice: undefined }),
  )
  const choices = useChoiceInTheAddress(choice?.id ?? ALL, (id) =>
    onSearchChange({ choice: id === ALL ? undefined : id }),
  )
  return (
    <>
      {listing.tabs.length > 1 ? (
        // Chosen by the browser itself: never held for the app (src/start/held-taps.ts).
        <fieldset ref={tabs.group} data-works-without-app="" className={ROW}>
          <legend className="sr-only">{`${listing.name} tabs`}</legend>
          {listing.tabs.map((t) => (
            <RadioButton
              key={t.id}
              name={tabName}
              value={t.id}
              checked={t.id === tabs.chosen}
              onChange={() => tabs.pick(t.id)}
              className={`${PILL} px-4 py-2 font-semibold text-stone-200`}
            >
              {t.label}
            </RadioButton>
          ))}
        </fieldset>
      ) : null}
      {tab?.choices ? (
        <fieldset ref={choices.group} data-works-without-app="" className={ROW}>
          <legend className="sr-only">{`${tab.label} options`}</legend>
          {[{ id: ALL, label: 'All' }, ...tab.choices].map((c) => (
            <RadioButton
              key={c.id}
              name={choiceName}
              value={c.id}
              checked={c.id === choices.chosen}
              onChange={() => choices.pick(c.id)}
              chosen="outlined"
              className={`${PILL} px-3 py-1.5 text-stone-300`}
            >
              {c.label}
            </RadioButton>
          ))}
        </fieldset>
      ) : null}
    </>
  )
}
