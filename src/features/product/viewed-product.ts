import type { OwnProduct } from '../../shared/catalogue/own-product'
import type { ProductDetailsData } from './api/product-by-handle-query'

/**
 * View model: a product page as a small card would show it (recently viewed), reported when the page
 * shows; made from a storefront or an own-label product alike.
 */
export interface ViewedProduct {
  /** Storefront product GID, or `own:{slug}` for an own-API product. */
  id: string
  /** The `/product/$handle` parameter. */
  handle: string
  title: string
  image: { url: string; width: number | null; height: number | null } | null
  price: string
  currencyCode: string
}

export type OnProductViewed = (product: ViewedProduct) => void

export function viewedStorefrontProduct(product: ProductDetailsData): ViewedProduct {
  const image = product.featuredImage ?? product.images.edges[0]?.node ?? null
  const price = product.variants.edges[0]?.node.price ?? product.priceRange.minVariantPrice
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    image: image ? { url: image.url, width: image.width, height: image.height } : null,
    price: price.amount,
    currencyCode: price.currencyCode,
  }
}

/** Own-API products are priced in US dollars and their images carry no dimensions. */
export function viewedOwnProduct(product: OwnProduct): ViewedProduct {
  const image = product.images[0]
  return {
    id: `own:${product.slug}`,
    handle: product.slug,
    title: product.name,
    image: image ? { url: image, width: null, height: null } : null,
    price: product.price,
    currencyCode: 'USD',
  }
}
