import * as z from 'zod/mini'

/**
 * The session's shopper and the way back after signing in: what every page needs (the header's
 * account control, the sign-in routes' search). The forms' request schemas are in ./auth.ts.
 */

/** The signed-in shopper, as sign-in, registration and `GET /api/auth/user` answer. */
export const authUserSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
})

export type AuthUser = z.output<typeof authUserSchema>

/** `GET /api/auth/user`: the shopper, or `null` when nobody is signed in. */
export const sessionReplySchema = z.nullable(authUserSchema)

/**
 * Where to go after signing in: a path on this site only ("/product/x?y=1"), never another origin
 * ("//evil.example", "https://…") or the API itself. Anything else means the home page.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/'
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  // Browsers drop tabs and line breaks from URLs ("/\t/evil.example" goes to evil.example); headers refuse them.
  if (/\p{Cc}/u.test(value)) return '/'
  if (value.startsWith('/api/')) return '/'
  return value
}
