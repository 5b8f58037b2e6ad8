import type { ComponentProps, ReactNode } from 'react'
import type { NewCartLine } from '../../../shared/account/cart'
import { choosePrompt, variantCartLine } from '../../../shared/catalogue/variant-choice'
import { ProductBadges } from '../../../ui/product/product-badges'
import { ProductImage } from '../../../ui/product/product-image'
import { ProductPrice } from '../../../ui/product/product-price'
import { QuickViewFrame } from '../../../ui/product/quick-view-frame'
import { ChoiceNotLoaded, useVariantChoice, VariantPicker } from '../../../ui/product/variant-picker'
import { type QuickViewVariant, useQuickViewProduct } from '../api/quick-view-query'

/**
 * What a Quick View shows before the product's sizes load: a card's fields, or the few a recently
 * viewed product keeps on the device (no brand, tags or description).
 */
export interface QuickViewProduct {
  handle: string
  title: string
  image: ComponentProps<typeof ProductImage>['image']
  /** The first variant's price and compare-at price, until a variant is chosen. */
  price: string
  compareAt: string | null
  currencyCode: string
  vendor?: string
  tags?: readonly string[]
  description?: string
  /** Shopify's product `availableForSale`, when known. */
  availableForSale?: boolean
}

/**
 * A product's essentials and its Add to Cart without leaving the page: a card's Quick View, and what
 * a card's Add to Cart opens when there is a size or colour to choose. Nothing is chosen for the
 * shopper; Add to Cart asks for each open option.
 */
export function QuickViewDialog({
  product,
  onOpenChange,
  onAddToCart,
  actions,
}: {
  product: QuickViewProduct
  onOpenChange: (open: boolean) => void
  onAddToCart?: (line: NewCartLine) => void
  actions?: ReactNode
}) {
  const [result] = useQuickViewProduct(product.handle)
  const variants = result.data?.product?.variants.edges.map((e) => e.node)
  const { choice, setChoice, variant, missing: open } = useVariantChoice<QuickViewVariant>(variants)
  const price = variant?.price.amount ?? product.price
  const compareAt = variant ? (variant.compareAtPrice?.amount ?? null) : product.compareAt
  const available = variant
    ? variant.availableForSale
    : (product.availableForSale ?? variants?.some((v) => v.availableForSale) ?? true)
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
          <ProductImage image={product.image} alt={product.title} sizes="(min-width: 640px) 360px, 90vw" />
          <div className="absolute top-2 left-2">
            <ProductBadges tags={product.tags ?? []} price={price} compareAt={compareAt} />
          </div>
        </div>
      }
      eyebrow={
        product.vendor ? (
          <p className="text-xs font-semibold tracking-wide text-stone-400 uppercase">{product.vendor}</p>
        ) : null
      }
      price={<ProductPrice price={price} compareAt={compareAt} currencyCode={product.currencyCode} />}
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
      ) : (
        <ChoiceNotLoaded fetching={result.fetching} gone={result.data?.product === null && !result.error} />
      )}
    </QuickViewFrame>
  )
}
