import { type ReactNode, useDeferredValue, useMemo, useState } from 'react'
import type { OperationContext, UseQueryState } from 'urql'
import type { ProductCardData } from '../../../lib/storefront/product-card-fragment'
import { useHydrated } from '../../../lib/use-hydrated'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { buttonClass } from '../../../ui/button'
import type { CatalogueProductsData, ProductList } from '../api/catalogue-products-query'
import { useProductList } from '../api/product-list-query'
import { RATED_SORT_LIMIT, useRatedProducts } from '../api/rated-products-query'
import { useSavedSearch } from '../api/saved-search'
import { NotSavedForOffline, ProductsError } from './list-states'
import { type CardAddToCart, ProductCard, type ViewMode } from './product-card'
import { gridClass, ProductGridSkeleton } from './product-grid-skeleton'

interface ResultsDisplayProps {
  view: ViewMode
  /** The words searched, where the list is a search: with no signal, the saved catalogue's matches. */
  offlineWords?: string
  /** How many of the first cards load their image at once (the rest wait until near the screen). */
  eagerImages?: number
  emptyHint: string
  onClearFilters?: () => void
  renderCardActions?: (product: ProductCardData) => ReactNode
  onAddToCart?: CardAddToCart
}

/** Live product grid/list: loading, error, empty, grid and list states, cursor Load More (`list.first` more). */
export function ProductResults({ list, ...display }: ResultsDisplayProps & { list: ProductList }) {
  const [after, setAfter] = useState<string | null>(null)
  const { result, reexecute } = useProductList(list, after)
  return <ProductResultsView {...display} result={result} reexecute={reexecute} onLoadMore={setAfter} />
}

/** The products of `list`, best rated first (useRatedProducts), with Load More. */
export function RatedProductResults({ list, ...display }: ResultsDisplayProps & { list: ProductList }) {
  const { result, reexecute, showMore, overLimit } = useRatedProducts(list)
  if (overLimit) {
    return (
      <p
        role="status"
        className="rounded-xl border border-stone-800 bg-stone-900 p-8 text-center text-stone-300"
      >
        Highest Rated ranks lists of up to {RATED_SORT_LIMIT} products. Narrow this one with a filter or a
        search, or choose another sort.
      </p>
    )
  }
  return <ProductResultsView {...display} result={result} reexecute={reexecute} onLoadMore={showMore} />
}

/**
 * The states of one product query, shown: 8 skeleton cards, "Not saved for offline", the error with
 * Try again, the empty state, then the cards with Quick View. `onLoadMore` (given the last cursor)
 * adds the Load More button; without it the grid is a fixed set, such as the home page's featured one.
 */
export function ProductResultsView({
  result,
  reexecute,
  onLoadMore,
  view,
  eagerImages = 4,
  emptyHint,
  onClearFilters,
  renderCardActions,
  onAddToCart,
  offlineWords,
}: ResultsDisplayProps & {
  /** A page of products as a list's query answers it, whatever query that is (a collection's too). */
  result: Pick<UseQueryState<CatalogueProductsData>, 'data' | 'fetching' | 'error'>
  reexecute: (opts?: Partial<OperationContext>) => void
  onLoadMore?: (cursor: string | null) => void
}) {
  const online = useOnlineStatus()
  const products = result.data?.products
  const saved = useSavedSearch(offlineWords, !products && !result.fetching && !online)

  if (!products && result.fetching) return <ProductGridSkeleton view={view} />

  if (!products && !online) {
    if (offlineWords?.trim() && saved !== null) {
      if (saved === undefined) return <ProductGridSkeleton view={view} />
      return (
        <SavedMatches
          words={offlineWords.trim()}
          cards={saved}
          view={view}
          renderCardActions={renderCardActions}
          onAddToCart={onAddToCart}
        />
      )
    }
    return (
      <NotSavedForOffline text="These products haven't been opened on this device yet. They'll load when you're back online." />
    )
  }

  if (!products) {
    return (
      <ProductsError
        missing="the products"
        error={result.error}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      />
    )
  }

  if (products.edges.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-stone-800 bg-stone-900 p-10 text-center">
        <h2 className="text-xl font-bold text-stone-50">No products found</h2>
        <p className="text-stone-300">{emptyHint}</p>
        {onClearFilters ? (
          <button type="button" onClick={onClearFilters} className={buttonClass()}>
            Clear All Filters
          </button>
        ) : null}
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <ProductGrid
        edges={products.edges}
        view={view}
        eagerImages={eagerImages}
        renderCardActions={renderCardActions}
        onAddToCart={onAddToCart}
      />
      {!onLoadMore ? null : products.pageInfo.hasNextPage ? (
        <div className="flex justify-center">
          <button
            type="button"
            disabled={result.fetching}
            onClick={() => onLoadMore(products.pageInfo.endCursor)}
            className={buttonClass({ variant: 'outline', size: 'lg', className: 'min-w-52' })}
          >
            {result.fetching ? 'Loading…' : 'Load More Products'}
          </button>
        </div>
      ) : (
        <p className="text-center text-sm text-stone-400">
          You've seen all {products.edges.length} products.
        </p>
      )}
    </div>
  )
}

