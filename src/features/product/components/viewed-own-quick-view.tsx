import type { ReactNode } from 'react'
import { imageAt, ProductImage } from '../../../ui/product/product-image'
import { ProductPrice } from '../../../ui/product/product-price'
import { QuickViewFrame } from '../../../ui/product/quick-view-frame'
import { ChoiceNotLoaded } from '../../../ui/product/variant-picker'
import { useOwnProduct } from '../api/get-own-product'
import type { AddProductToCart } from '../cart-line'
import type { ViewedProduct } from '../viewed-product'
import { OwnQuickViewDialog } from './own-quick-view-dialog'

/**
 * The Quick View of an own-label product known only by what the device kept of it (recently viewed):
 * its sizes and colours come from `GET /api/products/{slug}` (saved on the device once read); until
 * then, or with no signal and nothing saved, the kept picture, name and price with why there is no
 * choice yet.
 */
export function ViewedOwnQuickView({
  product,
  onOpenChange,
  onAddToCart,
  actions,
}: {
  product: ViewedProduct
  onOpenChange: (open: boolean) => void
  onAddToCart?: AddProductToCart
  actions?: ReactNode
}) {
  const result = useOwnProduct(product.handle)
  const own = result.data
  if (own)
    return (
      <OwnQuickViewDialog
        product={own}
        onOpenChange={onOpenChange}
        onAddToCart={onAddToCart}
        actions={actions}
      />
    )
  return (
    <QuickViewFrame
      title={product.title}
      handle={product.handle}
      picture={
        <ProductImage
          image={imageAt(product.image)}
          alt={product.title}
          sizes="(min-width: 640px) 360px, 90vw"
        />
      }
      price={<ProductPrice price={product.price} compareAt={null} currencyCode={product.currencyCode} />}
      addLabel="Add to Cart"
      canAdd={false}
      onAdd={() => {}}
      actions={actions}
      onOpenChange={onOpenChange}
    >
      <ChoiceNotLoaded fetching={result.isFetching} gone={own === null} />
    </QuickViewFrame>
  )
}
