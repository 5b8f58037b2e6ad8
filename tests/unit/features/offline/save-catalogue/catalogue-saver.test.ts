import { describe, expect, it, vi } from 'vitest'
import {
  type CatalogueSaverDeps,
  createCatalogueSaver,
  saveErrorMessage,
} from '../../../../../src/features/offline/save-catalogue/catalogue-saver'
import type { CataloguePageSaved } from '../../../../../src/features/offline/save-catalogue/run-catalogue-save'
import type {
  SaveProgress,
  SaveProgressStore,
} from '../../../../../src/features/offline/save-catalogue/save-progress'

function memoryStore(initial: SaveProgress | null = null) {
  let saved = initial
  const store: SaveProgressStore = {
    read: async () => saved,
    write: async (progress) => {
      saved = progress
    },
    remove: async () => {
      saved = null
    },
  }
  return { store, saved: () => saved }
}

/** Three pages of 100 products; `hold` keeps a page waiting until released. */
function fakeDeps(store: SaveProgressStore) {
  const requested: (string | null)[] = []
  const held = new Map<string | null, () => void>()
  let hold: string | null | undefined
  const deps: CatalogueSaverDeps = {
    store,
    estimate: vi.fn(async () => ({ products: 300, dataBytes: 1_500_000, imageBytes: 900_000 })),
    removeSavedData: vi.fn(async () => {}),
    onDone: vi.fn(),
    steps: {
      async savePage(cursor, signal): Promise<CataloguePageSaved> {
        requested.push(cursor)
        if (cursor === hold) {
          await new Promise<void>((resolve, reject) => {
            held.set(cursor, resolve)
            signal.addEventListener('abort', () => reject(signal.reason), { once: true })
          })
        }
        const index = cursor === null ? 1 : Number(cursor.slice(1)) + 1
        return { count: 100, imageUrls: [], endCursor: `c${index}`, hasNextPage: index < 3 }
      },
      saveOwnProducts: async () => ({ count: 5, imageUrls: [] }),
      saveImages: async () => {},
      yieldToMain: async () => {},
      now: () => 42,
    },
  }
  return {
    deps,
    requested,
    holdAt: (cursor: string | null | undefined) => {
      hold = cursor
    },
    whenHeld: (cursor: string | null) => vi.waitFor(() => expect(held.has(cursor)).toBe(true)),
  }
}

