import { Link } from '@tanstack/react-router'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { choosePrompt } from '../../../shared/catalogue/variant-choice'
import { Button } from '../../../ui/button'
import { AlertIcon } from '../../../ui/icons'
import { ProductImage } from '../../../ui/product/product-image'
import { ProductPrice } from '../../../ui/product/product-price'
import { useVariantChoice, VariantPicker } from '../../../ui/product/variant-picker'
import { Skeleton } from '../../../ui/skeleton'
import { type BuilderProduct, useBuilderProducts } from '../api/builder-products-query'
import { type OutfitItem, type OutfitSlot, outfitItemFor, outfitSlots } from '../outfit'

const listClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4'

/** One slot's products with their loading, offline, error and empty states. */
export function BuilderProductList({
  slot,
  chosenVariantId,
  onAdd,
}: {
  slot: OutfitSlot
  /** The variant now in this slot, if any. */
  chosenVariantId: string | undefined
  onAdd: (item: OutfitItem) => void
}) {
  const online = useOnlineStatus()
  const [result, reexecute] = useBuilderProducts(slot)
  const { listLabel } = outfitSlots[slot]
  // A store with no collection by the slot's handle has nothing to offer for it: the empty state.
  const products = result.data && (result.data.collection?.products.edges.map((edge) => edge.node) ?? [])

  if (!products && result.fetching) {
    return (
      <div role="status" aria-label={`Loading ${listLabel.toLowerCase()}`} className={listClass}>
        {Array.from({ length: 6 }, (_, i) => `skeleton-${i}`).map((key) => (
          <div
            key={key}
            className="flex flex-col gap-2 rounded-xl border border-stone-800 bg-stone-900 p-2 sm:p-3"
          >
            <Skeleton className="aspect-square w-full" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
      </div>
    )
  }

  if (!products && !online) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-2 rounded-xl border border-amber-700 bg-amber-950/40 p-8 text-center"
      >
        <h3 className="text-lg font-bold text-stone-50">Not saved for offline</h3>
        <p className="text-stone-300">
          {listLabel} haven't been opened on this device yet. They'll load when you're back online.
        </p>
      </div>
    )
  }

  if (!products) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-red-800 bg-red-950/40 p-8 text-center"
      >
        <AlertIcon className="h-8 w-8 text-red-400" />
        <h3 className="text-lg font-bold text-stone-50">Couldn't load {listLabel}</h3>
        <p className="text-stone-300">The storefront did not answer. Please check your connection.</p>
        <Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>Try again</Button>
      </div>
    )
  }

  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-stone-800 bg-stone-900 p-8 text-center">
        <h3 className="text-lg font-bold text-stone-50">No {listLabel.toLowerCase()} right now</h3>
        <p className="text-stone-300">The catalogue has none to offer for this slot. Try another category.</p>
      </div>
    )
  }

  return (
    <ul aria-label={listLabel} className={listClass}>
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <BuilderProductCard
            product={product}
            slot={slot}
            chosen={chosenVariantId}
            priority={index < 4}
            onAdd={onAdd}
          />
        </li>
      ))}
    </ul>
  )
}

function BuilderProductCard({
  product,
  slot,
  chosen,
  priority,
  onAdd,
}: {
  product: BuilderProduct
  slot: OutfitSlot
  /** The variant of this product now in the slot, if it is there. */
  chosen: string | undefined
  priority: boolean
  onAdd: (item: OutfitItem) => void
}) {
  const variants = product.variants.edges.map((edge) => edge.node)
  // Back on a slot's list, the product in the outfit shows the size and colour it was added in.
  const {
    choice,
    setChoice,
    variant,
    missing: open,
  } = useVariantChoice(variants, () =>
    Object.fromEntries(
      variants.find((v) => v.id === chosen)?.selectedOptions.map((o) => [o.name, o.value]) ?? [],
    ),
  )
  const soldOut = !variants.some((v) => v.availableForSale)
  const price = variant?.price.amount ?? product.priceRange.minVariantPrice.amount
  const compareAt = variant?.compareAtPrice?.amount ?? null
  const inOutfit = variant !== undefined && variant.id === chosen
  const canAdd = variant?.availableForSale === true && !inOutfit

  return (
    <article className="flex w-full flex-col gap-2 rounded-xl border border-stone-800 bg-stone-900 p-2 sm:p-3">
      <div className="overflow-hidden rounded-lg bg-stone-800">
        <ProductImage
          image={product.featuredImage}
          alt={product.title}
          priority={priority}
          sizes="(min-width: 1024px) 15vw, (min-width: 640px) 30vw, 45vw"
        />
      </div>
      <h3 className="line-clamp-2 text-sm font-semibold text-stone-100 sm:text-base">
        <Link
          to="/product/$handle"
          params={{ handle: product.handle }}
          className="hover:text-orange-300 focus-visible:outline-2 focus-visible:outline-orange-400"
        >
          {product.title}
        </Link>
      </h3>
      <ProductPrice
        price={price}
        compareAt={compareAt}
        currencyCode={product.priceRange.minVariantPrice.currencyCode}
        showDiscount={false}
      />
      {soldOut ? null : <VariantPicker variants={variants} choice={choice} onChange={setChoice} compact />}
      <Button
        size="sm"
        disabled={!canAdd}
        aria-label={
          soldOut
            ? `Sold Out: ${product.title}`
            : inOutfit
              ? `In Outfit: ${product.title}`
              : open[0] !== undefined
                ? `${choosePrompt(open[0])} for ${product.title}`
                : undefined
        }
        onClick={() => {
          if (variant && canAdd) onAdd(outfitItemFor(product, variant, slot))
        }}
        className="mt-auto w-full"
      >
        {soldOut ? (
          'Sold Out'
        ) : inOutfit ? (
          'In Outfit'
        ) : open[0] !== undefined ? (
          choosePrompt(open[0])
        ) : variant?.availableForSale ? (
          <>
            Add<span className="sr-only"> {product.title} to outfit</span>
          </>
        ) : (
          'Sold Out'
        )}
      </Button>
    </article>
  )
}
