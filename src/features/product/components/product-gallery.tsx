import type { StorefrontImage } from '../../../lib/storefront/fragments'
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons'
import { ProductImage } from '../../../ui/product/product-image'

/** Image carousel with wrapping arrows and thumbnails. */
export function ProductGallery({
  images,
  title,
  selected,
  onSelect,
}: {
  images: StorefrontImage[]
  title: string
  selected: number
  onSelect: (index: number) => void
}) {
  const count = images.length
  const current = images[selected] ?? images[0] ?? null
  const step = (delta: number) => onSelect((selected + delta + count) % count)

  return (
    <section aria-label="Product images" className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-xl bg-stone-800">
        <ProductImage image={current} alt={title} priority sizes="(min-width: 1024px) 50vw, 100vw" />
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-label="Previous image"
              data-tip="Previous image"
              onClick={() => step(-1)}
              className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-stone-950/80 p-2 text-stone-100 hover:text-orange-400"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              aria-label="Next image"
              data-tip="Next image"
              onClick={() => step(1)}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-stone-950/80 p-2 text-stone-100 hover:text-orange-400"
            >
              <ChevronRightIcon />
            </button>
            <p
              className="absolute right-3 bottom-3 rounded bg-stone-950/80 px-2 py-0.5 text-xs text-stone-100"
              aria-live="polite"
            >
              Image {selected + 1} of {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto" aria-label="Thumbnails">
          {images.map((image, index) => (
            <li key={image.id ?? image.url} className="w-16 shrink-0 sm:w-20">
              <button
                type="button"
                aria-label={`Show image ${index + 1}`}
                aria-current={index === selected}
                onClick={() => onSelect(index)}
                className="block w-full overflow-hidden rounded-md border-2 border-transparent aria-[current=true]:border-orange-400"
              >
                <ProductImage image={image} alt="" sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
