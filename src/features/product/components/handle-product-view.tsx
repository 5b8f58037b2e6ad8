import { type ReactNode, useId, useState } from 'react'
import { pageTitle } from '../../../content/site'
import { useAddToCartPress } from '../../../lib/sign-in-to-add'
import { CART_QUANTITY_MAX } from '../../../shared/account/cart'
import { choosePrompt, groupsToChoose } from '../../../shared/catalogue/variant-choice'
import { discountPercent, formatPrice } from '../../../shared/money'
import { Button } from '../../../ui/button'
import { ReturnIcon, ShieldIcon, TruckIcon } from '../../../ui/icons'
import { ProductPrice } from '../../../ui/product/product-price'
import { QuantityStepper } from '../../../ui/quantity-stepper'
import { ShareButton } from '../../../ui/share-button'
import type { ProductDetailsData, ProductVariant } from '../api/product-by-handle-query'
import type { AddProductToCart } from '../cart-line'
import { LazyProductReviews } from './lazy-product-reviews'
import { type CategoryOf, ProductBreadcrumb } from './product-breadcrumb'
import { ProductGallery } from './product-gallery'
import { ProductTagList } from './product-tag-list'
import { ShippingNote } from './shipping-note'

function optionValue(variant: ProductVariant | undefined, name: string): string | undefined {
  return variant?.selectedOptions.find((option) => option.name.toLowerCase() === name)?.value
}

/** The product page of a storefront product (by handle). */
export function HandleProductView({
  product,
  wishlist,
  addToCart,
  categoryOf,
  titleFromRoute = false,
}: {
  product: ProductDetailsData
  wishlist: ReactNode
  addToCart: AddProductToCart
  /** The collection, of those the product is in, that its breadcrumb leads to. */
  categoryOf: CategoryOf
  /** The document's title names the product already (the route's head, on a page the server rendered). */
  titleFromRoute?: boolean
}) {
  const variants = product.variants.edges.map((e) => e.node)
  const images = product.images.edges.map((e) => e.node)
  // Nothing is chosen for the rider but the one variant there is
  // (docs/decisions/0036-the-rider-chooses-the-size.md).
  const [variantId, setVariantId] = useState(variants.length === 1 ? variants[0]?.id : undefined)
  const [imageIndex, setImageIndex] = useState(0)
  const [quantity, setQuantity] = useState(1)
  const [askedToChoose, setAskedToChoose] = useState(false)
  const reviewsHeading = useId()
  const variantSelect = useId()
  const choiceAlert = useId()

  const variant = variants.find((v) => v.id === variantId)
  const { minVariantPrice, maxVariantPrice } = product.priceRange
  const price = variant?.price.amount ?? minVariantPrice.amount
  const compareAt = variant?.compareAtPrice?.amount ?? null
  const off = discountPercent(price, compareAt)
  // Sold out is the chosen variant's state, or, before a choice, every variant's.
  const available = variant ? variant.availableForSale : variants.some((v) => v.availableForSale)
  const prompt = choosePrompt(groupsToChoose(variants)[0]?.name ?? 'option')
  // Never offer more than the store holds (an unknown stock, null or 0, sets no limit) or a cart line takes.
  const stock = variant?.quantityAvailable ?? 0
  const maxQuantity = stock > 0 ? Math.min(stock, CART_QUANTITY_MAX) : CART_QUANTITY_MAX

  const chooseVariant = (id: string) => {
    setVariantId(id || undefined)
    setAskedToChoose(false)
    setQuantity(1)
    const next = variants.find((v) => v.id === id)
    const imageAt = next?.image ? images.findIndex((img) => img.url === next.image?.url) : -1
    if (imageAt >= 0) setImageIndex(imageAt)
  }
  const addPress = useAddToCartPress(() => {
    if (!variant) {
      setAskedToChoose(true)
      document.getElementById(variantSelect)?.focus()
      return
    }
    addToCart({
      productId: variant.id,
      quantity,
      size: optionValue(variant, 'size'),
      color: optionValue(variant, 'color'),
      title: product.title,
    })
  })

  return (
    <article className="flex flex-col gap-6">
      {/* In the browser the product arrives after the page shows: the page names itself. */}
      {titleFromRoute ? null : <title>{pageTitle(product.title)}</title>}
      <ProductBreadcrumb
        productType={product.productType}
        handle={product.handle}
        categoryOf={categoryOf}
        title={product.title}
      />

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
            <div className="flex shrink-0 gap-2">
              {wishlist}
              <ShareButton title={product.title} />
            </div>
          </div>
          <ProductPrice
            price={price}
            compareAt={compareAt}
            currencyCode={minVariantPrice.currencyCode}
            size="lg"
            showDiscount={false}
            from={!variant && minVariantPrice.amount !== maxVariantPrice.amount}
          />
          <p className="leading-relaxed text-stone-300">{product.description}</p>

          {variants.length > 1 ? (
            <div className="flex flex-col gap-2">
              <label htmlFor={variantSelect} className="text-sm font-semibold text-stone-200">
                Options
              </label>
              {/* Sold-out entries stay selectable so the shopper sees that state. */}
              <select
                id={variantSelect}
                value={variant?.id ?? ''}
                onChange={(event) => chooseVariant(event.target.value)}
                aria-describedby={askedToChoose ? choiceAlert : undefined}
                className="rounded-md border border-stone-700 bg-stone-900 px-3 py-2.5 text-stone-100"
              >
                <option value="" disabled>
                  {prompt}
                </option>
                {variants.map((v) => (
                  <option key={v.id} value={v.id}>
                    {`${v.title} — ${formatPrice(v.price.amount, v.price.currencyCode)}${v.availableForSale ? '' : ' (Sold Out)'}`}
                  </option>
                ))}
              </select>
            </div>
          ) : null}

          <div className="flex flex-wrap items-center gap-3">
            <QuantityStepper value={quantity} onChange={setQuantity} max={maxQuantity} />
            <Button disabled={!available} {...addPress} className="flex-1">
              {available ? 'Add to Cart' : 'Sold Out'}
            </Button>
          </div>
          {askedToChoose && !variant ? (
            <p id={choiceAlert} role="alert" className="text-sm font-semibold text-amber-300">
              {prompt} first.
            </p>
          ) : null}

          <ul className="grid grid-cols-3 gap-2 text-center text-xs text-stone-300">
            <li className="flex flex-col items-center gap-1 rounded-lg border border-stone-800 p-3">
              <TruckIcon className="text-orange-400" />
              <ShippingNote price={price} currencyCode={minVariantPrice.currencyCode} />
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

          <ProductTagList tags={product.tags} />
        </div>
      </div>

      <section
        aria-labelledby={reviewsHeading}
        className="flex flex-col gap-4 border-t border-stone-800 pt-6"
      >
        <h2 id={reviewsHeading} className="text-2xl font-bold text-stone-50">
          Reviews
        </h2>
        <LazyProductReviews productRef={product.handle} />
      </section>
    </article>
  )
}
