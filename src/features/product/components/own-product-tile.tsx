import { type ReactNode, Suspense, useState } from 'react'
import { lazyPart } from '../../../lib/lazy-part'
import { useAddToCartPress } from '../../../lib/sign-in-to-add'
import type { OwnProduct } from '../../../shared/catalogue/own-product'
import { type ChoosableVariant, needsChoice } from '../../../shared/catalogue/variant-choice'
import { SHOP_CURRENCY } from '../../../shared/money'
import { buttonClass } from '../../../ui/button'
import { imageAt } from '../../../ui/product/product-image'
import { ProductPrice } from '../../../ui/product/product-price'
import { ProductRating } from '../../../ui/product/product-rating'
import { ProductTile } from '../../../ui/product/product-tile'
import { QuickViewButton } from '../../../ui/product/quick-view-button'
import type { AddProductToCart } from '../cart-line'
import { ownProductCartLine, ownProductVariants } from '../own-product-choice'

// The dialog (and Radix's dialog code) loads when a shopper first asks for a Quick View.
const OwnQuickViewDialog = lazyPart(() =>
  import('./own-quick-view-dialog').then((m) => ({ default: m.OwnQuickViewDialog })),
)

/**
 * An own-API (slug) product as a tile: its first picture, its name linking to its page, its rating
 * when reviewed, its price, and (given `onAddToCart`) Quick View and Add to Cart as on every other
 * card: a product with a size or colour to choose opens the Quick View to choose it.
 */
export function OwnProductTile({
  product,
  sizes,
  priority = false,
  heading,
  actions,
  onAddToCart,
}: {
  product: OwnProduct
  sizes: string
  priority?: boolean
  heading?: 'h2' | 'h3'
  /** Per-tile controls composed by the route (the wishlist heart). */
  actions?: ReactNode
  onAddToCart?: AddProductToCart
}) {
  const [quickView, setQuickView] = useState(false)
  const image = product.images[0]
  const variants = ownProductVariants(product)
  const only = needsChoice(variants) ? undefined : variants[0]
  return (
    <>
      <ProductTile
        handle={product.slug}
        title={product.name}
        image={imageAt(image)}
        sizes={sizes}
        priority={priority}
        heading={heading}
        actions={
          <>
            {actions}
            {onAddToCart ? <QuickViewButton title={product.name} onClick={() => setQuickView(true)} /> : null}
          </>
        }
      >
        {product.rating !== null && product.reviewCount > 0 ? (
          <ProductRating rating={product.rating} count={product.reviewCount} />
        ) : null}
        <ProductPrice price={product.price} compareAt={product.compareAtPrice} currencyCode={SHOP_CURRENCY} />
        {onAddToCart ? (
          <OwnAddToCartButton
            product={product}
            only={only}
            onAddToCart={onAddToCart}
            onChoose={() => setQuickView(true)}
          />
        ) : null}
      </ProductTile>
      {quickView ? (
        <Suspense fallback={null}>
          <OwnQuickViewDialog
            product={product}
            onOpenChange={setQuickView}
            onAddToCart={onAddToCart}
            actions={actions}
          />
        </Suspense>
      ) : null}
    </>
  )
}

/** The tile's Add to Cart: adds the one variant there is, or opens the Quick View to choose one. */
function OwnAddToCartButton({
  product,
  only,
  onAddToCart,
  onChoose,
}: {
  product: OwnProduct
  only: ChoosableVariant | undefined
  onAddToCart: AddProductToCart
  onChoose: () => void
}) {
  const press = useAddToCartPress(
    () => {
      if (only) onAddToCart(ownProductCartLine(product, only))
      else onChoose()
    },
    { opensChoice: !only },
  )
  return (
    <button
      type="button"
      aria-label={`Add to Cart: ${product.name}`}
      {...press}
      className={buttonClass({ size: 'sm', className: 'relative z-10 mt-auto w-full' })}
    >
      Add to Cart
    </button>
  )
}
