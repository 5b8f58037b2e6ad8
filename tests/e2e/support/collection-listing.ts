import type { APIRequestContext } from '@playwright/test'
import { print } from 'graphql'
import {
  COLLECTION_LISTING_QUERY,
  type CollectionListingData,
} from '../../../src/features/catalogue/api/collection-listing-query'
import { collectionListing, storeFilters } from '../../../src/features/catalogue/collection-listing'
import type { ListingSearch } from '../../../src/features/catalogue/listing-search'
import { storefrontQuery } from './storefront'

/** The collection's listing as the shop lays it out, from the store's own description of it. */
export async function listingOf(request: APIRequestContext, handle: string, parts: readonly string[] = []) {
  const data = await storefrontQuery<CollectionListingData>(request, print(COLLECTION_LISTING_QUERY), {
    handle,
  })
  if (!data.collection) throw new Error(`The store has no collection ${handle}`)
  return collectionListing(data.collection, { parts })
}

/** How many products the store lists for a collection under the listing's filters (up to 250). */
export async function expectedCount(request: APIRequestContext, handle: string, search: ListingSearch) {
  const listing = await listingOf(request, handle)
  const data = await storefrontQuery<{ collection: { products: { edges: unknown[] } } }>(
    request,
    'query($handle: String!, $filters: [ProductFilter!]) { collection(handle: $handle) { products(first: 250, filters: $filters) { edges { cursor } } } }',
    { handle, filters: storeFilters(listing, search) },
  )
  return data.collection.products.edges.length
}
