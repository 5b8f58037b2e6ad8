/**
 * The shop's own-label products (`/api/products`, the `/product/{slug}` pages), saved by the feature
 * that owns them. The root route passes a loader in, so features stay apart.
 */
export interface OwnProductsOffline {
  /** Fetches every own-label product into the saved query cache; returns their slugs and pictures. */
  save(signal: AbortSignal): Promise<{ products: { slug: string; images: string[] }[] }>
  /** Keeps the saved products in memory for this session, so the saved copy is not dropped unused. */
  keep(): Promise<void>
  /** Forgets the saved products. */
  clear(): void
}

export type LoadOwnProductsOffline = () => Promise<OwnProductsOffline>
