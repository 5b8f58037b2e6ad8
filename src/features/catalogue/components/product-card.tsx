import { Link } from '@tanstack/react-router'
import { type ReactNode, Suspense, useState } from 'react'
import { lazyPart } from '../../../lib/lazy-part'
import { useAddToCartPress } from '../../../lib/sign-in-to-add'
import type { ProductCardData } from '../../../lib/storefront/product-card-fragment'
import type { NewCartLine } from '../../../shared/account/cart'
import { needsChoice, variantCartLine } from '../../../shared/catalogue/variant-choice'
import { buttonClass } from '../../../ui/button'
import { ProductBadges } from '../../../ui/product/product-badges'
import { ProductImage } from '../../../ui/product/product-image'
import { ProductPrice } from '../../../ui/product/product-price'
import { cardRating, ProductRating } from '../../../ui/product/product-rating'
import { ProductTile } from '../../../ui/product/product-tile'
import { QuickViewButton } from '../../../ui/product/quick-view-button'
import type { QuickViewProduct } from './quick-view-dialog'

export type ViewMode = 'grid' | 'list'

/** What an Add to Cart button hands over; the route wires it to the cart (features stay apart). */
export type CardAddToCart = (line: NewCartLine) => void

/**
 * What a card can honestly say about stock: sold out only when no variant can be bought (Shopify's
 * product `availableForSale`), "limited sizes" when the first variant is gone but another can be
 * bought (docs/decisions/0034-honest-stock-and-free-shipping.md).
 */
export function cardStock(product: ProductCardData): 'sold-out' | 'limited' | 'in-stock' {
  if (!product.availableForSale) return 'sold-out'
  return product.variants.edges[0]?.node.availableForSale === false ? 'limited' : 'in-stock'
}

function cardPrices(product: ProductCardData) {
  const first = product.variants.edges[0]?.node
  const stock = cardStock(product)
  return {
    price: first?.price.amount ?? product.priceRange.minVariantPrice.amount,
    compareAt: first?.compareAtPrice?.amount ?? null,
    currencyCode: product.priceRange.minVariantPrice.currencyCode,
    soldOut: stock === 'sold-out',
    limited: stock === 'limited',
  }
}

/** The card's fields a Quick View shows until the product's sizes load. */
function cardQuickView(product: ProductCardData): QuickViewProduct {
  const { price, compareAt, currencyCode } = cardPrices(product)
  return {
    handle: product.handle,
    title: product.title,
    image: product.featuredImage,
    price,
    compareAt,
    currencyCode,
    vendor: product.vendor,
    tags: product.tags,
    description: product.description,
    availableForSale: product.availableForSale,
  }
}

function LimitedSizes() {
  return (
    <p className="self-start rounded bg-amber-300 px-1.5 py-0.5 text-[11px] leading-4 font-bold tracking-wide text-stone-950">
      Limited sizes
    </p>
  )
}

/**
 * A grid card's height before it is laid out, as `contain-intrinsic-size` takes it (the content box,
 * inside the card's padding and border): its width (the grid's, in cqw, less the gaps, over the
 * columns: 2, 3 from sm, 4 from lg) less padding and border, which its square picture takes back,
 * plus its rows and the gaps between them (8 px each): the brand (16 px), the name (two lines: 40 px,
 * 48 from sm, where the padding is 8 px more), the rating (16), the price (56), "Limited sizes" (20)
 * and, where there is one, Add to Cart (36): `--card-rows`, 214 px at every width, 170 without the button.
 */
const HELD =
  '[content-visibility:auto] [contain-intrinsic-size:auto_calc((100cqw_-_12px)/2_+_var(--card-rows))] sm:[contain-intrinsic-size:auto_calc((100cqw_-_32px)/3_+_var(--card-rows))] lg:[contain-intrinsic-size:auto_calc((100cqw_-_48px)/4_+_var(--card-rows))]'

/**
 * Adds the product at once when it has one variant; otherwise opens the Quick View to choose
 * the size and colour (nothing is chosen for the shopper).
 */
