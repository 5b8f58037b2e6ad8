import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { discountPercent, formatPrice } from '../../../shared/money'
import { ReturnIcon, ShieldIcon, TruckIcon } from '../../../ui/icons'
import { ProductPrice } from '../../../ui/product/product-price'
import { QuantityStepper } from '../../../ui/quantity-stepper'
import { Skeleton } from '../../../ui/skeleton'
import { toast } from '../../../ui/use-toast'
import { type ProductDetailsData, useProductByHandle } from '../api/product-by-handle-query'
import { ProductGallery } from './product-gallery'

const MAX_TAGS = 6

/** The handle product page of spec §2: loading, not found, and the product itself. */
export function ProductPage({
  handle,
  renderWishlist,
}: {
  handle: string
  renderWishlist: (product: ProductDetailsData) => ReactNode
}) {
  const [result] = useProductByHandle(handle)
  const online = useOnlineStatus()

  if (result.fetching && !result.data) return <ProductPageSkeleton />
  const product = result.data?.product
  if (!product) {
    const notSaved = !online && !result.data
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-3 py-16 text-center">
        <h1 className="text-3xl font-bold text-stone-50">
          {notSaved ? 'Not saved for offline' : 'Product Not Found'}
        </h1>
        <p className="text-stone-300">
          {notSaved
            ? "This product hasn't been opened on this device yet. It will load when you're back online."
            : "The product you're looking for doesn't exist."}
        </p>
        <Link
          to="/products"
          className="mt-2 rounded-md bg-orange-500 px-4 py-2 font-semibold text-stone-950 hover:bg-orange-400"
        >
          Back to Shop
        </Link>
      </div>
    )
  }
  // A new product starts on its first image and first variant (spec §4 "Data loading").
  return <ProductView key={product.id} product={product} wishlist={renderWishlist(product)} />
}

function ProductView({ product, wishlist }: { product: ProductDetailsData; wishlist: ReactNode }) {
  const variants = product.variants.edges.map((e) => e.node)
  const images = product.images.edges.map((e) => e.node)
  const [variantId, setVariantId] = useState(variants[0]?.id)
  const [imageIndex, setImageIndex] = useState(0)
  const [quantity, setQuantity] = useState(1)

  const variant = variants.find((v) => v.id === variantId) ?? variants[0]
  const price = variant?.price.amount ?? product.priceRange.minVariantPrice.amount
  const compareAt = variant?.compareAtPrice?.amount ?? null
  const off = compareAt ? discountPercent(price, compareAt) : 0
  const available = variant?.availableForSale ?? false
  const maxQuantity =
    variant?.quantityAvailable && variant.quantityAvailable > 0 ? variant.quantityAvailable : undefined

  const chooseVariant = (id: string) => {
    setVariantId(id)
    setQuantity(1)
    const next = variants.find((v) => v.id === id)
    const imageAt = next?.image ? images.findIndex((img) => img.url === next.image?.url) : -1
    if (imageAt >= 0) setImageIndex(imageAt)
  }

  return (
    <article className="flex flex-col gap-6">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-400">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-orange-400">
              Home
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <Link to="/products" search={{ q: product.productType }} className="hover:text-orange-400">
              {product.productType}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="text-stone-200">
            {product.title}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-2">
        <div className="relative">
          <ProductGallery
            images={images}
            title={product.title}
            selected={imageIndex}
            onSelect={setImageIndex}
          />
          <div className="pointer-events-none absolute top-3 left-3 flex flex-col gap-1">
            {off > 0 ? (
              <span className="rounded bg-red-700 px-2 py-1 text-xs font-bold text-white">-{off}% OFF</span>
            ) : null}
            {product.tags.includes('new') ? (
              <span className="rounded bg-emerald-300 px-2 py-1 text-xs font-bold text-stone-950">
                NEW ARRIVAL
              </span>
            ) : null}
          </div>
        </div>

        <div className="flex flex-col gap-5">
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="text-sm font-semibold tracking-wide text-stone-400 uppercase">{product.vendor}</p>
              <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-stone-50">{product.title}</h1>
            </div>
            {wishlist}
          </div>
          <ProductPrice price={price} compareAt={compareAt} size="lg" />
          <p className="leading-relaxed text-stone-300">{product.description}</p>

          {variants.length > 1 ? (
            <div className="flex flex-col gap-2">
              <label htmlFor="variant-select" className="text-sm font-semibold text-stone-200">
                Options
              </label>
              <select
                id="variant-select"
                value={variant?.id}
                onChange={(event) => chooseVariant(event.target.value)}
                className="rounded-md border border-stone-700 bg-stone-900 px-3 py-2.5 text-stone-100"
              >
                {variants.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.title} - {formatPrice(v.price.amount)}
                    {v.availableForSale ? '' : ' (Sold Out)'}
                  </option>
                ))}
              </select>
            </div>
          ) : null}

          <div className="flex flex-wrap items-center gap-3">
            <QuantityStepper value={quantity} onChange={setQuantity} max={maxQuantity} />
            <button
              type="button"
              disabled={!available}
              onClick={() =>
                toast({
                  title: 'Please sign in',
                  description: 'You need to sign in to add items to your cart.',
                })
              }
              className="h-11 flex-1 rounded-md bg-orange-500 px-6 font-bold text-stone-950 hover:bg-orange-400 disabled:cursor-not-allowed disabled:bg-stone-700 disabled:text-stone-300"
            >
              {available ? 'Add to Cart' : 'Sold Out'}
            </button>
          </div>

          <ul className="grid grid-cols-3 gap-2 text-center text-xs text-stone-300">
            <li className="flex flex-col items-center gap-1 rounded-lg border border-stone-800 p-3">
              <TruckIcon className="text-orange-400" />
              Free Shipping
            </li>
            <li className="flex flex-col items-center gap-1 rounded-lg border border-stone-800 p-3">
              <ShieldIcon className="text-orange-400" />
              Warranty
            </li>
            <li className="flex flex-col items-center gap-1 rounded-lg border border-stone-800 p-3">
              <ReturnIcon className="text-orange-400" />
              Easy Returns
            </li>
          </ul>

          {product.tags.length > 0 ? (
            <ul aria-label="Tags" className="flex flex-wrap gap-2">
              {product.tags.slice(0, MAX_TAGS).map((tag) => (
                <li
                  key={tag}
                  className="rounded-full border border-stone-700 px-3 py-1 text-xs text-stone-300"
                >
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </article>
  )
}

function ProductPageSkeleton() {
  return (
    <div role="status" aria-label="Loading product" className="grid gap-8 pt-9 lg:grid-cols-2">
      <Skeleton className="aspect-square w-full" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    </div>
  )
}
