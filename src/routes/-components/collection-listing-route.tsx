import { notFound } from '@tanstack/react-router'
import { useMemo } from 'react'
import { pageTitle } from '../../content/site'
import { indexCountsRead } from '../../features/catalogue/api/collection-index-counts-query'
import {
  COLLECTION_LISTING_QUERY,
  type CollectionShell,
} from '../../features/catalogue/api/collection-listing-query'
import { listingPageReads } from '../../features/catalogue/api/page-reads'
import { type UrlRedirectData, urlRedirectRead } from '../../features/catalogue/api/url-redirect-query'
import {
  categoryPageListing,
  collectionIndex,
  collectionListing,
} from '../../features/catalogue/collection-listing'
import { CollectionIndex } from '../../features/catalogue/components/collection-index'
import { CollectionListingState } from '../../features/catalogue/components/collection-listing-state'
import type { ListingSearch } from '../../features/catalogue/listing-search'
import { type StoreMenus, storeMenusRead, useStoreMenus } from '../../features/shell/api/store-menus-query'
import { menuTitleOf } from '../../features/shell/store-menus'
import { loadStorefrontData, type RouteDataContext, readStorefront } from '../../lib/route-data'
import { collectionHandleOf } from '../../lib/storefront/store-links'
import { useStorefrontQuery } from '../../lib/storefront/use-storefront-query'
import type { MenuHandles } from '../../shared/storefront-config'
import { NotFound } from './not-found'
import { ShopListing } from './shop-listing'

/**
 * A collection's listing at `/shop/{handle}` or deeper (`parts`), or the `/category/{name}` page of
 * the collection its address redirects to in the store, else of the collection of that handle.
 */
export type CollectionAddress = { handle: string; parts: readonly string[] } | { category: string }

type ShopAddress = Extract<CollectionAddress, { handle: string }>

const collectionRead = (handle: string) => ({ query: COLLECTION_LISTING_QUERY, variables: { handle } })

const pathOf = ({ handle, parts }: ShopAddress) => ['/shop', handle, ...parts].join('/')

/** Shopify's handles: letters, digits, hyphens and underscores. Anything else names no collection. */
const HANDLE = /^[\p{L}\p{N}_-]{1,255}$/u

const categoryPath = (name: string) => `/category/${name}`

/** The collection a redirect's target names (`/collections/{handle}`), if it names one. */
function redirectHandle(data: UrlRedirectData | undefined): string | undefined {
  return collectionHandleOf(data?.urlRedirects.nodes[0]?.target)
}

/**
 * The handle of the collection an address shows: a `/category` page's redirect target's, or its
 * name's once the store has said it redirects nowhere; undefined until then.
 */
async function handleOf(context: RouteDataContext, address: CollectionAddress): Promise<string | undefined> {
  if ('handle' in address) return address.handle
  if (!HANDLE.test(address.category)) return undefined
  const redirect = await readStorefront<UrlRedirectData>(
    context.storefront,
    urlRedirectRead(categoryPath(address.category)),
  )
  if (!redirect?.data) return undefined
  return redirectHandle(redirect.data) ?? address.category
}

/** Whether an address is a collection's own page: the one its merchant's index shows on. */
const ownPage = (address: CollectionAddress) => 'handle' in address && address.parts.length === 0

/** The listing of the collection at an address, as its store describes it. */
function listingAt(collection: CollectionShell, address: CollectionAddress, title: string | undefined) {
  return 'handle' in address
    ? collectionListing(collection, { parts: address.parts, title })
    : categoryPageListing(collection, address.category)
}

/**
 * A collection listing's reads, as its route's loader starts them: the store's collection by handle
 * (and its menus, which name a deeper address), then its products under the address's filters. On
 * the server the page waits for them, and a handle the store has no collection for is the not-found
 * page with a 404; in the browser the page shows at once and fills in.
 */
