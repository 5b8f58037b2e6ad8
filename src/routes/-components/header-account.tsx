import { AccountControl } from '../../features/account/components/account-control'
import { WishlistMergePrompt } from '../../features/wishlist/components/wishlist-merge-prompt'
import { leaveThisDevice } from './leave-this-device'

/**
 * The header's account part: Sign in / Sign out, and the question asked once someone signs in while
 * hearts set signed out are on this device.
 */
export function HeaderAccount() {
  return (
    <>
      <AccountControl leaving={leaveThisDevice} />
      <WishlistMergePrompt />
    </>
  )
}
