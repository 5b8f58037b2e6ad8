import { type ReactNode, useEffect, useRef, useState } from 'react'
import { buildProductSearchQuery } from '../../../shared/search-query'
import { CloseIcon, GridIcon, ListIcon, SearchIcon } from '../../../ui/icons'
import { CATALOGUE_PAGE_SIZE } from '../api/catalogue-products-query'
import type { ProductCardData } from '../api/product-card-fragment'
import {
  type CatalogueCategory,
  type CatalogueSort,
  catalogueCategories,
  catalogueSorts,
  categoryLabel,
} from '../catalogue-options'
import type { ViewMode } from './product-card'
import { ProductResults } from './product-results'

export interface CatalogueSearch {
  q?: string
  category?: string
  sort?: string
  view?: 'grid' | 'list'
}

const SEARCH_DEBOUNCE_MS = 300

/** The complete catalogue (spec §2 "Catalogue /products", DECISIONS.md §5: 48 a page, no cap). */
export function CataloguePage({
  search,
  onSearchChange,
  renderCardActions,
}: {
  search: CatalogueSearch
  onSearchChange: (next: Partial<CatalogueSearch>) => void
  renderCardActions?: (product: ProductCardData) => ReactNode
}) {
  const [text, setText] = useState(search.q ?? '')
  const [lastQ, setLastQ] = useState(search.q)
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined)
  // A search still waiting to be applied must not navigate after the shopper has left the page.
  useEffect(() => () => clearTimeout(debounce.current), [])
  // The header search or the back button can change q under us: follow it.
  if (search.q !== lastQ) {
    setLastQ(search.q)
    setText(search.q ?? '')
  }

  const view: ViewMode = search.view ?? 'grid'
  const sort = catalogueSorts.find((s) => s.value === search.sort) ?? catalogueSorts[0]
  const category = search.category as CatalogueCategory | undefined
  const query = buildProductSearchQuery({ text: search.q, tag: category })

  const commitText = (value: string) => {
    clearTimeout(debounce.current)
    const q = value.trim() || undefined
    setLastQ(q)
    onSearchChange({ q })
  }

  const chips = [
    search.q
      ? {
          key: 'q',
          label: `Search: ${search.q}`,
          clear: () => {
            setText('')
            commitText('')
          },
        }
      : null,
    category
      ? {
          key: 'category',
          label: categoryLabel(category) ?? category,
          clear: () => onSearchChange({ category: undefined }),
        }
      : null,
  ].filter((chip) => chip !== null)

  const clearAll = () => {
    clearTimeout(debounce.current)
    setText('')
    setLastQ(undefined)
    onSearchChange({ q: undefined, category: undefined })
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-50 sm:text-4xl">
          Shop All Products
        </h1>
        <p className="text-stone-300">
          Helmets, leather, boots, luggage and parts — the whole catalogue in one place.
        </p>
      </header>

      <div className="flex flex-col gap-3 rounded-xl border border-stone-800 bg-stone-900 p-3 sm:flex-row sm:items-center">
        <search className="relative flex-1">
          <form
            className="relative"
            onSubmit={(event) => {
              event.preventDefault()
              commitText(text)
            }}
          >
            <label htmlFor="catalogue-search" className="sr-only">
              Search products
            </label>
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-400" />
            <input
              id="catalogue-search"
              type="search"
              value={text}
              placeholder="Search by name, brand, or category..."
              onChange={(event) => {
                const value = event.target.value
                setText(value)
                clearTimeout(debounce.current)
                debounce.current = setTimeout(() => commitText(value), SEARCH_DEBOUNCE_MS)
              }}
              className="w-full rounded-md border border-stone-700 bg-stone-950 py-2 pr-3 pl-10 text-stone-100 placeholder:text-stone-400"
            />
          </form>
        </search>
        <div className="flex flex-wrap gap-2">
          <label className="sr-only" htmlFor="catalogue-category">
            Category
          </label>
          <select
            id="catalogue-category"
            value={category ?? 'all'}
            onChange={(event) =>
              onSearchChange({ category: event.target.value === 'all' ? undefined : event.target.value })
            }
            className="min-w-0 flex-1 rounded-md border border-stone-700 bg-stone-950 px-2 py-2 text-sm text-stone-100 sm:flex-none"
          >
            <option value="all">All Categories</option>
            {catalogueCategories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor="catalogue-sort">
            Sort by
          </label>
          <select
            id="catalogue-sort"
            value={sort.value}
            onChange={(event) => onSearchChange({ sort: event.target.value as CatalogueSort })}
            className="min-w-0 flex-1 rounded-md border border-stone-700 bg-stone-950 px-2 py-2 text-sm text-stone-100 sm:flex-none"
          >
            {catalogueSorts.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          <fieldset className="flex rounded-md border border-stone-700">
            <legend className="sr-only">View</legend>
            <button
              type="button"
              aria-pressed={view === 'grid'}
              aria-label="Grid view"
              onClick={() => onSearchChange({ view: undefined })}
              className="rounded-l-md px-2.5 text-stone-300 aria-pressed:bg-orange-500 aria-pressed:text-stone-950"
            >
              <GridIcon />
            </button>
            <button
              type="button"
              aria-pressed={view === 'list'}
              aria-label="List view"
              onClick={() => onSearchChange({ view: 'list' })}
              className="rounded-r-md px-2.5 text-stone-300 aria-pressed:bg-orange-500 aria-pressed:text-stone-950"
            >
              <ListIcon />
            </button>
          </fieldset>
        </div>
      </div>

      <div className="flex min-h-8 flex-wrap items-center gap-2">
        <p className="text-sm text-stone-300">Showing {CATALOGUE_PAGE_SIZE} products per page</p>
        {chips.map((chip) => (
          <button
            key={chip.key}
            type="button"
            onClick={chip.clear}
            aria-label={`Remove filter ${chip.label}`}
            className="flex items-center gap-1 rounded-full border border-orange-400 px-3 py-1 text-sm text-orange-300 hover:bg-orange-500 hover:text-stone-950"
          >
            {chip.label}
            <CloseIcon width={14} height={14} />
          </button>
        ))}
      </div>

      <ProductResults
        key={`${query}|${sort.value}`}
        query={query}
        sortKey={sort.sortKey}
        reverse={sort.reverse}
        view={view}
        emptyHint={
          category
            ? `No products in "${categoryLabel(category)}" category`
            : "Try adjusting your search or filters to find what you're looking for."
        }
        onClearFilters={chips.length > 0 ? clearAll : undefined}
        renderCardActions={renderCardActions}
      />
    </div>
  )
}
