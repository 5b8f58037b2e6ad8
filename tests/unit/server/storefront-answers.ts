/** What the storefront tests read from the emulator's answers. */

export type Json = Record<string, unknown>

/** The endpoint at the API version the shop asks for. */
export const STOREFRONT_ENDPOINT = '/api/2025-01/graphql.json'

/** A GraphQL answer: `data`, or `errors` each with a message and an `extensions.code`. */
export interface GraphQLBody {
  data?: Json | null
  errors?: { message: string; path?: (string | number)[]; extensions?: Json & { code?: string } }[]
}
