import type { NewCartLine } from '../../shared/account/cart'

/**
 * Add to Cart on the product pages. The route passes the cart feature's `addToCart` in, because one
 * feature never imports another (docs/architecture.md#layers).
 */
export type AddProductToCart = (line: NewCartLine) => void