describe('createCatalogueSaver', () => {
  it('saves the whole catalogue, tells its listeners, and calls onDone once', async () => {
    const memory = memoryStore()
    const { deps, requested } = fakeDeps(memory.store)
    const saver = createCatalogueSaver(deps)
    const listener = vi.fn()
    saver.subscribe(listener)

    await saver.start()

    expect(requested).toEqual([null, 'c1', 'c2'])
    expect(saver.getSnapshot()).toMatchObject({
      loaded: true,
      running: false,
      error: null,
      progress: { status: 'done', catalogueSaved: 300, catalogueTotal: 300, ownProducts: 5, finishedAt: 42 },
    })
    expect(memory.saved()).toEqual(saver.getSnapshot().progress)
    expect(deps.onDone).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalled()
  })

  it('Cancel stops the save and keeps where it stood, so Resume carries on from there', async () => {
    const memory = memoryStore()
    const fake = fakeDeps(memory.store)
    const saver = createCatalogueSaver(fake.deps)
    fake.holdAt('c1')

    const saving = saver.start()
    await fake.whenHeld('c1')
    expect(saver.getSnapshot().running).toBe(true)
    saver.cancel()
    await saving

    expect(saver.getSnapshot()).toMatchObject({ running: false, error: null })
    expect(memory.saved()).toMatchObject({ status: 'stopped', cursor: 'c1', catalogueSaved: 100 })
    expect(fake.deps.onDone).not.toHaveBeenCalled()

    fake.holdAt(undefined)
    fake.requested.length = 0
    await saver.resume()
    expect(fake.requested).toEqual(['c1', 'c2'])
    expect(saver.getSnapshot().progress).toMatchObject({ status: 'done', catalogueSaved: 300 })
  })

  it('offers to resume a save that a reload cut off, and resumes from its cursor', async () => {
    const cutOff: SaveProgress = {
      status: 'saving',
      includeImages: true,
      ownProducts: 5,
      cursor: 'c2',
      catalogueDone: false,
      catalogueSaved: 200,
      catalogueTotal: 300,
      imagesSaved: 0,
      startedAt: 1,
      finishedAt: null,
    }
    const memory = memoryStore(cutOff)
    const fake = fakeDeps(memory.store)
    const saver = createCatalogueSaver(fake.deps)

    await vi.waitFor(() => expect(saver.getSnapshot().loaded).toBe(true))
    expect(saver.getSnapshot()).toMatchObject({ running: false, progress: cutOff, includeImages: true })

    await saver.resume()
    expect(fake.requested).toEqual(['c2'])
    expect(memory.saved()).toMatchObject({ status: 'done', catalogueSaved: 300, includeImages: true })
  })

  it('a failed request stops the save with a message and keeps its progress', async () => {
    const memory = memoryStore()
    const fake = fakeDeps(memory.store)
    fake.deps.steps.savePage = vi
      .fn()
      .mockResolvedValueOnce({ count: 100, imageUrls: [], endCursor: 'c1', hasNextPage: true })
      .mockRejectedValueOnce(new Error('Storefront answered 500'))
    const saver = createCatalogueSaver(fake.deps)

    await saver.start()

    expect(saver.getSnapshot().error).toBe('The catalogue could not be saved: Storefront answered 500')
    expect(memory.saved()).toMatchObject({ status: 'stopped', cursor: 'c1' })
  })

  it('a save that cannot even size the catalogue leaves the saved progress as it was', async () => {
    const done: SaveProgress = {
      status: 'done',
      includeImages: false,
      ownProducts: 5,
      cursor: 'c3',
      catalogueDone: true,
      catalogueSaved: 300,
      catalogueTotal: 300,
      imagesSaved: 0,
      startedAt: 1,
      finishedAt: 2,
    }
    const memory = memoryStore(done)
    const fake = fakeDeps(memory.store)
    fake.deps.estimate = vi.fn().mockRejectedValue(new Error('offline'))
    const saver = createCatalogueSaver(fake.deps)

    await saver.start()

    expect(memory.saved()).toEqual(done)
    expect(saver.getSnapshot()).toMatchObject({ progress: done, running: false })
    expect(saver.getSnapshot().error).toMatch(/could not be saved/)
  })

  it('sizes the save once, and again only after a failure', async () => {
    const fake = fakeDeps(memoryStore().store)
    fake.deps.estimate = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ products: 300, dataBytes: 1, imageBytes: null })
    const saver = createCatalogueSaver(fake.deps)

    saver.loadEstimate()
    await vi.waitFor(() => expect(saver.getSnapshot().estimate.status).toBe('failed'))
    saver.loadEstimate()
    await vi.waitFor(() => expect(saver.getSnapshot().estimate.status).toBe('ready'))
    saver.loadEstimate()
    expect(fake.deps.estimate).toHaveBeenCalledTimes(2)
  })

  it('Clear stops a running save, then removes the progress and the saved data', async () => {
    const memory = memoryStore()
    const fake = fakeDeps(memory.store)
    const saver = createCatalogueSaver(fake.deps)
    fake.holdAt('c1')
    const saving = saver.start()
    await fake.whenHeld('c1')

    await saver.clear()
    await saving

    expect(memory.saved()).toBeNull()
    expect(fake.deps.removeSavedData).toHaveBeenCalledTimes(1)
    expect(saver.getSnapshot()).toMatchObject({ running: false, progress: null, error: null })
  })
})

describe('saveErrorMessage', () => {
  it('names a full disk', () => {
    expect(saveErrorMessage(new DOMException('full', 'QuotaExceededError'))).toMatch(/no room left/)
  })
})
