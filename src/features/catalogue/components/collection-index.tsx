import { useMemo } from 'react'
import { StoreLinkAnchor } from '../../../ui/store-link-anchor'
import { useIndexCounts } from '../api/collection-index-counts-query'
import type { IndexGroup } from '../collection-listing'
import { TileCount } from './tile-count'

/**
 * A collection's index above its listing, as its merchant set it (`custom.listing_index`): grouped
 * tiles into its deeper listings, each with its live count and a line on what it holds.
 */
export function CollectionIndex({ handle, groups }: { handle: string; groups: readonly IndexGroup[] }) {
  const tiles = useMemo(() => groups.flatMap((group) => group.tiles), [groups])
  const { counts, loading } = useIndexCounts(handle, tiles)
  return (
    <nav aria-label="Shop by style" className="flex flex-col gap-6">
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title} className="flex flex-col gap-3">
          <h2 className="text-lg font-bold text-stone-50">{group.title}</h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {group.tiles.map((tile) => (
              <li key={tile.key} className="flex">
                <article className="relative flex w-full flex-col gap-1 rounded-xl border border-stone-800 bg-stone-900 p-4 transition-colors hover:border-orange-500 has-[a:focus-visible]:border-orange-400">
                  <h3 className="font-bold text-stone-50">
                    <StoreLinkAnchor
                      link={tile.link}
                      className='after:absolute after:inset-0 after:rounded-xl after:content-[""] focus-visible:outline-none'
                    >
                      {tile.title}
                    </StoreLinkAnchor>
                  </h3>
                  <TileCount count={counts.get(tile.key)} loading={loading && tile.filters !== undefined} />
                  {tile.description ? <p className="text-xs text-stone-400">{tile.description}</p> : null}
                </article>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  )
}
