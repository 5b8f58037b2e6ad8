import type { Client } from 'urql'
import { type ImageWidths, storefrontProductImageUrls } from './catalogue-images'
import { CATALOGUE_SAVE_ESTIMATE_QUERY } from './catalogue-save-queries'

/** Products sized to estimate the rest; pictures fetched to size the rest. */
export const SAMPLE_PRODUCTS = 10
const SAMPLE_IMAGES = 3

export interface CatalogueSaveEstimate {
  /** Products in the storefront catalogue. */
  products: number
  /** Product data to download, in bytes. */
  dataBytes: number
  /** Pictures to download at this screen's widths, in bytes; null when none could be sized. */
  imageBytes: number | null
}

/** The catalogue could not be asked (no connection and nothing cached, or an error reply). */
export class CatalogueUnreachableError extends Error {
  constructor(message = 'The catalogue could not be reached.') {
    super(message)
    this.name = 'CatalogueUnreachableError'
  }
}

async function averageImageBytes(urls: readonly string[]): Promise<number | null> {
  const sizes: number[] = []
  for (const url of urls) {
    try {
      const response = await fetch(url, { credentials: 'omit' })
      if (response.ok) sizes.push((await response.blob()).size)
    } catch {
      // Offline or refused: size from the others, or not at all.
    }
  }
  return sizes.length === 0 ? null : sizes.reduce((a, b) => a + b, 0) / sizes.length
}

/**
 * Sizes a catalogue save before it starts: the product count from `search`, the data from a sample
 * of products as the save keeps them, the pictures from a few sample pictures. `client` should not
 * cache: the sample is only measured.
 */
export async function estimateCatalogueSave(
  client: Client,
  widths: ImageWidths,
): Promise<CatalogueSaveEstimate> {
  const result = await client.query(CATALOGUE_SAVE_ESTIMATE_QUERY, { sample: SAMPLE_PRODUCTS }).toPromise()
  if (!result.data) throw new CatalogueUnreachableError(result.error?.message)
  const products = result.data.search.totalCount
  const sample = result.data.products.edges.map((edge) => edge.node)
  if (sample.length === 0) return { products, dataBytes: 0, imageBytes: 0 }

  const sampleBytes = new TextEncoder().encode(JSON.stringify(sample)).length
  const imageUrls = sample.map((product) => storefrontProductImageUrls(product, widths))
  const imagesPerProduct = imageUrls.reduce((count, urls) => count + urls.length, 0) / sample.length
  const imageBytes = await averageImageBytes(imageUrls.flat().slice(0, SAMPLE_IMAGES))
  return {
    products,
    dataBytes: Math.round((sampleBytes / sample.length) * products),
    imageBytes: imageBytes === null ? null : Math.round(imageBytes * imagesPerProduct * products),
  }
}
