import { expect, type Page } from '@playwright/test'

/** The service worker's cache of the pages it keeps (sw/kept-pages.ts). */
const KEPT_PAGES_CACHE = 'pages'

/** Whether the service worker keeps a copy of `path` (its address on the page's origin). */
export function pageKept(page: Page, path: string) {
  return page.evaluate(
    async ({ path, cacheName }) => {
      const kept = await (await caches.open(cacheName)).match(new URL(path, location.href).href, {
        ignoreVary: true,
      })
      return kept !== undefined
    },
    { path, cacheName: KEPT_PAGES_CACHE },
  )
}

/**
 * Waits until the service worker has kept `path`: it asks the server for its own copy once the page
 * has loaded, a server render (and storefront reads) a test may need to see finished.
 */
export async function waitForKeptPage(page: Page, path: string) {
  await expect.poll(() => pageKept(page, path), { timeout: 30_000 }).toBe(true)
}

/** Removes the kept copy of `path`, as if the rider had never opened it. */
export function forgetKeptPage(page: Page, path: string) {
  return page.evaluate(
    async ({ path, cacheName }) =>
      (await caches.open(cacheName)).delete(new URL(path, location.href).href, { ignoreVary: true }),
    { path, cacheName: KEPT_PAGES_CACHE },
  )
}
