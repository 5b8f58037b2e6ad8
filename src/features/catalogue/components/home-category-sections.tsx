import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { buttonClass } from '../../../ui/button'
import { SearchIcon } from '../../../ui/icon'
import { Tabs } from '../../../ui/tabs'
import { useCategoryCounts } from '../api/category-counts-query'
import { homeCategoryCards } from '../api/page-reads'
import { categoryShowcase, type HomeCategoryCard, homeCategoryTabs, matchingCards } from '../home-categories'
import { TileCount } from './tile-count'

const coverLink =
  'after:absolute after:inset-0 after:rounded-xl after:content-[""] focus-visible:outline-none'
const tileFrame =
  'relative flex overflow-hidden rounded-xl border border-stone-800 bg-stone-900 transition-colors hover:border-orange-500 has-[a:focus-visible]:border-orange-400'

/**
 * The home page's Shop by Category: a search box, the Gear / Apparel / Accessories tabs,
 * 'Showing N categories', cards into /shop/{slug} and 'EXPLORE ALL CATEGORIES'. Counts are live.
 */
export function CategorySearchSection() {
  const [search, setSearch] = useState('')
  const { counts, loading } = useCategoryCounts(homeCategoryCards)
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
      <Tabs
        label="Category groups"
        items={homeCategoryTabs.map((tab) => {
          const cards = matchingCards(tab.cards, search)
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
                      <li key={card.id} className="flex">
                        <CategoryCard card={card} count={counts.get(card.key)} loading={loading} />
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

function CategoryCard({
  card,
  count,
  loading,
}: {
  card: HomeCategoryCard
  count: number | undefined
  loading: boolean
}) {
  return (
    <article className={`${tileFrame} w-full flex-col`}>
      <img
        src={`${card.imageUrl}?width=320`}
        width={320}
        height={320}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full bg-stone-800 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="text-xs font-semibold tracking-wide text-orange-400 uppercase">{card.feature}</p>
        <h3 className="text-lg font-bold text-stone-50">
          <Link to="/shop/$category" params={{ category: card.slug }} className={coverLink}>
            {card.name}
          </Link>
        </h3>
        <p className="text-sm text-stone-300">{card.description}</p>
        <TileCount count={count} loading={loading} />
      </div>
    </article>
  )
}

/** The home page's second category section: six tiles into the /category pages, counted live. */
export function CategoryShowcase() {
  const { counts, loading } = useCategoryCounts(categoryShowcase)
  return (
    <section aria-labelledby="category-showcase" className="flex flex-col gap-5">
      <h2 id="category-showcase" className="text-2xl font-extrabold text-stone-50 sm:text-3xl">
        Leather, boots and the extras
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {categoryShowcase.map((tile) => (
          <li key={tile.key} className="flex">
            <article className={`${tileFrame} w-full flex-col`}>
              <img
                src={`${tile.imageUrl}?width=240`}
                width={240}
                height={240}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-square w-full bg-stone-800 object-cover"
              />
              <div className="flex flex-col gap-1 p-3">
                <h3 className="font-bold text-stone-50">
                  <Link to="/category/$name" params={{ name: tile.key }} className={coverLink}>
                    {tile.name}
                  </Link>
                </h3>
                <TileCount count={counts.get(tile.key)} loading={loading} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
