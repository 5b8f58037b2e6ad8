import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { SearchIcon } from '../../../ui/icon'
import { shopSearchParams } from '../shop-search'

/** The header's search form: goes to /shop?search=… on non-blank text. */
export function HeaderSearch({
  id,
  onSearched,
  className = '',
}: {
  /** The input's id; the desktop header and the mobile menu each have their own form. */
  id: string
  /** Called after a search navigates (the mobile menu closes itself). */
  onSearched?: () => void
  className?: string
}) {
  const navigate = useNavigate()
  const [text, setText] = useState('')

  return (
    <search className={className}>
      <form
        className="flex min-w-0 items-center"
        onSubmit={(event) => {
          event.preventDefault()
          const search = shopSearchParams(text)
          if (!search) return
          void navigate({ to: '/shop', search })
          setText('')
          onSearched?.()
        }}
      >
        <label htmlFor={id} className="sr-only">
          Search products
        </label>
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search gear..."
          enterKeyHint="search"
          autoComplete="off"
          className="w-full min-w-0 rounded-l-md border border-stone-700 bg-stone-900 px-3 py-2 text-sm text-stone-100 placeholder:text-stone-400 focus:border-orange-400 focus:outline-none"
        />
        <button
          type="submit"
          aria-label="Search"
          data-tip="Search"
          className="rounded-r-md border border-l-0 border-stone-700 bg-stone-800 px-3 py-2 text-stone-200 hover:text-orange-400"
        >
          <SearchIcon />
        </button>
      </form>
    </search>
  )
}
