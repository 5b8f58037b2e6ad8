import { useId } from 'react'
import { RadioButton, useChoiceInTheAddress } from '../../../ui/choice-radio'
import { GridIcon, ListIcon } from '../../../ui/icons'
import type { ViewMode } from './product-card'

const views = [
  { mode: 'grid', label: 'Grid view', Icon: GridIcon, corner: 'rounded-l-md' },
  { mode: 'list', label: 'List view', Icon: ListIcon, corner: 'rounded-r-md' },
] as const

/**
 * Grid or list; grid is the default and is left out of the URL. Two radio buttons drawn as a pair of
 * buttons: a tap shows its view chosen at once, before the app has started, and the app lays the
 * results out that way once it runs (docs/decisions/0051-sizes-chosen-before-the-app.md).
 */
export function ViewToggle({ view, onChange }: { view: ViewMode; onChange: (view: ViewMode) => void }) {
  const name = useId()
  const { group, chosen, pick } = useChoiceInTheAddress(view, onChange)
  return (
    // Chosen by the browser itself: never held for the app (src/start/held-taps.ts).
    <fieldset ref={group} data-works-without-app="" className="flex rounded-md border border-stone-700">
      <legend className="sr-only">View</legend>
      {views.map(({ mode, label, Icon, corner }) => (
        <RadioButton
          key={mode}
          name={name}
          value={mode}
          checked={chosen === mode}
          onChange={() => pick(mode)}
          aria-label={label}
          data-tip={label}
          className={`px-2.5 text-stone-300 ${corner}`}
        >
          <Icon />
        </RadioButton>
      ))}
    </fieldset>
  )
}
