import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { redirectToSignIn, signInHref } from '../../../lib/session'
import { SIGN_IN_TO_ADD } from '../../../lib/sign-in-to-add'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { buttonClass } from '../../../ui/button'

/**
 * "Please sign in": what Add to Cart says with nobody signed in, a popover in every page the server
 * renders. An Add to Cart button shows it itself (`popovertarget`), before the app has started too
 * (`useAddToCartPress`, src/lib/sign-in-to-add.ts); the app shows it from any other Add to Cart
 * (src/features/cart/api/use-add-to-cart.ts). Once it shows and the app runs, the rider goes to sign
 * in a second later, and comes back here
 * (docs/decisions/0054-sign-in-to-add-before-the-app.md).
 */
export function SignInToAdd() {
  const here = useRouterState({ select: ({ location }) => `${location.pathname}${location.searchStr}` })
  const online = useOnlineStatus()
  const prompt = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = prompt.current
    if (!element) return
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') redirectToSignIn(1000)
    }
    element.addEventListener('toggle', onToggle)
    // Shown before the app ran: the rider goes to sign in now.
    if (element.matches(':popover-open')) redirectToSignIn(1000)
    return () => element.removeEventListener('toggle', onToggle)
  }, [])
  return (
    <div
      ref={prompt}
      id={SIGN_IN_TO_ADD}
      popover="auto"
      role="alert"
      // No display of its own: the browser's keeps it hidden until it shows.
      className="inset-auto right-4 bottom-4 left-4 m-0 w-auto rounded-lg border border-stone-700 bg-stone-900 p-4 text-stone-100 shadow-lg sm:left-auto sm:w-[388px]"
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">Please sign in</p>
        <p className="text-sm opacity-90">You need to sign in to add items to your cart.</p>
        {/* From the router's location and connection, not the window's: the server renders the same link. */}
        <div className="mt-2 flex gap-2">
          <a href={signInHref(here, online)} className={buttonClass({ size: 'sm' })}>
            Sign in
          </a>
          <button
            type="button"
            popoverTarget={SIGN_IN_TO_ADD}
            popoverTargetAction="hide"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            Close
          </button>
        </div>
      </div>
    </div>
  )
}
