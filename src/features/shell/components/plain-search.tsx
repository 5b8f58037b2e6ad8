import { SearchIcon } from '../../../ui/icon'

export const searchInputClass =
  'w-full min-w-0 rounded-l-md border border-stone-700 bg-stone-900 px-3 py-2 text-sm text-stone-100 placeholder:text-stone-400 focus:border-orange-400 focus:outline-none'
export const searchButtonClass =
  'rounded-r-md border border-l-0 border-stone-700 bg-stone-800 px-3 py-2 text-stone-200 hover:text-orange-400'

/**
 * The search form's boxes while its code is on its way (a page the browser renders itself): the same
 * size as the search that takes its place, so nothing moves.
 */
export function PlainSearch({ id, className = '' }: { id: string; className?: string }) {
  return (
    <search className={className}>
      <form action="/shop" method="get" className="relative flex min-w-0 items-center">
        <label htmlFor={id} className="sr-only">
          Search products
        </label>
        <input
          id={id}
          type="search"
          placeholder="Search gear..."
          autoComplete="off"
          className={searchInputClass}
        />
        <button type="submit" aria-label="Search" className={searchButtonClass}>
          <SearchIcon />
        </button>
      </form>
    </search>
  )
}
