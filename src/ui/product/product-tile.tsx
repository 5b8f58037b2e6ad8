import { Link } from '@tanstack/react-router'
import type { ComponentProps, ReactNode } from 'react'
import { ProductImage } from './product-image'

/** The tile's frame, for the loading and failed states that stand in its place in a grid. */
export const productTileClass =
  'relative flex flex-col gap-2 rounded-xl border border-stone-800 bg-stone-900 p-2 sm:p-3'

/**
 * A product in a grid or row: picture, name linking to its page (the whole tile is the link), and
 * what the caller puts under the name (rating, price, Add to Cart). Badges sit over the picture's top
 * left, actions (the wishlist heart, Quick View) over its top right, above the link so they stay their
 * own buttons; on screens that can hover they show on hover or focus, on touch screens always.
 */
export function ProductTile({
  handle,
  title,
  image,
  sizes,
  priority = false,
  heading: Heading = 'h2',
  eyebrow,
  overlay,
  badges,
  actions,
  className = '',
  children,
}: {
  /** The product page's handle: a storefront handle or an own-API slug. */
  handle: string
  title: string
  image: ComponentProps<typeof ProductImage>['image']
  sizes: string
  priority?: boolean
  heading?: 'h2' | 'h3'
  /** A line above the name (the brand). */
  eyebrow?: ReactNode
  /** Laid over the picture (the SOLD OUT veil). */
  overlay?: ReactNode
  badges?: ReactNode
  /** Extra classes for the tile's frame. */
  className?: string
  actions?: ReactNode
  children?: ReactNode
}) {
  return (
    <article className={`group ${productTileClass} ${className}`}>
      <div className="relative overflow-hidden rounded-lg bg-stone-800">
        <ProductImage
          image={image}
          alt={title}
          sizes={sizes}
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-105"
        />
        {overlay}
      </div>
      {badges ? <div className="absolute top-3 left-3 sm:top-4 sm:left-4">{badges}</div> : null}
      {actions ? (
        <div className="absolute top-3 right-3 z-10 flex flex-col gap-2 transition-opacity sm:top-4 sm:right-4 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-focus-within:opacity-100 [@media(hover:hover)]:group-hover:opacity-100">
          {actions}
        </div>
      ) : null}
      {eyebrow}
      {/* Two lines tall whether the name takes one or two: tiles side by side keep their rows level. */}
      <Heading className="line-clamp-2 min-h-[2lh] text-sm font-semibold text-stone-100 sm:text-base">
        <Link to="/product/$handle" params={{ handle }} className="after:absolute after:inset-0">
          {title}
        </Link>
      </Heading>
      {children}
    </article>
  )
}
