import { hydrate } from '@tanstack/react-query'
import { createQueryClient } from '../lib/query-client'
import { persistQueryCache } from '../lib/query-persistence'
import { readServerRenderedState } from '../lib/server-rendered-state'
import { formatPrice } from '../shared/money'

/** The own-API cache, holding what the server rendered the page with. */
export function startQueries() {
  // The first price formatted pays for the number formatter's set-up: here, not in a card's render.
  formatPrice('0')
  const serverRendered = readServerRenderedState()
  const queryClient = createQueryClient()
  if (serverRendered) hydrate(queryClient, serverRendered.queries)
  return {
    serverRendered,
    queryClient,
    /** Brings back what this device saved (the cart, queued changes, sign-in) and keeps saving it. */
    restoreSaved() {
      const cartQueue = import('../features/cart/api/cart-queue').then((m) => m.startCartQueue(queryClient))
      persistQueryCache(queryClient, { ready: cartQueue })
    },
  }
}
