import { type ReactNode, useMemo } from 'react'
import type { ProductCardData } from '../../../lib/storefront/product-card-fragment'
import { ShieldIcon } from '../../../ui/icons'
import { StoreLinkAnchor } from '../../../ui/store-link-anchor'
import { listingCounts, listingReads } from '../api/page-reads'
import { useProductCounts } from '../api/product-counts-query'
import { useListFacets } from '../api/product-list-query'
import { RATED_SORT_LIMIT } from '../api/rated-products-query'
import { useStoreCurrency } from '../api/store-currency-query'
import { chosenInputs, facetCount, facetGroups, priceCeiling } from '../collection-listing'
import { selectedFilters } from '../listing-query'
import { type ListingSearch, PRICE_SLIDER_MAX } from '../listing-search'
import { filteredByTheStore, type Listing, type ListingControl, NARROWED_HINT } from '../listings'
import { ChoiceSelect } from './choice-select'
import { type FilterChip, FilterChips, groupChips, priceChip } from './filter-chips'
import { FilterableResults, type FilterGroup, FiltersButton, useFiltersOpen } from './filter-sidebar'
import { ListingTabs } from './listing-tabs'
import type { CardAddToCart } from './product-card'
import { ProductResults, RatedProductResults } from './product-results'
import { SearchBox } from './search-box'
import { ViewToggle } from './view-toggle'

/** The search params that narrow the list (not tab, sort or view): what Clear All Filters clears. */
const FILTER_KEYS = ['q', 'category', 'type', 'min', 'max', 'filter'] as const

