import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { passwordResetRequestSchema } from '../../../shared/account/auth'
import { Button } from '../../../ui/button'
import { useRequestPasswordReset } from '../api/auth-user'
import { useCheckedSubmit } from '../use-checked-submit'
import { AccountPageFrame, accountLinkClass, EmailField, FormError, NeedsConnection } from './form-parts'

/**
 * `/forgot-password`, from the sign-in form: asks for a reset link by mail
 * (docs/decisions/0039-password-resets.md). The page says the same whether or not the email has an
 * account, as the server does. `returnTo` is where the link leads back to once the password is set.
 */
export function ForgotPasswordPage({ returnTo }: { returnTo?: string }) {
  const id = useId()
  const online = useOnlineStatus()
  const ask = useRequestPasswordReset()
  const [email, setEmail] = useState('')
  const { submit, error } = useCheckedSubmit(passwordResetRequestSchema, ask)
  const onSubmit = submit(() => ({ email, returnTo }))
  const backToSignIn = (
    <Link to="/sign-in" search={{ returnTo }} className={`${accountLinkClass} self-start text-sm`}>
      Back to sign in
    </Link>
  )

  if (ask.isSuccess)
    return (
      <AccountPageFrame title="Check your email">
        <div role="status" className="flex flex-col gap-3 text-stone-300">
          <p>
            If an account uses <strong className="text-stone-100">{ask.variables.email}</strong>, a link to
            reset its password is on its way. It works once, for one hour.
          </p>
          <p className="text-sm">No message after a few minutes? Look in your spam folder, or ask again.</p>
        </div>
        <Button variant="secondary" className="self-start" onClick={() => ask.reset()}>
          Ask again
        </Button>
        {backToSignIn}
      </AccountPageFrame>
    )

  return (
    <AccountPageFrame title="Forgot your password?">
      {online ? null : <NeedsConnection doing="Asking for a reset link" />}
      <p className="text-stone-300">
        Enter the email of your account and we'll send you a link to choose a new password.
      </p>
      <form onSubmit={onSubmit} aria-label="Ask for a reset link" noValidate className="flex flex-col gap-4">
        <EmailField id={`${id}-email`} value={email} onValue={setEmail} />
        {error ? <FormError>{error}</FormError> : null}
        <Button type="submit" size="lg" disabled={ask.isPending || !online}>
          {ask.isPending ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
      {backToSignIn}
    </AccountPageFrame>
  )
}
