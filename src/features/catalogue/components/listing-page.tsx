import type { ReactNode } from 'react'
import type { ProductCardData } from '../../../lib/storefront/product-card-fragment'
import { useProductCounts } from '../api/product-counts-query'
import { RATED_SORT_LIMIT } from '../api/rated-products-query'
import { useStoreCurrency } from '../api/store-currency-query'
import { activeTab, listingQuery, listingScopeQuery, selectedFilters, storeSortKey } from '../listing-query'
import { FILTER_KEYS, type ListingSearch, type ListingSort, listingSorts } from '../listing-search'
import type { Listing } from '../listings'
import { ChoiceSelect } from './choice-select'
import { type FilterChip, FilterChips, groupChips, priceChip } from './filter-chips'
import { FilterableResults, type FilterGroup, FiltersButton, useFiltersOpen } from './filter-sidebar'
import type { CardAddToCart } from './product-card'
import { ProductResults, RatedProductResults } from './product-results'
import { SearchBox } from './search-box'
import { ViewToggle } from './view-toggle'

type SearchUpdate = Partial<{ [K in keyof ListingSearch]: ListingSearch[K] | undefined }>

/**
 * A category listing on live data (docs/decisions/0008-live-data.md): banner with the live
 * count, tabs as real filters, name search, six sorts, grid/list, the filter sidebar, price range,
 * chips, Clear All Filters and cursor Load More. Every piece of state lives in the URL.
 */
