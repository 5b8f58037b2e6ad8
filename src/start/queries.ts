import { hydrate } from '@tanstack/react-query'
import { createQueryClient } from '../lib/query-client'
import { persistQueryCache } from '../lib/query-persistence'
import { readServerRenderedState } from '../lib/server-rendered-state'

/** The own-API cache, holding what the server rendered the page with. */
export function startQueries() {
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