/**
 * A product listing on live data (docs/decisions/0008-live-data.md), as `listing` configures it: the
 * heading (a banner with the live count of what is shown, or a title and description), tabs, the toolbar's search box
 * and controls, the filter sidebar with its chips and price range, the results with Load More, and
 * the closing features. Every piece of state lives in the URL; `onSearchChange` sets the params it
 * names, and an undefined one is cleared.
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
  onSearchChange: (next: ListingSearch) => void
  /** Tiles shown above the list (the bottoms and shirts indexes). */
  index?: ReactNode
  renderCardActions?: (product: ProductCardData) => ReactNode
  onAddToCart?: CardAddToCart
}) {
  const [filtersOpen, setFiltersOpen] = useFiltersOpen()
  const { text, types } = selectedFilters(listing, search)
  const banner = listing.heading === 'banner'
  // The store's facets come with a collection's or a search's first page, in the sort chosen.
  const { facets, total } = useListFacets(listingReads(listing, search).list)
  const storeFiltered = filteredByTheStore(listing)
  // One count for the banner and the line above the grid: what the tab, filters and search show.
  const [counted] = useProductCounts(listingCounts(listing, search))
  const matching = listing.collection ? facetCount(facets, search) : listing.storeSearch ? total : counted
  // "Highest Rated" ranks a whole list itself, so only a list it can read whole.
  const tooManyToRank = matching !== undefined && matching > RATED_SORT_LIMIT
  const { currency, sort, list } = listingReads(listing, search, !tooManyToRank)
  const currencyCode = useStoreCurrency(currency)
  const view = search.view ?? 'grid'
  const priceMax = storeFiltered ? (priceCeiling(facets) ?? PRICE_SLIDER_MAX) : PRICE_SLIDER_MAX
  const defaultPriceRange = storeFiltered ? ([0, priceMax] as const) : listing.defaultPriceRange
  const priceRange: [number, number] = [
    search.min ?? defaultPriceRange[0],
    search.max ?? defaultPriceRange[1],
  ]
  const priceSet = search.min !== undefined || search.max !== undefined
  const category = listing.controls.includes('category') ? search.category : undefined

  // The store's values are matched to the address's by parsing each: once per answer and address.
  const chosenFilter = search.filter
  const storeGroups = useMemo(
    () => (storeFiltered ? facetGroups(facets ?? [], { filter: chosenFilter }) : undefined),
    [storeFiltered, facets, chosenFilter],
  )
  const groups: FilterGroup[] = storeGroups
    ? storeGroups
    : [{ id: 'type', title: 'Category', options: listing.types, selected: types }]
  /** A group's ticks after a change: the store's filters all travel in `filter`, the listing's own by group. */
  const changeGroup = (group: string, selected: string[] | undefined) => {
    if (!storeFiltered) return onSearchChange({ [group]: selected })
    const inGroup = new Set(groups.find((g) => g.id === group)?.options.map((option) => option.id))
    const next = [...chosenInputs(search).filter((input) => !inGroup.has(input)), ...(selected ?? [])]
    onSearchChange({ filter: next.length > 0 ? next : undefined })
  }
  const chips: FilterChip[] = [
    ...(text ? [{ key: 'q', label: `Search: ${text}`, clear: () => onSearchChange({ q: undefined }) }] : []),
    ...(category
      ? [{ key: 'category', label: listing.name, clear: () => onSearchChange({ category: undefined }) }]
      : []),
    ...groupChips(groups, changeGroup),
    ...(priceSet
      ? [priceChip(priceRange, currencyCode, () => onSearchChange({ min: undefined, max: undefined }))]
      : []),
  ]
  const clearAll = () => onSearchChange(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])))
  const display = {
    view,
    emptyHint:
      listing.emptyHint ?? (chips.length > 0 ? NARROWED_HINT : `No products in "${listing.name}" category`),
    onClearFilters: chips.length > 0 ? clearAll : undefined,
    renderCardActions,
    onAddToCart,
    // With no signal, a search the store has not answered here lists the saved catalogue's matches.
    offlineWords: listing.collection ? undefined : text,
  }
  // A new list starts over from its first page.
  const listKey = `${list.query}|${JSON.stringify(list.collection ?? list.search ?? null)}|${sort.value}`
  const results = sort.rankedByRating ? (
    <RatedProductResults key={listKey} list={list} {...display} />
  ) : (
    <ProductResults key={listKey} list={list} {...display} />
  )

  const control = (kind: ListingControl) => {
    switch (kind) {
      case 'category':
        return (
          <ChoiceSelect
            key={kind}
            id="listing-category"
            label="Category"
            value={category ?? 'all'}
            options={[{ value: 'all', label: 'All Categories' }, ...(listing.categories ?? [])]}
            onChange={(value) => onSearchChange({ category: value === 'all' ? undefined : value })}
          />
        )
      case 'type':
        return (
          <ChoiceSelect
            key={kind}
            id="listing-type"
            label="Type"
            value={types[0] ?? 'all'}
            options={[
              { value: 'all', label: 'All Items' },
              ...listing.types.map((type) => ({ value: type.id, label: type.label })),
            ]}
            onChange={(value) => onSearchChange({ type: value === 'all' ? undefined : [value] })}
          />
        )
      case 'filters':
        return (
          <FiltersButton
            key={kind}
            open={filtersOpen}
            activeCount={groups.reduce((sum, group) => sum + group.selected.length, 0) + (priceSet ? 1 : 0)}
            onToggle={() => setFiltersOpen((open) => !open)}
          />
        )
      case 'sort':
        return (
          <ChoiceSelect
            key={kind}
            id="listing-sort"
            label="Sort by"
            value={sort.value}
            options={listing.sorts.map((option) =>
              option.rankedByRating && tooManyToRank
                ? { ...option, label: `${option.label} (up to ${RATED_SORT_LIMIT} products)`, disabled: true }
                : option,
            )}
            onChange={(value) =>
              onSearchChange({ sort: value === listing.sorts[0].value ? undefined : value })
            }
          />
        )
      case 'view':
        return (
          <ViewToggle
            key={kind}
            view={view}
            onChange={(next) => onSearchChange({ view: next === 'grid' ? undefined : next })}
          />
        )
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <header
        className={
          banner
            ? 'flex flex-col gap-2 rounded-2xl border border-stone-800 bg-gradient-to-br from-stone-900 to-stone-950 p-6'
            : 'flex flex-col gap-1'
        }
      >
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-50 sm:text-4xl">{listing.title}</h1>
        <p className="text-stone-300">{listing.description}</p>
        {banner ? (
          <p className="min-h-6 font-semibold text-orange-300" data-testid="listing-count">
            {matching === undefined
              ? '\u00a0'
              : `${matching} ${matching === 1 ? 'Product' : 'Products'} Available`}
          </p>
        ) : null}
      </header>

      {listing.notice ? <ListingNotice notice={listing.notice} /> : null}
      {index}
      <ListingTabs listing={listing} search={search} onSearchChange={onSearchChange} />

      {listing.searchBox || listing.controls.length > 0 ? (
        <div className="flex flex-col gap-3 rounded-xl border border-stone-800 bg-stone-900 p-3 sm:flex-row sm:items-center">
          {listing.searchBox ? (
            <SearchBox
              id="listing-search"
              label={listing.searchBox.label}
              placeholder={listing.searchBox.placeholder}
              value={search.q}
              onCommit={(q) => onSearchChange({ q })}
            />
          ) : null}
          <div className="flex flex-wrap gap-2">{listing.controls.map(control)}</div>
        </div>
      ) : null}

      {listing.controls.includes('filters') ? (
        <>
          <FilterChips chips={chips} onClearAll={clearAll}>
            {banner ? (
              <p className="text-sm text-stone-300" aria-live="polite" data-testid="listing-matching">
                {matching === undefined ? '' : `${matching} ${matching === 1 ? 'product' : 'products'}`}
              </p>
            ) : (
              <p className="text-sm text-stone-300">Showing {list.first} products per page</p>
            )}
          </FilterChips>
          <FilterableResults
            open={filtersOpen}
            groups={groups}
            priceRange={priceRange}
            priceMax={priceMax}
            currencyCode={currencyCode}
            onGroupChange={changeGroup}
            onPriceChange={([min, max]) =>
              onSearchChange({
                min: min === defaultPriceRange[0] ? undefined : min,
                max: max === defaultPriceRange[1] ? undefined : max,
              })
            }
          >
            {results}
          </FilterableResults>
        </>
      ) : (
        results
      )}

      {listing.features ? (
        <section
          aria-labelledby="listing-features"
          className="rounded-2xl border border-stone-800 bg-stone-900 p-6"
        >
          <h2 id="listing-features" className="text-xl font-bold text-stone-50">
            {listing.features.title}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {listing.features.items.map((feature) => (
              <li key={feature.title}>
                <h3 className="font-semibold text-orange-300">{feature.title}</h3>
                <p className="text-sm text-stone-300">{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

function ListingNotice({ notice }: { notice: NonNullable<Listing['notice']> }) {
  return (
    <aside
      aria-labelledby="listing-notice"
      className="flex gap-3 rounded-xl border border-amber-700 bg-amber-950/40 p-4 text-stone-200"
    >
      <ShieldIcon className="mt-0.5 h-6 w-6 shrink-0 text-amber-400" />
      <div className="flex flex-col gap-1">
        <h2 id="listing-notice" className="font-bold text-stone-50">
          {notice.title}
        </h2>
        <p className="text-sm">{notice.text}</p>
        {notice.link ? (
          <StoreLinkAnchor
            link={notice.link.to}
            className="text-sm font-semibold text-orange-400 underline hover:text-orange-300"
          >
            {notice.link.label}
          </StoreLinkAnchor>
        ) : null}
      </div>
    </aside>
  )
}
