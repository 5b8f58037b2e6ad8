import { Link } from '@tanstack/react-router'
import { formatPrice } from '../../../shared/money'
import { ProductImage } from '../../../ui/product/product-image'
import { clearRecentlyViewed, type RecentlyViewedProduct, useRecentlyViewed } from '../recently-viewed-store'

function RecentlyViewedCard({ product }: { product: RecentlyViewedProduct }) {
  return (
    <article className="relative flex flex-col gap-1.5 rounded-xl border border-stone-800 bg-stone-900 p-2">
      <div className="overflow-hidden rounded-lg bg-stone-800">
        <ProductImage
          image={product.image ? { id: product.image.url, altText: null, ...product.image } : null}
          alt={product.title}
          sizes="144px"
        />
      </div>
      <h3 className="line-clamp-2 text-sm font-semibold text-stone-100">
        <Link
          to="/product/$handle"
          params={{ handle: product.handle }}
          className="after:absolute after:inset-0"
        >
          {product.title}
        </Link>
      </h3>
      <p className="text-sm font-bold text-stone-50">{formatPrice(product.price, product.currencyCode)}</p>
    </article>
  )
}

/**
 * The products last opened on this device, newest first. Read from IndexedDB only, so it shows the
 * same with no signal (its pictures come from the service worker's image cache). Hidden when empty.
 */
export function RecentlyViewedSection() {
  const { products } = useRecentlyViewed()
  if (products.length === 0) return null
  return (
    <section aria-labelledby="recently-viewed" className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="recently-viewed" className="text-2xl font-extrabold text-stone-50 sm:text-3xl">
          Recently Viewed
        </h2>
        <button
          type="button"
          onClick={() => void clearRecentlyViewed()}
          className="min-h-11 px-2 text-sm font-semibold text-orange-300 underline underline-offset-4 hover:text-orange-200"
        >
          Clear
        </button>
      </div>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {products.map((product) => (
          <li key={product.id} className="w-36 shrink-0 snap-start">
            <RecentlyViewedCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  )
}
