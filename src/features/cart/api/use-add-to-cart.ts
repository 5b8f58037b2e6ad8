import { onlineManager, useQueryClient } from '@tanstack/react-query'
import { isSignedOutError } from '../../../lib/api/api-error'
import { ensureSession, redirectToSignIn } from '../../../lib/session'
import { showSignInToAdd } from '../../../lib/sign-in-to-add'
import type { NewCartLine } from '../../../shared/account/cart'
import { toast } from '../../../ui/use-toast'
import {
  addFailureMessage,
  isQuantityLimitError,
  passesQuantityLimit,
  QUANTITY_LIMIT_MESSAGE,
  useAddCartLine,
} from './cart-mutations'
import { cartQueryOptions } from './cart-query'

/**
 * Nobody signed in: "Please sign in", then the sign-in page after 1 s. The page's own prompt says it
 * (src/features/cart/components/sign-in-to-add.tsx, which then leads on); a toast where it has none.
 */
function askToSignIn() {
  if (showSignInToAdd()) return
  toast({ title: 'Please sign in', description: 'You need to sign in to add items to your cart.' })
  redirectToSignIn(1000)
}

function sayQuantityLimit() {
  toast({ variant: 'destructive', title: 'Error', description: QUANTITY_LIMIT_MESSAGE })
}

/**
 * The single entry point for Add to Cart: cards, Quick View, both product pages, the wishlist and
 * the outfit builder all come through here. Offline, the lines are added at once and queued.
 */
export function useAddToCart() {
  const queryClient = useQueryClient()
  const { add, addQuietly, isPending } = useAddCartLine()
  // A tap can come before the session has been read: it is asked for then rather than guessed.
  const signedIn = async () => (await ensureSession(queryClient)).status === 'signed-in'
  // Said at once (offline too) from the cart as this device knows it; the server checks again.
  const passesLimit = (input: NewCartLine) =>
    passesQuantityLimit(queryClient.getQueryData(cartQueryOptions().queryKey), input)

  return {
    isPending,
    addToCart: (input: NewCartLine) => {
      void signedIn().then((yes) => {
        if (!yes) askToSignIn()
        else if (passesLimit(input)) sayQuantityLimit()
        else add(input)
      })
    },
    /** Adds every line; true only when all were added (the builder then says so in its own toast). */
    addAllToCart: async (inputs: readonly NewCartLine[]): Promise<boolean> => {
      if (!(await signedIn())) {
        askToSignIn()
        return false
      }
      if (inputs.some(passesLimit)) {
        sayQuantityLimit()
        return false
      }
      const sending = inputs.map((input) => addQuietly(input))
      // Offline they are in the cart and queued; how they fare is told when they are sent.
      if (!onlineManager.isOnline()) {
        for (const line of sending) line.catch(() => {})
        return true
      }
      const results = await Promise.allSettled(sending)
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []))
      // A signed-out failure has already said so (and is on its way to sign-in).
      if (failures.length > 0 && !failures.some(isSignedOutError))
        toast({
          variant: 'destructive',
          title: 'Error',
          description: addFailureMessage(failures.find(isQuantityLimitError) ?? failures[0]),
        })
      return failures.length === 0
    },
  }
}
