import { useMemo } from 'react'
import type { OperationContext, UseQueryState } from 'urql'
import type { StorefrontRead } from '../../../lib/route-data'
import type { ProductSortKeys } from '../../../lib/storefront/graphql'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'
import {
  CATALOGUE_PRODUCTS_QUERY,
  type CatalogueProductsData,
  type ProductList,
  productListVariables,
} from './catalogue-products-query'
import {
  COLLECTION_PRODUCTS_QUERY,
  type CollectionProductsData,
  type CollectionProductsVariables,
  type StoreFacet,
} from './collection-listing-query'

/** A collection sorts by most of the store's keys; by any other, in the merchant's own order. */
const collectionSortKeys: Partial<Record<ProductSortKeys, CollectionProductsVariables['sortKey']>> = {
  BEST_SELLING: 'BEST_SELLING',
  CREATED_AT: 'CREATED',
  ID: 'ID',
  PRICE: 'PRICE',
  RELEVANCE: 'RELEVANCE',
  TITLE: 'TITLE',
}

/** The variables of a collection list's page after `after` (the first page: null). */
export function collectionProductsVariables(
  list: ProductList & { collection: NonNullable<ProductList['collection']> },
  after: string | null = null,
): CollectionProductsVariables {
  return {
    handle: list.collection.handle,
    first: list.first,
    after,
    filters: list.collection.filters.length > 0 ? [...list.collection.filters] : null,
    sortKey: collectionSortKeys[list.sortKey] ?? 'COLLECTION_DEFAULT',
    reverse: list.reverse,
  }
}

/** The first page of a product list, as ProductResults asks for it: a collection's or the store's. */
export function productListRead(list: ProductList): StorefrontRead {
  const { collection } = list
  return collection
    ? { query: COLLECTION_PRODUCTS_QUERY, variables: collectionProductsVariables({ ...list, collection }) }
    : { query: CATALOGUE_PRODUCTS_QUERY, variables: productListVariables(list) }
}

/** The variables of a collection read that is paused: never sent. */
const PAUSED: CollectionProductsVariables = {
  handle: '',
  first: 0,
  sortKey: 'COLLECTION_DEFAULT',
  reverse: false,
}

export interface ProductListAnswer {
  /** The list's pages so far, in one connection as every product list reads it. */
  result: Pick<UseQueryState<CatalogueProductsData>, 'data' | 'fetching' | 'error' | 'stale'>
  reexecute: (opts?: Partial<OperationContext>) => void
}

/** A collection's products as a product list's answer; a collection the store no longer has lists nothing. */
function asProductList(data: CollectionProductsData | undefined): CatalogueProductsData | undefined {
  if (!data) return undefined
  return {
    products: data.collection?.products ?? {
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    },
  }
}

/**
 * A product list's pages up to `after` (Load More passes the last page's endCursor; graphcache merges
 * the pages, src/lib/storefront/client.ts): the products of a collection under its filters, or those
 * matching a query of the whole store.
 */
export function useProductList(list: ProductList, after: string | null = null): ProductListAnswer {
  const { collection } = list
  const [ofStore, reexecuteStore] = useStorefrontQuery({
    query: CATALOGUE_PRODUCTS_QUERY,
    variables: productListVariables(list, after),
    pause: collection !== undefined,
  })
  const [ofCollection, reexecuteCollection] = useStorefrontQuery({
    query: COLLECTION_PRODUCTS_QUERY,
    variables: collection ? collectionProductsVariables({ ...list, collection }, after) : PAUSED,
    pause: collection === undefined,
  })
  const collectionResult = useMemo(
    () => ({ ...ofCollection, data: asProductList(ofCollection.data) }),
    [ofCollection],
  )
  return collection
    ? { result: collectionResult, reexecute: reexecuteCollection }
    : { result: ofStore, reexecute: reexecuteStore }
}

/** The store's facets over a collection list (its first page's answer); undefined for other lists. */
export function useCollectionFacets(list: ProductList): readonly StoreFacet[] | undefined {
  const { collection } = list
  const [answer] = useStorefrontQuery({
    query: COLLECTION_PRODUCTS_QUERY,
    variables: collection ? collectionProductsVariables({ ...list, collection }) : PAUSED,
    pause: collection === undefined,
  })
  return collection ? answer.data?.collection?.products.filters : undefined
}
