import type { QueryClient } from '@tanstack/react-query'
import { forgetStoredOutfit } from '../../features/builder/use-stored-outfit'
import { sendWaitingCartChanges } from '../../features/cart/api/cart-sync'
import { forgetSyncProblems } from '../../features/cart/api/cart-sync-problems'
import { forgetConversation } from '../../features/chat/chat-conversation'
import { clearRecentlyViewed } from '../../features/recently-viewed/recently-viewed-store'
import { forgetAccountList } from '../../features/wishlist/wishlist-lists'
import { clearPersistedQueryCache } from '../../lib/query-persistence'

// Signing out leaves nothing of the shopper on this device:
// docs/decisions/0035-signing-out-leaves-nothing-behind.md

/** Cart changes still waiting go to the account before the shopper leaves it. */
export function sendWaitingChanges(queryClient: QueryClient) {
  return sendWaitingCartChanges(queryClient)
}

/**
 * Removes every record of the signed-in shopper from this device: the saved own-API cache (their
 * session, cart, orders, wishlist reads and queued changes, in memory too), their wishlist's copy,
 * the cart changes the server refused, what they viewed, and this tab's chat and outfit. The hearts
 * set while signed out stay: they are the device's, not the account's. So do the catalogue and its
 * pictures, which belong to nobody.
 */
export async function forgetThisDevice(queryClient: QueryClient) {
  // Saving stops first, so nothing of this shopper is written again on the way out.
  const savedCache = clearPersistedQueryCache()
  queryClient.clear()
  forgetConversation()
  forgetStoredOutfit()
  await Promise.allSettled([savedCache, forgetAccountList(), forgetSyncProblems(), clearRecentlyViewed()])
}
