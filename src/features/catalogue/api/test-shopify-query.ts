import { useQuery } from 'urql'
import { readAppConfig } from '../../../lib/env'
import { createStorefrontConfig } from '../../../lib/storefront/config'
import type { Money } from '../../../lib/storefront/types'

/** The test page lists 10 products and 5 featured ones. */
export const TEST_PRODUCTS_COUNT = 10
export const TEST_FEATURED_COUNT = 5

export const STOREFRONT_CONNECTION_TEST_QUERY = /* GraphQL */ `
  query StorefrontConnectionTest($first: Int!, $featuredFirst: Int!) {
    products(first: $first) {
      edges {
        node {
          ...ConnectionTestProduct
        }
      }
    }
    featured: products(first: $featuredFirst, query: "tag:featured") {
      edges {
        node {
          ...ConnectionTestProduct
        }
      }
    }
  }

  fragment ConnectionTestProduct on Product {
    id
    handle
    title
    vendor
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
  }
`

export interface ConnectionTestProduct {
  id: string
  handle: string
  title: string
  vendor: string
  priceRange: { minVariantPrice: Money }
}

interface ConnectionTestData {
  products: { edges: { node: ConnectionTestProduct }[] }
  featured: { edges: { node: ConnectionTestProduct }[] }
}

/**
 * The first products and the featured ones, always asked of the network: a connection test must not
 * pass on a saved answer. Featured falls back to the first products when none is tagged.
 */
export function useStorefrontConnectionTest() {
  const [result, reexecute] = useQuery<ConnectionTestData>({
    query: STOREFRONT_CONNECTION_TEST_QUERY,
    variables: { first: TEST_PRODUCTS_COUNT, featuredFirst: TEST_FEATURED_COUNT },
    requestPolicy: 'network-only',
  })
  const products = result.data?.products.edges.map((edge) => edge.node)
  const tagged = result.data?.featured.edges.map((edge) => edge.node)
  const featured = tagged && tagged.length > 0 ? tagged : products?.slice(0, TEST_FEATURED_COUNT)
  return {
    products,
    featured,
    featuredIsFallback: tagged !== undefined && tagged.length === 0,
    fetching: result.fetching,
    error: result.error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  }
}

/** Where the app reads the catalogue from: the configured store, or this server's emulator. */
export function storefrontConnectionInfo() {
  const { storefront: settings } = readAppConfig()
  const storefront = createStorefrontConfig(settings, { emulatorOrigin: window.location.origin })
  return {
    storeDomain: new URL(storefront.apiUrl).host,
    usesEmulator: settings.origin === null,
    apiVersion: storefront.apiVersion,
    endpoint: storefront.apiUrl,
  }
}
