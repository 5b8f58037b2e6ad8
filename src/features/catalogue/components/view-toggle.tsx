import { GridIcon, ListIcon } from '../../../ui/icons'
import type { ViewMode } from './product-card'

/** Grid or list; grid is the default and is left out of the URL. */
export function ViewToggle({ view, onChange }: { view: ViewMode; onChange: (view: ViewMode) => void }) {
  return (
    <fieldset className="flex rounded-md border border-stone-700">
      <legend className="sr-only">View</legend>
      <button
        type="button"
        aria-pressed={view === 'grid'}
        aria-label="Grid view"
        data-tip="Grid view"
        onClick={() => onChange('grid')}
        className="rounded-l-md px-2.5 text-stone-300 aria-pressed:bg-orange-500 aria-pressed:text-stone-950"
      >
        <GridIcon />
      </button>
      <button
        type="button"
        aria-pressed={view === 'list'}
        aria-label="List view"
        data-tip="List view"
        onClick={() => onChange('list')}
        className="rounded-r-md px-2.5 text-stone-300 aria-pressed:bg-orange-500 aria-pressed:text-stone-950"
      >
        <ListIcon />
      </button>
    </fieldset>
  )
}
