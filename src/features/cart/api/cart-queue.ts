import type { QueryClient } from '@tanstack/react-query'
import { registerCartMutations } from './cart-mutations'
import { watchCartSync } from './cart-sync'

/**
 * The offline cart queue (docs/decisions/0011-server-priced-cart.md): what each change does, so
 * saved changes can run after a reload, and the summary told when they have been sent. Loaded
 * beside the entry, not inside it.
 */
export function startCartQueue(queryClient: QueryClient) {
  registerCartMutations(queryClient)
  watchCartSync(queryClient)
}
