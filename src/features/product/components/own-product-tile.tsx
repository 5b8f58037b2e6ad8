import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { OwnProduct } from '../../../shared/catalogue/own-product'
import { SHOP_CURRENCY } from '../../../shared/money'
import { ProductImage } from '../../../ui/product/product-image'
import { ProductPrice } from '../../../ui/product/product-price'

export const ownProductCardClass =
  'relative flex flex-col gap-2 rounded-xl border border-stone-800 bg-stone-900 p-2 sm:p-3'

/** An own-API (slug) product as a card: image, name linking to its page, price. */
export function OwnProductTile({
  product,
  sizes,
  priority = false,
  heading: Heading = 'h2',
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
    <article className={`group ${ownProductCardClass}`}>
      <div className="overflow-hidden rounded-lg bg-stone-800">
        <ProductImage
          image={image ? { id: image, url: image, altText: null, width: null, height: null } : null}
          alt={product.name}
          sizes={sizes}
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      {actions ? <div className="absolute top-3 right-3 z-10 sm:top-4 sm:right-4">{actions}</div> : null}
      <Heading className="line-clamp-2 text-sm font-semibold text-stone-100 sm:text-base">
        <Link
          to="/product/$handle"
          params={{ handle: product.slug }}
          className="after:absolute after:inset-0"
        >
          {product.name}
        </Link>
      </Heading>
      <ProductPrice price={product.price} compareAt={product.compareAtPrice} currencyCode={SHOP_CURRENCY} />
    </article>
  )
}
