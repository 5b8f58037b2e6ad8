// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ChoiceSelect } from '../../../../../src/features/catalogue/components/choice-select'

const sorts = [
  { value: 'name', label: 'Name A-Z' },
  { value: 'price-asc', label: 'Price Low to High' },
  { value: 'price-desc', label: 'Price High to Low' },
] as const
type Sort = (typeof sorts)[number]['value']

/** The select as a page uses it: the value comes back from the page (the URL) once it commits. */
function SortedPage({ onCommit }: { onCommit: (value: Sort) => void }) {
  const [sort, setSort] = useState<Sort>('name')
  return (
    <>
      <ChoiceSelect
        id="sort"
        label="Sort by"
        value={sort}
        options={sorts}
        onChange={(value) => {
          onCommit(value)
          setSort(value)
        }}
      />
      <p>Sorted by {sort}</p>
    </>
  )
}

/**
 * Frames are painted only when the test says so: jsdom paints on a timer of its own, which on a busy
 * machine can come while userEvent is still choosing, before the test has looked.
 */
let frames: FrameRequestCallback[] = []
beforeEach(() => {
  frames = []
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
})
afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
})

/** Lets the frame after the change be painted and the deferred commit run. */
const nextFrame = () =>
  act(async () => {
    for (const paint of frames.splice(0)) paint(performance.now())
    await new Promise((resolve) => setTimeout(resolve, 50))
  })

describe('ChoiceSelect', () => {
  it('shows the choice at once and changes the page only after the next frame', async () => {
    const onCommit = vi.fn()
    render(<SortedPage onCommit={onCommit} />)
    const select = screen.getByLabelText('Sort by')
    await userEvent.selectOptions(select, 'Price Low to High')
    expect(select).toHaveProperty('value', 'price-asc')
    expect(onCommit).not.toHaveBeenCalled()
    expect(screen.getByText('Sorted by name')).toBeTruthy()
    await nextFrame()
    expect(onCommit).toHaveBeenCalledWith('price-asc')
    expect(screen.getByText('Sorted by price-asc')).toBeTruthy()
    expect(select).toHaveProperty('value', 'price-asc')
  })

  it('keeps the later of two quick choices on screen and commits both in order', async () => {
    const onCommit = vi.fn()
    render(<SortedPage onCommit={onCommit} />)
    const select = screen.getByLabelText('Sort by')
    await userEvent.selectOptions(select, 'Price Low to High')
    await userEvent.selectOptions(select, 'Price High to Low')
    expect(select).toHaveProperty('value', 'price-desc')
    await nextFrame()
    expect(onCommit.mock.calls).toEqual([['price-asc'], ['price-desc']])
    expect(select).toHaveProperty('value', 'price-desc')
    expect(screen.getByText('Sorted by price-desc')).toBeTruthy()
  })

  it('follows the value when the page changes it', async () => {
    function Controlled() {
      const [sort, setSort] = useState<Sort>('name')
      return (
        <>
          <ChoiceSelect id="sort" label="Sort by" value={sort} options={sorts} onChange={setSort} />
          <button type="button" onClick={() => setSort('price-desc')}>
            Reset
          </button>
        </>
      )
    }
    render(<Controlled />)
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price Low to High')
    await nextFrame()
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(screen.getByLabelText('Sort by')).toHaveProperty('value', 'price-desc')
  })
})
