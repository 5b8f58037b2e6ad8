import { useMemo } from 'react'
import { graphql, type ResultOf, type VariablesOf } from '../../../lib/storefront/graphql'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'

/** The most counts one request carries: every tile set the shop counts at once fits (tested). */
export const PRODUCT_COUNT_SLOTS = 24

/**
 * How many products match each of up to PRODUCT_COUNT_SLOTS storefront queries, in one request:
 * Shopify's `search` field carries `totalCount`, which `products` does not. Slot `i` counts `$qi`
 * when `$withi` is true and is left out otherwise. Counts come from the live catalogue
 * (docs/decisions/0005-data-owners-and-emulator.md).
 */
export const PRODUCT_COUNTS_QUERY = graphql(`
  query ProductCounts(
    $q0: String! = "", $with0: Boolean! = false
    $q1: String! = "", $with1: Boolean! = false
    $q2: String! = "", $with2: Boolean! = false
    $q3: String! = "", $with3: Boolean! = false
    $q4: String! = "", $with4: Boolean! = false
    $q5: String! = "", $with5: Boolean! = false
    $q6: String! = "", $with6: Boolean! = false
    $q7: String! = "", $with7: Boolean! = false
    $q8: String! = "", $with8: Boolean! = false
    $q9: String! = "", $with9: Boolean! = false
    $q10: String! = "", $with10: Boolean! = false
    $q11: String! = "", $with11: Boolean! = false
    $q12: String! = "", $with12: Boolean! = false
    $q13: String! = "", $with13: Boolean! = false
    $q14: String! = "", $with14: Boolean! = false
    $q15: String! = "", $with15: Boolean! = false
    $q16: String! = "", $with16: Boolean! = false
    $q17: String! = "", $with17: Boolean! = false
    $q18: String! = "", $with18: Boolean! = false
    $q19: String! = "", $with19: Boolean! = false
    $q20: String! = "", $with20: Boolean! = false
    $q21: String! = "", $with21: Boolean! = false
    $q22: String! = "", $with22: Boolean! = false
    $q23: String! = "", $with23: Boolean! = false
  ) {
    c0: search(query: $q0, first: 1, types: [PRODUCT]) @include(if: $with0) { totalCount }
    c1: search(query: $q1, first: 1, types: [PRODUCT]) @include(if: $with1) { totalCount }
    c2: search(query: $q2, first: 1, types: [PRODUCT]) @include(if: $with2) { totalCount }
    c3: search(query: $q3, first: 1, types: [PRODUCT]) @include(if: $with3) { totalCount }
    c4: search(query: $q4, first: 1, types: [PRODUCT]) @include(if: $with4) { totalCount }
    c5: search(query: $q5, first: 1, types: [PRODUCT]) @include(if: $with5) { totalCount }
    c6: search(query: $q6, first: 1, types: [PRODUCT]) @include(if: $with6) { totalCount }
    c7: search(query: $q7, first: 1, types: [PRODUCT]) @include(if: $with7) { totalCount }
    c8: search(query: $q8, first: 1, types: [PRODUCT]) @include(if: $with8) { totalCount }
    c9: search(query: $q9, first: 1, types: [PRODUCT]) @include(if: $with9) { totalCount }
    c10: search(query: $q10, first: 1, types: [PRODUCT]) @include(if: $with10) { totalCount }
    c11: search(query: $q11, first: 1, types: [PRODUCT]) @include(if: $with11) { totalCount }
    c12: search(query: $q12, first: 1, types: [PRODUCT]) @include(if: $with12) { totalCount }
    c13: search(query: $q13, first: 1, types: [PRODUCT]) @include(if: $with13) { totalCount }
    c14: search(query: $q14, first: 1, types: [PRODUCT]) @include(if: $with14) { totalCount }
    c15: search(query: $q15, first: 1, types: [PRODUCT]) @include(if: $with15) { totalCount }
    c16: search(query: $q16, first: 1, types: [PRODUCT]) @include(if: $with16) { totalCount }
    c17: search(query: $q17, first: 1, types: [PRODUCT]) @include(if: $with17) { totalCount }
    c18: search(query: $q18, first: 1, types: [PRODUCT]) @include(if: $with18) { totalCount }
    c19: search(query: $q19, first: 1, types: [PRODUCT]) @include(if: $with19) { totalCount }
    c20: search(query: $q20, first: 1, types: [PRODUCT]) @include(if: $with20) { totalCount }
    c21: search(query: $q21, first: 1, types: [PRODUCT]) @include(if: $with21) { totalCount }
    c22: search(query: $q22, first: 1, types: [PRODUCT]) @include(if: $with22) { totalCount }
    c23: search(query: $q23, first: 1, types: [PRODUCT]) @include(if: $with23) { totalCount }
  }
`)

type ProductCountsVariables = VariablesOf<typeof PRODUCT_COUNTS_QUERY>
type Slot = keyof ResultOf<typeof PRODUCT_COUNTS_QUERY>

/** The variables that count `queries` in order; queries past the slots are not counted. */
export function productCountsVariables(queries: readonly string[]): ProductCountsVariables {
  const variables: Record<string, string | boolean> = {}
  queries.slice(0, PRODUCT_COUNT_SLOTS).forEach((query, index) => {
    variables[`q${index}`] = query
    variables[`with${index}`] = true
  })
  return variables as ProductCountsVariables
}

/** The one request that counts `queries` (read each with `countIn`). No queries, no request. */
export function useProductCountsQuery(queries: readonly string[]) {
  const key = queries.join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key stands for the list.
  const variables = useMemo(() => productCountsVariables(queries), [key])
  const [result] = useStorefrontQuery({ query: PRODUCT_COUNTS_QUERY, variables, pause: queries.length === 0 })
  return result
}

/** Counts in the order of `queries`; undefined while loading, offline without a cached answer, or on error. */
export function useProductCounts(queries: readonly string[]): (number | undefined)[] {
  const result = useProductCountsQuery(queries)
  return queries.map((_, index) => countIn(result.data, index))
}

/** Slot `index`'s count in an answer; undefined when the slot was not asked or not answered. */
export function countIn(data: ResultOf<typeof PRODUCT_COUNTS_QUERY> | undefined, index: number) {
  return data?.[`c${index}` as Slot]?.totalCount
}
