import { clear, createStore, get, setMany, type UseStore, values } from 'idb-keyval'

/**
 * The catalogue saved for offline: each product as the storefront answered it, by handle, in its
 * own IndexedDB database. A handle saved as null is known to have no storefront product (an
 * own-label product's slug). Read one product at a time, only when the network fails, so a saved
 * catalogue costs nothing at start-up.
 */
export type SavedProduct = Record<string, unknown>

/** Products per IndexedDB transaction: a page of the catalogue goes in a few short steps. */
const WRITE_CHUNK_SIZE = 50

let store: UseStore | undefined
// Opened on first use, not at start-up.
const savedProducts = () => {
  store ??= createStore('open-road-saved-products', 'products')
  return store
}

export async function writeSavedProducts(entries: readonly [handle: string, product: SavedProduct | null][]) {
  forgetSavedSummaries()
  for (let i = 0; i < entries.length; i += WRITE_CHUNK_SIZE) {
    await setMany(entries.slice(i, i + WRITE_CHUNK_SIZE) as [string, SavedProduct | null][], savedProducts())
  }
}

/** The saved product with this handle, null when the handle has none, undefined when nothing was saved for it. */
export async function readSavedProduct(handle: string): Promise<SavedProduct | null | undefined> {
  try {
    return await get<SavedProduct | null>(handle, savedProducts())
  } catch {
    return undefined
  }
}

export function clearSavedProducts(): Promise<void> {
  forgetSavedSummaries()
  return clear(savedProducts())
}

/** What a search box needs of a saved product to suggest it. */
export interface SavedProductSummary {
  handle: string
  title: string
  vendor: string
  productType: string
  tags: readonly string[]
  product: SavedProduct
}

let summaries: Promise<SavedProductSummary[]> | undefined

/**
 * Every saved product, read once per session (and again after a new save, `forgetSavedSummaries`)
 * for suggestions with no signal; empty when none is saved or the store cannot be read.
 */
export function readSavedSummaries(): Promise<SavedProductSummary[]> {
  summaries ??= values<SavedProduct | null>(savedProducts())
    .then((products) =>
      products.flatMap((product) => {
        if (!product || typeof product.handle !== 'string' || typeof product.title !== 'string') return []
        const text = (value: unknown) => (typeof value === 'string' ? value : '')
        return [
          {
            handle: product.handle,
            title: product.title,
            vendor: text(product.vendor),
            productType: text(product.productType),
            tags: Array.isArray(product.tags) ? product.tags.filter((tag) => typeof tag === 'string') : [],
            product,
          },
        ]
      }),
    )
    .catch(() => [])
  return summaries
}

/** A new save, or a cleared one: the next suggestions read the saved products again. */
export function forgetSavedSummaries(): void {
  summaries = undefined
}

/**
 * Whether a saved product's title, vendor, type or a tag holds every word of `text`, as the store's
 * search matches words: what the search box suggests, and a search lists, with no signal.
 */
export function matchesWords(product: SavedProductSummary, text: string): boolean {
  const wanted = text.toLowerCase().split(/\s+/).filter(Boolean)
  if (wanted.length === 0) return false
  const haystack = [product.title, product.vendor, product.productType, ...product.tags]
    .join('\n')
    .toLowerCase()
  return wanted.every((word) => haystack.includes(word))
}
