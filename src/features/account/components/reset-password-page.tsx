import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { ApiError } from '../../../lib/api/api-error'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { passwordResetConfirmSchema, RESET_LINK_INVALID_CODE } from '../../../shared/account/auth'
import { Button } from '../../../ui/button'
import { useResetPassword } from '../api/auth-user'
import { useCheckedSubmit } from '../use-checked-submit'
import { AccountPageFrame, accountLinkClass, FormError, NeedsConnection } from './form-parts'
import { mismatchOf, type NewPassword, NewPasswordFields, NO_NEW_PASSWORD } from './new-password-fields'

/**
 * `/reset-password?token=…`, the page a reset mail links to (docs/decisions/0039-password-resets.md):
 * a new password, typed twice. Once set, this device is signed in and every other session of the
 * account has ended; `onReset` takes the rider on.
 */
export function ResetPasswordPage({
  token,
  returnTo,
  onReset,
}: {
  token: string
  returnTo?: string
  onReset: () => void
}) {
  const id = useId()
  const online = useOnlineStatus()
  const reset = useResetPassword()
  const [value, setValue] = useState<NewPassword>(NO_NEW_PASSWORD)
  const { submit, error, refusedByServer } = useCheckedSubmit(passwordResetConfirmSchema, reset)
  const askAgain = (
    <Link to="/forgot-password" search={{ returnTo }} className={`${accountLinkClass} self-start text-sm`}>
      Ask for a new link
    </Link>
  )

  if (!token)
    return (
      <AccountPageFrame title="Choose a new password">
        <FormError>
          This reset link is incomplete. Open the link from the mail again, or ask for a new one.
        </FormError>
        {askAgain}
      </AccountPageFrame>
    )

  const onSubmit = submit(() => ({ token, password: value.password }), {
    problemBeyond: () => mismatchOf(value),
    onSuccess: onReset,
  })
  // A dead link cannot be fixed by trying again: only a new link helps.
  const deadLink =
    refusedByServer && reset.error instanceof ApiError && reset.error.code === RESET_LINK_INVALID_CODE
  return (
    <AccountPageFrame title="Choose a new password">
      {online ? null : <NeedsConnection doing="Setting a new password" />}
      <p className="text-stone-300">Setting it signs you in here and out everywhere else.</p>
      <form onSubmit={onSubmit} aria-label="Choose a new password" noValidate className="flex flex-col gap-4">
        <NewPasswordFields id={id} value={value} onChange={setValue} />
        {error ? <FormError>{error}</FormError> : null}
        <Button type="submit" size="lg" disabled={reset.isPending || !online}>
          {reset.isPending ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
      {deadLink ? askAgain : null}
    </AccountPageFrame>
  )
}
