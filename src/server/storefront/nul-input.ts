import { BREAK, type DocumentNode, GraphQLError, visit } from 'graphql'
import { StorefrontErrorCode } from './errors'

const NUL = '\u0000'

/**
 * Whether a string within `value` holds NUL. Iterative: a variable of a custom scalar type
 * (`JSON`) is any JSON value, nested as deep as the body allows.
 */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string' && item.includes(NUL)) return true
    if (item !== null && typeof item === 'object') {
      for (const child of Object.values(item)) pending.push(child)
    }
  }
  return false
}

/**
 * Postgres text cannot hold NUL (U+0000), so a string argument with one would fail in SQL wherever
 * it is compared: the request is refused before it runs, whether the string is written in the
 * document or sent as a variable.
 */
export function nulInputError(
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>>,
): GraphQLError | null {
  let literal = false
  visit(document, {
    StringValue(node) {
      if (!node.value.includes(NUL)) return undefined
      literal = true
      return BREAK
    },
  })
  if (!literal && !holdsNul(variables)) return null
  return new GraphQLError('Strings must not contain the NUL character (\\u0000)', {
    extensions: { code: StorefrontErrorCode.badUserInput },
  })
}
