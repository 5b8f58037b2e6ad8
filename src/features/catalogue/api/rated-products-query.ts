import { useEffect, useMemo, useState } from 'react'
import { parseRating } from '../../../ui/product/product-rating'
import { CATALOGUE_PAGE_SIZE, type CatalogueProductsData, type ProductList } from './catalogue-products-query'
import { type ProductListAnswer, useProductList } from './product-list-query'

/** The most products "Highest Rated" ranks: two pages of the most Shopify sends at once. */
export const RATED_SORT_LIMIT = 500
const RATED_PAGE_SIZE = 250

type Edge = CatalogueProductsData['products']['edges'][number]

function ratingOf(edge: Edge): { rating: number; count: number } {
  const rating = parseRating(edge.node.rating?.value) ?? -1
  const count = Number(edge.node.ratingCount?.value ?? 0)
  return { rating, count: Number.isFinite(count) ? count : 0 }
}

/** Best rated first, then the most reviewed; unrated products last; otherwise in the order read. */
export function rankByRating(edges: readonly Edge[]): Edge[] {
  const keyed = edges.map((edge, index) => ({ edge, index, ...ratingOf(edge) }))
  keyed.sort((a, b) => b.rating - a.rating || b.count - a.count || a.index - b.index)
  return keyed.map(({ edge }) => edge)
}

/**
 * Every product of `list` (read in its `sortKey` order, the store's id order), ranked by rating, shown CATALOGUE_PAGE_SIZE more at a time. The
 * Storefront API cannot sort by rating, so the whole list (at most RATED_SORT_LIMIT) is read in the
 * store's id order, page after page, and ranked here; until it all has arrived nothing is shown,
 * since a ranking of part of the list would not be the highest rated. A page that fails leaves the
 * list unranked and the error shown.
 */
export function useRatedProducts(list: ProductList) {
  const [after, setAfter] = useState<string | null>(null)
  const [shown, setShown] = useState(CATALOGUE_PAGE_SIZE)
  const { result, reexecute } = useProductList({ ...list, first: RATED_PAGE_SIZE, reverse: false }, after)
  const products = result.data?.products
  // More than it can rank (its count was not known in time to leave the option out): nothing shown.
  const overLimit = Boolean(products?.pageInfo.hasNextPage && products.edges.length >= RATED_SORT_LIMIT)
  const next = products?.pageInfo.hasNextPage && !overLimit ? products.pageInfo.endCursor : null
  const complete = products !== undefined && next === null && !overLimit
  // The next page is asked for once this one is in: cursors come only with answers.
  useEffect(() => {
    if (next && !result.fetching && !result.error) setAfter(next)
  }, [next, result.fetching, result.error])

  const ranked = useMemo(
    () => (complete && products ? rankByRating(products.edges) : undefined),
    [complete, products],
  )
  const rankedResult: ProductListAnswer['result'] = {
    ...result,
    data: ranked
      ? {
          products: {
            edges: ranked.slice(0, shown),
            pageInfo: {
              hasNextPage: shown < ranked.length,
              hasPreviousPage: false,
              startCursor: null,
              endCursor: null,
            },
          },
        }
      : undefined,
    fetching: !ranked && !result.error && !overLimit,
  }
  return {
    result: rankedResult,
    overLimit,
    reexecute,
    showMore: () => setShown((count) => count + CATALOGUE_PAGE_SIZE),
  }
}
