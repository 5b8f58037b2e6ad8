import { rootRouteId, useRouteContext } from '@tanstack/react-router'
import { useMemo } from 'react'
import { graphql, type ResultOf, type VariablesOf } from '../../../lib/storefront/graphql'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'
import {
  CATALOGUE_PRODUCTS_QUERY,
  type CatalogueProductsData,
  PRODUCT_CARD_PAGE,
} from './catalogue-products-query'

/** The home page's featured grid size. */
export const HOME_FEATURED_COUNT = 24

/** The products of the store's featured collection, best sellers first. */
export const FEATURED_PRODUCTS_QUERY = graphql(
  `
    query FeaturedProducts($handle: String!, $first: Int!) {
      collection(handle: $handle) {
        id
        products(first: $first, sortKey: BEST_SELLING) {
          ...ProductCardPage
        }
      }
    }
  `,
  [PRODUCT_CARD_PAGE],
)

type FeaturedProductsData = ResultOf<typeof FEATURED_PRODUCTS_QUERY>

/** Featured reads go stale after 10 minutes instead of 5 (src/lib/storefront/client.ts). */
export const FEATURED_CONTEXT = { featured: true }

export function featuredProductsVariables(handle: string): VariablesOf<typeof FEATURED_PRODUCTS_QUERY> {
  return { handle, first: HOME_FEATURED_COUNT }
}

/** The store's first products, best sellers first: what the grid shows when the store features none. */
export const FIRST_PRODUCTS_VARIABLES = {
  first: HOME_FEATURED_COUNT,
  query: null,
  sortKey: 'BEST_SELLING',
  reverse: false,
} as const

/** The featured collection's products as a product list's answer, which the grid shows. */
function asProductList(data: FeaturedProductsData | undefined): CatalogueProductsData | undefined {
  const products = data?.collection?.products
  return products ? { products } : undefined
}

/**
 * Featured: the products of the store's featured collection (STOREFRONT_FEATURED_COLLECTION), or
 * its first products when it has no such collection or the collection is empty.
 */
export function useFeaturedProducts() {
  const handle = useRouteContext({
    from: rootRouteId,
    select: (context) => context.collectionHandles.featured,
  })
  const [featured, reexecuteFeatured] = useStorefrontQuery({
    query: FEATURED_PRODUCTS_QUERY,
    variables: featuredProductsVariables(handle),
    context: FEATURED_CONTEXT,
  })
  const asList = useMemo(() => ({ ...featured, data: asProductList(featured.data) }), [featured])
  const noneFeatured = featured.data !== undefined && (asList.data?.products.edges.length ?? 0) === 0
  const [firstProducts, reexecuteFirst] = useStorefrontQuery({
    query: CATALOGUE_PRODUCTS_QUERY,
    variables: FIRST_PRODUCTS_VARIABLES,
    context: FEATURED_CONTEXT,
    pause: !noneFeatured,
  })
  return noneFeatured ? ([firstProducts, reexecuteFirst] as const) : ([asList, reexecuteFeatured] as const)
}
