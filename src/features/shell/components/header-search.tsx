import { useNavigate } from '@tanstack/react-router'
import { useCombobox } from 'downshift'
import { useLayoutEffect, useRef, useState } from 'react'
import { imageUrlAtWidth } from '../../../lib/storefront/image-url'
import { formatPrice } from '../../../shared/money'
import { SearchIcon } from '../../../ui/icon'
import { type Suggestion, useSearchSuggestions } from '../api/search-suggestions'
import { shopSearchParams } from '../shop-search'
import { searchButtonClass, searchInputClass } from './plain-search'

/** What a suggestion reads as, in the box once chosen and to a screen reader in the list. */
function suggestionText(item: Suggestion | null): string {
  if (!item) return ''
  return item.kind === 'search' ? item.text : item.title
}

function SuggestionRow({ item }: { item: Suggestion }) {
  if (item.kind === 'search')
    return (
      <span className="flex items-center gap-2">
        <SearchIcon width={14} height={14} className="shrink-0 text-stone-400" />
        {item.text}
      </span>
    )
  if (item.kind === 'collection')
    return (
      <span className="flex items-baseline justify-between gap-3">
        {item.title} <span className="text-xs text-stone-400">Collection</span>
      </span>
    )
  return (
    <span className="flex items-center gap-3">
      {item.image ? (
        <img
          src={imageUrlAtWidth(item.image.url, 80)}
          alt=""
          width={40}
          height={40}
          className="h-10 w-10 shrink-0 rounded object-cover"
        />
      ) : (
        <span className="h-10 w-10 shrink-0 rounded bg-stone-800" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate">{item.title}</span>{' '}
        <span className="block text-xs text-stone-400">
          {item.vendor}
          {item.price ? ` · ${formatPrice(item.price.amount, item.price.currencyCode)}` : ''}
        </span>
      </span>
    </span>
  )
}

/**
 * The header's search: any non-blank text goes to /shop?search=…, and as the rider types, the store's
 * suggestions (searches, collections, products; src/features/shell/api/search-suggestions.ts) open
 * below, to pick with the arrow keys and Enter, or a tap. Downshift's `useCombobox` is the combobox:
 * a well-kept implementation of the WAI-ARIA pattern (roles, the highlighted option, keys, focus),
 * which a hand-written one would have to match; it loads with this part, after the page.
 */
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
  // What is typed, for the suggestions. The box's text itself is Downshift's own: a controlled
  // value lagged a fast typist and dropped keys.
  const [text, setText] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const suggestions = useSearchSuggestions(text)
  const { items } = suggestions

  const done = () => {
    setInputValue('')
    onSearched?.()
  }
  const open = (item: Suggestion) => {
    if (item.kind === 'search') void navigate({ to: '/shop', search: { search: item.text } })
    else if (item.kind === 'collection')
      void navigate({ to: '/shop/$category', params: { category: item.handle } })
    else void navigate({ to: '/product/$handle', params: { handle: item.handle } })
    done()
  }
  const {
    isOpen,
    highlightedIndex,
    getInputProps,
    getMenuProps,
    getItemProps,
    getLabelProps,
    setInputValue,
  } = useCombobox({
    id: `${id}-suggestions`,
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-list`,
    items,
    // Nothing stays chosen: a pick leads away and the box starts empty again.
    selectedItem: null,
    itemToString: suggestionText,
    itemToKey: (item: Suggestion | null) => item?.key ?? '',
    onInputValueChange: ({ inputValue }) => setText(inputValue),
    // A pick leads away: the box is left empty, not holding the pick's name.
    stateReducer: (_state, { type, changes }) =>
      type === useCombobox.stateChangeTypes.ItemClick ||
      type === useCombobox.stateChangeTypes.InputKeyDownEnter
        ? { ...changes, inputValue: '' }
        : changes,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) open(selectedItem)
    },
  })
  // Typed before this part's code arrived: the server's box holds it, and hydrating leaves it there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the part mounts.
  useLayoutEffect(() => {
    const typedBefore = input.current?.value
    if (typedBefore) setInputValue(typedBefore)
  }, [])
  const notSaved = suggestions.source === 'not-saved'
  const showList = isOpen && (items.length > 0 || notSaved)

  return (
    <search className={className}>
      {/* The browser's own search before the app (or this part) runs: /shop?search=… */}
      <form
        action="/shop"
        method="get"
        className="relative flex min-w-0 items-center"
        onSubmit={(event) => {
          event.preventDefault()
          const search = shopSearchParams(text)
          if (!search) return
          void navigate({ to: '/shop', search })
          done()
        }}
      >
        <label {...getLabelProps()} htmlFor={id} className="sr-only">
          Search products
        </label>
        <input
          {...getInputProps({
            ref: input,
            name: 'search',
            // Enter with no suggestion highlighted searches for the text: the form's own submit.
            onKeyDown: (event) => {
              if (event.key === 'Enter' && highlightedIndex < 0)
                (
                  event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }
                ).preventDownshiftDefault = true
            },
            type: 'search',
            placeholder: 'Search gear...',
            enterKeyHint: 'search',
            autoComplete: 'off',
            className: searchInputClass,
          })}
        />
        <button type="submit" aria-label="Search" data-tip="Search" className={searchButtonClass}>
          <SearchIcon />
        </button>
        <ul
          {...getMenuProps()}
          className={
            showList
              ? 'absolute top-full right-0 z-[60] mt-1 max-h-[70vh] w-[min(26rem,calc(100vw-1.5rem))] overflow-y-auto rounded-md border border-stone-700 bg-stone-950 py-1 text-sm text-stone-100 shadow-2xl shadow-black/60'
              : 'hidden'
          }
        >
          {showList ? (
            <>
              {notSaved ? (
                <li role="presentation" className="px-3 py-2 text-stone-400">
                  Suggestions aren't saved for offline. Press Enter to search what is.
                </li>
              ) : null}
              {suggestions.source === 'saved' ? (
                <li role="presentation" className="px-3 pt-1 pb-2 text-xs text-stone-400">
                  From the catalogue saved for offline
                </li>
              ) : null}
              {items.map((item, index) => (
                <li
                  key={item.key}
                  {...getItemProps({ item, index })}
                  className={`cursor-pointer px-3 py-2 ${highlightedIndex === index ? 'bg-stone-800 text-orange-300' : ''}`}
                >
                  <SuggestionRow item={item} />
                </li>
              ))}
            </>
          ) : null}
        </ul>
      </form>
    </search>
  )
}
