import {
  type MutationCacheNotifyEvent,
  onlineManager,
  type QueryClient,
  useIsMutating,
} from '@tanstack/react-query'
import { toast } from '../../../ui/use-toast'
import { isCartMutation } from './cart-mutations'
import {
  canRetrySyncProblems,
  currentSyncProblems,
  restoreSyncProblems,
  retrySyncProblems,
} from './cart-sync-problems'

function wasQueued(variables: unknown) {
  return (
    typeof variables === 'object' && variables !== null && 'queued' in variables && variables.queued === true
  )
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`
}

/**
 * Says what became of the cart changes made offline once the last of them has been sent: one toast
 * for the lot, naming how many the server refused (the cart lists those line by line).
 */
export function watchCartSync(queryClient: QueryClient) {
  void restoreSyncProblems()
  let sent = 0
  let problemsBefore = currentSyncProblems().length
  queryClient.getMutationCache().subscribe((event: MutationCacheNotifyEvent) => {
    if (event.type !== 'updated' || !isCartMutation(event.mutation)) return
    if (event.action.type !== 'success' && event.action.type !== 'error') return
    if (!wasQueued(event.mutation.state.variables)) return
    sent += 1
    const stillWaiting = queryClient.isMutating({ mutationKey: ['cart'] }) > 0
    if (stillWaiting) return
    const refused = currentSyncProblems().length - problemsBefore
    if (refused > 0)
      toast({
        variant: 'destructive',
        title: 'Some cart changes were not saved',
        description: `${plural(refused, 'change', 'changes')} of ${sent} made offline could not be saved. Open your cart to see which.`,
        action: canRetrySyncProblems() ? { label: 'Retry', run: retrySyncProblems } : undefined,
      })
    else
      toast({
        title: 'Cart synced',
        description: `${plural(sent, 'change', 'changes')} made offline ${sent === 1 ? 'was' : 'were'} saved to your cart.`,
      })
    sent = 0
    problemsBefore = currentSyncProblems().length
  })
}

/** How many cart changes are waiting for the connection (or being sent). */
export function useWaitingCartChanges() {
  return useIsMutating({ mutationKey: ['cart'], predicate: (mutation) => mutation.state.isPaused })
}

/** How long signing out waits for waiting cart changes to be sent. */
export const SEND_BEFORE_SIGN_OUT_MS = 10_000

/**
 * Before the shopper signs out: sends the cart changes still waiting (queued offline, or on their
 * way) and resolves with how many could not be sent, because the connection is gone or
 * `timeoutMs` passed. A change the server refuses counts as sent: it has had its answer.
 */
export function sendWaitingCartChanges(queryClient: QueryClient, timeoutMs = SEND_BEFORE_SIGN_OUT_MS) {
  const waiting = () => queryClient.isMutating({ mutationKey: ['cart'] })
  const stuck = () => !onlineManager.isOnline()
  if (waiting() === 0) return Promise.resolve(0)
  void queryClient.resumePausedMutations()
  return new Promise<number>((resolve) => {
    const finish = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve(waiting())
    }
    const timer = setTimeout(finish, timeoutMs)
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (waiting() === 0 || stuck()) finish()
    })
    if (stuck()) finish()
  })
}
