import * as z from 'zod/mini'
import { EMAIL_MAX, emailField } from '../home/gift-card'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
const NAME_MAX = 50

const nameField = (label: string) =>
  z
    .string(`${label} is required.`)
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(NAME_MAX, `${label} can be at most ${NAME_MAX} characters.`),
    )

/** `POST /api/auth/register`: creates the account and signs it in. */
export const registerRequestSchema = z.object({
  email: emailField('Email'),
  password: z
    .string('Password is required.')
    .check(
      z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`),
      z.maxLength(PASSWORD_MAX, `Password can be at most ${PASSWORD_MAX} characters.`),
    ),
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
})

/** `POST /api/auth/login`. Lengths are only capped here: a wrong password is a 401, not a 400. */
export const loginRequestSchema = z.object({
  email: z
    .string('Email is required.')
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'Email is required.'),
      z.maxLength(EMAIL_MAX, 'Email is too long.'),
    ),
  password: z
    .string('Password is required.')
    .check(z.minLength(1, 'Password is required.'), z.maxLength(PASSWORD_MAX, 'Password is too long.')),
})

export type RegisterRequest = z.input<typeof registerRequestSchema>
export type LoginRequest = z.input<typeof loginRequestSchema>

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
