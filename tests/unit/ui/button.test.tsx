// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button, buttonClass } from '../../../src/ui/button'

afterEach(cleanup)

describe('Button', () => {
  it('is a button that never submits its form unless asked to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Try again</Button>
        <Button type="submit">Place Order</Button>
      </form>,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onSubmit).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('keeps its label, aria and data attributes, and does nothing while disabled', async () => {
    const onClick = vi.fn()
    render(
      <Button disabled aria-label="Sold Out: Road Jacket" data-testid="add" onClick={onClick}>
        Sold Out
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Sold Out: Road Jacket' })
    expect(button).toHaveProperty('disabled', true)
    expect(button.dataset.testid).toBe('add')
    await userEvent.setup().click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('styles a link as a button without making it one', () => {
    render(
      <a href="/shop" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
        Start Shopping
      </a>,
    )
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toBeDefined()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('keeps dark text on the orange primary and a visible focus ring on every variant', () => {
    expect(buttonClass()).toContain('bg-orange-500')
    expect(buttonClass()).toContain('text-stone-950')
    for (const variant of ['primary', 'secondary', 'outline', 'danger'] as const)
      expect(buttonClass({ variant })).toContain('focus-visible:outline-2')
  })
})
