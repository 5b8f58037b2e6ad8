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

/** A password being chosen (sign-up, reset, change): the one set of rules for all three. */
const newPasswordField = (label: string) =>
  z
    .string(`${label} is required.`)
    .check(
      z.minLength(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters.`),
      z.maxLength(PASSWORD_MAX, `${label} can be at most ${PASSWORD_MAX} characters.`),
    )

/** Where to come back to after signing in, as a page sends it; the server keeps it on this site (safeReturnPath). */
const returnToField = z.optional(z.string().check(z.maxLength(2000, 'The return path is too long.')))

/** `POST /api/auth/register`: creates the account and signs it in. */
export const registerRequestSchema = z.object({
  email: emailField('Email'),
  password: newPasswordField('Password'),
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

/**
 * `POST /api/auth/password-reset`: mail a reset link to the account of `email`, if there is one
 * (the answer is the same either way). The link leads back to `returnTo` once the password is set.
 */
export const passwordResetRequestSchema = z.object({
  email: emailField('Email'),
  returnTo: returnToField,
})

/** The error code of a reset link that names no unused, unexpired link: only a new link helps. */
export const RESET_LINK_INVALID_CODE = 'reset_link_invalid'

/** `POST /api/auth/password-reset/confirm`: the link's token and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z
    .string('The reset link is incomplete.')
    .check(z.minLength(1, 'The reset link is incomplete.'), z.maxLength(200, 'The reset link is not valid.')),
  password: newPasswordField('New password'),
})

/** `POST /api/auth/password`: a signed-in shopper changes the password. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string('Current password is required.')
    .check(
      z.minLength(1, 'Current password is required.'),
      z.maxLength(PASSWORD_MAX, 'Current password is too long.'),
    ),
  newPassword: newPasswordField('New password'),
})

export type RegisterRequest = z.input<typeof registerRequestSchema>
export type LoginRequest = z.input<typeof loginRequestSchema>
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>

// What every page needs (the session's shopper, the way back after signing in) lives apart, so the
// start-up code does not carry the forms' schemas.
export { type AuthUser, authUserSchema, safeReturnPath, sessionReplySchema } from './session-user'
