import { and, type SQL, sql } from 'drizzle-orm'
import { type CursorPayload, encodeCursor, type PageRequest } from './cursor'
import { userInputError } from './errors'

export interface PageInfo {
  hasNextPage: boolean
  hasPreviousPage: boolean
  startCursor: string | null
  endCursor: string | null
}

export interface Edge<T> {
  cursor: string
  node: T
}

/** The source object of every `*Connection` type in the schema. */
export interface Connection<T> {
  edges: Edge<T>[]
  nodes: T[]
  pageInfo: PageInfo
}

/** A total order over rows: the sort expression, then the id as tie-breaker. */
export interface SqlOrder {
  /** Stored in cursors, so a cursor is only accepted by the order that issued it. */
  name: string
  /** Sort expression; null orders by id alone. */
  value: SQL | null
  /** SQL type a cursor's text value is cast back to for the comparison. */
  type: 'text' | 'numeric' | 'timestamptz' | 'integer'
  id: SQL
}

export interface SortedRow<T> {
  node: T
  /** `value::text` of the row, selected with `sortValueColumn`. */
  sortValue: string | null
}

/** Runs a connection's select; an empty `orderBy` means any order will do. */
export type SelectSortedRows<T> = (
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
) => Promise<SortedRow<T>[]>

/** The select-list entry that carries a row's sort value into its cursor, exactly (no Date rounding). */
export function sortValueColumn(order: SqlOrder): SQL<string | null> {
  return order.value ? sql<string | null>`(${order.value})::text` : sql<string | null>`null`
}

const CURSOR_VALUE_FORMATS: Record<SqlOrder['type'], RegExp> = {
  text: /^[\s\S]{0,2000}$/,
  integer: /^-?\d{1,18}$/,
  numeric: /^-?\d{1,20}(\.\d{1,12})?$/,
  timestamptz: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)?$/,
}

type Comparison = '<' | '<=' | '>' | '>='

/** `(sort value, id) <op> (cursor value, cursor id)`, which an index on (value, id) can serve. */
function compareToCursor(order: SqlOrder, cursor: CursorPayload, op: Comparison): SQL {
  if (!order.value) return sql`${order.id} ${sql.raw(op)} ${cursor.i}::integer`
  return sql`(${order.value}, ${order.id}) ${sql.raw(op)} (${String(cursor.v)}::${sql.raw(order.type)}, ${cursor.i}::integer)`
}

function checkCursorValue(order: SqlOrder, cursor: CursorPayload | null, name: string): void {
  if (!cursor || !order.value) return
  if (typeof cursor.v !== 'string' || !CURSOR_VALUE_FORMATS[order.type].test(cursor.v)) {
    throw userInputError(`The ${name} argument is not a valid cursor`)
  }
}

/** ORDER BY terms for reading `page` (backward pages walk the order the other way round). */
export function keysetOrderBy(order: SqlOrder, page: PageRequest): SQL[] {
  const direction = sql.raw((page.direction === 'forward') === !page.reverse ? 'asc' : 'desc')
  return order.value
    ? [sql`${order.value} ${direction}`, sql`${order.id} ${direction}`]
    : [sql`${order.id} ${direction}`]
}

/**
 * Builds the connection from rows read in `keysetOrderBy` order, at most `count + 1` of them: the
 * extra row only tells that more follow. The `beyond*` flags say whether rows lie past the cursors.
 */
export function pageFromRows<T>(
  rows: SortedRow<T>[],
  page: PageRequest,
  order: SqlOrder,
  idOf: (node: T) => number,
  beyond: { before: boolean; after: boolean } = { before: false, after: false },
): Connection<T> {
  const forward = page.direction === 'forward'
  const hasMore = rows.length > page.count
  const pageRows = rows.slice(0, page.count)
  if (!forward) pageRows.reverse()
  return buildConnection(
    pageRows.map((row) => ({
      node: row.node,
      cursor: encodeCursor({ o: order.name, v: row.sortValue, i: idOf(row.node) }),
    })),
    {
      hasNextPage: forward ? hasMore || beyond.before : beyond.before,
      hasPreviousPage: forward ? beyond.after : hasMore || beyond.after,
    },
  )
}

