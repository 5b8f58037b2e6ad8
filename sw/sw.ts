/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, type StrategyHandler } from 'workbox-strategies'
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

// A page comes from the server, rendered with its data, while there is a signal; with no signal, a
// failing server or a page that does not start to arrive in time, from the precached shell, which the
// app renders from the device's caches (docs/decisions/0045-pages-from-the-server-while-online.md).
const shell = createHandlerBoundToURL('/index.html')
registerRoute(
  new NavigationRoute((options) => serverPageOrShell(options.request, () => shell(options)), {
    denylist: [/^\/api\//, /^\/images\//],
  }),
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
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    ((url.origin === self.location.origin && url.pathname.startsWith('/images/')) ||
      url.hostname === 'cdn.shopify.com' ||
      (url.origin !== self.location.origin && url.pathname.startsWith('/cdn/shop/'))),
  new CacheFirst({
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
  }),
)

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// The first install takes over the open page at once, so images it shows are cached from now on.
clientsClaim()
