import * as Dialog from '@radix-ui/react-dialog'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import type { ProductCardData } from '../../../lib/storefront/product-card-fragment'
import { useOnlineStatus } from '../../../lib/use-online-status'
import {
  choosePrompt,
  chosenVariant,
  initialChoice,
  missingOptions,
  type OptionChoice,
  variantCartLine,
} from '../../../shared/catalogue/variant-choice'
import { buttonClass } from '../../../ui/button'
import { CloseIcon } from '../../../ui/icons'
import { ProductBadges } from '../../../ui/product/product-badges'
import { ProductImage } from '../../../ui/product/product-image'
import { ProductPrice } from '../../../ui/product/product-price'
import { VariantPicker } from '../../../ui/product/variant-picker'
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
  const [picked, setPicked] = useState<OptionChoice>({})
  const choice = variants ? { ...initialChoice(variants), ...picked } : picked
  const variant: QuickViewVariant | undefined = variants ? chosenVariant(variants, choice) : undefined
  const open = variants ? missingOptions(variants, choice) : []
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
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-stone-950/80" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-[95] mx-auto max-h-[90vh] max-w-3xl -translate-y-1/2 overflow-y-auto rounded-xl border border-stone-700 bg-stone-900 p-4 shadow-2xl sm:p-6">
          <div className="grid gap-4 sm:grid-cols-2 sm:gap-6">
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
            <div className="flex flex-col gap-3">
              <p className="text-xs font-semibold tracking-wide text-stone-400 uppercase">{product.vendor}</p>
              <Dialog.Title className="text-xl font-bold text-stone-50">{product.title}</Dialog.Title>
              <ProductPrice
                price={price}
                compareAt={compareAt}
                currencyCode={product.priceRange.minVariantPrice.currencyCode}
              />
              <Dialog.Description className="text-sm text-stone-300">
                {product.description}
              </Dialog.Description>
              {variants ? (
                <VariantPicker variants={variants} choice={choice} onChange={setPicked} />
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
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  disabled={!variant || !available || !onAddToCart}
                  onClick={() => {
                    if (!variant) return
                    onAddToCart?.(variantCartLine(variant, product.title))
                    onOpenChange(false)
                  }}
                  className={buttonClass({ className: 'flex-1' })}
                >
                  {label}
                </button>
                {actions}
              </div>
              <Link
                to="/product/$handle"
                params={{ handle: product.handle }}
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
