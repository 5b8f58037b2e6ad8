import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { type Session, signInHref } from '../../../lib/session'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { changePasswordRequestSchema } from '../../../shared/account/auth'
import { Button, buttonClass } from '../../../ui/button'
import { useChangePassword } from '../api/auth-user'
import { useCheckedSubmit } from '../use-checked-submit'
import { AccountPageFrame, accountLinkClass, FormError, NeedsConnection, PasswordField } from './form-parts'
import { mismatchOf, type NewPassword, NewPasswordFields, NO_NEW_PASSWORD } from './new-password-fields'

/**
 * `/account/password`: the signed-in shopper's new password, given the current one. The account's
 * other sessions end (docs/decisions/0039-password-resets.md); this device stays signed in and
 * `onChanged` takes the shopper on.
 */
export function ChangePasswordPage({ session, onChanged }: { session: Session; onChanged: () => void }) {
  const id = useId()
  const online = useOnlineStatus()
  const change = useChangePassword()
  const [currentPassword, setCurrentPassword] = useState('')
  const [value, setValue] = useState<NewPassword>(NO_NEW_PASSWORD)
  const { submit, error } = useCheckedSubmit(changePasswordRequestSchema, change)

  if (session.status === 'unknown')
    return (
      <AccountPageFrame title="Change password">
        <p role="status" className="text-stone-300">
          Loading…
        </p>
      </AccountPageFrame>
    )
  if (session.status === 'signed-out')
    return (
      <AccountPageFrame title="Change password">
        <p className="text-stone-300">
          Sign in to change your password. Forgot it? Ask for a reset link on the sign-in page.
        </p>
        <a href={signInHref()} className={buttonClass({ size: 'lg', className: 'self-start' })}>
          Sign in
        </a>
      </AccountPageFrame>
    )

  const onSubmit = submit(() => ({ currentPassword, newPassword: value.password }), {
    problemBeyond: () => mismatchOf(value),
    onSuccess: onChanged,
  })
  return (
    <AccountPageFrame title="Change password">
      {online ? null : <NeedsConnection doing="Changing your password" />}
      <p className="text-stone-300">
        Signed in as {session.user.email}. Changing your password signs you out on every other device.
      </p>
      <form onSubmit={onSubmit} aria-label="Change password" noValidate className="flex flex-col gap-4">
        {/* Lets a password manager tell which account the new password is for. */}
        <input type="email" autoComplete="username" value={session.user.email} readOnly hidden />
        <PasswordField
          id={`${id}-current`}
          label="Current password"
          kind="current"
          value={currentPassword}
          onValue={setCurrentPassword}
        />
        <NewPasswordFields id={id} value={value} onChange={setValue} />
        {error ? <FormError>{error}</FormError> : null}
        <Button type="submit" size="lg" disabled={change.isPending || !online}>
          {change.isPending ? 'Saving…' : 'Change password'}
        </Button>
      </form>
      <Link to="/account/orders" className={`${accountLinkClass} self-start text-sm`}>
        Back to your orders
      </Link>
    </AccountPageFrame>
  )
}
