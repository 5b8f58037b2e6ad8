import { Button } from './button'

/**
 * What a section shows when its data is not there: offline (or waiting for the network) it says the
 * data was not saved for offline; online it says the load failed and offers to try again.
 */
export function UnavailableNotice({
  offline,
  failedText,
  offlineText,
  onRetry,
}: {
  offline: boolean
  failedText: string
  offlineText: string
  onRetry: () => void
}) {
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-xl border border-stone-800 bg-stone-900 p-4"
    >
      <p className="text-sm text-stone-300">{offline ? offlineText : failedText}</p>
      {offline ? null : (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  )
}