function AddToCartButton({
  product,
  soldOut,
  onAddToCart,
  onChoose,
  className = '',
}: {
  product: ProductCardData
  soldOut: boolean
  onAddToCart: CardAddToCart
  onChoose: () => void
  className?: string
}) {
  const variants = product.variants.edges.map((edge) => edge.node)
  const only = needsChoice(variants) ? undefined : variants[0]
  const press = useAddToCartPress(
    () => {
      if (only) onAddToCart(variantCartLine(only, product.title))
      else onChoose()
    },
    { opensChoice: !only },
  )
  return (
    <button
      type="button"
      disabled={soldOut || variants.length === 0}
      aria-label={`${soldOut ? 'Sold Out' : 'Add to Cart'}: ${product.title}`}
      {...press}
      className={buttonClass({ size: 'sm', className: `relative z-10 ${className}` })}
    >
      {soldOut ? 'Sold Out' : 'Add to Cart'}
    </button>
  )
}

// The dialog (and Radix's dialog code) loads when a shopper first asks for a Quick View.
const QuickViewDialog = lazyPart(() =>
  import('./quick-view-dialog').then((m) => ({ default: m.QuickViewDialog })),
)

interface ProductCardProps {
  product: ProductCardData
  view: ViewMode
  priority: boolean
  /** Per-card controls composed by the route (e.g. the wishlist heart). */
  actions?: ReactNode
  onAddToCart?: CardAddToCart
}

/** A product in a grid or list, with its Quick View (which also asks for the size to add). */
export function ProductCard(props: ProductCardProps) {
  const [quickView, setQuickView] = useState(false)
  return (
    <>
      <CardBody {...props} onQuickView={() => setQuickView(true)} />
      {quickView ? (
        <Suspense fallback={null}>
          <QuickViewDialog
            product={cardQuickView(props.product)}
            onOpenChange={setQuickView}
            onAddToCart={props.onAddToCart}
            actions={props.actions}
          />
        </Suspense>
      ) : null}
    </>
  )
}

function CardBody({
  product,
  view,
  priority,
  actions,
  onQuickView,
  onAddToCart,
}: ProductCardProps & { onQuickView: () => void }) {
  const { price, compareAt, currencyCode, soldOut, limited } = cardPrices(product)
  const reviewed = cardRating(product.rating?.value, product.ratingCount?.value)
  const stars = reviewed ? <ProductRating rating={reviewed.rating} count={reviewed.count} /> : null
  const vendor = (
    <p className="h-4 truncate text-xs font-semibold tracking-wide text-stone-400 uppercase">
      {product.vendor}
    </p>
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
          {limited ? <LimitedSizes /> : null}
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <button
              type="button"
              onClick={onQuickView}
              aria-label={`Quick view ${product.title}`}
              aria-haspopup="dialog"
              className={buttonClass({ variant: 'secondary', size: 'sm', className: 'relative z-10' })}
            >
              Quick View
            </button>
            {onAddToCart ? (
              <AddToCartButton
                product={product}
                soldOut={soldOut}
                onAddToCart={onAddToCart}
                onChoose={onQuickView}
              />
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
      // Off-screen cards skip layout and paint until scrolled near (a large win with 48+ cards on a phone),
      // held meanwhile at the height they will have: a card is as tall as it is wide (its square
      // picture and padding) plus its rows of text, each of a set height (below), and the grid (src/features/catalogue/components/product-grid-skeleton.tsx) is the
      // container whose width (cqw) gives the card's. A row laid out as a rider scrolls to it moves nothing.
      className={`${HELD} ${onAddToCart ? '[--card-rows:214px]' : '[--card-rows:170px]'}`}
      eyebrow={vendor}
      overlay={soldOutVeil}
      badges={<ProductBadges tags={product.tags} price={price} compareAt={compareAt} />}
      actions={
        <>
          {actions}
          <QuickViewButton title={product.title} onClick={onQuickView} />
        </>
      }
    >
      {/* Rows of a set height, empty or not: the rating, the price (two lines: a sale price and its
          saving wrap where a column is narrow; only a longer one would take a third), "Limited sizes". */}
      <div className="h-4">{stars}</div>
      <div className="min-h-14">
        <ProductPrice price={price} compareAt={compareAt} currencyCode={currencyCode} />
      </div>
      <div className="h-5">{limited ? <LimitedSizes /> : null}</div>
      {onAddToCart ? (
        <AddToCartButton
          product={product}
          soldOut={soldOut}
          onAddToCart={onAddToCart}
          onChoose={onQuickView}
          className="mt-auto w-full"
        />
      ) : null}
    </ProductTile>
  )
}
