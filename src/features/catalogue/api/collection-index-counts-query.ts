import { useMemo } from 'react'
import type { StorefrontRead } from '../../../lib/route-data'
import { graphql, type ResultOf, type VariablesOf } from '../../../lib/storefront/graphql'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'
import { availabilityTotal, type IndexTile } from '../collection-listing'
import { FILTER_COUNT_FIELDS, type FilterCounts, type ProductFilterInput } from './collection-listing-query'

/** The most tiles of one collection's index one request counts; tiles past them show no count. */
export const INDEX_COUNT_SLOTS = 24

/**
 * How many products each tile of a collection's index leads to, in one request: slot `i` is the
 * collection's products under the tile's filters `$fi` (as its listing reads them), counted by the
 * store's availability filter like the category tiles (./collection-tiles-query.ts); left out
 * unless `$withi`. `sortKey` sets the one-product reads apart from the listing's pages in the cache.
 */
export const COLLECTION_INDEX_COUNTS_QUERY = graphql(
  `
    query CollectionIndexCounts(
      $handle: String!
      $f0: [ProductFilter!] = [], $with0: Boolean! = false
      $f1: [ProductFilter!] = [], $with1: Boolean! = false
      $f2: [ProductFilter!] = [], $with2: Boolean! = false
      $f3: [ProductFilter!] = [], $with3: Boolean! = false
      $f4: [ProductFilter!] = [], $with4: Boolean! = false
      $f5: [ProductFilter!] = [], $with5: Boolean! = false
      $f6: [ProductFilter!] = [], $with6: Boolean! = false
      $f7: [ProductFilter!] = [], $with7: Boolean! = false
      $f8: [ProductFilter!] = [], $with8: Boolean! = false
      $f9: [ProductFilter!] = [], $with9: Boolean! = false
      $f10: [ProductFilter!] = [], $with10: Boolean! = false
      $f11: [ProductFilter!] = [], $with11: Boolean! = false
      $f12: [ProductFilter!] = [], $with12: Boolean! = false
      $f13: [ProductFilter!] = [], $with13: Boolean! = false
      $f14: [ProductFilter!] = [], $with14: Boolean! = false
      $f15: [ProductFilter!] = [], $with15: Boolean! = false
      $f16: [ProductFilter!] = [], $with16: Boolean! = false
      $f17: [ProductFilter!] = [], $with17: Boolean! = false
      $f18: [ProductFilter!] = [], $with18: Boolean! = false
      $f19: [ProductFilter!] = [], $with19: Boolean! = false
      $f20: [ProductFilter!] = [], $with20: Boolean! = false
      $f21: [ProductFilter!] = [], $with21: Boolean! = false
      $f22: [ProductFilter!] = [], $with22: Boolean! = false
      $f23: [ProductFilter!] = [], $with23: Boolean! = false
    ) {
      collection(handle: $handle) {
        id
        s0: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f0) @include(if: $with0) {
          ...FilterCountFields
        }
        s1: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f1) @include(if: $with1) {
          ...FilterCountFields
        }
        s2: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f2) @include(if: $with2) {
          ...FilterCountFields
        }
        s3: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f3) @include(if: $with3) {
          ...FilterCountFields
        }
        s4: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f4) @include(if: $with4) {
          ...FilterCountFields
        }
        s5: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f5) @include(if: $with5) {
          ...FilterCountFields
        }
        s6: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f6) @include(if: $with6) {
          ...FilterCountFields
        }
        s7: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f7) @include(if: $with7) {
          ...FilterCountFields
        }
        s8: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f8) @include(if: $with8) {
          ...FilterCountFields
        }
        s9: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f9) @include(if: $with9) {
          ...FilterCountFields
        }
        s10: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f10) @include(if: $with10) {
          ...FilterCountFields
        }
        s11: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f11) @include(if: $with11) {
          ...FilterCountFields
        }
        s12: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f12) @include(if: $with12) {
          ...FilterCountFields
        }
        s13: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f13) @include(if: $with13) {
          ...FilterCountFields
        }
        s14: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f14) @include(if: $with14) {
          ...FilterCountFields
        }
        s15: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f15) @include(if: $with15) {
          ...FilterCountFields
        }
        s16: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f16) @include(if: $with16) {
          ...FilterCountFields
        }
        s17: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f17) @include(if: $with17) {
          ...FilterCountFields
        }
        s18: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f18) @include(if: $with18) {
          ...FilterCountFields
        }
        s19: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f19) @include(if: $with19) {
          ...FilterCountFields
        }
        s20: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f20) @include(if: $with20) {
          ...FilterCountFields
        }
        s21: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f21) @include(if: $with21) {
          ...FilterCountFields
        }
        s22: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f22) @include(if: $with22) {
          ...FilterCountFields
        }
        s23: products(first: 1, sortKey: COLLECTION_DEFAULT, filters: $f23) @include(if: $with23) {
          ...FilterCountFields
        }
      }
    }
  `,
  [FILTER_COUNT_FIELDS],
)

type IndexCountsVariables = VariablesOf<typeof COLLECTION_INDEX_COUNTS_QUERY>
type IndexCountsData = ResultOf<typeof COLLECTION_INDEX_COUNTS_QUERY>

/** The tiles a collection's index counts: those leading into that collection, up to the slots. */
const countedTiles = (tiles: readonly IndexTile[]) =>
  tiles.filter((tile) => tile.filters !== undefined).slice(0, INDEX_COUNT_SLOTS)

function indexCountsVariables(handle: string, tiles: readonly IndexTile[]): IndexCountsVariables {
  const variables: Record<string, unknown> = { handle }
  countedTiles(tiles).forEach((tile, index) => {
    variables[`f${index}`] = tile.filters as ProductFilterInput[]
    variables[`with${index}`] = true
  })
  return variables as IndexCountsVariables
}

/** The read of an index's counts, as the listing's loader starts it and the index asks for it. */
export function indexCountsRead(handle: string, tiles: readonly IndexTile[]): StorefrontRead | undefined {
  return countedTiles(tiles).length > 0
    ? { query: COLLECTION_INDEX_COUNTS_QUERY, variables: indexCountsVariables(handle, tiles) }
    : undefined
}

/**
 * The live count of each tile of a collection's index, by tile key; a key is missing where its count
 * is unknown (offline with nothing kept, the store's error, a tile into another collection).
 */
export function useIndexCounts(handle: string, tiles: readonly IndexTile[]) {
  const read = indexCountsRead(handle, tiles)
  const [result] = useStorefrontQuery({
    query: COLLECTION_INDEX_COUNTS_QUERY,
    variables: read?.variables as IndexCountsVariables,
    pause: read === undefined,
  })
  const collection = result.data?.collection
  const counts = useMemo(() => {
    const found = new Map<string, number>()
    countedTiles(tiles).forEach((tile, index) => {
      const slot = collection?.[`s${index}` as keyof NonNullable<IndexCountsData['collection']>]
      const count = availabilityTotal(typeof slot === 'object' ? (slot as FilterCounts) : undefined)
      if (count !== undefined) found.set(tile.key, count)
    })
    return found
  }, [collection, tiles])
  return { counts, loading: result.fetching && !result.data }
}