/**
 * One page of a keyset-paginated SQL connection. Fetches one row more than asked to learn whether
 * more follow, and, only when a cursor is given, asks with a one-row query whether rows lie on the
 * other side of it.
 */
export async function fetchKeysetPage<T>(options: {
  order: SqlOrder
  page: PageRequest
  /** The connection's own condition (search, collection membership), without the cursors. */
  filter: SQL | undefined
  idOf: (node: T) => number
  select: SelectSortedRows<T>
}): Promise<Connection<T>> {
  const { order, page, filter } = options
  checkCursorValue(order, page.after, 'after')
  checkCursorValue(order, page.before, 'before')
  const ascending = !page.reverse
  const compare = (cursor: CursorPayload, ascendingOp: Comparison, descendingOp: Comparison) =>
    compareToCursor(order, cursor, ascending ? ascendingOp : descendingOp)

  const where = and(
    filter,
    page.after ? compare(page.after, '>', '<') : undefined,
    page.before ? compare(page.before, '<', '>') : undefined,
  )
  const rows = await options.select(where, keysetOrderBy(order, page), page.count + 1)
  const hasMore = rows.length > page.count
  const forward = page.direction === 'forward'

  const exists = async (condition: SQL) => (await options.select(and(filter, condition), [], 1)).length > 0
  // When the extra row already answers a flag, its existence check is skipped.
  const beyondBefore =
    page.before && !(forward && hasMore) ? await exists(compare(page.before, '>=', '<=')) : false
  const beyondAfter =
    page.after && !(!forward && hasMore) ? await exists(compare(page.after, '<=', '>=')) : false
  return pageFromRows(rows, page, order, options.idOf, { before: beyondBefore, after: beyondAfter })
}

/**
 * The same paging rules over a list already in memory (a product's variants or images, loaded in one
 * batch), ordered by a numeric key and the id.
 */
export function paginateList<T>(
  items: readonly T[],
  page: PageRequest,
  orderName: string,
  keyOf: (item: T) => { v: number; i: number },
): Connection<T> {
  type Key = { v: number; i: number }
  const keyOfCursor = (name: string, cursor: CursorPayload | null): Key | null => {
    if (!cursor) return null
    if (typeof cursor.v !== 'number') throw userInputError(`The ${name} argument is not a valid cursor`)
    return { v: cursor.v, i: cursor.i }
  }
  const after = keyOfCursor('after', page.after)
  const before = keyOfCursor('before', page.before)
  const sign = page.reverse ? -1 : 1
  // Where an item lies relative to a cursor in the connection's order: <0 before, 0 at, >0 after.
  const relative = (item: T, cursor: Key) => {
    const key = keyOf(item)
    return sign * (key.v !== cursor.v ? key.v - cursor.v : key.i - cursor.i)
  }
  const ordered = page.reverse ? [...items].reverse() : [...items]
  const window = ordered.filter(
    (item) => (!after || relative(item, after) > 0) && (!before || relative(item, before) < 0),
  )
  const forward = page.direction === 'forward'
  const pageItems = forward
    ? window.slice(0, page.count)
    : window.slice(Math.max(0, window.length - page.count))
  const hasMore = window.length > page.count
  const beyondBefore = before ? ordered.some((item) => relative(item, before) >= 0) : false
  const beyondAfter = after ? ordered.some((item) => relative(item, after) <= 0) : false
  return buildConnection(
    pageItems.map((node) => ({ node, cursor: encodeCursor({ o: orderName, ...keyOf(node) }) })),
    {
      hasNextPage: forward ? hasMore || beyondBefore : beyondBefore,
      hasPreviousPage: forward ? beyondAfter : hasMore || beyondAfter,
    },
  )
}

function buildConnection<T>(
  edges: Edge<T>[],
  flags: { hasNextPage: boolean; hasPreviousPage: boolean },
): Connection<T> {
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      ...flags,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  }
}

/** The same page with each node converted (cursors unchanged). */
export function mapConnection<T, U>(connection: Connection<T>, convert: (node: T) => U): Connection<U> {
  const edges = connection.edges.map((edge) => ({ cursor: edge.cursor, node: convert(edge.node) }))
  return { edges, nodes: edges.map((edge) => edge.node), pageInfo: connection.pageInfo }
}
