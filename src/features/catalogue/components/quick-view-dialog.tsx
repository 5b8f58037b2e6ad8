import * as Dialog from '@radix-ui/react-dialog'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import type { ProductCardData } from '../../../lib/storefront/product-card-fragment'
import { formatPrice } from '../../../shared/money'
import { buttonClass } from '../../../ui/button'
import { CloseIcon } from '../../../ui/icons'
import { ProductBadges } from '../../../ui/product/product-badges'
import { ProductImage } from '../../../ui/product/product-image'
import { ProductPrice } from '../../../ui/product/product-price'
import { type QuickViewVariant, useQuickViewProduct } from '../api/quick-view-query'
import type { CardAddToCart } from './product-card'

/** A product's essentials and its Add to Cart without leaving the listing (a card's hover action). */
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
  const variants = result.data?.product?.variants.edges.map((e) => e.node) ?? []
  const [chosenId, setChosenId] = useState<string>()
  const firstVariant = product.variants.edges[0]?.node
  const variant: QuickViewVariant | undefined = variants.find((v) => v.id === chosenId) ?? variants[0]
  const price =
    variant?.price.amount ?? firstVariant?.price.amount ?? product.priceRange.minVariantPrice.amount
  const compareAt = variant
    ? (variant.compareAtPrice?.amount ?? null)
    : (firstVariant?.compareAtPrice?.amount ?? null)
  const available = variant
    ? variant.availableForSale
    : (firstVariant?.availableForSale ?? product.availableForSale)
  const variantId = variant?.id ?? firstVariant?.id

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
              {variants.length > 1 ? (
                <label className="flex flex-col gap-1 text-sm text-stone-200">
                  Options
                  <select
                    value={variant?.id}
                    onChange={(event) => setChosenId(event.target.value)}
                    className="rounded-md border border-stone-700 bg-stone-950 px-2 py-2 text-stone-100"
                  >
                    {variants.map((v) => (
                      <option key={v.id} value={v.id}>
                        {v.title} — {formatPrice(v.price.amount, v.price.currencyCode)}
                        {v.availableForSale ? '' : ' (Sold Out)'}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  disabled={!available || !variantId || !onAddToCart}
                  onClick={() => {
                    if (!variantId) return
                    const option = (name: string) =>
                      variant?.selectedOptions.find((o) => o.name.toLowerCase() === name)?.value
                    onAddToCart?.({
                      productId: variantId,
                      quantity: 1,
                      size: option('size'),
                      color: option('color'),
                      title: product.title,
                    })
                  }}
                  className={buttonClass({ className: 'flex-1' })}
                >
                  {available ? 'Add to Cart' : 'Sold Out'}
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
            className="absolute top-2 right-2 rounded-full bg-stone-950/80 p-2 text-stone-200 hover:text-orange-400"
          >
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
