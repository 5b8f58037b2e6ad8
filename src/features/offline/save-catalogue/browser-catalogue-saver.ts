import type { AnyVariables, Client, OperationResult, OperationResultSource } from 'urql'
import { pipe, subscribe, take } from 'wonka'
import { clearSavedStorefrontCache } from '../../../lib/storefront/client'
import {
  clearSavedProducts,
  type SavedProduct,
  writeSavedProducts,
} from '../../../lib/storefront/saved-products'
import { uncachedStorefrontClient } from '../../../lib/storefront/uncached-client'
import { requestPersistentStorage } from '../storage/request-persistent-storage'
import {
  type ImageWidths,
  imageWidthsForScreen,
  PRODUCT_IMAGE_CACHE,
  productImageUrls,
  saveImagesToCache,
  storefrontProductImageUrls,
} from './catalogue-images'
import { CATALOGUE_SAVE_PAGE_QUERY, CATALOGUE_SAVE_PAGE_SIZE } from './catalogue-save-queries'
import { type CatalogueSaver, createCatalogueSaver } from './catalogue-saver'
import { CatalogueUnreachableError, estimateCatalogueSave } from './estimate-catalogue-save'
import type { LoadOwnProductsOffline } from './own-products'
import { createSaveProgressStore } from './save-progress'

function screenImageWidths(): ImageWidths {
  return imageWidthsForScreen(window.innerWidth, window.devicePixelRatio || 1)
}

/** The first result; Cancel tears the request down (and urql aborts its fetch). */
function firstResult<Data>(
  source: OperationResultSource<OperationResult<Data, AnyVariables>>,
  signal: AbortSignal,
): Promise<OperationResult<Data, AnyVariables>> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted()
    const { unsubscribe } = pipe(source, take(1), subscribe(resolve))
    signal.addEventListener(
      'abort',
      () => {
        unsubscribe()
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

/** One catalogue page, straight from the storefront (not through graphcache: see client.ts). */
async function fetchCataloguePage(client: Client, cursor: string | null, signal: AbortSignal) {
  const result = await firstResult(
    uncachedStorefrontClient(client).query(CATALOGUE_SAVE_PAGE_QUERY, {
      first: CATALOGUE_SAVE_PAGE_SIZE,
      after: cursor,
    }),
    signal,
  )
  if (!result.data) throw result.error ?? new CatalogueUnreachableError()
  return result.data.products
}

/** The saver wired to this page: the storefront, the own-label products, Cache Storage for pictures. */
export function createBrowserCatalogueSaver(client: Client, loadOwnProducts: LoadOwnProductsOffline) {
  let widths = screenImageWidths()
  return createCatalogueSaver({
    store: createSaveProgressStore(),
    estimate: () => estimateCatalogueSave(uncachedStorefrontClient(client), screenImageWidths()),
    steps: {
      async savePage(cursor, signal) {
        if (cursor === null) widths = screenImageWidths()
        const page = await fetchCataloguePage(client, cursor, signal)
        const products = page.edges.map((edge) => edge.node)
        await writeSavedProducts(
          products.map((product) => [product.handle, product as unknown as SavedProduct]),
        )
        return {
          count: products.length,
          imageUrls: products.flatMap((product) => storefrontProductImageUrls(product, widths)),
          endCursor: page.pageInfo.endCursor,
          hasNextPage: page.pageInfo.hasNextPage,
        }
      },
      async saveOwnProducts(signal) {
        const own = await (await loadOwnProducts()).save(signal)
        // Offline, their addresses must read as "no storefront product" so the slug page shows them.
        await writeSavedProducts(own.products.map(({ slug }) => [slug, null]))
        return {
          count: own.products.length,
          imageUrls: own.products.flatMap(({ images }) =>
            productImageUrls(images, images[0] ?? null, widths),
          ),
        }
      },
      saveImages: saveImagesToCache,
      yieldToMain: () => new Promise((resolve) => setTimeout(resolve, 0)),
      now: () => Date.now(),
    },
    async removeSavedData() {
      await clearSavedProducts()
      await clearSavedStorefrontCache(client)
      if ('caches' in window) await caches.delete(PRODUCT_IMAGE_CACHE)
      ;(await loadOwnProducts()).clear()
    },
    onDone: () => void requestPersistentStorage(),
  })
}

let saver: CatalogueSaver | undefined

/** The page's one saver: the header panel and the /products bar show the same save. */
export function browserCatalogueSaver(
  client: Client,
  loadOwnProducts: LoadOwnProductsOffline,
): CatalogueSaver {
  saver ??= createBrowserCatalogueSaver(client, loadOwnProducts)
  return saver
}
