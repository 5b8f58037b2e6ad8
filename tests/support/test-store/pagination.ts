/**
 * Relay connections over in-memory lists, with cursors shaped like Shopify's: base64 of
 * `{"last_id":…,"last_value":…}`. A cursor carries the sort value, so paging resumes after it even
 * when the list changed in between.
 */
import { graphqlJs } from './graphql-js'

/** Shopify's cap on `first`/`last`. */
export const MAX_PAGE_SIZE = 250

export interface ConnectionArgs {
  first?: number | null
  after?: string | null
  last?: number | null
  before?: string | null
}

export type SortValue = string | number

/** Where an item sits in its order: its sort value, then its numeric id as the tie-breaker. */
export interface SortKey {
  value: SortValue
  id: number
}

export interface Edge<T> {
  cursor: string
  node: T
}

export interface Connection<T> {
  edges: Edge<T>[]
  nodes: T[]
  pageInfo: {
    hasNextPage: boolean
    hasPreviousPage: boolean
    startCursor: string | null
    endCursor: string | null
  }
  /** Every item the query matched, before paging (what `search` reports as totalCount). */
  total: number
}

export function userError(message: string) {
  return new graphqlJs.GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })
}

function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify({ last_id: key.id, last_value: key.value })).toString('base64')
}

function decodeCursor(cursor: string, name: string): SortKey {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'))
    if (parsed && typeof parsed === 'object' && 'last_id' in parsed && 'last_value' in parsed) {
      const { last_id: id, last_value: value } = parsed
      if (typeof id === 'number' && (typeof value === 'string' || typeof value === 'number'))
        return { id, value }
    }
  } catch {
    // Falls through to the error below.
  }
  throw userError(`Invalid cursor for the ${name} argument`)
}

export function compareKeys(a: SortKey, b: SortKey): number {
  const byValue =
    typeof a.value === 'number' && typeof b.value === 'number'
      ? a.value - b.value
      : String(a.value).localeCompare(String(b.value), 'en', { sensitivity: 'base' })
  return byValue !== 0 ? byValue : a.id - b.id
}

function checkSize(name: string, value: number | null | undefined) {
  if (value === null || value === undefined) return
  if (value < 0) throw userError(`${name} must be a positive number`)
  if (value > MAX_PAGE_SIZE) {
    throw userError(`The ${name} argument cannot be more than ${MAX_PAGE_SIZE}`)
  }
}

/**
 * One page of `items`, ordered by `keyOf` (ascending, or descending with `reverse`), following the
 * Relay algorithm: cut at `after`/`before`, then take `first`, then `last`.
 */
export function paginate<T>(
  items: readonly T[],
  keyOf: (item: T) => SortKey,
  args: ConnectionArgs & { reverse?: boolean | null },
): Connection<T> {
  if ((args.first ?? null) === null && (args.last ?? null) === null) {
    throw userError('you must provide one of first or last')
  }
  checkSize('first', args.first)
  checkSize('last', args.last)
  const direction = args.reverse ? -1 : 1
  const keyed = items.map((item) => ({ item, key: keyOf(item) }))
  keyed.sort((a, b) => direction * compareKeys(a.key, b.key))
  const after = args.after ? decodeCursor(args.after, 'after') : null
  const before = args.before ? decodeCursor(args.before, 'before') : null
  const position = (cursor: SortKey) => keyed.findIndex((k) => direction * compareKeys(k.key, cursor) > 0)
  let start = 0
  let end = keyed.length
  if (after) {
    const index = position(after)
    start = index < 0 ? keyed.length : index
  }
  if (before) {
    const index = keyed.findIndex((k) => direction * compareKeys(k.key, before) >= 0)
    end = Math.max(start, index < 0 ? keyed.length : index)
  }
  if (args.first !== null && args.first !== undefined) end = Math.min(end, start + args.first)
  if (args.last !== null && args.last !== undefined) start = Math.max(start, end - args.last)
  const page = keyed.slice(start, end)
  const edges = page.map(({ item, key }) => ({ cursor: encodeCursor(key), node: item }))
  return {
    edges,
    nodes: page.map(({ item }) => item),
    pageInfo: {
      hasNextPage: end < keyed.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    total: keyed.length,
  }
}