export function ListingPage({
  listing,
  search,
  onSearchChange,
  index,
  renderCardActions,
  onAddToCart,
}: {
  listing: Listing
  search: ListingSearch
  onSearchChange: (next: SearchUpdate) => void
  /** Tiles shown above the list (the bottoms and shirts indexes). */
  index?: ReactNode
  renderCardActions?: (product: ProductCardData) => ReactNode
  onAddToCart?: CardAddToCart
}) {
  const [filtersOpen, setFiltersOpen] = useFiltersOpen()
  const { tab, choice } = activeTab(listing, search)
  const { types, brands, sizes } = selectedFilters(listing, search)
  const query = listingQuery(listing, search)
  const [total, matching] = useProductCounts([listingScopeQuery(listing), query])
  // "Highest Rated" ranks a whole list itself, so only a list it can read whole.
  const tooManyToRank = matching !== undefined && matching > RATED_SORT_LIMIT
  const sortOptions = listingSorts.map((option) =>
    option.rankedByRating && tooManyToRank
      ? { ...option, label: `${option.label} (up to ${RATED_SORT_LIMIT} products)`, disabled: true }
      : option,
  )
  const chosenSort = listingSorts.find((s) => s.value === search.sort) ?? listingSorts[0]
  const sort = chosenSort.rankedByRating && tooManyToRank ? listingSorts[0] : chosenSort
  const view = search.view ?? 'grid'
  const currencyCode = useStoreCurrency()
  const priceRange: [number, number] = [
    search.min ?? listing.defaultPriceRange[0],
    search.max ?? listing.defaultPriceRange[1],
  ]
  const priceSet = search.min !== undefined || search.max !== undefined

  const groups: FilterGroup[] = [
    { id: 'type', title: 'Category', options: listing.types, selected: types },
    {
      id: 'brand',
      title: 'Brand',
      options: listing.brands.map((b) => ({ id: b, label: b })),
      selected: brands,
    },
    { id: 'size', title: 'Size', options: listing.sizes.map((s) => ({ id: s, label: s })), selected: sizes },
  ]
  const chips: FilterChip[] = [
    ...(search.q
      ? [{ key: 'q', label: `Search: ${search.q}`, clear: () => onSearchChange({ q: undefined }) }]
      : []),
    ...groupChips(groups, (group, selected) => onSearchChange({ [group]: selected })),
    ...(priceSet
      ? [priceChip(priceRange, currencyCode, () => onSearchChange({ min: undefined, max: undefined }))]
      : []),
  ]
  const clearAll = () => onSearchChange(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])))
  const display = {
    view,
    emptyHint:
      chips.length > 0
        ? "Try adjusting your search or filters to find what you're looking for."
        : `No products in "${listing.name}" category`,
    onClearFilters: chips.length > 0 ? clearAll : undefined,
    renderCardActions,
    onAddToCart,
  }
  const filterCount = types.length + brands.length + sizes.length + (priceSet ? 1 : 0)

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2 rounded-2xl border border-stone-800 bg-gradient-to-br from-stone-900 to-stone-950 p-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-50 sm:text-4xl">{listing.title}</h1>
        <p className="text-stone-300">{listing.description}</p>
        <p className="min-h-6 font-semibold text-orange-300" data-testid="listing-count">
          {total === undefined ? '\u00a0' : `${total} Products Available`}
        </p>
      </header>

      {index}

      {listing.tabs.length > 1 ? (
        <nav aria-label={`${listing.name} tabs`} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {listing.tabs.map((t) => (
            <button
              key={t.id}
              type="button"
              aria-pressed={t.id === tab?.id}
              onClick={() =>
                onSearchChange({ tab: t.id === listing.tabs[0]?.id ? undefined : t.id, choice: undefined })
              }
              className="shrink-0 rounded-full border border-stone-700 px-4 py-2 text-sm font-semibold whitespace-nowrap text-stone-200 hover:border-orange-400 aria-pressed:border-orange-500 aria-pressed:bg-orange-500 aria-pressed:text-stone-950"
            >
              {t.label}
            </button>
          ))}
        </nav>
      ) : null}
      {tab?.choices ? (
        <nav aria-label={`${tab.label} options`} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {[{ id: undefined, label: 'All' }, ...tab.choices].map((c) => (
            <button
              key={c.id ?? 'all'}
              type="button"
              aria-pressed={c.id === choice?.id}
              onClick={() => onSearchChange({ choice: c.id })}
              className="shrink-0 rounded-full border border-stone-700 px-3 py-1.5 text-sm whitespace-nowrap text-stone-300 hover:border-orange-400 aria-pressed:border-orange-400 aria-pressed:text-orange-300"
            >
              {c.label}
            </button>
          ))}
        </nav>
      ) : null}

      <div className="flex flex-col gap-3 rounded-xl border border-stone-800 bg-stone-900 p-3 sm:flex-row sm:items-center">
        <SearchBox
          id="listing-search"
          label={`Search ${listing.name}`}
          placeholder={`Search ${listing.name.toLowerCase()}...`}
          value={search.q}
          onCommit={(q) => onSearchChange({ q })}
        />
        <div className="flex flex-wrap gap-2">
          <FiltersButton
            open={filtersOpen}
            activeCount={filterCount}
            onToggle={() => setFiltersOpen((open) => !open)}
          />
          <ChoiceSelect
            id="listing-sort"
            label="Sort by"
            value={sort.value}
            options={sortOptions}
            onChange={(value: ListingSort) =>
              onSearchChange({ sort: value === 'relevance' ? undefined : value })
            }
          />
          <ViewToggle
            view={view}
            onChange={(next) => onSearchChange({ view: next === 'grid' ? undefined : next })}
          />
        </div>
      </div>

      <FilterChips chips={chips} onClearAll={clearAll}>
        <p className="text-sm text-stone-300" aria-live="polite" data-testid="listing-matching">
          {matching === undefined ? '' : `${matching} ${matching === 1 ? 'product' : 'products'}`}
        </p>
      </FilterChips>

      <FilterableResults
        open={filtersOpen}
        groups={groups}
        priceRange={priceRange}
        currencyCode={currencyCode}
        onGroupChange={(group, selected) => onSearchChange({ [group]: selected })}
        onPriceChange={([min, max]) =>
          onSearchChange({
            min: min === listing.defaultPriceRange[0] ? undefined : min,
            max: max === listing.defaultPriceRange[1] ? undefined : max,
          })
        }
      >
        {sort.rankedByRating ? (
          <RatedProductResults
            key={`${query}|${sort.value}`}
            query={query}
            sortKey={sort.sortKey}
            {...display}
          />
        ) : (
          <ProductResults
            key={`${query}|${sort.value}`}
            query={query}
            sortKey={storeSortKey(sort.sortKey, search.q)}
            reverse={sort.reverse}
            {...display}
          />
        )}
      </FilterableResults>

      <section
        aria-labelledby="listing-features"
        className="rounded-2xl border border-stone-800 bg-stone-900 p-6"
      >
        <h2 id="listing-features" className="text-xl font-bold text-stone-50">
          {listing.featuresTitle}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {listing.features.map((feature) => (
            <li key={feature.title}>
              <h3 className="font-semibold text-orange-300">{feature.title}</h3>
              <p className="text-sm text-stone-300">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
