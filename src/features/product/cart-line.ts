/**
 * What the product pages hand to Add to Cart. The route passes the cart feature's `addToCart` in,
 * because one feature never imports another (docs/architecture.md#layers).
 */
export interface ProductCartLine {
  /** The storefront variant id on the handle page, the own-API product id on the slug page. */
  productId: string
  quantity: number
  size?: string
  color?: string
  title: string
}

export type AddProductToCart = (line: ProductCartLine) => void
