// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RadioButton, useChoiceInTheAddress } from '../../../src/ui/choice-radio'

afterEach(cleanup)

const views = ['grid', 'list'] as const
type View = (typeof views)[number]

/** A pair of radios whose choice lives elsewhere (the address, in the app): `value` is what it says. */
function Views({ value, choose }: { value: View; choose: (next: View) => void }) {
  const { group, chosen, pick } = useChoiceInTheAddress(value, choose)
  return (
    <fieldset ref={group}>
      <legend>View</legend>
      {views.map((view) => (
        <RadioButton
          key={view}
          name="view"
          value={view}
          checked={chosen === view}
          onChange={() => pick(view)}
          aria-label={view}
          className=""
        >
          {view}
        </RadioButton>
      ))}
    </fieldset>
  )
}

const radio = (name: View) => screen.getByRole('radio', { name }) as HTMLInputElement

describe('useChoiceInTheAddress', () => {
  it('shows the pick at once, while the address has not caught up, then follows the address', async () => {
    const choose = vi.fn()
    const { rerender } = render(<Views value="grid" choose={choose} />)
    await userEvent.click(radio('list'))
    // Chosen after the next paint (useDeferredCommit).
    await vi.waitFor(() => expect(choose).toHaveBeenCalledWith('list'))
    // The address still says grid: the rider's pick stays shown.
    expect(radio('list').checked).toBe(true)

    rerender(<Views value="list" choose={choose} />)
    expect(radio('list').checked).toBe(true)
    // The address moves on (back, say): it shows that.
    rerender(<Views value="grid" choose={choose} />)
    expect(radio('grid').checked).toBe(true)
  })

  it('takes over a choice the browser made before the app, as it mounts', async () => {
    // The server's page, then the rider's tap on it before the app ran.
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Views value="grid" choose={() => {}} />)
    document.body.append(container)
    ;(container.querySelector('input[value="list"]') as HTMLInputElement).checked = true

    const choose = vi.fn()
    const { hydrateRoot } = await import('react-dom/client')
    await act(async () => {
      hydrateRoot(container, <Views value="grid" choose={choose} />)
    })
    await vi.waitFor(() => expect(choose).toHaveBeenCalledWith('list'))
    expect((container.querySelector('input[value="list"]') as HTMLInputElement).checked).toBe(true)
    container.remove()
  })
})
