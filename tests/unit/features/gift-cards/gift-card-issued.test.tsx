// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GiftCardIssued } from '../../../../src/features/gift-cards/components/gift-card-issued'
import type { GiftCard } from '../../../../src/shared/home/gift-card'

afterEach(cleanup)

const card: GiftCard = {
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  code: 'ORMS-7K3F-Q9TD-2LXW-8M4P',
  amount: '120.50',
  balance: '120.50',
  design: 3,
  recipientEmail: 'dana@example.com',
  recipientName: 'Dana',
  senderName: 'Sam',
  buyerEmail: 'sam@example.com',
  message: 'Ride safe!',
  createdAt: '2026-03-04T15:00:00.000Z',
}

describe('GiftCardIssued', () => {
  it('shows the code with the amount and recipient, and takes the focus from the form it replaced', () => {
    render(<GiftCardIssued card={card} onBuyAnother={() => {}} />)
    const panel = screen.getByRole('region', { name: 'Your gift card code' })
    expect(panel.textContent).toContain('A $120.50 gift card for Dana (dana@example.com).')
    expect(screen.getByTestId('gift-card-code').textContent).toBe(card.code)
    expect(panel.textContent).toContain('your receipt, with this code, to sam@example.com')
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your gift card code' }))
  })

  it('copies the code and says so', async () => {
    const user = userEvent.setup()
    render(<GiftCardIssued card={card} onBuyAnother={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Copy code' }))
    expect(await navigator.clipboard.readText()).toBe(card.code)
    expect(screen.getByRole('status').textContent).toBe('Code copied.')
  })

  it('says so when the clipboard refuses, and leaves the code to select by hand', async () => {
    const user = userEvent.setup()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    )
    render(<GiftCardIssued card={card} onBuyAnother={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Copy code' }))
    expect(screen.getByRole('alert').textContent).toBe(
      "Couldn't copy the code. Select it above and copy it by hand.",
    )
    expect(screen.getByTestId('gift-card-code').textContent).toBe(card.code)
  })

  it('brings back the form with Buy another', async () => {
    const onBuyAnother = vi.fn()
    render(<GiftCardIssued card={card} onBuyAnother={onBuyAnother} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy another' }))
    expect(onBuyAnother).toHaveBeenCalledOnce()
  })
})
