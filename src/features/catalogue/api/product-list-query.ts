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
import {
  SEARCH_PRODUCTS_QUERY,
  type SearchProductsData,
  type SearchProductsVariables,
} from './search-products-query'

/** A collection sorts by most of the store's keys; by any other, in the merchant's own order. */
const collectionSortKeys: Partial<Record<ProductSortKeys, CollectionProductsVariables['sortKey']>> = {
  BEST_SELLING: 'BEST_SELLING',
  CREATED_AT: 'CREATED',
  ID: 'ID',
  PRICE: 'PRICE',
  RELEVANCE: 'RELEVANCE',
  TITLE: 'TITLE',
}

type CollectionList = ProductList & { collection: NonNullable<ProductList['collection']> }
type SearchList = ProductList & { search: NonNullable<ProductList['search']> }

/** The variables of a collection list's page after `after` (the first page: null). */
export function collectionProductsVariables(
  list: CollectionList,
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

/** The variables of a search list's page after `after`: the store's search sorts by price or relevance. */
export function searchProductsVariables(
  list: SearchList,
  after: string | null = null,
): SearchProductsVariables {
  return {
    query: list.search.words,
    first: list.first,
    after,
    filters: list.search.filters.length > 0 ? [...list.search.filters] : null,
    sortKey: list.sortKey === 'PRICE' ? 'PRICE' : 'RELEVANCE',
    reverse: list.reverse,
  }
}

/** The first page of a product list, as ProductResults asks for it: a collection's, a search's or the store's. */
export function productListRead(list: ProductList): StorefrontRead {
  const { collection, search } = list
  if (collection)
    return {
      query: COLLECTION_PRODUCTS_QUERY,
      variables: collectionProductsVariables({ ...list, collection }),
    }
  if (search) return { query: SEARCH_PRODUCTS_QUERY, variables: searchProductsVariables({ ...list, search }) }
  return { query: CATALOGUE_PRODUCTS_QUERY, variables: productListVariables(list) }
}

export interface ProductListAnswer {
  /** The list's pages so far, in one connection as every product list reads it. */
  result: Pick<UseQueryState<CatalogueProductsData>, 'data' | 'fetching' | 'error' | 'stale'>
  reexecute: (opts?: Partial<OperationContext>) => void
}

const NO_PAGE = {
  edges: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
}

/** A collection's products as a product list's answer; a collection the store no longer has lists nothing. */
function fromCollection(data: CollectionProductsData | undefined): CatalogueProductsData | undefined {
  return data ? { products: data.collection?.products ?? NO_PAGE } : undefined
}

type ProductEdge = CatalogueProductsData['products']['edges'][number]

/** The store's search results as a product list's answer: its products (it finds nothing else here). */
function fromSearch(data: SearchProductsData | undefined): CatalogueProductsData | undefined {
  if (!data) return undefined
  const edges = data.search.edges.filter((edge): edge is ProductEdge => 'id' in edge.node)
  return { products: { edges, pageInfo: data.search.pageInfo } }
}

// Variables of a read that is paused: never sent.
const PAUSED_COLLECTION: CollectionProductsVariables = {
  handle: '',
  first: 0,
  sortKey: 'COLLECTION_DEFAULT',
  reverse: false,
}
const PAUSED_SEARCH: SearchProductsVariables = { query: '', first: 0, sortKey: 'RELEVANCE', reverse: false }

/**
 * The three reads a product list can be, only its own one sent: a collection's products, the store's
 * search, or a query of the whole store.
 */
function useListReads(list: ProductList, after: string | null) {
  const { collection, search } = list
  const [ofStore, reexecuteStore] = useStorefrontQuery({
    query: CATALOGUE_PRODUCTS_QUERY,
    variables: productListVariables(list, after),
    pause: collection !== undefined || search !== undefined,
  })
  const [ofCollection, reexecuteCollection] = useStorefrontQuery({
    query: COLLECTION_PRODUCTS_QUERY,
    variables: collection ? collectionProductsVariables({ ...list, collection }, after) : PAUSED_COLLECTION,
    pause: collection === undefined,
  })
  const [ofSearch, reexecuteSearch] = useStorefrontQuery({
    query: SEARCH_PRODUCTS_QUERY,
    variables: search ? searchProductsVariables({ ...list, search }, after) : PAUSED_SEARCH,
    pause: search === undefined,
  })
  return { ofStore, reexecuteStore, ofCollection, reexecuteCollection, ofSearch, reexecuteSearch }
}

/**
 * A product list's pages up to `after` (Load More passes the last page's endCursor; graphcache merges
 * the pages, src/lib/storefront/client.ts): the products of a collection under its filters, what the
 * store's search finds, or those matching a query of the whole store.
 */
export function useProductList(list: ProductList, after: string | null = null): ProductListAnswer {
  const reads = useListReads(list, after)
  const { ofCollection, ofSearch } = reads
  const collectionResult = useMemo(
    () => ({ ...ofCollection, data: fromCollection(ofCollection.data) }),
    [ofCollection],
  )
  const searchResult = useMemo(() => ({ ...ofSearch, data: fromSearch(ofSearch.data) }), [ofSearch])
  if (list.collection) return { result: collectionResult, reexecute: reads.reexecuteCollection }
  if (list.search) return { result: searchResult, reexecute: reads.reexecuteSearch }
  return { result: reads.ofStore, reexecute: reads.reexecuteStore }
}

/**
 * The store's facets over a collection's list or a search's, from the first page's answer, and how
 * many products the store counts in it (a search's total); undefined for other lists.
 */
export function useListFacets(list: ProductList): { facets?: readonly StoreFacet[]; total?: number } {
  const { ofCollection, ofSearch } = useListReads(list, null)
  if (list.collection) return { facets: ofCollection.data?.collection?.products.filters }
  if (list.search)
    return { facets: ofSearch.data?.search.productFilters, total: ofSearch.data?.search.totalCount }
  return {}
}
