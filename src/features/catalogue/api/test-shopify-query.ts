import { readAppConfig } from '../../../lib/env'
import { createStorefrontConfig } from '../../../lib/storefront/config'
import { MONEY_FIELDS } from '../../../lib/storefront/fragments'
import { graphql, type ResultOf } from '../../../lib/storefront/graphql'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'

/** The test page lists 10 products and 5 featured ones. */
export const TEST_PRODUCTS_COUNT = 10
export const TEST_FEATURED_COUNT = 5

const CONNECTION_TEST_PRODUCT = graphql(
  `
    fragment ConnectionTestProduct on Product {
      id
      handle
      title
      vendor
      priceRange {
        minVariantPrice {
          ...MoneyFields
        }
      }
    }
  `,
  [MONEY_FIELDS],
)

export const STOREFRONT_CONNECTION_TEST_QUERY = graphql(
  `
    query StorefrontConnectionTest($first: Int!, $featuredFirst: Int!, $featuredHandle: String!) {
      products(first: $first) {
        edges {
          node {
            ...ConnectionTestProduct
          }
        }
      }
      featured: collection(handle: $featuredHandle) {
        id
        products(first: $featuredFirst) {
          edges {
            node {
              ...ConnectionTestProduct
            }
          }
        }
      }
    }
  `,
  [CONNECTION_TEST_PRODUCT],
)

export type ConnectionTestProduct = ResultOf<typeof CONNECTION_TEST_PRODUCT>

/**
 * The first products and those of the featured collection (the home page's), always asked of the
 * network: a connection test must not pass on a saved answer. Featured falls back to the first
 * products when the store has no such collection, or it is empty.
 */
export function useStorefrontConnectionTest() {
  const [result, reexecute] = useStorefrontQuery({
    query: STOREFRONT_CONNECTION_TEST_QUERY,
    variables: {
      first: TEST_PRODUCTS_COUNT,
      featuredFirst: TEST_FEATURED_COUNT,
      featuredHandle: readAppConfig().collections.featured,
    },
    requestPolicy: 'network-only',
  })
  const products = result.data?.products.edges.map((edge) => edge.node)
  const tagged = result.data && (result.data.featured?.products.edges.map((edge) => edge.node) ?? [])
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
