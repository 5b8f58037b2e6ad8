import { notFound } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import { pageTitle } from '../../content/site'
import { COLLECTION_LISTING_QUERY } from '../../features/catalogue/api/collection-listing-query'
import { listingPageReads } from '../../features/catalogue/api/page-reads'
import { collectionListing } from '../../features/catalogue/collection-listing'
import { CollectionListingState } from '../../features/catalogue/components/collection-listing-state'
import type { ListingSearch } from '../../features/catalogue/listing-search'
import { type StoreMenus, storeMenusRead, useStoreMenus } from '../../features/shell/api/store-menus-query'
import { menuTitleOf } from '../../features/shell/store-menus'
import { loadStorefrontData, type RouteDataContext, readStorefront } from '../../lib/route-data'
import { useStorefrontQuery } from '../../lib/storefront/use-storefront-query'
import type { MenuHandles } from '../../shared/storefront-config'
import { NotFound } from './not-found'
import { ShopListing } from './shop-listing'

/** A collection's listing at `/shop/{handle}` or deeper (`parts`). */
export interface CollectionAddress {
  handle: string
  parts: readonly string[]
}

const collectionRead = (handle: string) => ({ query: COLLECTION_LISTING_QUERY, variables: { handle } })

const pathOf = ({ handle, parts }: CollectionAddress) => ['/shop', handle, ...parts].join('/')

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
  const menus = readStorefront<StoreMenus>(context.storefront, storeMenusRead(context.menuHandles))
  const answer = readStorefront(context.storefront, collectionRead(address.handle)).then(async (shell) => {
    const collection = shell?.data?.collection
    if (!collection) return { shell, listing: undefined }
    const title = address.parts.length > 0 ? menuTitleOf((await menus)?.data, pathOf(address)) : undefined
    const listing = collectionListing(collection, { parts: address.parts, title })
    await loadStorefrontData(context, listingPageReads(listing, search))
    return { shell, listing }
  })
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
  index,
}: {
  address: CollectionAddress
  search: ListingSearch
  onSearchChange: (next: ListingSearch) => void
  titled: boolean
  index?: ReactNode
}) {
  const [shell, reexecute] = useStorefrontQuery(collectionRead(address.handle))
  const menus = useStoreMenus()
  const collection = shell.data?.collection
  const path = pathOf(address)
  const title = address.parts.length > 0 ? menuTitleOf(menus, path) : undefined
  const parts = address.parts.join('/')
  const listing = useMemo(
    () =>
      collection ? collectionListing(collection, { parts: parts ? parts.split('/') : [], title }) : undefined,
    [collection, parts, title],
  )
  if (shell.data && collection === null) return <NotFound />
  if (!listing) {
    return (
      <CollectionListingState
        fetching={shell.fetching}
        error={shell.error}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      />
    )
  }
  return (
    <>
      {titled ? null : <title>{pageTitle(listing.name)}</title>}
      <ShopListing listing={listing} search={search} onSearchChange={onSearchChange} index={index} />
    </>
  )
}
