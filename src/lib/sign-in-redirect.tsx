import { Navigate, useRouter } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { type ToastInput, toast } from '../ui/use-toast'
import { isLeavingForSignIn } from './session'

/**
 * Rendered by a page that needs a shopper once `useSession()` says nobody is signed in: goes to the
 * sign-in page at once, which comes back here afterwards, with `notice` as a toast saying why. When
 * the page is already on its way to sign in (`handleSignedOut` had a 401), it leaves that alone.
 */
export function SignInRedirect({ notice }: { notice: ToastInput }) {
  const router = useRouter()
  // The page to come back to is this one, as it was when the redirect began: while the navigation
  // runs the location is already the sign-in page's.
  const [returnTo] = useState(() => `${router.state.location.pathname}${router.state.location.searchStr}`)
  const leaving = isLeavingForSignIn()
  const told = useRef(false)
  useEffect(() => {
    // The toast store is outside React; the ref keeps Strict Mode's second run from raising it twice.
    if (leaving || told.current) return
    told.current = true
    toast(notice)
  }, [leaving, notice])
  // Navigate navigates each time it renders with new props: one element, so it goes once.
  const redirect = useMemo(() => <Navigate to="/sign-in" search={{ returnTo }} replace />, [returnTo])
  return leaving ? null : redirect
}
