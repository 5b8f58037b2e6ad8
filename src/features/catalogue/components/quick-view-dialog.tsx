import type { ReactNode } from 'react'
import type { ProductCardData } from '../../../lib/storefront/product-card-fragment'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { choosePrompt, variantCartLine } from '../../../shared/catalogue/variant-choice'
import { ProductBadges } from '../../../ui/product/product-badges'
import { ProductImage } from '../../../ui/product/product-image'
import { ProductPrice } from '../../../ui/product/product-price'
import { QuickViewFrame } from '../../../ui/product/quick-view-frame'
import { useVariantChoice, VariantPicker } from '../../../ui/product/variant-picker'
import { type QuickViewVariant, useQuickViewProduct } from '../api/quick-view-query'
import type { CardAddToCart } from './product-card'

/**
 * A product's essentials and its Add to Cart without leaving the listing: the card's Quick View, and
 * what the card's Add to Cart opens when there is a size or colour to choose. Nothing is chosen for
 * the shopper; Add to Cart asks for each open option.
 */
export function QuickViewDialog({
  product,
  onOpenChange,
  onAddToCart,
  actions,
}: {
  product: ProductCardData
  onOpenChange: (open: boolean) => void
  onAddToCart?: CardAddToCart
  actions?: ReactNode
}) {
  const [result] = useQuickViewProduct(product.handle)
  const online = useOnlineStatus()
  const variants = result.data?.product?.variants.edges.map((e) => e.node)
  const { choice, setChoice, variant, missing: open } = useVariantChoice<QuickViewVariant>(variants)
  const firstVariant = product.variants.edges[0]?.node
  const price = variant?.price.amount ?? product.priceRange.minVariantPrice.amount
  const compareAt = variant
    ? (variant.compareAtPrice?.amount ?? null)
    : (firstVariant?.compareAtPrice?.amount ?? null)
  const available = variant ? variant.availableForSale : product.availableForSale
  const label = !variants
    ? 'Add to Cart'
    : open[0] !== undefined
      ? choosePrompt(open[0])
      : available
        ? 'Add to Cart'
        : 'Sold Out'

  return (
    <QuickViewFrame
      title={product.title}
      handle={product.handle}
      picture={
        <div className="relative">
          <ProductImage
            image={product.featuredImage}
            alt={product.title}
            sizes="(min-width: 640px) 360px, 90vw"
          />
          <div className="absolute top-2 left-2">
            <ProductBadges tags={product.tags} price={price} compareAt={compareAt} />
          </div>
        </div>
      }
      eyebrow={
        <p className="text-xs font-semibold tracking-wide text-stone-400 uppercase">{product.vendor}</p>
      }
      price={
        <ProductPrice
          price={price}
          compareAt={compareAt}
          currencyCode={product.priceRange.minVariantPrice.currencyCode}
        />
      }
      description={product.description}
      addLabel={label}
      canAdd={variant !== undefined && available && onAddToCart !== undefined}
      onAdd={() => {
        if (variant) onAddToCart?.(variantCartLine(variant, product.title))
      }}
      actions={actions}
      onOpenChange={onOpenChange}
    >
      {variants ? (
        <VariantPicker variants={variants} choice={choice} onChange={setChoice} />
      ) : result.fetching ? (
        <p role="status" className="text-sm text-stone-400">
          Loading sizes…
        </p>
      ) : (
        <p role="status" className="text-sm text-amber-300">
          {online
            ? "This product's sizes did not load. Open its page to choose one."
            : "This product's sizes aren't saved for offline. Open it when you're back online."}
        </p>
      )}
    </QuickViewFrame>
  )
}
