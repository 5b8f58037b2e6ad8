import type { SaveProgress } from './save-progress'

export interface CataloguePageSaved {
  /** Products on the page. */
  count: number
  /** The pictures of those products to save, at the widths this screen shows them. */
  imageUrls: string[]
  endCursor: string | null
  hasNextPage: boolean
}

/** What a save does, step by step; the saver wires these to urql, the query cache and Cache Storage. */
export interface CatalogueSaveSteps {
  /** Fetches the catalogue page after `cursor` and keeps its products on the device. */
  savePage(cursor: string | null, signal: AbortSignal): Promise<CataloguePageSaved>
  /** Fetches and keeps every own-label product; returns how many and the pictures to save. */
  saveOwnProducts(signal: AbortSignal): Promise<{ count: number; imageUrls: string[] }>
  /** Saves pictures not saved yet, calling `onSaved` as each one is. */
  saveImages(urls: string[], signal: AbortSignal, onSaved: () => void): Promise<void>
  writeProgress(progress: SaveProgress): Promise<void>
  /** Gives the browser a turn between pages, so taps and scrolling stay smooth. */
  yieldToMain(): Promise<void>
  now(): number
}

/** The page being saved: its products count as saved in proportion to its pictures saved. */
export interface PageInProgress {
  products: number
  imagesSaved: number
  imagesTotal: number
}

export type SaveListener = (progress: SaveProgress, page: PageInProgress | null) => void

/**
 * Saves the catalogue from where `start` stands: the own-label products first, then the storefront
 * catalogue page by page, each page's pictures with it when asked. The progress is written after
 * each step, once its data is on the device, so a save cut off at any point resumes at the first
 * step not finished. Stops with the signal's reason when `signal` aborts; a failed request stops it
 * with that error. Resolves with the finished progress.
 */
export async function runCatalogueSave(
  steps: CatalogueSaveSteps,
  start: SaveProgress,
  signal: AbortSignal,
  onProgress: SaveListener,
): Promise<SaveProgress> {
  let progress: SaveProgress = { ...start, status: 'saving', finishedAt: null }
  const commit = async (next: SaveProgress) => {
    progress = next
    await steps.writeProgress(progress)
    onProgress(progress, null)
  }
  const saveImagesOf = async (imageUrls: string[], products: number) => {
    const urls = [...new Set(imageUrls)]
    if (!progress.includeImages || urls.length === 0) return 0
    const page: PageInProgress = { products, imagesSaved: 0, imagesTotal: urls.length }
    await steps.saveImages(urls, signal, () => {
      page.imagesSaved += 1
      onProgress(progress, { ...page })
    })
    return page.imagesSaved
  }

  await commit(progress)

  if (progress.ownProducts === null) {
    signal.throwIfAborted()
    const own = await steps.saveOwnProducts(signal)
    const images = await saveImagesOf(own.imageUrls, own.count)
    await commit({ ...progress, ownProducts: own.count, imagesSaved: progress.imagesSaved + images })
  }

  while (!progress.catalogueDone) {
    signal.throwIfAborted()
    const page = await steps.savePage(progress.cursor, signal)
    const images = await saveImagesOf(page.imageUrls, page.count)
    await commit({
      ...progress,
      cursor: page.endCursor,
      catalogueDone: !page.hasNextPage || page.endCursor === null,
      catalogueSaved: progress.catalogueSaved + page.count,
      imagesSaved: progress.imagesSaved + images,
    })
    await steps.yieldToMain()
  }

  await commit({ ...progress, status: 'done', finishedAt: steps.now() })
  return progress
}
