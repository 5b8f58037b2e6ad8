import { Link } from '@tanstack/react-router'
import { signInHref, useAuthUser } from '../../../lib/session'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { UserIcon } from '../../../ui/icons'
import { type LeavingThisDevice, useSignOut } from '../use-sign-out'

const iconClass =
  'flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-stone-200 hover:bg-stone-800 hover:text-orange-400 focus-visible:outline-2 focus-visible:outline-orange-400'

/**
 * The header's account control (docs/decisions/0007-one-header.md): "Sign in" when nobody is, else
 * the shopper's orders and "Sign out" (which leaves nothing of the shopper on this device, see
 * `useSignOut`, and ends the session at /api/logout).
 */
export function AccountControl({ leaving }: { leaving: LeavingThisDevice }) {
  const user = useAuthUser()
  const { signOut, signingOut, prompt } = useSignOut(leaving)
  // The sign-in link and signing out both depend on the connection (see signInHref).
  const online = useOnlineStatus()
  // Until the answer, the signed-out control's space, unseen: on a first visit that is the answer,
  // and nothing beside it moves when it comes.
  if (user.isPending)
    return (
      <span aria-hidden="true" className={`${iconClass} invisible`}>
        <UserIcon />
        <span className="hidden sm:inline">Sign in</span>
      </span>
    )
  if (!user.data)
    return (
      <a href={signInHref()} className={iconClass}>
        <UserIcon />
        <span className="hidden sm:inline">Sign in</span>
        <span className="sr-only sm:hidden">Sign in</span>
      </a>
    )
  return (
    <>
      <Link
        to="/account/orders"
        aria-label={`Your orders, ${user.data.firstName}`}
        data-tip="Your orders"
        className={iconClass}
      >
        <UserIcon />
        <span aria-hidden="true" className="hidden max-w-24 truncate xl:inline">
          {user.data.firstName}
        </span>
      </Link>
      <button
        type="button"
        disabled={!online || signingOut}
        onClick={signOut}
        className={`${iconClass} hidden disabled:cursor-not-allowed disabled:opacity-50 sm:flex`}
      >
        {signingOut ? 'Signing out…' : 'Sign out'}
        {online ? null : <span className="sr-only"> (needs a connection)</span>}
      </button>
      {prompt}
    </>
  )
}
