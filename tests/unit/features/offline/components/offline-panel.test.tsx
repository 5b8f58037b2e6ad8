// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OfflinePanelSections } from '../../../../../src/features/offline/components/offline-panel'
import { SaveCatalogueControl } from '../../../../../src/features/offline/components/save-catalogue-control'
import {
  type CatalogueSaverDeps,
  createCatalogueSaver,
} from '../../../../../src/features/offline/save-catalogue/catalogue-saver'
import type { SaveProgress } from '../../../../../src/features/offline/save-catalogue/save-progress'

let usage = 12_300_000
let persisted = false
const estimateStorage = vi.fn(async () => ({ usage, quota: 1_200_000_000 }))

beforeEach(() => {
  usage = 12_300_000
  persisted = false
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { estimate: estimateStorage, persisted: async () => persisted },
  })
})
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

/** A catalogue of 3 pages of 700 products (2,100) and 5 own-label ones; a page can be held back. */
function saverWith(initial: SaveProgress | null = null) {
  let saved = initial
  const waiting = new Map<string | null, () => void>()
  let holdAt: string | null | undefined
  const deps: CatalogueSaverDeps = {
    store: {
      read: async () => saved,
      write: async (progress) => {
        saved = progress
      },
      remove: async () => {
        saved = null
      },
    },
    estimate: async () => ({ products: 2100, dataBytes: 12_300_000, imageBytes: 8_100_000 }),
    removeSavedData: vi.fn(async () => {
      usage = 1_200_000
    }),
    onDone: vi.fn(),
    steps: {
      async savePage(cursor, signal) {
        if (cursor === holdAt) {
          await new Promise<void>((resolve, reject) => {
            waiting.set(cursor, resolve)
            signal.addEventListener('abort', () => reject(signal.reason), { once: true })
          })
        }
        const index = cursor === null ? 1 : Number(cursor.slice(1)) + 1
        return { count: 700, imageUrls: [], endCursor: `c${index}`, hasNextPage: index < 3 }
      },
      saveOwnProducts: async () => ({ count: 5, imageUrls: [] }),
      saveImages: async () => {},
      yieldToMain: async () => {},
      now: () => new Date(2026, 10, 23, 14, 5).getTime(),
    },
  }
  return {
    saver: createCatalogueSaver(deps),
    deps,
    hold: (cursor: string | null | undefined) => {
      holdAt = cursor
    },
    held: (cursor: string | null) => vi.waitFor(() => expect(waiting.has(cursor)).toBe(true)),
    release: (cursor: string | null) => act(() => waiting.get(cursor)?.()),
    saved: () => saved,
  }
}

const cutOff: SaveProgress = {
  status: 'saving',
  includeImages: false,
  ownProducts: 5,
  cursor: 'c1',
  catalogueDone: false,
  catalogueSaved: 700,
  catalogueTotal: 2100,
  imagesSaved: 0,
  startedAt: 1,
  finishedAt: null,
}

