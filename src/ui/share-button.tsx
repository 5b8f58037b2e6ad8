import { ShareIcon } from './icons'
import { toast } from './use-toast'

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/**
 * Share: the device's share sheet where there is one (a cancelled share is the shopper's
 * choice, so it says nothing); otherwise, or if the sheet fails, the link is copied.
 */
async function shareLink(title: string, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url })
      return
    } catch (error) {
      if (isAbort(error)) return
    }
  }
  try {
    await navigator.clipboard.writeText(url)
    toast({ title: 'Link copied', description: 'Product link copied to clipboard!' })
  } catch {
    // No clipboard (an insecure origin, or permission refused): show the link so it can be copied by hand.
    toast({ variant: 'destructive', title: "Couldn't copy the link", description: url })
  }
}

export function ShareButton({
  title,
  url,
  className = '',
}: {
  title: string
  url?: string
  className?: string
}) {
  return (
    <button
      type="button"
      aria-label={`Share ${title}`}
      data-tip="Share"
      onClick={() => void shareLink(title, url ?? window.location.href)}
      className={`rounded-full bg-stone-950/80 p-2 text-stone-100 hover:text-orange-400 focus-visible:outline-2 focus-visible:outline-orange-400 ${className}`}
    >
      <ShareIcon />
    </button>
  )
}
