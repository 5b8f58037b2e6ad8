import { createStore, del, get, set } from 'idb-keyval'

/** Where a catalogue save stands, kept on the device so a save cut off by a reload can resume. */
export interface SaveProgress {
  /**
   * 'saving' while a save runs, and after one was cut off (a reload, a closed tab); 'stopped' after
   * Cancel or a failure; 'done' once everything is saved.
   */
  status: 'saving' | 'stopped' | 'done'
  includeImages: boolean
  /** Own-label products saved (the shop's `/api/products`), or null until that step is done. */
  ownProducts: number | null
  /** The end cursor of the last catalogue page saved: the next page starts after it (null: from the start). */
  cursor: string | null
  /** True once the last catalogue page is saved. */
  catalogueDone: boolean
  /** Catalogue products saved so far. */
  catalogueSaved: number
  /** How many products the catalogue had when the save began. */
  catalogueTotal: number
  imagesSaved: number
  startedAt: number
  finishedAt: number | null
}

export interface SaveProgressStore {
  read(): Promise<SaveProgress | null>
  write(progress: SaveProgress): Promise<void>
  remove(): Promise<void>
}

export function freshProgress(options: {
  includeImages: boolean
  catalogueTotal: number
  now: number
}): SaveProgress {
  return {
    status: 'saving',
    includeImages: options.includeImages,
    ownProducts: null,
    cursor: null,
    catalogueDone: false,
    catalogueSaved: 0,
    catalogueTotal: options.catalogueTotal,
    imagesSaved: 0,
    startedAt: options.now,
    finishedAt: null,
  }
}

/** Products saved so far and the products to save, own-label ones included once they are known. */
export function savedProductCounts(progress: SaveProgress): { saved: number; total: number } {
  const own = progress.ownProducts ?? 0
  return {
    saved: own + progress.catalogueSaved,
    total: own + Math.max(progress.catalogueTotal, progress.catalogueSaved),
  }
}

const PROGRESS_KEY = 'progress'

/** The progress record in its own small IndexedDB database (idb-keyval). */
export function createSaveProgressStore(): SaveProgressStore {
  const store = createStore('open-road-saved-catalogue', 'progress')
  return {
    async read() {
      try {
        return (await get<SaveProgress>(PROGRESS_KEY, store)) ?? null
      } catch {
        // No IndexedDB (private browsing): nothing was saved.
        return null
      }
    },
    write: (progress) => set(PROGRESS_KEY, progress, store),
    remove: () => del(PROGRESS_KEY, store),
  }
}

/** How far a save is, 0–100: the page in hand counts in proportion to its pictures saved. */
export function savePercent(
  progress: SaveProgress,
  page: { products: number; imagesSaved: number; imagesTotal: number } | null,
): number {
  if (progress.status === 'done') return 100
  const { saved, total } = savedProductCounts(progress)
  if (total === 0) return 0
  const pageShare = page && page.imagesTotal > 0 ? (page.products * page.imagesSaved) / page.imagesTotal : 0
  // 100 only once the save has finished.
  return Math.min(99, Math.floor(((saved + pageShare) / total) * 100))
}
