import { useEffect, useRef, useState } from 'react'
import { SearchIcon } from '../../../ui/icon'
import { CloseIcon } from '../../../ui/icons'

const SEARCH_DEBOUNCE_MS = 300

/**
 * A listing's search field: applies the text a moment after typing stops (or on Enter), and follows
 * the URL when the header search or the back button changes it.
 */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onCommit,
}: {
  id: string
  label: string
  placeholder: string
  value: string | undefined
  onCommit: (text: string | undefined) => void
}) {
  const [text, setText] = useState(value ?? '')
  const [lastValue, setLastValue] = useState(value)
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined)
  // A search still waiting to be applied must not navigate after the shopper has left the page.
  useEffect(() => () => clearTimeout(debounce.current), [])
  if (value !== lastValue) {
    setLastValue(value)
    setText(value ?? '')
  }

  const commit = (next: string) => {
    clearTimeout(debounce.current)
    const trimmed = next.trim() || undefined
    setLastValue(trimmed)
    onCommit(trimmed)
  }

  return (
    <search className="relative min-w-0 flex-1">
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault()
          commit(text)
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-400" />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => {
            const next = event.target.value
            setText(next)
            clearTimeout(debounce.current)
            debounce.current = setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS)
          }}
          className="w-full rounded-md border border-stone-700 bg-stone-950 py-2 pr-10 pl-10 text-stone-100 placeholder:text-stone-400 [&::-webkit-search-cancel-button]:hidden"
        />
        {text ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText('')
              commit('')
            }}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-stone-400 hover:text-orange-400"
          >
            <CloseIcon width={16} height={16} />
          </button>
        ) : null}
      </form>
    </search>
  )
}
