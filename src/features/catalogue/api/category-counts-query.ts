import type { Counted } from '../category-tiles'
import { countIn, useProductCountsQuery } from './product-counts-query'

export interface CategoryCounts {
  /** Live product count per tile key; a key is missing when its count is unknown. */
  counts: ReadonlyMap<string, number>
  /** True until the first answer: tiles hold a fixed-width placeholder meanwhile. */
  loading: boolean
}

/**
 * The live counts of a set of tiles in one request, one aliased `search` field per tile (the same
 * figures as the home grid: docs/decisions/0005-data-owners-and-emulator.md). Offline without a
 * saved answer, or on an error, the counts are simply unknown.
 */
export function useCategoryCounts(tiles: readonly Counted[]): CategoryCounts {
  const result = useProductCountsQuery(tiles.map((tile) => tile.countQuery))

  const counts = new Map<string, number>()
  tiles.forEach((tile, index) => {
    const count = countIn(result.data, index)
    if (typeof count === 'number') counts.set(tile.key, count)
  })
  return { counts, loading: result.fetching && !result.data }
}
