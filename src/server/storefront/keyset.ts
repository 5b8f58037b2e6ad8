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
  /** The sort value's SQL type: how a cursor's text value is checked and cast back for the comparison. */
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

const TIMESTAMP =
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})[ T](?<hour>\d{2}):(?<minute>\d{2}):(?<second>\d{2})(\.\d{1,6})?(?:[+-](?<offset>\d{2})(:?[0-5]\d){0,2}|Z)?$/

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** A date and time Postgres reads: the shape alone would let February 30th or an offset of +20 through. */
function isTimestamp(text: string): boolean {
  const parts = TIMESTAMP.exec(text)?.groups
  if (!parts) return false
  const part = (name: string) => Number(parts[name] ?? 0)
  const [year, month] = [part('year'), part('month')]
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    part('day') >= 1 &&
    part('day') <= daysInMonth(year, month) &&
    part('hour') <= 23 &&
    part('minute') <= 59 &&
    part('second') <= 59 &&
    part('offset') <= 15
  )
}

/** Postgres text holds no NUL. */
const CURSOR_VALUE_CHECKS: Record<SqlOrder['type'], (value: string) => boolean> = {
  text: (value) => value.length <= 2000 && !value.includes('\u0000'),
  integer: (value) => /^-?\d{1,18}$/.test(value),
  numeric: (value) => /^-?\d{1,20}(\.\d{1,12})?$/.test(value),
  timestamptz: isTimestamp,
}

/** Integers are compared as bigint: a forged cursor past the int4 range then finds no row rather than failing. */
const CURSOR_VALUE_TYPES: Record<SqlOrder['type'], SQL> = {
  text: sql.raw('text'),
  integer: sql.raw('bigint'),
  numeric: sql.raw('numeric'),
  timestamptz: sql.raw('timestamptz'),
}

type Comparison = '<' | '<=' | '>' | '>='

/** `(sort value, id) <op> (cursor value, cursor id)`, which an index on (value, id) can serve. */
function compareToCursor(order: SqlOrder, cursor: CursorPayload, op: Comparison): SQL {
  if (!order.value) return sql`${order.id} ${sql.raw(op)} ${cursor.i}::bigint`
  return sql`(${order.value}, ${order.id}) ${sql.raw(op)} (${String(cursor.v)}::${CURSOR_VALUE_TYPES[order.type]}, ${cursor.i}::bigint)`
}

function checkCursorValue(order: SqlOrder, cursor: CursorPayload | null, name: string): void {
  if (!cursor || !order.value) return
  if (typeof cursor.v !== 'string' || !CURSOR_VALUE_CHECKS[order.type](cursor.v)) {
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
