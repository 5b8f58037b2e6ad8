import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { PASSWORD_MIN, registerRequestSchema } from '../../../shared/account/auth'
import { Button } from '../../../ui/button'
import { useRegister, useSignIn } from '../api/auth-user'

const inputClass =
  'w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2.5 text-stone-100 placeholder:text-stone-500'

/**
 * The page /api/login leads to (docs/decisions/0006-every-link-leads-somewhere.md): sign in with
 * email and password, or create an account, then go back to where the shopper was (`onSignedIn`).
 */
export function SignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  const [mode, setMode] = useState<'sign-in' | 'register'>('sign-in')
  const online = useOnlineStatus()
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 py-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-50">
        {mode === 'sign-in' ? 'Sign in' : 'Create your account'}
      </h1>
      {online ? null : (
        <p
          role="status"
          className="rounded-md border border-amber-700 bg-amber-950/40 p-3 text-sm text-amber-200"
        >
          You're offline. Signing in needs a connection.
        </p>
      )}
      {mode === 'sign-in' ? (
        <SignInForm online={online} onSignedIn={onSignedIn} />
      ) : (
        <RegisterForm online={online} onSignedIn={onSignedIn} />
      )}
      <p className="text-sm text-stone-300">
        {mode === 'sign-in' ? 'New here? ' : 'Already have an account? '}
        <button
          type="button"
          onClick={() => setMode(mode === 'sign-in' ? 'register' : 'sign-in')}
          className="font-semibold text-orange-300 underline underline-offset-4"
        >
          {mode === 'sign-in' ? 'Create an account' : 'Sign in instead'}
        </button>
      </p>
    </div>
  )
}

function SignInForm({ online, onSignedIn }: { online: boolean; onSignedIn: () => void }) {
  const id = useId()
  const signIn = useSignIn()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    signIn.mutate({ email, password }, { onSuccess: onSignedIn })
  }
  return (
    <form onSubmit={onSubmit} aria-label="Sign in" className="flex flex-col gap-4">
      <Field id={`${id}-email`} label="Email">
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={inputClass}
        />
      </Field>
      <Field id={`${id}-password`} label="Password">
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className={inputClass}
        />
      </Field>
      {signIn.error ? <FormError>{getErrorMessage(signIn.error)}</FormError> : null}
      <Button type="submit" size="lg" disabled={signIn.isPending || !online}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  )
}

function RegisterForm({ online, onSignedIn }: { online: boolean; onSignedIn: () => void }) {
  const id = useId()
  const register = useRegister()
  const [fields, setFields] = useState({ firstName: '', lastName: '', email: '', password: '' })
  const [problem, setProblem] = useState<string>()
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = registerRequestSchema.safeParse(fields)
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message)
    setProblem(undefined)
    register.mutate(parsed.data, { onSuccess: onSignedIn })
  }
  const error = problem ?? (register.error ? getErrorMessage(register.error) : undefined)
  return (
    <form onSubmit={onSubmit} aria-label="Create account" noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-first`} label="First name">
          <input
            id={`${id}-first`}
            autoComplete="given-name"
            required
            value={fields.firstName}
            onChange={set('firstName')}
            className={inputClass}
          />
        </Field>
        <Field id={`${id}-last`} label="Last name">
          <input
            id={`${id}-last`}
            autoComplete="family-name"
            required
            value={fields.lastName}
            onChange={set('lastName')}
            className={inputClass}
          />
        </Field>
      </div>
      <Field id={`${id}-email`} label="Email">
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={set('email')}
          className={inputClass}
        />
      </Field>
      <Field id={`${id}-password`} label="Password" hint={`At least ${PASSWORD_MIN} characters.`}>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          value={fields.password}
          onChange={set('password')}
          aria-describedby={`${id}-password-hint`}
          className={inputClass}
        />
      </Field>
      {error ? <FormError>{error}</FormError> : null}
      <Button type="submit" size="lg" disabled={register.isPending || !online}>
        {register.isPending ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  )
}

function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string
  label: string
  hint?: string
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-stone-200">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-400">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

function FormError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-800 bg-red-950/40 p-3 text-sm text-red-200">
      {children}
    </p>
  )
}
