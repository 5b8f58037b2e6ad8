import { KEEP_PAGE_HEADER, type KeepPageMessage, PAGE_FRAME } from '../src/shared/offline/kept-pages'

// The pages a rider saw, kept by the service worker for offline:
// docs/decisions/0046-the-service-worker-keeps-the-pages-a-rider-saw.md

/** Cache Storage of the server's public pages, one copy per address (path and search). */
export const KEPT_PAGES_CACHE = 'pages'
/** Enough for the pages of a few rides' browsing; each is about 30–100 KB. */
export const KEPT_PAGES_MAX_ENTRIES = 60
/** As long as the device keeps the own API's reads (src/lib/query-persistence.ts). */
export const KEPT_PAGES_MAX_AGE_SECONDS = 7 * 24 * 60 * 60
/** Pictures named by one page; a listing shows a few dozen. */
const MAX_IMAGES_PER_PAGE = 120

/** A page to keep and the pictures it showed, checked: same origin, a page address, real URLs. */
export interface PageToKeep {
  url: string
  images: string[]
}

/** Addresses the worker never answers as a page (sw/sw.ts's navigation route). */
export function isPageAddress(url: URL, origin: string): boolean {
  return url.origin === origin && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/images/')
}

/**
 * Product artwork and a store's images (Shopify's CDN, or the store's own domain under /cdn/shop/),
 * which the worker keeps in `product-images`.
 */
export function isProductImage(url: URL, origin: string): boolean {
  return (
    (url.origin === origin && url.pathname.startsWith('/images/')) ||
    url.hostname === 'cdn.shopify.com' ||
    (url.origin !== origin && url.pathname.startsWith('/cdn/shop/'))
  )
}

function parseUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string') return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined
  } catch {
    return undefined
  }
}

/** The page to keep named by a message from a page, or undefined when it is not one the worker keeps. */
export function pageToKeep(message: unknown, origin: string): PageToKeep | undefined {
  if (typeof message !== 'object' || message === null) return undefined
  const { type, url, images } = message as Partial<Record<keyof KeepPageMessage, unknown>>
  const page = type === 'KEEP_PAGE' ? parseUrl(url) : undefined
  if (!page || !isPageAddress(page, origin)) return undefined
  page.hash = ''
  const pictures = new Set<string>()
  for (const image of Array.isArray(images) ? images : []) {
    const picture = parseUrl(image)
    if (picture && isProductImage(picture, origin)) pictures.add(picture.href)
    if (pictures.size === MAX_IMAGES_PER_PAGE) break
  }
  return { url: page.href, images: [...pictures] }
}

/**
 * Whether a page's answer may be kept: a whole page (200, HTML, not reached by a redirect) whose
 * `Cache-Control` allows storing it. The server sends a shopper's page as they asked for it
 * `private, no-store` (src/server/http/client-app.ts), so it is never kept; the copy the worker
 * asks for is rendered for nobody, and a shopper page's copy is its frame.
 */
export function mayKeepPage(response: Response): boolean {
  if (response.status !== 200 || response.redirected) return false
  if (!response.headers.get('Content-Type')?.startsWith('text/html')) return false
  const directives = (response.headers.get('Cache-Control') ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim().split('=')[0])
  return !directives.includes('no-store') && !directives.includes('private')
}

/** A Workbox plugin: only pages that `mayKeepPage` reach the cache. */
export const onlyKeepablePages = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (mayKeepPage(response) ? response : null),
}

/** The request for the copy of `url` to keep: without cookies, and marked so the server renders it with nothing of a session (src/entry-server.tsx). */
export function copyToKeep(url: string, signal?: AbortSignal): Request {
  return new Request(url, {
    credentials: 'omit',
    headers: { [KEEP_PAGE_HEADER]: '1', Accept: 'text/html' },
    ...(signal ? { signal } : {}),
  })
}

/** Whether a kept copy is a shopper page's frame, as the server marks it (src/server/http/client-app.ts). */
export function isPageFrame(kept: Response): boolean {
  return kept.headers.get(KEEP_PAGE_HEADER) === PAGE_FRAME
}

/**
 * Removes the kept frames, when a new version of the worker takes over: a frame shows nothing until
 * the app fills it, and the app's files an older frame names are no longer on the device or the
 * server. The next visit keeps the new version's frame. Kept public pages stay: they read as HTML.
 */
export async function forgetFrames(cache: Pick<Cache, 'keys' | 'match' | 'delete'>): Promise<void> {
  for (const request of await cache.keys()) {
    const kept = await cache.match(request, { ignoreVary: true })
    if (kept && isPageFrame(kept)) await cache.delete(request, { ignoreVary: true })
  }
}
