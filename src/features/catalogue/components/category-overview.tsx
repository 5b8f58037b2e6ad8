import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'
import { ChevronRightIcon } from '../../../ui/icons'
import { StoreLinkAnchor } from '../../../ui/store-link-anchor'
import {
  type CollectionTile,
  type OverviewTile as OverviewTileData,
  overviewSections,
  STORE_COLLECTIONS_QUERY,
} from '../api/collection-tiles-query'
import { TilesLoading, TilesUnavailable } from './list-states'
import { TileCount } from './tile-count'

type MenuNode = Parameters<typeof overviewSections>[1][number]

/**
 * The category overview (/shop): the collections the store's main menu leads to, each with the links
 * beneath it, then every other collection of the store (docs/decisions/0062-category-tiles-are-the-stores-collections.md).
 */
export function CategoryOverview({ mainMenu }: { mainMenu: readonly MenuNode[] }) {
  const [result, reexecute] = useStorefrontQuery({ query: STORE_COLLECTIONS_QUERY })
  const collections = result.data?.collections.nodes
  const { headline, more } = useMemo(
    () => overviewSections(collections ?? [], mainMenu),
    [collections, mainMenu],
  )
  const loading = result.fetching && !result.data
  return (
    <div className="flex flex-col gap-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-50 sm:text-4xl">
          SHOP ALL CATEGORIES
        </h1>
        <p className="text-stone-300">Pick a category, or jump straight to the style you ride in.</p>
      </header>

      {!result.data && !result.fetching ? (
        <TilesUnavailable error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />
      ) : null}
      {loading ? <TilesLoading count={6} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" /> : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {headline.map((tile) => (
          <li key={tile.key} className="flex">
            <OverviewTile tile={tile} loading={loading} />
          </li>
        ))}
      </ul>

      <section aria-labelledby="more-to-explore" className="flex flex-col gap-4">
        <h2 id="more-to-explore" className="text-xl font-bold text-stone-50">
          More to explore
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {more.map((tile) => (
            <li key={tile.key} className="flex">
              <ExploreTile tile={tile} loading={loading} />
            </li>
          ))}
        </ul>
        <Link
          to="/products"
          className="inline-flex items-center gap-1 self-start font-semibold text-orange-400 hover:text-orange-300"
        >
          Browse the complete catalogue
          <ChevronRightIcon width={16} height={16} />
        </Link>
      </section>
    </div>
  )
}

interface TileProps<T> {
  tile: T
  loading: boolean
}

// The heading link covers the whole tile (after:inset-0); the subcategory links sit above it.
const coverLink =
  'after:absolute after:inset-0 after:rounded-xl after:content-[""] focus-visible:outline-none'
const tileFrame =
  'relative flex w-full flex-col rounded-xl border border-stone-800 bg-stone-900 transition-colors hover:border-orange-500 has-[a:focus-visible]:border-orange-400'

function OverviewTile({ tile, loading }: TileProps<OverviewTileData>) {
  return (
    <article className={`${tileFrame} gap-3 p-5`}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-xl font-bold text-stone-50">
          <StoreLinkAnchor link={tile.link} className={coverLink}>
            {tile.title}
          </StoreLinkAnchor>
        </h2>
        <ChevronRightIcon className="mt-1 shrink-0 text-orange-400" />
      </div>
      <TileCount count={tile.count} loading={loading} />
      <p className="text-sm text-stone-300">{tile.description}</p>
      <ul aria-label={`${tile.title} subcategories`} className="mt-auto flex flex-wrap gap-2 pt-1">
        {tile.preview.map((sub) => (
          <li key={sub.label}>
            <StoreLinkAnchor
              link={sub.link}
              className="relative z-10 inline-block rounded-full border border-stone-700 px-3 py-1 text-xs text-stone-200 hover:border-orange-400 hover:text-orange-300"
            >
              {sub.label}
            </StoreLinkAnchor>
          </li>
        ))}
        {tile.moreCount > 0 ? (
          <li className="inline-block px-1 py-1 text-xs font-semibold text-orange-300">
            +{tile.moreCount} more
          </li>
        ) : null}
      </ul>
    </article>
  )
}

function ExploreTile({ tile, loading }: TileProps<CollectionTile>) {
  return (
    <article className={`${tileFrame} gap-1 p-4`}>
      <h3 className="font-bold text-stone-50">
        <StoreLinkAnchor link={tile.link} className={coverLink}>
          {tile.title}
        </StoreLinkAnchor>
      </h3>
      <TileCount count={tile.count} loading={loading} />
      <p className="line-clamp-2 text-xs text-stone-400">{tile.description}</p>
    </article>
  )
}
