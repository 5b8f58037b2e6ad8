// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type LeavingThisDevice,
  unsentQuestion,
  useSignOut,
} from '../../../../src/features/account/use-sign-out'

let assign: ReturnType<typeof vi.fn>
const steps: string[] = []

beforeEach(() => {
  steps.length = 0
  assign = vi.fn((url: string) => steps.push(`go ${url}`))
  vi.stubGlobal('location', { ...window.location, assign })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The device's side of signing out, recording what it was asked to do. */
function leavingWith(unsent: number[]): LeavingThisDevice {
  return {
    sendWaiting: async () => {
      steps.push('send')
      return unsent.shift() ?? 0
    },
    forget: async () => {
      steps.push('forget')
    },
  }
}

function SignOutButton({ leaving }: { leaving: LeavingThisDevice }) {
  const { signOut, signingOut, prompt } = useSignOut(leaving)
  return (
    <>
      <button type="button" disabled={signingOut} onClick={signOut}>
        {signingOut ? 'Signing out…' : 'Sign out'}
      </button>
      {prompt}
    </>
  )
}

function renderButton(leaving: LeavingThisDevice) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SignOutButton leaving={leaving} />
    </QueryClientProvider>,
  )
}

describe('useSignOut', () => {
  it('sends what is waiting, forgets this device, then ends the session', async () => {
    renderButton(leavingWith([0]))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }))
    await vi.waitFor(() => expect(steps).toEqual(['send', 'forget', 'go /api/logout']))
    expect(screen.getByRole('button', { name: 'Signing out…' })).toHaveProperty('disabled', true)
  })

  it('asks before losing cart changes that could not be sent; staying signed in keeps everything', async () => {
    renderButton(leavingWith([2, 1]))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    const dialog = await screen.findByRole('dialog', { name: '2 cart changes not sent yet' })
    expect(dialog.textContent).toContain('Signing out now loses them.')
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(steps).toEqual(['send'])

    // Asked again: the queue is sent once more, and this time the rider leaves anyway.
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    await screen.findByRole('dialog', { name: '1 cart change not sent yet' })
    await user.click(screen.getByRole('button', { name: 'Sign out anyway' }))
    await vi.waitFor(() => expect(steps).toEqual(['send', 'send', 'forget', 'go /api/logout']))
  })

  it("still ends the session, with the saved cache gone, when the device steps' code cannot load", async () => {
    renderButton({
      sendWaiting: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      forget: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/logout'))
  })
})

describe('unsentQuestion', () => {
  it('counts cart changes in proper English', () => {
    expect(unsentQuestion(1).title).toBe('1 cart change not sent yet')
    expect(unsentQuestion(1).description).toContain('Signing out now loses it.')
    expect(unsentQuestion(3).title).toBe('3 cart changes not sent yet')
  })
})
