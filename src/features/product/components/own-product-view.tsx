import { Link } from '@tanstack/react-router'
import { type ReactNode, useId, useState } from 'react'
import { pageTitle } from '../../../content/site'
import { useAddToCartPress } from '../../../lib/sign-in-to-add'
import type { StorefrontImage } from '../../../lib/storefront/fragments'
import { CART_QUANTITY_MAX, ownProductRef } from '../../../shared/account/cart'
import type { OwnProduct } from '../../../shared/catalogue/own-product'
import { formatAverage } from '../../../shared/catalogue/review-figures'
import { SHOP_CURRENCY } from '../../../shared/money'
import { buttonClass } from '../../../ui/button'
import { RadioButton, useChoiceMadeBeforeTheApp } from '../../../ui/choice-radio'
import { ChevronLeftIcon, ReturnIcon, ShieldIcon, TruckIcon } from '../../../ui/icons'
import { imageAt } from '../../../ui/product/product-image'
import { ProductPrice } from '../../../ui/product/product-price'
import { QuantityStepper } from '../../../ui/quantity-stepper'
import { ShareButton } from '../../../ui/share-button'
import { Tabs } from '../../../ui/tabs'
import type { AddProductToCart } from '../cart-line'
import { reviewCountText } from '../review-text'
import { specificationLabel } from '../specification-label'
import { LazyProductReviews } from './lazy-product-reviews'
import { ProductGallery } from './product-gallery'
import { ProductTagList } from './product-tag-list'
import { ShippingNote } from './shipping-note'

const STOCK_DETAILS =
  'Built for riders who put in the miles: quality materials, honest construction and a fit that stays comfortable from the first ride to the last.'

function toGalleryImages(urls: readonly string[]): StorefrontImage[] {
  return urls.flatMap((url) => imageAt(url) ?? [])
}

/**
 * A row of choices of which at most one is chosen; choosing it again lets it go. Each is a native
 * radio button drawn as a button: it shows itself chosen at the tap, before the app has started
 * (docs/decisions/0051-sizes-chosen-before-the-app.md), and the app then takes over the choice the
 * page shows.
 */
function ChoiceButtons({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string
  options: readonly string[]
  value: string | undefined
  onChange: (next: string | undefined) => void
}) {
  const name = useId()
  const group = useChoiceMadeBeforeTheApp(value, onChange)
  return (
    // Chosen by the browser itself: never held for the app (src/start/held-taps.ts).
    <fieldset ref={group} data-works-without-app="" className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-stone-200">
        {legend}
        {value ? <span className="font-normal text-stone-400">: {value}</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <RadioButton
            key={option}
            name={name}
            value={option}
            checked={option === value}
            onChange={() => onChange(option)}
            // A click on the chosen one lets it go (a radio sends no change for it).
            onClick={() => {
              if (option === value) onChange(undefined)
            }}
            className="h-11 min-w-11 justify-center rounded-md border border-stone-700 bg-stone-900 px-3 text-sm font-semibold text-stone-100 hover:border-orange-400"
          >
            {option}
          </RadioButton>
        ))}
      </div>
    </fieldset>
  )
}

/** "★★★★☆ (4.3) • 12 reviews", the whole stars filled, or "No reviews yet". */
function RatingLine({ rating, count }: { rating: number | null; count: number }) {
  if (rating === null || count === 0) return <p className="mt-2 text-sm text-stone-300">No reviews yet</p>
  const filled = Math.floor(rating)
  return (
    <p className="mt-2 text-sm text-stone-300">
      <span aria-hidden="true" className="text-amber-400">
        {'★'.repeat(filled)}
        <span className="text-stone-600">{'★'.repeat(5 - filled)}</span>
      </span>{' '}
      ({formatAverage(rating)}) • {reviewCountText(count)}
    </p>
  )
}

/** What the rider must still choose before the line can go in the cart, or null. */
function missingChoiceText(needsSize: boolean, needsColor: boolean): string | null {
  if (needsSize && needsColor) return 'Choose a size and a colour first.'
  if (needsSize) return 'Choose a size first.'
  if (needsColor) return 'Choose a colour first.'
  return null
}

