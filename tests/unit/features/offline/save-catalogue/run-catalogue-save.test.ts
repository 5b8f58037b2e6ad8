import { describe, expect, it, vi } from 'vitest'
import {
  type CataloguePageSaved,
  type CatalogueSaveSteps,
  runCatalogueSave,
} from '../../../../../src/features/offline/save-catalogue/run-catalogue-save'
import {
  freshProgress,
  type SaveProgress,
} from '../../../../../src/features/offline/save-catalogue/save-progress'

/** A catalogue of `pages` pages of `perPage` products, each with two pictures; cursors are "c1", "c2"… */
function fakeCatalogue({ pages, perPage }: { pages: number; perPage: number }) {
  const requested: (string | null)[] = []
  const written: SaveProgress[] = []
  const savedImages: string[] = []
  const steps: CatalogueSaveSteps = {
    savePage: vi.fn(async (cursor: string | null): Promise<CataloguePageSaved> => {
      requested.push(cursor)
      const index = cursor === null ? 1 : Number(cursor.slice(1)) + 1
      return {
        count: perPage,
        imageUrls: Array.from({ length: perPage * 2 }, (_, i) => `/images/p${index}-${i}.svg`),
        endCursor: `c${index}`,
        hasNextPage: index < pages,
      }
    }),
    saveOwnProducts: vi.fn(async () => ({ count: 3, imageUrls: ['/images/own-1.svg', '/images/own-1.svg'] })),
    saveImages: vi.fn(async (urls: string[], _signal: AbortSignal, onSaved: () => void) => {
      for (const url of urls) {
        savedImages.push(url)
        onSaved()
      }
    }),
    writeProgress: vi.fn(async (progress: SaveProgress) => {
      written.push(progress)
    }),
    yieldToMain: vi.fn(async () => {}),
    now: () => 1_700_000_000_000,
  }
  return { steps, requested, written, savedImages }
}

const start = (includeImages = false) => freshProgress({ includeImages, catalogueTotal: 10, now: 1 })

describe('runCatalogueSave', () => {
  it('saves the own-label products, then every catalogue page in turn, and finishes done', async () => {
    const { steps, requested, written } = fakeCatalogue({ pages: 4, perPage: 3 })
    const done = await runCatalogueSave(steps, start(), new AbortController().signal, () => {})

    expect(steps.saveOwnProducts).toHaveBeenCalledTimes(1)
    expect(requested).toEqual([null, 'c1', 'c2', 'c3'])
    expect(done).toMatchObject({
      status: 'done',
      ownProducts: 3,
      cursor: 'c4',
      catalogueDone: true,
      catalogueSaved: 12,
      finishedAt: 1_700_000_000_000,
    })
    // The cursor is written after each page, so a save cut off later resumes after it.
    expect(written.map((p) => p.cursor)).toEqual([null, null, 'c1', 'c2', 'c3', 'c4', 'c4'])
    expect(written.at(-1)).toEqual(done)
    expect(steps.saveImages).not.toHaveBeenCalled()
    expect(steps.yieldToMain).toHaveBeenCalledTimes(4)
  })

  it('resumes from the saved cursor, without saving again what was saved', async () => {
    const { steps, requested } = fakeCatalogue({ pages: 4, perPage: 3 })
    const cutOff: SaveProgress = { ...start(), ownProducts: 3, cursor: 'c2', catalogueSaved: 6 }
    const done = await runCatalogueSave(steps, cutOff, new AbortController().signal, () => {})

    expect(steps.saveOwnProducts).not.toHaveBeenCalled()
    expect(requested).toEqual(['c2', 'c3'])
    expect(done).toMatchObject({ status: 'done', catalogueSaved: 12, ownProducts: 3 })
  })

  it('stops when cancelled, keeping the cursor of the last page saved', async () => {
    const { steps, requested, written } = fakeCatalogue({ pages: 5, perPage: 3 })
    const cancel = new AbortController()
    vi.mocked(steps.savePage).mockImplementation(async (cursor) => {
      requested.push(cursor)
      if (cursor === 'c2') cancel.abort()
      const index = cursor === null ? 1 : Number(cursor.slice(1)) + 1
      return { count: 3, imageUrls: [], endCursor: `c${index}`, hasNextPage: true }
    })

    await expect(runCatalogueSave(steps, start(), cancel.signal, () => {})).rejects.toThrow()
    // The page in hand when Cancel came is kept; no page after it is asked for.
    expect(requested).toEqual([null, 'c1', 'c2'])
    expect(written.at(-1)).toMatchObject({ status: 'saving', cursor: 'c3', catalogueSaved: 9 })
  })

  it('stops on a failed request, with the progress of the pages before it', async () => {
    const { steps, written } = fakeCatalogue({ pages: 5, perPage: 3 })
    vi.mocked(steps.savePage)
      .mockResolvedValueOnce({ count: 3, imageUrls: [], endCursor: 'c1', hasNextPage: true })
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))

    await expect(runCatalogueSave(steps, start(), new AbortController().signal, () => {})).rejects.toThrow(
      'Failed to fetch',
    )
    expect(written.at(-1)).toMatchObject({ cursor: 'c1', catalogueSaved: 3, catalogueDone: false })
  })

  it('saves each page’s pictures with it when images are included, reporting them one by one', async () => {
    const { steps, savedImages } = fakeCatalogue({ pages: 2, perPage: 2 })
    const pages: { imagesSaved: number; imagesTotal: number }[] = []
    const done = await runCatalogueSave(steps, start(true), new AbortController().signal, (_p, page) => {
      if (page) pages.push(page)
    })

    // The own-label picture listed twice is fetched once.
    expect(savedImages).toEqual([
      '/images/own-1.svg',
      ...Array.from({ length: 4 }, (_, i) => `/images/p1-${i}.svg`),
      ...Array.from({ length: 4 }, (_, i) => `/images/p2-${i}.svg`),
    ])
    expect(done.imagesSaved).toBe(9)
    expect(pages.at(-1)).toEqual({ products: 2, imagesSaved: 4, imagesTotal: 4 })
  })
})
