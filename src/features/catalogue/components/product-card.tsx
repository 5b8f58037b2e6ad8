import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ProductCardData } from '../../../lib/storefront/product-card-fragment'
import type { NewCartLine } from '../../../shared/account/cart'
import { buttonClass } from '../../../ui/button'
import { EyeIcon } from '../../../ui/icons'
import { ProductBadges } from '../../../ui/product/product-badges'
import { ProductImage } from '../../../ui/product/product-image'
import { ProductPrice } from '../../../ui/product/product-price'
import { cardRating, ProductRating } from '../../../ui/product/product-rating'
import { ProductTile } from '../../../ui/product/product-tile'

export type ViewMode = 'grid' | 'list'

/** What an Add to Cart button hands over; the route wires it to the cart (features stay apart). */
export type CardAddToCart = (line: NewCartLine) => void

function cardPrices(product: ProductCardData) {
  const first = product.variants.edges[0]?.node
  return {
    price: first?.price.amount ?? product.priceRange.minVariantPrice.amount,
    compareAt: first?.compareAtPrice?.amount ?? null,
    currencyCode: product.priceRange.minVariantPrice.currencyCode,
    // The card is sold out when its first variant cannot be bought.
    soldOut: first ? !first.availableForSale : !product.availableForSale,
  }
}

function AddToCartButton({
  product,
  soldOut,
  onAddToCart,
  className = '',
}: {
  product: ProductCardData
  soldOut: boolean
  onAddToCart: CardAddToCart
  className?: string
}) {
  const first = product.variants.edges[0]?.node
  const option = (name: string) => first?.selectedOptions.find((o) => o.name.toLowerCase() === name)?.value
  return (
    <button
      type="button"
      disabled={soldOut || !first}
      aria-label={`${soldOut ? 'Sold Out' : 'Add to Cart'}: ${product.title}`}
      onClick={() => {
        if (!first) return
        onAddToCart({
          productId: first.id,
          quantity: 1,
          size: option('size'),
          color: option('color'),
          title: product.title,
        })
      }}
      className={buttonClass({ size: 'sm', className: `relative z-10 ${className}` })}
    >
      {soldOut ? 'Sold Out' : 'Add to Cart'}
    </button>
  )
}

function QuickViewButton({ product, onQuickView }: { product: ProductCardData; onQuickView: () => void }) {
  return (
    <button
      type="button"
      aria-label={`Quick view ${product.title}`}
      onClick={onQuickView}
      className="rounded-full bg-stone-950/80 p-2 text-stone-100 hover:text-orange-400 focus-visible:outline-2 focus-visible:outline-orange-400"
    >
      <EyeIcon />
    </button>
  )
}

export function ProductCard({
  product,
  view,
  priority,
  actions,
  onQuickView,
  onAddToCart,
}: {
  product: ProductCardData
  view: ViewMode
  priority: boolean
  /** Per-card controls composed by the route (e.g. the wishlist heart). */
  actions?: ReactNode
  onQuickView?: () => void
  onAddToCart?: CardAddToCart
}) {
  const { price, compareAt, currencyCode, soldOut } = cardPrices(product)
  const reviewed = cardRating(product.rating?.value, product.ratingCount?.value)
  const stars = reviewed ? <ProductRating rating={reviewed.rating} count={reviewed.count} /> : null
  const vendor = (
    <p className="text-xs font-semibold tracking-wide text-stone-400 uppercase">{product.vendor}</p>
  )
  const soldOutVeil = soldOut ? (
    <div className="absolute inset-0 flex items-center justify-center bg-stone-950/70">
      <span className="rounded bg-stone-100 px-2 py-1 text-xs font-extrabold tracking-widest text-stone-950">
        SOLD OUT
      </span>
    </div>
  ) : null

  if (view === 'list') {
    return (
      <article className="group relative flex gap-4 rounded-xl border border-stone-800 bg-stone-900 p-3">
        <div className="relative w-32 shrink-0 overflow-hidden rounded-lg bg-stone-800 sm:w-40">
          <ProductImage
            image={product.featuredImage}
            alt={product.title}
            priority={priority}
            sizes="160px"
            className="transition-transform duration-300 group-hover:scale-105"
          />
          {soldOutVeil}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {vendor}
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
          {stars}
          <ProductPrice price={price} compareAt={compareAt} currencyCode={currencyCode} />
          <ProductBadges tags={product.tags} price={price} compareAt={compareAt} />
          <div className="mt-1 flex flex-wrap items-center gap-2">
            {onQuickView ? (
              <button
                type="button"
                onClick={onQuickView}
                aria-label={`Quick view ${product.title}`}
                className={buttonClass({ variant: 'secondary', size: 'sm', className: 'relative z-10' })}
              >
                Quick View
              </button>
            ) : null}
            {onAddToCart ? (
              <AddToCartButton product={product} soldOut={soldOut} onAddToCart={onAddToCart} />
            ) : null}
          </div>
        </div>
        <div className="relative z-10 self-start">{actions}</div>
      </article>
    )
  }

  return (
    <ProductTile
      handle={product.handle}
      title={product.title}
      image={product.featuredImage}
      priority={priority}
      sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
      // Off-screen cards skip layout and paint until scrolled near (a large win with 48+ cards on a phone).
      className="[contain-intrinsic-size:auto_320px] [content-visibility:auto]"
      eyebrow={vendor}
      overlay={soldOutVeil}
      badges={<ProductBadges tags={product.tags} price={price} compareAt={compareAt} />}
      actions={
        <>
          {actions}
          {onQuickView ? <QuickViewButton product={product} onQuickView={onQuickView} /> : null}
        </>
      }
    >
      {stars}
      <ProductPrice price={price} compareAt={compareAt} currencyCode={currencyCode} />
      {onAddToCart ? (
        <AddToCartButton
          product={product}
          soldOut={soldOut}
          onAddToCart={onAddToCart}
          className="mt-auto w-full"
        />
      ) : null}
    </ProductTile>
  )
}
