import type { ReactNode } from 'react'
import type { OwnProduct } from '../../../shared/catalogue/own-product'
import { SHOP_CURRENCY } from '../../../shared/money'
import { ProductPrice } from '../../../ui/product/product-price'
import { ProductTile } from '../../../ui/product/product-tile'

/** An own-API (slug) product as a tile: its first picture, its name linking to its page, its price. */
export function OwnProductTile({
  product,
  sizes,
  priority = false,
  heading,
  actions,
}: {
  product: OwnProduct
  sizes: string
  priority?: boolean
  heading?: 'h2' | 'h3'
  actions?: ReactNode
}) {
  const image = product.images[0]
  return (
    <ProductTile
      handle={product.slug}
      title={product.name}
      image={image ? { id: image, url: image, altText: null, width: null, height: null } : null}
      sizes={sizes}
      priority={priority}
      heading={heading}
      actions={actions}
    >
      <ProductPrice price={product.price} compareAt={product.compareAtPrice} currencyCode={SHOP_CURRENCY} />
    </ProductTile>
  )
}
