import type { ReactNode } from 'react'
import type { OwnProduct } from '../../../shared/catalogue/own-product'
import { choosePrompt } from '../../../shared/catalogue/variant-choice'
import { SHOP_CURRENCY } from '../../../shared/money'
import { imageAt, ProductImage } from '../../../ui/product/product-image'
import { ProductPrice } from '../../../ui/product/product-price'
import { QuickViewFrame } from '../../../ui/product/quick-view-frame'
import { useVariantChoice, VariantPicker } from '../../../ui/product/variant-picker'
import type { AddProductToCart } from '../cart-line'
import { ownProductCartLine, ownProductVariants } from '../own-product-choice'

/**
 * An own-label product's essentials and its Add to Cart without leaving the page: its tile's Quick
 * View, and what the tile's Add to Cart opens when there is a size or colour to choose.
 */
export function OwnQuickViewDialog({
  product,
  onOpenChange,
  onAddToCart,
  actions,
}: {
  product: OwnProduct
  onOpenChange: (open: boolean) => void
  onAddToCart?: AddProductToCart
  actions?: ReactNode
}) {
  const variants = ownProductVariants(product)
  const { choice, setChoice, variant, missing: open } = useVariantChoice(variants)
  const image = product.images[0]

  return (
    <QuickViewFrame
      title={product.name}
      handle={product.slug}
      picture={
        <ProductImage image={imageAt(image)} alt={product.name} sizes="(min-width: 640px) 360px, 90vw" />
      }
      price={
        <ProductPrice price={product.price} compareAt={product.compareAtPrice} currencyCode={SHOP_CURRENCY} />
      }
      description={product.description}
      addLabel={open[0] !== undefined ? choosePrompt(open[0]) : 'Add to Cart'}
      canAdd={variant !== undefined && onAddToCart !== undefined}
      onAdd={() => {
        if (variant) onAddToCart?.(ownProductCartLine(product, variant))
      }}
      actions={actions}
      onOpenChange={onOpenChange}
    >
      <VariantPicker variants={variants} choice={choice} onChange={setChoice} />
    </QuickViewFrame>
  )
}
