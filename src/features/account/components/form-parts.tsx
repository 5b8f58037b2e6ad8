import type { ComponentProps, ReactNode } from 'react'
import { PASSWORD_MIN } from '../../../shared/account/auth'

const inputClass =
  'w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2.5 text-stone-100 placeholder:text-stone-500'

/** A text link (or a button that reads as one) on the account pages, still a 44 px tap target. */
export const accountLinkClass =
  'inline-flex min-h-11 items-center font-semibold text-orange-300 underline underline-offset-4'

/**
 * A labelled input of an account form, with an optional hint below it that the input points at.
 * `onValue` gets the text as typed.
 */
export function TextField({
  id,
  label,
  hint,
  onValue,
  ...input
}: {
  id: string
  label: string
  hint?: string
  onValue: (value: string) => void
} & Omit<ComponentProps<'input'>, 'id' | 'onChange' | 'className' | 'aria-describedby'>) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-stone-200">
        {label}
      </label>
      <input
        id={id}
        required
        {...input}
        onChange={(event) => onValue(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={inputClass}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-400">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** The email an account is known by (`autoComplete` "username" where it signs in, "email" at sign-up). */
export function EmailField(props: {
  id: string
  value: string
  onValue: (value: string) => void
  autoComplete?: 'username' | 'email'
}) {
  return <TextField label="Email" type="email" inputMode="email" autoComplete="username" {...props} />
}

/**
 * A password input: the `current` one (signing in, or proving it is you), a `new` one being chosen
 * (with the sign-up rule as its hint), or the `confirmation` of a new one.
 */
export function PasswordField({
  kind,
  ...props
}: {
  id: string
  label: string
  kind: 'current' | 'new' | 'confirmation'
  value: string
  onValue: (value: string) => void
}) {
  if (kind === 'current') return <TextField type="password" autoComplete="current-password" {...props} />
  const rule = kind === 'new' ? { minLength: PASSWORD_MIN, hint: `At least ${PASSWORD_MIN} characters.` } : {}
  return <TextField type="password" autoComplete="new-password" {...rule} {...props} />
}

/** Why a form was refused, read out as soon as it shows. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-800 bg-red-950/40 p-3 text-sm text-red-200">
      {children}
    </p>
  )
}

/** Said on an account page while offline: `doing` ("Signing in") needs the server. */
export function NeedsConnection({ doing }: { doing: string }) {
  return (
    <p
      role="status"
      className="rounded-md border border-amber-700 bg-amber-950/40 p-3 text-sm text-amber-200"
    >
      You're offline. {doing} needs a connection.
    </p>
  )
}

/** The heading and column every account page shares. */
export function AccountPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 py-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-50">{title}</h1>
      {children}
    </div>
  )
}
