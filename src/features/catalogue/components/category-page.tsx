import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ProductCardData } from '../../../lib/storefront/product-card-fragment'
import { ShieldIcon } from '../../../ui/icons'
import {
  CATEGORY_PAGE_SIZE,
  type CategoryPageConfig,
  HELMETS_PAGE_SIZE,
  type HelmetsSearch,
  helmetsQuery,
  helmetTypes,
} from '../category-pages'
import type { HelmetType } from '../helmet-types'
import type { CardAddToCart } from './product-card'
import { ProductResults } from './product-results'
import { SearchBox } from './search-box'

interface CategoryPageProps {
  page: CategoryPageConfig
  search: HelmetsSearch
  onSearchChange: (next: HelmetsSearch) => void
  renderCardActions?: (product: ProductCardData) => ReactNode
  onAddToCart?: CardAddToCart
}

/** The /category family: the helmets page with its search and type select, or a fixed grid. */
export function CategoryPage({
  page,
  search,
  onSearchChange,
  renderCardActions,
  onAddToCart,
}: CategoryPageProps) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-50 sm:text-4xl">{page.title}</h1>
        <p className="text-stone-300">{page.description}</p>
      </header>
      {page.kind === 'helmets' ? (
        <HelmetsResults
          search={search}
          onSearchChange={onSearchChange}
          renderCardActions={renderCardActions}
          onAddToCart={onAddToCart}
        />
      ) : (
        <ProductResults
          key={page.query}
          query={page.query}
          sortKey="BEST_SELLING"
          reverse={false}
          view="grid"
          emptyHint={page.emptyHint}
          pageSize={CATEGORY_PAGE_SIZE}
          renderCardActions={renderCardActions}
          onAddToCart={onAddToCart}
        />
      )}
    </div>
  )
}

function HelmetsResults({
  search,
  onSearchChange,
  renderCardActions,
  onAddToCart,
}: Omit<CategoryPageProps, 'page'>) {
  const query = helmetsQuery(search)
  const filtered = search.q !== undefined || search.type !== undefined

  return (
    <>
      <aside
        aria-labelledby="safety-first"
        className="flex gap-3 rounded-xl border border-amber-700 bg-amber-950/40 p-4 text-stone-200"
      >
        <ShieldIcon className="mt-0.5 h-6 w-6 shrink-0 text-amber-400" />
        <div className="flex flex-col gap-1">
          <h2 id="safety-first" className="font-bold text-stone-50">
            Safety First
          </h2>
          <p className="text-sm">
            A guardian bell is a riding tradition, not protective gear. Always ride with a DOT-certified
            helmet.
          </p>
          <Link
            to="/shop/$category"
            params={{ category: 'helmets' }}
            className="text-sm font-semibold text-orange-400 underline hover:text-orange-300"
          >
            Shop DOT-certified helmets
          </Link>
        </div>
      </aside>

      <div className="flex flex-col gap-3 rounded-xl border border-stone-800 bg-stone-900 p-3 sm:flex-row sm:items-center">
        <SearchBox
          id="helmets-search"
          label="Search bells and helmet accessories"
          placeholder="Search bells and accessories..."
          value={search.q}
          onCommit={(q) => onSearchChange({ ...search, q })}
        />
        <label htmlFor="helmets-type" className="sr-only">
          Type
        </label>
        <select
          id="helmets-type"
          value={search.type ?? 'all'}
          onChange={(event) => {
            const type = event.target.value as HelmetType | 'all'
            onSearchChange({ ...search, type: type === 'all' ? undefined : type })
          }}
          className="rounded-md border border-stone-700 bg-stone-950 px-2 py-2 text-sm text-stone-100"
        >
          {helmetTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </div>

      <ProductResults
        key={query}
        query={query}
        sortKey="BEST_SELLING"
        reverse={false}
        view="grid"
        emptyHint="Try adjusting your search or filters to find what you're looking for."
        pageSize={HELMETS_PAGE_SIZE}
        onClearFilters={filtered ? () => onSearchChange({}) : undefined}
        renderCardActions={renderCardActions}
        onAddToCart={onAddToCart}
      />
    </>
  )
}
