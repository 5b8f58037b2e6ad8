import { z } from 'zod'
import { userInputError } from './errors'

/** Shopify's cap on `first`/`last` for every connection. */
export const MAX_PAGE_SIZE = 250

/**
 * What a cursor points at: the row's value of the sort column (`v`, as text from SQL or a number for
 * in-memory lists) and its id (`i`) as tie-breaker, under the order it was issued for (`o`).
 */
export interface CursorPayload {
  o: string
  v: string | number | null
  i: number
}

const cursorSchema = z.object({
  o: z.string().min(1).max(40),
  v: z.union([z.string().max(2000), z.number(), z.null()]),
  i: z.number().int().nonnegative(),
})

/** Opaque to clients, like Shopify's: base64url of a small JSON object. */
export function encodeCursor(payload: CursorPayload): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')
}

/** Null when the text is not a cursor we issued. */
export function decodeCursor(cursor: string): CursorPayload | null {
  if (cursor.length > 4000 || !/^[A-Za-z0-9_-]*$/.test(cursor)) return null
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Connection arguments as graphql-js hands them over (explicit nulls included). */
export interface ConnectionArgs {
  first?: number | null
  after?: string | null
  last?: number | null
  before?: string | null
  reverse?: boolean | null
}

/** Validated connection arguments: exactly one of `first`/`last`, cursors decoded. */
export interface PageRequest {
  /** `first` reads forward from `after`; `last` reads backward from `before`. */
  direction: 'forward' | 'backward'
  count: number
  after: CursorPayload | null
  before: CursorPayload | null
  reverse: boolean
}

/**
 * Checks the arguments the way Shopify does and decodes the cursors for the order `orderName`;
 * throws a GraphQL error (answered in `errors`) otherwise.
 */
export function parsePageRequest(args: ConnectionArgs, orderName: string): PageRequest {
  const first = args.first ?? null
  const last = args.last ?? null
  if ((first === null) === (last === null)) {
    throw userInputError(
      first === null ? 'you must provide one of first or last' : 'you must provide only one of first or last',
    )
  }
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (value !== null && (value < 0 || value > MAX_PAGE_SIZE)) {
      throw userInputError(`The ${name} argument must be between 0 and ${MAX_PAGE_SIZE}`)
    }
  }
  return {
    direction: first !== null ? 'forward' : 'backward',
    count: first ?? last ?? 0,
    after: readCursor('after', args.after, orderName),
    before: readCursor('before', args.before, orderName),
    reverse: args.reverse ?? false,
  }
}

function readCursor(
  name: string,
  cursor: string | null | undefined,
  orderName: string,
): CursorPayload | null {
  if (cursor === null || cursor === undefined) return null
  const payload = decodeCursor(cursor)
  if (!payload) throw userInputError(`The ${name} argument is not a valid cursor`)
  if (payload.o !== orderName) {
    throw userInputError(`The ${name} cursor belongs to a different sort order; start again without it`)
  }
  return payload
}
