import { createQueryClient } from '../lib/query-client'
import { persistQueryCache } from '../lib/query-persistence'
import { formatPrice } from '../shared/money'

/** The own-API cache; on a page the server rendered, the router fills it with what the page was rendered with. */
export function startQueries() {
  // The first price formatted pays for the number formatter's set-up: here, not in a card's render.
  formatPrice('0')
  const queryClient = createQueryClient()
  return {
    queryClient,
    /** Brings back what this device saved (the cart, queued changes, sign-in) and keeps saving it. */
    restoreSaved() {
      const cartQueue = import('../features/cart/api/cart-queue').then((m) => m.startCartQueue(queryClient))
      persistQueryCache(queryClient, { ready: cartQueue })
    },
  }
}