/** How many saved matches a search lists with no signal: a listing's page, with no Load More. */
const SAVED_MATCHES_SHOWN = 48

/**
 * A search with no signal that the store has not answered on this device: the matches in the
 * catalogue saved for offline, and what that leaves out, said plainly.
 */
function SavedMatches({
  words,
  cards,
  view,
  renderCardActions,
  onAddToCart,
}: {
  words: string
  cards: ProductCardData[]
  view: ViewMode
  renderCardActions?: (product: ProductCardData) => ReactNode
  onAddToCart?: CardAddToCart
}) {
  const edges = useMemo(
    () => cards.slice(0, SAVED_MATCHES_SHOWN).map((node) => ({ cursor: node.id, node })),
    [cards],
  )
  const count = cards.length === 1 ? '1 product' : `${cards.length} products`
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-xl border border-amber-700 bg-amber-950/40 p-4 text-stone-200">
        {cards.length === 0
          ? `No signal, and nothing in the catalogue saved for offline matches “${words}”. Try other words, or search again when you're back online.`
          : `No signal: ${count} of the catalogue saved for offline ${cards.length === 1 ? 'matches' : 'match'} “${words}”${cards.length > edges.length ? `, the first ${edges.length} shown` : ''}. Filters and sorting apply once you're back online.`}
      </p>
      {edges.length > 0 ? (
        <ProductGrid
          edges={edges}
          view={view}
          eagerImages={4}
          renderCardActions={renderCardActions}
          onAddToCart={onAddToCart}
        />
      ) : null}
    </div>
  )
}

/** Cards in the first render; the rest follow in a background render that yields to taps. */
const FIRST_PASS_CARDS = 8

/**
 * The cards. A page of 48 cards built in one go is one long task on a phone; the first few come at
 * once and the rest follow in a time-sliced render (useDeferredValue), holding their room meanwhile
 * (the card's own estimated height) so nothing below them moves. A new sort or filter likewise keeps
 * the old cards up until the new ones are built, instead of blocking the tap that asked for them.
 * A page the server rendered has every card in its HTML already: hydrating them costs less than
 * building them again.
 */
function ProductGrid({
  edges,
  view,
  eagerImages,
  renderCardActions,
  onAddToCart,
}: {
  edges: CatalogueProductsData['products']['edges']
  view: ViewMode
  eagerImages: number
  renderCardActions?: (product: ProductCardData) => ReactNode
  onAddToCart?: CardAddToCart
}) {
  const hydrated = useHydrated()
  const shown = useDeferredValue(edges, hydrated ? edges.slice(0, FIRST_PASS_CARDS) : edges)
  const waiting = Math.max(0, edges.length - shown.length)
  // Kept while the cards' inputs are the same: hydration ending re-renders the grid, not 48 cards.
  const cards = useMemo(
    () =>
      shown.map((edge, index) => (
        <ProductCard
          key={edge.node.id}
          product={edge.node}
          view={view}
          priority={index < eagerImages}
          actions={renderCardActions?.(edge.node)}
          onAddToCart={onAddToCart}
        />
      )),
    [shown, view, eagerImages, renderCardActions, onAddToCart],
  )
  return (
    <div className={gridClass(view)} data-testid="product-results">
      {cards}
      {Array.from({ length: waiting }, (_, i) => `waiting-${i}`).map((id) => (
        <div key={id} aria-hidden="true" className={view === 'grid' ? 'h-80' : 'h-40'} />
      ))}
    </div>
  )
}
