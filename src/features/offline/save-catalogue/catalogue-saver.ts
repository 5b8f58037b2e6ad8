import { getErrorMessage } from '../../../lib/get-error-message'
import type { CatalogueSaveEstimate } from './estimate-catalogue-save'
import { type CatalogueSaveSteps, type PageInProgress, runCatalogueSave } from './run-catalogue-save'
import { freshProgress, type SaveProgress, type SaveProgressStore } from './save-progress'

export type EstimateState =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'ready'; estimate: CatalogueSaveEstimate }

/** What the save controls show; one snapshot shared by the header panel and the /products bar. */
export interface SaverSnapshot {
  /** False until the progress saved on the device has been read. */
  loaded: boolean
  /** True while a save runs in this page. */
  running: boolean
  /** The last save's progress: null when the catalogue was never saved (or was cleared). */
  progress: SaveProgress | null
  page: PageInProgress | null
  /** Why the last save stopped, in words for the shopper; null when it did not fail. */
  error: string | null
  estimate: EstimateState
  /** The "Include images" choice for the next save. */
  includeImages: boolean
}

export interface CatalogueSaver {
  subscribe(listener: () => void): () => void
  getSnapshot(): SaverSnapshot
  /** Sizes the save once (again after a failure). */
  loadEstimate(): void
  setIncludeImages(includeImages: boolean): void
  /** Saves the whole catalogue from the start. */
  start(): Promise<void>
  /** Carries on a save that was stopped or cut off, from where it stood. */
  resume(): Promise<void>
  cancel(): void
  /** Stops any save and removes everything saved for offline. */
  clear(): Promise<void>
}

export interface CatalogueSaverDeps {
  store: SaveProgressStore
  steps: Omit<CatalogueSaveSteps, 'writeProgress'>
  estimate(): Promise<CatalogueSaveEstimate>
  /** Removes the saved data itself: catalogue cache, own-label products, pictures. */
  removeSavedData(): Promise<void>
  /** Called once a save has finished. */
  onDone(): void
}

/** The shopper's words for why a save stopped. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof DOMException && error.name === 'QuotaExceededError') {
    return 'This device has no room left for the catalogue. Free up some space, or save without images.'
  }
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    return "The connection dropped. Resume when you're back online."
  }
  return `The catalogue could not be saved: ${getErrorMessage(error)}`
}

/**
 * Runs catalogue saves one at a time and tells the controls how they stand. A save keeps running
 * while its controls are closed; one cut off by a reload is found on the device and offered to
 * resume (its progress says 'saving' while nothing runs).
 */
export function createCatalogueSaver(deps: CatalogueSaverDeps): CatalogueSaver {
  let snapshot: SaverSnapshot = {
    loaded: false,
    running: false,
    progress: null,
    page: null,
    error: null,
    estimate: { status: 'idle' },
    includeImages: false,
  }
  const listeners = new Set<() => void>()
  let controller: AbortController | null = null
  let run: Promise<void> = Promise.resolve()

  const update = (next: Partial<SaverSnapshot>) => {
    snapshot = { ...snapshot, ...next }
    for (const listener of listeners) listener()
  }

  const loaded = deps.store.read().then((progress) => {
    update({
      loaded: true,
      progress,
      includeImages: progress?.includeImages ?? snapshot.includeImages,
    })
  })

  const catalogueTotal = async () => {
    if (snapshot.estimate.status === 'ready') return snapshot.estimate.estimate.products
    const estimate = await deps.estimate()
    update({ estimate: { status: 'ready', estimate } })
    return estimate.products
  }

  const runFrom = async (makeStart: () => Promise<SaveProgress>) => {
    if (controller) return
    const abort = new AbortController()
    controller = abort
    update({ running: true, error: null, page: null })
    // The save's latest progress, once it has started (null while it is being set up).
    let current: SaveProgress | null = null
    const task = (async () => {
      try {
        current = await makeStart()
        const done = await runCatalogueSave(
          { ...deps.steps, writeProgress: (progress) => deps.store.write(progress) },
          current,
          abort.signal,
          (progress, page) => {
            current = progress
            update({ progress, page })
          },
        )
        update({ progress: done, page: null })
        deps.onDone()
      } catch (error) {
        const message = abort.signal.aborted ? null : saveErrorMessage(error)
        if (current) {
          const stopped: SaveProgress = { ...current, status: 'stopped' }
          await deps.store.write(stopped).catch(() => {})
          update({ progress: stopped, page: null, error: message })
        } else {
          update({ page: null, error: message })
        }
      } finally {
        controller = null
        update({ running: false })
      }
    })()
    run = task
    await task
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    loadEstimate() {
      if (snapshot.estimate.status === 'loading' || snapshot.estimate.status === 'ready') return
      update({ estimate: { status: 'loading' } })
      deps.estimate().then(
        (estimate) => update({ estimate: { status: 'ready', estimate } }),
        () => update({ estimate: { status: 'failed' } }),
      )
    },
    setIncludeImages(includeImages) {
      update({ includeImages })
    },
    async start() {
      await loaded
      await runFrom(async () =>
        freshProgress({
          includeImages: snapshot.includeImages,
          catalogueTotal: await catalogueTotal(),
          now: deps.steps.now(),
        }),
      )
    },
    async resume() {
      await loaded
      const from = snapshot.progress
      if (!from || from.status === 'done') return
      await runFrom(async () => from)
    },
    cancel() {
      controller?.abort()
    },
    async clear() {
      controller?.abort()
      await run
      await deps.store.remove()
      await deps.removeSavedData()
      update({ progress: null, page: null, error: null })
    },
  }
}
