import { onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendWaitingCartChanges } from '../../../../src/features/cart/api/cart-sync'

afterEach(() => onlineManager.setOnline(true))

/** A cart change as cart-mutations.ts makes one, answered by `send`; made offline, it waits. */
function makeChange(queryClient: QueryClient, send: () => Promise<unknown>) {
  void queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey: ['cart', 'update'], mutationFn: send })
    .execute(undefined)
    .catch(() => {})
}

/** Waits until `count` changes are queued, waiting for the connection. */
async function queued(queryClient: QueryClient, count: number) {
  await vi.waitFor(() =>
    expect(queryClient.getMutationCache().findAll({ predicate: (m) => m.state.isPaused })).toHaveLength(
      count,
    ),
  )
}

const sent = () => Promise.resolve({})
const never = () => new Promise<never>(() => {})

describe('sendWaitingCartChanges (before signing out)', () => {
  it('resolves at once with nothing waiting', async () => {
    expect(await sendWaitingCartChanges(new QueryClient())).toBe(0)
  })

  it('sends changes queued offline once the connection is back, and waits for them', async () => {
    const queryClient = new QueryClient()
    onlineManager.setOnline(false)
    makeChange(queryClient, sent)
    makeChange(queryClient, () => Promise.reject(new Error('Sold out')))
    await queued(queryClient, 2)
    onlineManager.setOnline(true)
    // A refused change has had its answer: it is not "waiting" any more.
    expect(await sendWaitingCartChanges(queryClient)).toBe(0)
    expect(queryClient.isMutating()).toBe(0)
  })

  it('says at once how many cannot be sent with no connection', async () => {
    const queryClient = new QueryClient()
    onlineManager.setOnline(false)
    makeChange(queryClient, sent)
    makeChange(queryClient, sent)
    await queued(queryClient, 2)
    expect(await sendWaitingCartChanges(queryClient)).toBe(2)
  })

  it('stops waiting after the time allowed, counting what is still on its way', async () => {
    const queryClient = new QueryClient()
    makeChange(queryClient, never)
    makeChange(queryClient, sent)
    expect(await sendWaitingCartChanges(queryClient, 50)).toBe(1)
  })
})
