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
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md border border-stone-600 px-3 py-1.5 text-sm font-semibold text-stone-100 hover:border-orange-400"
        >
          Try again
        </button>
      )}
    </div>
  )
}
