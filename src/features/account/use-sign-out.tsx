import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { clearPersistedQueryCache } from '../../lib/query-persistence'
import { QuestionDialog } from '../../ui/question-dialog'

/**
 * What signing out does on this device besides ending the session, given by the route that places
 * the Sign out button (it reaches into the features that keep the shopper's things).
 */
export interface LeavingThisDevice {
  /** Sends the changes still waiting; resolves with how many could not be sent. */
  sendWaiting(queryClient: QueryClient): Promise<number>
  /** Removes everything of the shopper's this device keeps. */
  forget(queryClient: QueryClient): Promise<void>
}

type Step = { name: 'idle' } | { name: 'sending' } | { name: 'unsent'; count: number } | { name: 'leaving' }

/** The question when cart changes could not be sent before signing out. */
export function unsentQuestion(count: number) {
  const one = count === 1
  return {
    title: `${count} cart ${one ? 'change' : 'changes'} not sent yet`,
    description: one
      ? "It hasn't reached your account: stay signed in and it's sent when the connection is back. Signing out now loses it."
      : "They haven't reached your account: stay signed in and they're sent when the connection is back. Signing out now loses them.",
  }
}

/**
 * Signing out leaves nothing of the shopper on this device
 * (docs/decisions/0035-signing-out-leaves-nothing-behind.md): cart changes still waiting are sent
 * first; if some cannot be, the shopper chooses between staying signed in and losing them. Then
 * this device's copy is forgotten and the session ends at /api/logout, which goes home.
 */
export function useSignOut(leaving: LeavingThisDevice): {
  signOut: () => void
  signingOut: boolean
  /** The question about unsent changes, to render beside the button. */
  prompt: ReactNode
} {
  const queryClient = useQueryClient()
  const [step, setStep] = useState<Step>({ name: 'idle' })

  const leave = async () => {
    setStep({ name: 'leaving' })
    try {
      await leaving.forget(queryClient)
    } catch {
      // Its code could not load: the saved cache, at least, goes.
      const forgotten = clearPersistedQueryCache()
      queryClient.clear()
      await forgotten
    }
    window.location.assign('/api/logout')
  }

  const signOut = async () => {
    setStep({ name: 'sending' })
    const unsent = await leaving.sendWaiting(queryClient).catch(() => 0)
    if (unsent > 0) setStep({ name: 'unsent', count: unsent })
    else await leave()
  }

  return {
    signOut: () => {
      if (step.name === 'idle') void signOut()
    },
    signingOut: step.name === 'sending' || step.name === 'leaving',
    prompt:
      step.name === 'unsent' ? (
        <QuestionDialog
          {...unsentQuestion(step.count)}
          accept="Sign out anyway"
          acceptVariant="danger"
          decline="Stay signed in"
          onAccept={() => void leave()}
          onDecline={() => setStep({ name: 'idle' })}
        />
      ) : null,
  }
}
