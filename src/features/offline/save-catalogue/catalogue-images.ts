import { imageUrlAtWidth, srcSetWidthFor } from '../../../lib/storefront/image-url'
import type { SavedProductData } from './catalogue-save-queries'

/** The service worker's cache of product pictures (sw/sw.ts): offline, pictures are answered from it. */
export const PRODUCT_IMAGE_CACHE = 'product-images'

/** Pictures fetched at once: the most a browser opens to one host over HTTP/1.1. */
const IMAGE_CONCURRENCY = 6

/**
 * The widths this screen asks for: the product page's main picture spans the screen on phones and
 * half of it from 1024 px (`sizes` in src/features/product/components/product-gallery.tsx); grid
 * cards are half, a third from 640 px, a quarter from 1024 px (catalogue product-card.tsx). Smaller
 * pictures (thumbnails) are drawn from these offline: the service worker serves the nearest width.
 */
export function imageWidthsForScreen(viewportWidth: number, devicePixelRatio: number) {
  const gallerySlot = viewportWidth >= 1024 ? viewportWidth / 2 : viewportWidth
  const cardSlot =
    viewportWidth >= 1024 ? viewportWidth / 4 : viewportWidth >= 640 ? viewportWidth / 3 : viewportWidth / 2
  return {
    gallery: srcSetWidthFor(gallerySlot * devicePixelRatio),
    card: srcSetWidthFor(cardSlot * devicePixelRatio),
  }
}

export type ImageWidths = ReturnType<typeof imageWidthsForScreen>

/** Every picture of a product page at the gallery width, and its card picture at the card width. */
export function productImageUrls(images: readonly string[], cardImage: string | null, widths: ImageWidths) {
  const urls = images.map((url) => imageUrlAtWidth(url, widths.gallery))
  if (cardImage) urls.push(imageUrlAtWidth(cardImage, widths.card))
  return urls
}

export function storefrontProductImageUrls(
  product: Pick<SavedProductData, 'images' | 'featuredImage'>,
  widths: ImageWidths,
): string[] {
  return productImageUrls(
    product.images.edges.map((edge) => edge.node.url),
    product.featuredImage?.url ?? null,
    widths,
  )
}

/**
 * Puts pictures into the service worker's picture cache, six at a time, skipping those already there.
 * A picture the server no longer has is skipped; a failed connection or a full disk stops the save.
 */
export async function saveImagesToCache(
  urls: readonly string[],
  signal: AbortSignal,
  onSaved: () => void,
): Promise<void> {
  const cache = await caches.open(PRODUCT_IMAGE_CACHE)
  const queue = [...new Set(urls)]
  let failed = false
  const worker = async () => {
    try {
      for (let url = queue.shift(); url !== undefined && !failed; url = queue.shift()) {
        signal.throwIfAborted()
        if (!(await cache.match(url))) {
          const response = await fetch(url, { signal, credentials: 'omit' })
          if (!response.ok) continue
          await cache.put(url, response)
        }
        onSaved()
      }
    } catch (error) {
      // The other workers stop after the picture they are on.
      failed = true
      throw error
    }
  }
  await Promise.all(Array.from({ length: Math.min(IMAGE_CONCURRENCY, queue.length) }, worker))
}
