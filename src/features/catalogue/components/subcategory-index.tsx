import { useCategoryCounts } from '../api/category-counts-query'
import { type IndexedCategory, type IndexGroup, subcategoryIndex } from '../category-tiles'
import { ShopLink } from './shop-link'
import { TileCount } from './tile-count'

const indexes: Record<IndexedCategory, readonly IndexGroup[]> = {
  bottoms: subcategoryIndex('bottoms'),
  'shirts-flannels': subcategoryIndex('shirts-flannels'),
}

/** The bottoms and shirts indexes: grouped tiles into the deeper listings, with live counts. */
export function SubcategoryIndex({ category }: { category: IndexedCategory }) {
  const groups = indexes[category]
  const { counts, loading } = useCategoryCounts(groups.flatMap((group) => group.tiles))
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
                    <ShopLink
                      path={tile.path}
                      className='after:absolute after:inset-0 after:rounded-xl after:content-[""] focus-visible:outline-none'
                    >
                      {tile.name}
                    </ShopLink>
                  </h3>
                  <TileCount count={counts.get(tile.key)} loading={loading} />
                  <p className="text-xs text-stone-400">{tile.description}</p>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  )
}
