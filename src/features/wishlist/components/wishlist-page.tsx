import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { getErrorMessage } from '../../../lib/get-error-message'
import type { ProductCardData } from '../../../lib/storefront/product-card-fragment'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { buttonClass } from '../../../ui/button'
import { HeartIcon } from '../../../ui/icon'
import { AlertIcon } from '../../../ui/icons'
import { Skeleton } from '../../../ui/skeleton'
import { useWishlistProducts } from '../api/wishlist-products-query'
import { parseWishlistId, useWishlist } from '../use-wishlist'

// A size container, as a listing's grid: a product card reads its width from it.
const gridClass = '@container grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4'

function Notice({
  tone,
  title,
  children,
}: {
  tone: 'plain' | 'offline' | 'error'
  title: string
  children: ReactNode
}) {
  const tones = {
    plain: 'border-stone-800 bg-stone-900',
    offline: 'border-amber-700 bg-amber-950/40',
    error: 'border-red-800 bg-red-950/40',
  }
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex flex-col items-center gap-3 rounded-xl border p-8 text-center ${tones[tone]}`}
    >
      {tone === 'error' ? <AlertIcon className="h-8 w-8 text-red-400" /> : null}
      <h2 className="text-xl font-bold text-stone-50">{title}</h2>
      {children}
    </div>
  )
}

function WishlistSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading your wishlist" className={gridClass}>
      {Array.from({ length: count }, (_, i) => `wishlist-skeleton-${i}`).map((key) => (
        <div
          key={key}
          className="flex flex-col gap-2 rounded-xl border border-stone-800 bg-stone-900 p-2 sm:p-3"
        >
          <Skeleton className="aspect-square w-full" />
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-5 w-1/4" />
        </div>
      ))}
    </div>
  )
}

/**
 * The saved products (ids from use-wishlist), newest first: storefront products fetched in one
 * storefront request, own-API products drawn by the route (each loads itself by slug). The route
 * draws each card, each with its heart to remove it.
 */
export function WishlistPage({
  renderProduct,
  renderOwnProduct,
}: {
  renderProduct: (product: ProductCardData, index: number) => ReactNode
  renderOwnProduct: (slug: string, wishlistId: string) => ReactNode
}) {
  const wishlist = useWishlist()
  const online = useOnlineStatus()
  const saved = [...wishlist.ids].reverse().map(parseWishlistId)
  const storefrontIds = saved.flatMap((item) => (item.kind === 'storefront' ? [item.id] : []))
  // Removing a product only hides its card; the request changes only when a product is added, so
  // a removal needs no new request (and works offline).
  const [requestedIds, setRequestedIds] = useState(storefrontIds)
  if (storefrontIds.some((id) => !requestedIds.includes(id))) setRequestedIds(storefrontIds)
  const [result, reexecute] = useWishlistProducts(requestedIds, !wishlist.loaded || requestedIds.length === 0)

  const nodes = result.data?.nodes
  const byId = new Map(
    (nodes ?? []).filter((node) => node?.__typename === 'Product').map((product) => [product.id, product]),
  )
  const storefrontPending = storefrontIds.length > 0 && !nodes
  const missing = saved.flatMap((item) =>
    item.kind === 'unknown' ||
    (item.kind === 'storefront' && nodes && requestedIds.includes(item.id) && !byId.has(item.id))
      ? [item.id]
      : [],
  )
  const cards = saved.flatMap((item, index) => {
    if (item.kind === 'own') return [renderOwnProduct(item.slug, item.id)]
    const product = item.kind === 'storefront' ? byId.get(item.id) : undefined
    return product ? [renderProduct(product, index)] : []
  })

  let storefrontNotice: ReactNode = null
  if (storefrontPending && !online)
    storefrontNotice = (
      <Notice tone="offline" title="Not saved for offline">
        <p className="text-stone-300">
          Your saved products have not been loaded on this device yet. They will appear when you are back
          online.
        </p>
      </Notice>
    )
  else if (storefrontPending)
    storefrontNotice = (
      <Notice tone="error" title="Could not load your wishlist">
        <p className="text-stone-300">
          Please check your connection{result.error ? ` (${getErrorMessage(result.error)})` : ''}.
        </p>
        <button
          type="button"
          onClick={() => reexecute({ requestPolicy: 'network-only' })}
          className={buttonClass()}
        >
          Try again
        </button>
      </Notice>
    )

  let body: ReactNode
  if (!wishlist.loaded) body = <WishlistSkeleton count={4} />
  else if (saved.length === 0)
    body = (
      <Notice tone="plain" title="Your wishlist is empty">
        <p className="text-stone-300">Tap the heart on any product to save it here, on this device.</p>
        <Link to="/shop" className={buttonClass()}>
          Browse the shop
        </Link>
      </Notice>
    )
  else if (storefrontPending && result.fetching) body = <WishlistSkeleton count={Math.min(saved.length, 8)} />
  else
    body = (
      <div className="flex flex-col gap-6">
        {storefrontNotice}
        {cards.length > 0 ? (
          <div className={gridClass} data-testid="wishlist-results">
            {cards}
          </div>
        ) : null}
        {missing.length > 0 ? (
          <div className="flex flex-col items-start gap-2 rounded-xl border border-stone-800 bg-stone-900 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-stone-300">
              {missing.length === 1
                ? '1 saved product is no longer in the catalogue.'
                : `${missing.length} saved products are no longer in the catalogue.`}
            </p>
            <button
              type="button"
              onClick={() => {
                for (const id of missing) void wishlist.setSaved(id, false)
              }}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              Remove from wishlist
            </button>
          </div>
        ) : null}
      </div>
    )

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight text-stone-50 sm:text-4xl">
          <HeartIcon className="h-8 w-8 text-orange-500" />
          Your Wishlist
        </h1>
        <p className="text-stone-300">
          {wishlist.loaded && saved.length > 0
            ? `${saved.length} saved ${saved.length === 1 ? 'product' : 'products'}, kept on this device.`
            : 'Products you heart are kept here, on this device.'}
        </p>
      </header>
      {body}
    </div>
  )
}
