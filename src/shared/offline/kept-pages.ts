// Shared by the page that asks (src/features/offline/keep-this-page.ts), the service worker that
// keeps (sw/kept-pages.ts) and the server that renders the copy (src/server/http/client-app.ts):
// docs/decisions/0046-the-service-worker-keeps-the-pages-a-rider-saw.md

/** What a page posts to the service worker once it has loaded: itself and the pictures it showed. */
export interface KeepPageMessage {
  type: 'KEEP_PAGE'
  url: string
  images: string[]
}

/** The request header of the copy the worker keeps: rendered with nothing of a session in it. */
export const KEEP_PAGE_HEADER = 'Keep-Page'

/**
 * The value of `Keep-Page` on a kept copy that is a shopper page's frame: rendered for nobody, it
 * holds nothing the server could send fresher, so the worker answers it at once.
 */
export const PAGE_FRAME = 'frame'
