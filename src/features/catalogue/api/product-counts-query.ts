import { useMemo } from 'react'
import { useQuery } from 'urql'
import { searchValue } from '../../../shared/search-query'

/**
 * How many products match each storefront query, in one request: Shopify's `search` field carries
 * `totalCount`, which `products` does not. Counts come from the live catalogue
 * (docs/decisions/0005-data-owners-and-emulator.md).
 */
export function productCountsDocument(queries: readonly string[]) {
  const fields = queries.map(
    (query, index) =>
      `c${index}: search(query: ${JSON.stringify(query)}, first: 1, types: [PRODUCT]) { totalCount }`,
  )
  return `query ProductCounts { ${fields.join(' ')} }`
}

/** Counts in the order of `queries`; undefined while loading, offline without a cached answer, or on error. */
export function useProductCounts(queries: readonly string[]): (number | undefined)[] {
  const key = queries.join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key stands for the list.
  const query = useMemo(() => productCountsDocument(queries), [key])
  const [result] = useQuery<Record<string, { totalCount: number } | undefined>>({ query })
  return queries.map((_, index) => result.data?.[`c${index}`]?.totalCount)
}

/** The storefront query for every product of a category (each product carries its category as a tag). */
export function categoryCountQuery(slug: string) {
  return `tag:${searchValue(slug)}`
}