describe('Save catalogue for offline', () => {
  it('shows the size first, then a progress bar with Cancel, and stops where Cancel came', async () => {
    const user = userEvent.setup()
    const fake = saverWith()
    render(<OfflinePanelSections saver={fake.saver} />)

    expect(await screen.findByText('2,100 products · about 12.3 MB to download')).toBeTruthy()
    expect(screen.getByText('(about 8.1 MB more)')).toBeTruthy()
    const images = screen.getByRole('checkbox', { name: /Include images/ }) as HTMLInputElement
    expect(images.checked).toBe(false)
    await user.click(images)
    expect(fake.saver.getSnapshot().includeImages).toBe(true)

    fake.hold('c1')
    await user.click(screen.getByRole('button', { name: 'Save catalogue' }))
    await fake.held('c1')
    const bar = screen.getByRole('progressbar', { name: 'Catalogue saved for offline' })
    // 5 own-label products and the first page of 700: 705 of 2,105.
    expect(bar.getAttribute('aria-valuenow')).toBe('33')
    expect(bar.getAttribute('aria-valuetext')).toBe('33%, 705 of 2,105 products')
    expect(screen.getByText('Saving… 705 of 2,105 products and 0 images saved.')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Stopped at 705 of 2,105 products.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy()
    expect(fake.saved()).toMatchObject({ status: 'stopped', cursor: 'c1' })
  })

  it('after a save was cut off, offers Resume and carries on from there to the end', async () => {
    const user = userEvent.setup()
    const fake = saverWith(cutOff)
    render(<OfflinePanelSections saver={fake.saver} />)

    expect(await screen.findByText('The last save was cut off at 705 of 2,105 products.')).toBeTruthy()
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33')
    fake.hold('c2')
    await user.click(screen.getByRole('button', { name: 'Resume' }))
    await fake.held('c2')
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('66')
    fake.release('c2')

    expect(
      await screen.findByText('2,105 products saved on this device on Nov 23, 2026, 2:05 PM.'),
    ).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByRole('button', { name: 'Save again' })).toBeTruthy()
    expect(fake.deps.onDone).toHaveBeenCalledTimes(1)
  })

  it('the compact bar drives the same save', async () => {
    const user = userEvent.setup()
    const fake = saverWith()
    render(<SaveCatalogueControl saver={fake.saver} compact />)
    const bar = screen.getByRole('region', { name: 'Save catalogue for offline' })
    expect(await within(bar).findByText('2,100 products · about 12.3 MB to download')).toBeTruthy()
    await user.click(within(bar).getByRole('button', { name: 'Save' }))
    expect(await within(bar).findByText(/2,105 products saved on this device/)).toBeTruthy()
  })
})

describe('with no signal', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'onLine')
  })

  it('still tells what is saved, and that saving needs the internet', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    const fake = saverWith({
      ...cutOff,
      status: 'done',
      catalogueDone: true,
      catalogueSaved: 2100,
      finishedAt: 2,
    })
    render(<SaveCatalogueControl saver={fake.saver} compact />)
    expect(
      await screen.findByText(
        /^2,105 products saved on this device on .+\. Connect to the internet to save\.$/,
      ),
    ).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Save again' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('never saved, says the internet is needed instead of a size', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    render(<SaveCatalogueControl saver={saverWith().saver} />)
    expect(await screen.findByText('Connect to the internet to save the catalogue.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Save catalogue' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('Offline data', () => {
  it('shows the space used and whether it is persistent', async () => {
    persisted = true
    render(<OfflinePanelSections saver={saverWith().saver} />)
    expect(await screen.findByText('12.3 MB used of 1.2 GB')).toBeTruthy()
    expect(screen.getByText('Yes: the browser keeps it until you clear it')).toBeTruthy()
  })

  it('Clear asks first, removes the saved catalogue, and shows the new figure', async () => {
    const user = userEvent.setup()
    const fake = saverWith({ ...cutOff, status: 'done', catalogueDone: true, finishedAt: 2 })
    render(<OfflinePanelSections saver={fake.saver} />)
    expect(await screen.findByText('12.3 MB used of 1.2 GB')).toBeTruthy()
    expect(screen.getByText('No: the browser may remove it if the device runs low on space')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Clear saved data' }))
    expect(screen.getByText(/Your cart, wishlist and sign-in stay/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(fake.deps.removeSavedData).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Clear saved data' }))
    await user.click(screen.getByRole('button', { name: 'Remove saved data' }))

    expect(await screen.findByText('Saved catalogue removed from this device.')).toBeTruthy()
    expect(await screen.findByText('1.2 MB used of 1.2 GB')).toBeTruthy()
    expect(fake.deps.removeSavedData).toHaveBeenCalledTimes(1)
    expect(fake.saved()).toBeNull()
    // Nothing is saved any more: the save starts from the beginning again.
    expect(screen.getByRole('button', { name: 'Save catalogue' })).toBeTruthy()
  })
})

describe('the install slot', () => {
  it('shows what it is given at the top, and nothing otherwise', () => {
    const { rerender } = render(
      <OfflinePanelSections saver={saverWith().saver} install={<button type="button">Install app</button>} />,
    )
    const buttons = screen.getAllByRole('button')
    expect(buttons[0]?.textContent).toBe('Install app')
    rerender(<OfflinePanelSections saver={saverWith().saver} />)
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
  })
})
