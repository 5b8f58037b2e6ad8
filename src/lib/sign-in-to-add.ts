import { useSession } from './session'

/** The id of "Please sign in", the prompt Add to Cart shows with nobody signed in (src/features/cart/components/sign-in-to-add.tsx). */
export const SIGN_IN_TO_ADD = 'sign-in-to-add'

/** Shows "Please sign in"; false if the page has no such prompt. */
export function showSignInToAdd(): boolean {
  const prompt = document.getElementById(SIGN_IN_TO_ADD)
  if (!prompt) return false
  if (!prompt.matches(':popover-open')) prompt.showPopover()
  return true
}

/**
 * An Add to Cart button's press: with nobody signed in, the button shows "Please sign in" itself
 * (`popovertarget`), also before the app has started and in the server's page, which knows nobody is
 * signed in when the request had no session cookie; otherwise `add`, announced as opening a dialog
 * when it `opensChoice` (the Quick View, to choose a size)
 * (docs/decisions/0054-sign-in-to-add-before-the-app.md).
 */
export function useAddToCartPress(add: () => void, { opensChoice = false } = {}) {
  return useSession().status === 'signed-out'
    ? { popoverTarget: SIGN_IN_TO_ADD, popoverTargetAction: 'show' as const }
    : { onClick: add, 'aria-haspopup': opensChoice ? ('dialog' as const) : undefined }
}
