import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { imageUrlAtWidth } from '../../../lib/storefront/image-url'
import { buttonClass } from '../../../ui/button'
import { SearchIcon } from '../../../ui/icon'
import { StoreLinkAnchor } from '../../../ui/store-link-anchor'
import { Tabs } from '../../../ui/tabs'
import { type CollectionTile, useHomeSections } from '../api/collection-tiles-query'
import { TilesLoading, TilesUnavailable } from './list-states'
import { TileCount } from './tile-count'

/** Category search: trimmed, case-insensitive, on title, description or feature line. */
export function matchingTiles(tiles: readonly CollectionTile[], search: string) {
  const needle = search.trim().toLowerCase()
  if (needle === '') return tiles
  return tiles.filter((tile) =>
    [tile.title, tile.description, tile.feature ?? ''].some((text) => text.toLowerCase().includes(needle)),
  )
}

/** A tile's picture at `width`, or its room where the collection has none. */
function TileImage({ tile, width, className }: { tile: CollectionTile; width: number; className: string }) {
  return tile.image ? (
    <img
      src={imageUrlAtWidth(tile.image.url, width)}
      width={width}
      height={width}
      alt=""
      loading="lazy"
      decoding="async"
      className={`${className} bg-stone-800 object-cover`}
    />
  ) : (
    <div className={`${className} bg-stone-800`} />
  )
}

const coverLink =
  'after:absolute after:inset-0 after:rounded-xl after:content-[""] focus-visible:outline-none'
const tileFrame =
  'relative flex overflow-hidden rounded-xl border border-stone-800 bg-stone-900 transition-colors hover:border-orange-500 has-[a:focus-visible]:border-orange-400'

/**
 * The home page's Shop by Category: a search box, the tabs of the store's home menu (Gear / Apparel /
 * Accessories in the seeded store), 'Showing N categories', a card for each of its collections and
 * 'EXPLORE ALL CATEGORIES'. Counts are live.
 */
export function CategorySearchSection() {
  const [search, setSearch] = useState('')
  const { groups, loading, missing, error, retry } = useHomeSections()
  return (
    <section aria-labelledby="shop-by-category" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="shop-by-category" className="text-2xl font-extrabold text-stone-50 sm:text-3xl">
            Shop by Category
          </h2>
          <p className="text-stone-300">
            Gear, apparel and accessories, sorted the way riders look for them.
          </p>
        </div>
        <div className="relative w-full sm:w-72">
          <label htmlFor="category-search" className="sr-only">
            Search categories
          </label>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-400" />
          <input
            id="category-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search categories..."
            className="w-full rounded-md border border-stone-700 bg-stone-950 py-2 pr-3 pl-10 text-stone-100 placeholder:text-stone-400"
          />
        </div>
      </div>
      {missing ? <TilesUnavailable error={error} onRetry={retry} /> : null}
      {loading ? <TilesLoading count={4} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" /> : null}
      <Tabs
        label="Category groups"
        items={groups.map((tab) => {
          const cards = matchingTiles(tab.tiles, search)
          return {
            id: tab.id,
            label: tab.label,
            content: (
              <div className="flex flex-col gap-4">
                <p aria-live="polite" className="text-sm text-stone-300">
                  Showing {cards.length} {cards.length === 1 ? 'category' : 'categories'}
                </p>
                {cards.length > 0 ? (
                  <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                    {cards.map((card) => (
                      <li key={card.key} className="flex">
                        <CategoryCard card={card} loading={loading} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="rounded-xl border border-stone-800 bg-stone-900 p-6 text-center">
                    No {tab.label.toLowerCase()} category matches “{search.trim()}”.
                  </p>
                )}
              </div>
            ),
          }
        })}
      />
      <Link to="/shop" className={buttonClass({ size: 'lg', className: 'self-center tracking-wide' })}>
        EXPLORE ALL CATEGORIES
      </Link>
    </section>
  )
}

function CategoryCard({ card, loading }: { card: CollectionTile; loading: boolean }) {
  return (
    <article className={`${tileFrame} w-full flex-col`}>
      <TileImage tile={card} width={320} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        {card.feature ? (
          <p className="text-xs font-semibold tracking-wide text-orange-400 uppercase">{card.feature}</p>
        ) : null}
        <h3 className="text-lg font-bold text-stone-50">
          <StoreLinkAnchor link={card.link} className={coverLink}>
            {card.title}
          </StoreLinkAnchor>
        </h3>
        <p className="text-sm text-stone-300">{card.description}</p>
        <TileCount count={card.count} loading={loading} />
      </div>
    </article>
  )
}

/** The home page's second category section: the home menu's collections of their own, counted live. */
export function CategoryShowcase() {
  const { showcase, loading, missing, error, retry } = useHomeSections()
  // A store whose home menu names no collection of its own has no second section.
  if (showcase.length === 0 && !loading && !missing) return null
  return (
    <section aria-labelledby="category-showcase" className="flex flex-col gap-5">
      <h2 id="category-showcase" className="text-2xl font-extrabold text-stone-50 sm:text-3xl">
        Leather, boots and the extras
      </h2>
      {missing ? <TilesUnavailable error={error} onRetry={retry} /> : null}
      {loading ? (
        <TilesLoading count={6} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" />
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {showcase.map((tile) => (
          <li key={tile.key} className="flex">
            <article className={`${tileFrame} w-full flex-col`}>
              <TileImage tile={tile} width={240} className="aspect-square w-full" />
              <div className="flex flex-col gap-1 p-3">
                <h3 className="font-bold text-stone-50">
                  <StoreLinkAnchor link={tile.link} className={coverLink}>
                    {tile.title}
                  </StoreLinkAnchor>
                </h3>
                <TileCount count={tile.count} loading={loading} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
