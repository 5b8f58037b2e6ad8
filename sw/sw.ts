/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, CacheOnly, Strategy, type StrategyHandler } from 'workbox-strategies'
import {
  copyToKeep,
  forgetFrames,
  isProductImage,
  KEPT_PAGES_CACHE,
  KEPT_PAGES_MAX_AGE_SECONDS,
  KEPT_PAGES_MAX_ENTRIES,
  onlyKeepablePages,
  type PageToKeep,
  pageToKeep,
} from './kept-pages'
import { nearestWidthUrl } from './nearest-width'
import { serverPageOrShell } from './server-page-or-shell'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[]
}

const PRODUCT_IMAGE_CACHE = 'product-images'
const PRODUCT_IMAGE_MAX_ENTRIES = 1500
const PRODUCT_IMAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

// The app shell and every route chunk, versioned by the build.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// No route here matches /api/*: the own API's answers (a shopper's cart, orders, session) are never
// put in a service-worker cache; TanStack Query keeps them in IndexedDB instead
// (docs/decisions/0012-installable-and-offline.md).

/** Fetches a page's copy and puts it in the cache, through the strategy's plugins. */
class KeepCopy extends Strategy {
  protected override _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    return handler.fetchAndCachePut(request)
  }
}

// The server's public pages a rider saw, kept with no session in them: bounded in number and age
// (docs/decisions/0046-the-service-worker-keeps-the-pages-a-rider-saw.md).
const keptPagesExpiration = new ExpirationPlugin({
  maxEntries: KEPT_PAGES_MAX_ENTRIES,
  maxAgeSeconds: KEPT_PAGES_MAX_AGE_SECONDS,
  purgeOnQuotaError: true,
})
// A copy is asked without cookies and carries the Keep-Page header: it is found by its address alone.
const keptPageOptions = { cacheName: KEPT_PAGES_CACHE, matchOptions: { ignoreVary: true } }
const keepCopy = new KeepCopy({ ...keptPageOptions, plugins: [onlyKeepablePages, keptPagesExpiration] })
const keptCopy = new CacheOnly({ ...keptPageOptions, plugins: [keptPagesExpiration] })
/** How long the worker waits for a copy to keep; a hanging connection must not hold it for ever. */
const KEEP_PAGE_TIMEOUT_MS = 30_000

// A page comes from the server, rendered with its data, while there is a signal; with no signal, a
// failing server or a page that does not start to arrive in time, from its kept copy, or with none
// from the precached shell, which the app renders from the device's caches
// (docs/decisions/0045-pages-from-the-server-while-online.md).
const shell = createHandlerBoundToURL('/index.html')
registerRoute(
  new NavigationRoute(
    (options) =>
      serverPageOrShell(options.request, {
        shell: () => shell(options),
        kept: () =>
          keptCopy.handle({ event: options.event, request: options.request.url }).catch(() => undefined),
      }),
    // The store's checkout (the emulator's stand-in) is never the app's page, nor kept.
    { denylist: [/^\/api\//, /^\/images\//, /^\/checkouts\//] },
  ),
)

// A grey tile with a crossed-out signal icon: "this picture was not saved for offline".
const NOT_SAVED_IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#292524"/><g fill="none" stroke="#78716c" stroke-width="3" stroke-linecap="round"><path d="M30 46a28 28 0 0 1 40 0M37 54a18 18 0 0 1 26 0M44 62a8 8 0 0 1 12 0"/><path d="M30 30l40 40"/></g></svg>`

/**
 * With no signal, an image not in the cache at this width is answered by the same picture at the
 * nearest width that is (preferring a wider one), and otherwise by the "not saved" tile, so a page
 * never shows broken images.
 */
const offlineImageFallback = {
  handlerDidError: async ({ request }: { request: Request; handler?: StrategyHandler }) => {
    const cache = await caches.open(PRODUCT_IMAGE_CACHE)
    const otherWidths = (await cache.keys(request, { ignoreSearch: true })).map((key) => key.url)
    const nearest = nearestWidthUrl(request.url, otherWidths)
    const cached = nearest ? await cache.match(nearest) : undefined
    return (
      cached ??
      new Response(NOT_SAVED_IMAGE, {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
      })
    )
  },
}

// Product artwork and a store's images (Shopify's CDN, or the store's own domain under /cdn/shop/):
// images never change at a URL, so the cache answers first.
const productImages = new CacheFirst({
  cacheName: PRODUCT_IMAGE_CACHE,
  plugins: [
    offlineImageFallback,
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({
      maxEntries: PRODUCT_IMAGE_MAX_ENTRIES,
      maxAgeSeconds: PRODUCT_IMAGE_MAX_AGE_SECONDS,
      purgeOnQuotaError: true,
    }),
  ],
})
registerRoute(
  ({ request, url }) => request.destination === 'image' && isProductImage(url, self.location.origin),
  productImages,
)

/**
 * Keeps a page a rider saw and the pictures it showed. A first visit's page loaded before the worker
 * was in charge, so the page itself names them (src/features/offline/keep-this-page.ts).
 */
async function keepPage({ url, images }: PageToKeep, event: ExtendableEvent) {
  const signal = AbortSignal.timeout(KEEP_PAGE_TIMEOUT_MS)
  await Promise.allSettled([
    keepCopy.handle({ event, request: copyToKeep(url, signal) }),
    // As the page asked for them (no-cors, like an <img>), through the images' own rules.
    ...images.map((image) =>
      productImages.handle({ event, request: new Request(image, { mode: 'no-cors', signal }) }),
    ),
  ])
}

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
  const page = pageToKeep(event.data, self.location.origin)
  if (page) event.waitUntil(keepPage(page, event))
})

// A new version's worker keeps no frame of the one before (sw/kept-pages.ts, forgetFrames).
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.open(KEPT_PAGES_CACHE).then(forgetFrames))
})

// The first install takes over the open page at once, so images it shows are cached from now on.
clientsClaim()
