/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[]
}

const PRODUCT_IMAGE_MAX_ENTRIES = 1500
const PRODUCT_IMAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

// The app shell and every route chunk, versioned by the build.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Every page is the same shell: answer navigations from the precache so the app opens with no signal.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/images\//],
  }),
)

// Product artwork and the storefront CDN: images never change at a URL, so the cache answers first.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    ((url.origin === self.location.origin && url.pathname.startsWith('/images/')) ||
      url.hostname === 'cdn.shopify.com'),
  new CacheFirst({
    cacheName: 'product-images',
    plugins: [
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
