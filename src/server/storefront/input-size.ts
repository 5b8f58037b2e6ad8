import {
  BREAK,
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getArgumentValues,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql'
import { StorefrontErrorCode } from './errors'

/** Shopify's cap on every list argument: "input arrays have a maximum size of 250". */
export const MAX_INPUT_LIST_SIZE = 250

/** The longest list within a coerced argument value (as deep as its input type). */
function longestList(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0
  const items: unknown[] = Array.isArray(value) ? value : Object.values(value)
  // A loop, not Math.max(...items): a list can be longer than a call may have arguments.
  let longest = Array.isArray(value) ? value.length : 0
  for (const item of items) longest = Math.max(longest, longestList(item))
  return longest
}

/**
 * Refuses a field argument holding a list of more than 250 items (`nodes(ids:)`, `productFilters`,
 * `metafields(identifiers:)`...), written in the document or sent as a variable. `variables` are the
 * operation's coerced variable values.
 */
export function inputSizeError(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>>,
): GraphQLError | null {
  const typeInfo = new TypeInfo(schema)
  let refusal: GraphQLError | null = null
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef()
        if (!field || field.args.length === 0) return undefined
        let values: Record<string, unknown>
        try {
          values = getArgumentValues(field, node, variables)
        } catch {
          // A value that does not fit its argument: execution reports it.
          return undefined
        }
        for (const [name, value] of Object.entries(values)) {
          const size = longestList(value)
          if (size > MAX_INPUT_LIST_SIZE) {
            refusal = new GraphQLError(
              `The ${name} argument accepts at most ${MAX_INPUT_LIST_SIZE} items (it has ${size})`,
              { nodes: node, extensions: { code: StorefrontErrorCode.badUserInput } },
            )
            return BREAK
          }
        }
        return undefined
      },
    }),
  )
  return refusal
}