export async function loadCollectionListing(
  context: RouteDataContext & { menuHandles: MenuHandles },
  address: CollectionAddress,
  search: ListingSearch,
): Promise<{ name: string | undefined }> {
  const deeper = 'handle' in address && address.parts.length > 0 ? address : undefined
  const menus = deeper
    ? readStorefront<StoreMenus>(context.storefront, storeMenusRead(context.menuHandles))
    : undefined
  const answer = handleOf(context, address).then(async (handle) => {
    if (handle === undefined) return { handle, shell: undefined, listing: undefined }
    const shell = await readStorefront(context.storefront, collectionRead(handle))
    const collection = shell?.data?.collection
    if (!collection) return { handle, shell, listing: undefined }
    const title = deeper ? menuTitleOf((await menus)?.data, pathOf(deeper)) : undefined
    const listing = listingAt(collection, address, title)
    const index = ownPage(address) ? collectionIndex(collection) : []
    const counts = indexCountsRead(
      collection.handle,
      index.flatMap((group) => group.tiles),
    )
    await loadStorefrontData(context, [...listingPageReads(listing, search), ...(counts ? [counts] : [])])
    return { handle, shell, listing }
  })
  if ('category' in address && !HANDLE.test(address.category)) throw notFound()
  if (!context.waitForData) return { name: undefined }
  const { shell, listing } = await answer
  if (shell?.data && shell.data.collection === null) throw notFound()
  return { name: listing?.name }
}

/**
 * A collection's listing: the not-found page where the store has no such collection, its loading,
 * offline or error state until the store has described it, else the listing. `titled`: the route's
 * head already names the page (the server's render).
 */
export function CollectionListingView({
  address,
  search,
  onSearchChange,
  titled,
}: {
  address: CollectionAddress
  search: ListingSearch
  onSearchChange: (next: ListingSearch) => void
  titled: boolean
}) {
  const category = 'category' in address ? address.category : undefined
  const validName = category === undefined || HANDLE.test(category)
  const [redirect, reexecuteRedirect] = useStorefrontQuery({
    ...urlRedirectRead(categoryPath(category ?? '')),
    pause: category === undefined || !validName,
  })
  const handle =
    'handle' in address
      ? address.handle
      : redirect.data
        ? (redirectHandle(redirect.data as UrlRedirectData) ?? address.category)
        : undefined
  const [shell, reexecute] = useStorefrontQuery({
    ...collectionRead(handle ?? ''),
    pause: handle === undefined,
  })
  const menus = useStoreMenus()
  const collection = shell.data?.collection
  const parts = 'handle' in address ? address.parts.join('/') : ''
  const title = parts && 'handle' in address ? menuTitleOf(menus, pathOf(address)) : undefined
  const listing = useMemo(
    () =>
      collection
        ? listingAt(
            collection,
            category === undefined
              ? { handle: collection.handle, parts: parts ? parts.split('/') : [] }
              : { category },
            title,
          )
        : undefined,
    [collection, category, parts, title],
  )
  const own = ownPage(address)
  const index = useMemo(() => (collection && own ? collectionIndex(collection) : []), [collection, own])
  if (!validName || (shell.data && collection === null)) return <NotFound />
  if (!listing) {
    const waiting = handle === undefined ? redirect : shell
    return (
      <CollectionListingState
        fetching={waiting.fetching}
        error={waiting.error}
        onRetry={() =>
          handle === undefined
            ? reexecuteRedirect({ requestPolicy: 'network-only' })
            : reexecute({ requestPolicy: 'network-only' })
        }
      />
    )
  }
  return (
    <>
      {titled ? null : <title>{pageTitle(listing.name)}</title>}
      <ShopListing
        listing={listing}
        search={search}
        onSearchChange={onSearchChange}
        index={
          index.length > 0 ? <CollectionIndex handle={listing.collection ?? ''} groups={index} /> : undefined
        }
      />
    </>
  )
}
