import * as Dialog from '@radix-ui/react-dialog'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import type { OwnProduct } from '../../../shared/catalogue/own-product'
import {
  choosePrompt,
  chosenVariant,
  initialChoice,
  missingOptions,
  type OptionChoice,
} from '../../../shared/catalogue/variant-choice'
import { SHOP_CURRENCY } from '../../../shared/money'
import { buttonClass } from '../../../ui/button'
import { CloseIcon } from '../../../ui/icons'
import { ProductImage } from '../../../ui/product/product-image'
import { ProductPrice } from '../../../ui/product/product-price'
import { VariantPicker } from '../../../ui/product/variant-picker'
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
  const [picked, setPicked] = useState<OptionChoice>({})
  const choice = { ...initialChoice(variants), ...picked }
  const variant = chosenVariant(variants, choice)
  const open = missingOptions(variants, choice)
  const image = product.images[0]

  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-stone-950/80" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-[95] mx-auto max-h-[90vh] max-w-3xl -translate-y-1/2 overflow-y-auto rounded-xl border border-stone-700 bg-stone-900 p-4 shadow-2xl sm:p-6">
          <div className="grid gap-4 sm:grid-cols-2 sm:gap-6">
            <ProductImage
              image={image ? { id: image, url: image, altText: null, width: null, height: null } : null}
              alt={product.name}
              sizes="(min-width: 640px) 360px, 90vw"
            />
            <div className="flex flex-col gap-3">
              <Dialog.Title className="text-xl font-bold text-stone-50">{product.name}</Dialog.Title>
              <ProductPrice
                price={product.price}
                compareAt={product.compareAtPrice}
                currencyCode={SHOP_CURRENCY}
              />
              <Dialog.Description className="line-clamp-4 text-sm text-stone-300">
                {product.description}
              </Dialog.Description>
              <VariantPicker variants={variants} choice={choice} onChange={setPicked} />
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  disabled={!variant || !onAddToCart}
                  onClick={() => {
                    if (!variant) return
                    onAddToCart?.(ownProductCartLine(product, variant))
                    onOpenChange(false)
                  }}
                  className={buttonClass({ className: 'flex-1' })}
                >
                  {open[0] !== undefined ? choosePrompt(open[0]) : 'Add to Cart'}
                </button>
                {actions}
              </div>
              <Link
                to="/product/$handle"
                params={{ handle: product.slug }}
                className="text-sm font-semibold text-orange-300 underline-offset-4 hover:underline"
              >
                View full details
              </Link>
            </div>
          </div>
          <Dialog.Close
            aria-label="Close quick view"
            data-tip="Close"
            className="absolute top-2 right-2 rounded-full bg-stone-950/80 p-2 text-stone-200 hover:text-orange-400"
          >
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
