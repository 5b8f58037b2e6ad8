import { useEffect, useId, useSyncExternalStore } from 'react'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { whenPageLoaded } from '../../../lib/when-page-loaded'
import { Button } from '../../../ui/button'
import type { CatalogueSaver, SaverSnapshot } from '../save-catalogue/catalogue-saver'
import { type SaveProgress, savedProductCounts, savePercent } from '../save-catalogue/save-progress'
import { formatBytes } from '../storage/storage-use'

const count = new Intl.NumberFormat('en-US')
const CONNECT_TO_SAVE = 'Connect to the internet to save the catalogue.'
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

export function useSaverSnapshot(saver: CatalogueSaver): SaverSnapshot {
  return useSyncExternalStore(saver.subscribe, saver.getSnapshot, saver.getSnapshot)
}

function productsText(progress: SaveProgress) {
  const { saved, total } = savedProductCounts(progress)
  return `${count.format(saved)} of ${count.format(total)} products`
}

/** "2,103 products · about 10.3 MB", and what pictures add, before a save starts. */
function estimateText(snapshot: SaverSnapshot, online: boolean) {
  const { estimate } = snapshot
  if (estimate.status === 'ready') {
    const { products, dataBytes } = estimate.estimate
    return `${count.format(products)} products · about ${formatBytes(dataBytes)} to download`
  }
  if (!online) return CONNECT_TO_SAVE
  if (estimate.status === 'failed') return "Couldn't check the size of the catalogue."
  return 'Checking the size of the catalogue…'
}

function imagesHint(snapshot: SaverSnapshot) {
  if (snapshot.estimate.status !== 'ready') return null
  const { imageBytes } = snapshot.estimate.estimate
  return imageBytes === null ? '(size unknown)' : `(about ${formatBytes(imageBytes)} more)`
}

/** The status line: what is saved, what is happening, or what a save would take. */
function statusText(snapshot: SaverSnapshot, online: boolean) {
  const { progress, running, page } = snapshot
  if (!snapshot.loaded) return 'Checking what is saved on this device…'
  if (running && progress) {
    const images = progress.imagesSaved + (page?.imagesSaved ?? 0)
    const imagesPart = progress.includeImages ? ` and ${count.format(images)} images` : ''
    return `Saving… ${productsText(progress)}${imagesPart} saved.`
  }
  if (running) return 'Starting…'
  if (!progress) return estimateText(snapshot, online)
  if (progress.status === 'done') {
    const { saved } = savedProductCounts(progress)
    const when = dateFormat.format(progress.finishedAt ?? progress.startedAt)
    const images = progress.includeImages ? ', with images' : ''
    return `${count.format(saved)} products saved on this device on ${when}${images}.`
  }
  if (progress.status === 'saving') return `The last save was cut off at ${productsText(progress)}.`
  return `Stopped at ${productsText(progress)}.`
}

/**
 * "Save catalogue for offline": the size before starting, "Include images", a progress bar with
 * Cancel while it runs, Resume after a save was stopped or cut off, and what is saved once done.
 * `compact` is the one-row version above the /products listing.
 */
export function SaveCatalogueControl({
  saver,
  compact = false,
}: {
  saver: CatalogueSaver
  compact?: boolean
}) {
  const snapshot = useSaverSnapshot(saver)
  const online = useOnlineStatus()
  const imagesId = useId()
  const { progress, running } = snapshot

  // Sizing the save needs a request and a few pictures: made once the control is on screen and the
  // page has loaded (not competing with the page's own pictures), and again after coming online.
  useEffect(() => {
    if (online) return whenPageLoaded(() => saver.loadEstimate())
  }, [saver, online])

  const unfinished = progress !== null && progress.status !== 'done'
  const showBar = running || unfinished
  const percent = progress ? savePercent(progress, snapshot.page) : 0
  const status = statusText(snapshot, online)
  // Offline, every action here needs the network: say so, unless the status already does.
  const offlineHint =
    !online && !running && status !== CONNECT_TO_SAVE ? 'Connect to the internet to save.' : null
  const hint = imagesHint(snapshot)

  const imagesChoice =
    !running && !unfinished ? (
      <label htmlFor={imagesId} className="flex items-center gap-2 text-sm text-stone-200">
        <input
          id={imagesId}
          type="checkbox"
          checked={snapshot.includeImages}
          onChange={(event) => saver.setIncludeImages(event.target.checked)}
          className="h-4 w-4 accent-orange-500"
        />
        Include images
        {hint && !compact ? <span className="text-stone-400">{hint}</span> : null}
      </label>
    ) : null

  const actions = running ? (
    <Button variant="secondary" size="sm" onClick={() => saver.cancel()}>
      Cancel
    </Button>
  ) : unfinished ? (
    <>
      <Button size="sm" disabled={!online} onClick={() => void saver.resume()}>
        Resume
      </Button>
      <Button variant="secondary" size="sm" disabled={!online} onClick={() => void saver.start()}>
        Start again
      </Button>
    </>
  ) : (
    <Button size="sm" disabled={!online || !snapshot.loaded} onClick={() => void saver.start()}>
      {progress?.status === 'done' ? 'Save again' : compact ? 'Save' : 'Save catalogue'}
    </Button>
  )

  const bar = showBar ? (
    <div
      role="progressbar"
      aria-label="Catalogue saved for offline"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={progress ? `${percent}%, ${productsText(progress)}` : `${percent}%`}
      className="h-2 w-full overflow-hidden rounded-full bg-stone-800"
    >
      <div
        className="h-full rounded-full bg-orange-500 transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </div>
  ) : null

  const error = snapshot.error ? (
    <p role="alert" className="text-sm text-red-300">
      {snapshot.error}
    </p>
  ) : null

  if (compact) {
    return (
      <section
        aria-label="Save catalogue for offline"
        className="flex min-h-[7rem] sm:min-h-[4.5rem] flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-stone-800 bg-stone-900 px-4 py-3"
      >
        <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1.5">
          <p className="text-sm font-semibold text-stone-100">Save catalogue for offline</p>
          <p aria-live="polite" className="text-xs text-stone-400">
            {offlineHint ? `${status} ${offlineHint}` : status}
          </p>
          {bar}
          {error}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {imagesChoice}
          {actions}
        </div>
      </section>
    )
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-300">
        Download every product so you can browse the whole catalogue with no signal.
      </p>
      <p aria-live="polite" className="text-sm font-medium text-stone-100">
        {status}
      </p>
      {bar}
      {error}
      {imagesChoice}
      {offlineHint ? <p className="text-sm text-amber-200">{offlineHint}</p> : null}
      <div className="flex flex-wrap gap-2">{actions}</div>
    </div>
  )
}
