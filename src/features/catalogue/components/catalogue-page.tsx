import type { ReactNode } from 'react'
import type { ProductCardData } from '../../../lib/storefront/product-card-fragment'
import { CATALOGUE_PAGE_SIZE } from '../api/catalogue-products-query'
import { useStoreCurrency } from '../api/store-currency-query'
import {
  type CatalogueCategory,
  type CatalogueSearch,
  type CatalogueSort,
  catalogueCategories,
  catalogueSorts,
  categoryLabel,
} from '../catalogue-options'
import { catalogueFilters, catalogueQuery, catalogueSort } from '../catalogue-query'
import { PRICE_SLIDER_MAX } from '../price-slider'
import { ChoiceSelect } from './choice-select'
import { FilterChips, groupChips, priceChip } from './filter-chips'
import { FilterableResults, type FilterGroup, FiltersButton, useFiltersOpen } from './filter-sidebar'
import type { CardAddToCart, ViewMode } from './product-card'
import { ProductResults } from './product-results'
import { SearchBox } from './search-box'
import { ViewToggle } from './view-toggle'

const categoryChoices = [{ value: 'all', label: 'All Categories' }, ...catalogueCategories]

type SearchUpdate = Partial<{ [K in keyof CatalogueSearch]: CatalogueSearch[K] | undefined }>

/**
 * The complete catalogue (docs/decisions/0008-live-data.md: 48 a page, no cap). Beside its
 * category select it has the listings' filter sidebar (brand, size for the chosen
 * category, price), so a rider can narrow 2000+ products down the same way on every page.
 */
export function CataloguePage({
  search,
  onSearchChange,
  renderCardActions,
  onAddToCart,
}: {
  search: CatalogueSearch
  onSearchChange: (next: SearchUpdate) => void
  renderCardActions?: (product: ProductCardData) => ReactNode
  onAddToCart?: CardAddToCart
}) {
  const [filtersOpen, setFiltersOpen] = useFiltersOpen()
  const view: ViewMode = search.view ?? 'grid'
  const sort = catalogueSort(search)
  const category = search.category as CatalogueCategory | undefined
  const { offered, brands, sizes } = catalogueFilters(search)
  const priceRange: [number, number] = [search.min ?? 0, search.max ?? PRICE_SLIDER_MAX]
  const currencyCode = useStoreCurrency()
  const priceSet = search.min !== undefined || search.max !== undefined
  const query = catalogueQuery(search)

  const groups: FilterGroup[] = [
    {
      id: 'brand',
      title: 'Brand',
      options: offered.brands.map((b) => ({ id: b, label: b })),
      selected: brands,
    },
    { id: 'size', title: 'Size', options: offered.sizes.map((s) => ({ id: s, label: s })), selected: sizes },
  ]
  const chips = [
    ...(search.q
      ? [{ key: 'q', label: `Search: ${search.q}`, clear: () => onSearchChange({ q: undefined }) }]
      : []),
    ...(category
      ? [
          {
            key: 'category',
            label: categoryLabel(category) ?? category,
            clear: () => onSearchChange({ category: undefined }),
          },
        ]
      : []),
    ...groupChips(groups, (group, selected) => onSearchChange({ [group]: selected })),
    ...(priceSet
      ? [priceChip(priceRange, currencyCode, () => onSearchChange({ min: undefined, max: undefined }))]
      : []),
  ]

  const clearAll = () =>
    onSearchChange({
      q: undefined,
      category: undefined,
      brand: undefined,
      size: undefined,
      min: undefined,
      max: undefined,
    })

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
        <SearchBox
          id="catalogue-search"
          label="Search products"
          placeholder="Search by name, brand, or category..."
          value={search.q}
          onCommit={(q) => onSearchChange({ q })}
        />
        <div className="flex flex-wrap gap-2">
          <ChoiceSelect
            id="catalogue-category"
            label="Category"
            value={category ?? 'all'}
            options={categoryChoices}
            onChange={(value) => onSearchChange({ category: value === 'all' ? undefined : value })}
          />
          <ChoiceSelect
            id="catalogue-sort"
            label="Sort by"
            value={sort.value}
            options={catalogueSorts}
            onChange={(value: CatalogueSort) => onSearchChange({ sort: value })}
          />
          <FiltersButton
            open={filtersOpen}
            activeCount={brands.length + sizes.length + (priceSet ? 1 : 0)}
            onToggle={() => setFiltersOpen((open) => !open)}
          />
          <ViewToggle
            view={view}
            onChange={(next) => onSearchChange({ view: next === 'grid' ? undefined : next })}
          />
        </div>
      </div>

      <FilterChips chips={chips} onClearAll={clearAll}>
        <p className="text-sm text-stone-300">Showing {CATALOGUE_PAGE_SIZE} products per page</p>
      </FilterChips>

      <FilterableResults
        open={filtersOpen}
        groups={groups}
        priceRange={priceRange}
        currencyCode={currencyCode}
        onGroupChange={(group, selected) => onSearchChange({ [group]: selected })}
        onPriceChange={([min, max]) =>
          onSearchChange({
            min: min === 0 ? undefined : min,
            max: max === PRICE_SLIDER_MAX ? undefined : max,
          })
        }
      >
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
          onAddToCart={onAddToCart}
        />
      </FilterableResults>
    </div>
  )
}
