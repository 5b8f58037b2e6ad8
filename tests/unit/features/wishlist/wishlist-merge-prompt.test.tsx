// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  mergeQuestionTitle,
  WishlistMergePrompt,
} from '../../../../src/features/wishlist/components/wishlist-merge-prompt'
import { answerMergeQuestion, type MergeQuestion } from '../../../../src/features/wishlist/wishlist-lists'

// The question as wishlist-lists.ts asks it, controlled by the test.
const asked = vi.hoisted(() => {
  let question: MergeQuestion | null = null
  const listeners = new Set<() => void>()
  return {
    current: () => question,
    set(next: MergeQuestion | null) {
      question = next
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
})

vi.mock('../../../../src/features/wishlist/wishlist-lists', async () => {
  const { useSyncExternalStore } = await import('react')
  return {
    useMergeQuestion: () => useSyncExternalStore(asked.subscribe, asked.current),
    answerMergeQuestion: vi.fn(async () => asked.set(null)),
  }
})

afterEach(() => {
  cleanup()
  act(() => asked.set(null))
  vi.mocked(answerMergeQuestion).mockClear()
})

describe('mergeQuestionTitle', () => {
  it('counts saved items in proper English', () => {
    expect(mergeQuestionTitle(1)).toBe('Add 1 saved item to your account?')
    expect(mergeQuestionTitle(3)).toBe('Add 3 saved items to your account?')
  })
})

describe('WishlistMergePrompt', () => {
  it('shows nothing until there is something to ask', () => {
    render(<WishlistMergePrompt />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks about the saved items, and "Add" answers yes', async () => {
    render(<WishlistMergePrompt />)
    act(() => asked.set({ count: 3 }))
    const dialog = screen.getByRole('dialog', { name: 'Add 3 saved items to your account?' })
    expect(dialog.textContent).toContain('You saved them on this device while signed out.')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add' }))
    expect(answerMergeQuestion).toHaveBeenCalledWith(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('"Not now" and Escape both answer no', async () => {
    render(<WishlistMergePrompt />)
    act(() => asked.set({ count: 1 }))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Not now' }))
    expect(answerMergeQuestion).toHaveBeenLastCalledWith(false)

    act(() => asked.set({ count: 1 }))
    expect(screen.getByRole('dialog', { name: 'Add 1 saved item to your account?' })).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(answerMergeQuestion).toHaveBeenCalledTimes(2)
    expect(answerMergeQuestion).toHaveBeenLastCalledWith(false)
  })

  it('says so when the items could not be added, and can be asked again', async () => {
    vi.mocked(answerMergeQuestion).mockRejectedValueOnce(new TypeError('Failed to fetch'))
    render(<WishlistMergePrompt />)
    act(() => asked.set({ count: 2 }))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      "They couldn't be added just now. Check your connection and try again.",
    )
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(answerMergeQuestion).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
