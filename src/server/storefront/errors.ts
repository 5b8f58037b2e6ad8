import { GraphQLError } from 'graphql'

/** `extensions.code` values the emulator answers with. */
export const StorefrontErrorCode = {
  badUserInput: 'BAD_USER_INPUT',
  parseFailed: 'GRAPHQL_PARSE_FAILED',
  validationFailed: 'GRAPHQL_VALIDATION_FAILED',
  maxDepthExceeded: 'MAX_DEPTH_EXCEEDED',
  maxCostExceeded: 'MAX_COST_EXCEEDED',
  internal: 'INTERNAL_SERVER_ERROR',
} as const

/** An argument the client sent that we cannot serve; reported in `errors` with the field's path. */
export function userInputError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: StorefrontErrorCode.badUserInput } })
}
