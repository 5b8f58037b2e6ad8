import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ProductBadges } from '../../../ui/product/product-badges'
import { ProductImage } from '../../../ui/product/product-image'
import { ProductPrice } from '../../../ui/product/product-price'
import type { ProductCardData } from '../api/product-card-fragment'

export type ViewMode = 'grid' | 'list'

function cardPrices(product: ProductCardData) {
  const first = product.variants.edges[0]?.node
  return {
    price: first?.price.amount ?? product.priceRange.minVariantPrice.amount,
    compareAt: first?.compareAtPrice?.amount ?? null,
    // Spec §2: the card is sold out when its first variant cannot be bought.
    soldOut: first ? !first.availableForSale : !product.availableForSale,
  }
}

export function ProductCard({
  product,
  view,
  priority,
  actions,
}: {
  product: ProductCardData
  view: ViewMode
  priority: boolean
  /** Per-card controls composed by the route (e.g. the wishlist heart). */
  actions?: ReactNode
}) {
  const { price, compareAt, soldOut } = cardPrices(product)
  const image = (
    <div className="relative overflow-hidden rounded-lg bg-stone-800">
      <ProductImage
        image={product.featuredImage}
        alt={product.title}
        priority={priority}
        sizes={view === 'grid' ? '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw' : '160px'}
        className="transition-transform duration-300 group-hover:scale-105"
      />
      {soldOut ? (
        <div className="absolute inset-0 flex items-center justify-center bg-stone-950/70">
          <span className="rounded bg-stone-100 px-2 py-1 text-xs font-extrabold tracking-widest text-stone-950">
            SOLD OUT
          </span>
        </div>
      ) : null}
    </div>
  )

  if (view === 'list') {
    return (
      <article className="group relative flex gap-4 rounded-xl border border-stone-800 bg-stone-900 p-3">
        <div className="w-32 shrink-0 sm:w-40">{image}</div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-stone-400 uppercase">{product.vendor}</p>
          <h2 className="font-semibold text-stone-100">
            <Link
              to="/product/$handle"
              params={{ handle: product.handle }}
              className="after:absolute after:inset-0"
            >
              {product.title}
            </Link>
          </h2>
          <p className="line-clamp-3 text-sm text-stone-300">{product.description.slice(0, 150)}</p>
          <ProductPrice price={price} compareAt={compareAt} />
          <ProductBadges tags={product.tags} price={price} compareAt={compareAt} />
        </div>
        <div className="relative z-10 self-start">{actions}</div>
      </article>
    )
  }

  return (
    // Off-screen cards skip layout and paint until scrolled near (a large win with 48+ cards on a phone).
    <article className="group relative flex flex-col gap-2 rounded-xl border border-stone-800 bg-stone-900 p-2 [contain-intrinsic-size:auto_320px] [content-visibility:auto] sm:p-3">
      {image}
      <div className="absolute top-3 left-3 sm:top-4 sm:left-4">
        <ProductBadges tags={product.tags} price={price} compareAt={compareAt} />
      </div>
      <div className="absolute top-3 right-3 z-10 sm:top-4 sm:right-4">{actions}</div>
      <p className="text-xs font-semibold tracking-wide text-stone-400 uppercase">{product.vendor}</p>
      <h2 className="line-clamp-2 text-sm font-semibold text-stone-100 sm:text-base">
        <Link
          to="/product/$handle"
          params={{ handle: product.handle }}
          className="after:absolute after:inset-0"
        >
          {product.title}
        </Link>
      </h2>
      <ProductPrice price={price} compareAt={compareAt} />
    </article>
  )
}
