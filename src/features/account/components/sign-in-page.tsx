import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { registerRequestSchema } from '../../../shared/account/auth'
import { Button } from '../../../ui/button'
import { useRegister, useSignIn } from '../api/auth-user'
import { useCheckedSubmit } from '../use-checked-submit'
import {
  AccountPageFrame,
  accountLinkClass,
  EmailField,
  FormError,
  NeedsConnection,
  PasswordField,
  TextField,
} from './form-parts'

/**
 * The page /api/login leads to (docs/decisions/0006-every-link-leads-somewhere.md): sign in with
 * email and password, or create an account, then go back to where the shopper was (`onSignedIn`).
 */
export function SignInPage({ returnTo, onSignedIn }: { returnTo?: string; onSignedIn: () => void }) {
  const [mode, setMode] = useState<'sign-in' | 'register'>('sign-in')
  const online = useOnlineStatus()
  return (
    <AccountPageFrame title={mode === 'sign-in' ? 'Sign in' : 'Create your account'}>
      {online ? null : <NeedsConnection doing="Signing in" />}
      {mode === 'sign-in' ? (
        <SignInForm online={online} returnTo={returnTo} onSignedIn={onSignedIn} />
      ) : (
        <RegisterForm online={online} onSignedIn={onSignedIn} />
      )}
      <p className="text-sm text-stone-300">
        {mode === 'sign-in' ? 'New here? ' : 'Already have an account? '}
        <button
          type="button"
          onClick={() => setMode(mode === 'sign-in' ? 'register' : 'sign-in')}
          className={accountLinkClass}
        >
          {mode === 'sign-in' ? 'Create an account' : 'Sign in instead'}
        </button>
      </p>
    </AccountPageFrame>
  )
}

function SignInForm({
  online,
  returnTo,
  onSignedIn,
}: {
  online: boolean
  returnTo?: string
  onSignedIn: () => void
}) {
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
      <EmailField id={`${id}-email`} value={email} onValue={setEmail} />
      <PasswordField
        id={`${id}-password`}
        label="Password"
        kind="current"
        value={password}
        onValue={setPassword}
      />
      <Link to="/forgot-password" search={{ returnTo }} className={`${accountLinkClass} self-start text-sm`}>
        Forgot password?
      </Link>
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
  const { submit, error } = useCheckedSubmit(registerRequestSchema, register)
  const set = (name: keyof typeof fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }))
  const onSubmit = submit(() => fields, { onSuccess: onSignedIn })
  return (
    <form onSubmit={onSubmit} aria-label="Create account" noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-first`}
          label="First name"
          autoComplete="given-name"
          value={fields.firstName}
          onValue={set('firstName')}
        />
        <TextField
          id={`${id}-last`}
          label="Last name"
          autoComplete="family-name"
          value={fields.lastName}
          onValue={set('lastName')}
        />
      </div>
      <EmailField id={`${id}-email`} autoComplete="email" value={fields.email} onValue={set('email')} />
      <PasswordField
        id={`${id}-password`}
        label="Password"
        kind="new"
        value={fields.password}
        onValue={set('password')}
      />
      {error ? <FormError>{error}</FormError> : null}
      <Button type="submit" size="lg" disabled={register.isPending || !online}>
        {register.isPending ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  )
}