function Specifications({ specifications }: { specifications: Record<string, string> }) {
  const entries = Object.entries(specifications)
  if (entries.length === 0) return <p>No specifications available.</p>
  return (
    <dl className="grid gap-x-6 sm:grid-cols-[max-content_1fr]">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="pt-2 font-semibold text-stone-200 sm:border-b sm:border-stone-800 sm:pb-2">
            {specificationLabel(key)}
          </dt>
          <dd className="border-b border-stone-800 pb-2 sm:pt-2">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The product page of an own-API product (by slug). */
export function OwnProductView({
  product,
  wishlist,
  addToCart,
  titleFromRoute = false,
}: {
  product: OwnProduct
  wishlist: ReactNode
  addToCart: AddProductToCart
  /** The document's title names the product already (the route's head, on a page the server rendered). */
  titleFromRoute?: boolean
}) {
  const images = toGalleryImages(product.images)
  // A copy saved on this device before products carried them has none of these.
  const sizes = product.sizes ?? []
  const colors = product.colors ?? []
  const rating = product.rating ?? null
  const reviewCount = product.reviewCount ?? 0
  const [imageIndex, setImageIndex] = useState(0)
  // A single size or colour is the rider's only choice: it starts chosen.
  const [size, setSize] = useState(sizes.length === 1 ? sizes[0] : undefined)
  const [color, setColor] = useState(colors.length === 1 ? colors[0] : undefined)
  const [quantity, setQuantity] = useState(1)
  const [missingChoice, setMissingChoice] = useState(false)
  const description = product.description.trim()
  const missing = missingChoiceText(sizes.length > 0 && !size, colors.length > 0 && !color)
  const addPress = useAddToCartPress(() => {
    if (missing) return setMissingChoice(true)
    addToCart({ productId: ownProductRef(product.slug), quantity, size, color, title: product.name })
  })

  return (
    <article className="flex flex-col gap-8">
      {/* In the browser the product arrives after the page shows: the page names itself. */}
      {titleFromRoute ? null : <title>{pageTitle(product.name)}</title>}
      <Link
        to="/shop"
        className="inline-flex items-center gap-1 self-start text-sm font-semibold text-stone-300 hover:text-orange-400"
      >
        <ChevronLeftIcon />
        Back to Shop
      </Link>

      <div className="grid gap-8 lg:grid-cols-2">
        <ProductGallery images={images} title={product.name} selected={imageIndex} onSelect={setImageIndex} />

        <div className="flex flex-col gap-5">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h1 className="text-3xl font-extrabold tracking-tight text-stone-50">{product.name}</h1>
              <RatingLine rating={rating} count={reviewCount} />
            </div>
            <div className="flex shrink-0 gap-2">
              {wishlist}
              <ShareButton title={product.name} />
            </div>
          </div>
          <ProductPrice
            price={product.price}
            compareAt={product.compareAtPrice}
            currencyCode={SHOP_CURRENCY}
            size="lg"
          />
          <ProductTagList tags={product.tags} />
          {description ? <p className="leading-relaxed text-stone-300">{description}</p> : null}

          {sizes.length > 0 ? (
            <ChoiceButtons legend="Size" options={sizes} value={size} onChange={setSize} />
          ) : null}
          {colors.length > 0 ? (
            <ChoiceButtons legend="Color" options={colors} value={color} onChange={setColor} />
          ) : null}

          <div className="flex flex-wrap items-center gap-3">
            <QuantityStepper value={quantity} onChange={setQuantity} max={CART_QUANTITY_MAX} />
            <button type="button" {...addPress} className={buttonClass({ className: 'flex-1' })}>
              Add to Cart
            </button>
          </div>
          {missingChoice && missing ? (
            <p role="alert" className="text-sm font-semibold text-amber-300">
              {missing}
            </p>
          ) : null}

          <ul className="flex flex-col gap-2 text-sm text-stone-300">
            <li className="flex items-center gap-2">
              <TruckIcon className="shrink-0 text-orange-400" />
              <ShippingNote price={product.price} currencyCode={SHOP_CURRENCY} />
            </li>
            <li className="flex items-center gap-2">
              <ReturnIcon className="shrink-0 text-orange-400" />
              30-day return policy
            </li>
            <li className="flex items-center gap-2">
              <ShieldIcon className="shrink-0 text-orange-400" />
              Authentic gear guarantee
            </li>
          </ul>
        </div>
      </div>

      <Tabs
        label="Product information"
        items={[
          {
            id: 'details',
            label: 'Product Details',
            content: <p className="leading-relaxed">{description || STOCK_DETAILS}</p>,
          },
          {
            id: 'specifications',
            label: 'Specifications',
            content: <Specifications specifications={product.specifications} />,
          },
          {
            id: 'reviews',
            label: `Reviews (${reviewCount})`,
            content: <LazyProductReviews productRef={ownProductRef(product.slug)} />,
          },
        ]}
      />
    </article>
  )
}
