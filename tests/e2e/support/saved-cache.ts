import { expect, type Page } from '@playwright/test'

/** The saved catalogue's key of the store's collection with this handle. */
export const collectionKey = (handle: string) => `collection({"handle":"${handle}"})`

/** The saved catalogue's key of the home page's featured grid: the store's featured collection. */
export const FEATURED_COLLECTION_KEY = collectionKey('featured')

/** How many catalogue cache keys containing `text` this device has saved in IndexedDB. */
export function savedCacheKeys(page: Page, text: string) {
  return page.evaluate(
    (needle) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('open-road-storefront-entries')
        open.onerror = () => resolve(0)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('entries')) return resolve(0)
          // Each record is one saved change: cache keys with their values (null where removed).
          const store = db.transaction('entries').objectStore('entries')
          const values = store.getAll()
          values.onsuccess = () => {
            const saved = new Set<string>()
            for (const batch of values.result as Record<string, string | null>[])
              for (const [key, value] of Object.entries(batch)) {
                if (value === null) saved.delete(key)
                else saved.add(key)
              }
            resolve([...saved].filter((key) => key.includes(needle)).length)
          }
          values.onerror = () => resolve(0)
        }
      }),
    text,
  )
}

/**
 * Waits until the catalogue cache entries matching `text` are on disk and no more are being written:
 * the cache is saved in chunks after it is shown, and a full page load would cut that short.
 */
export async function waitForSavedCache(page: Page, text: string) {
  let last = -1
  await expect
    .poll(
      async () => {
        const now = await savedCacheKeys(page, text)
        const settled = now > 0 && now === last
        last = now
        return settled
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(true)
}
