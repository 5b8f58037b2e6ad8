import { type KeyingConfig, offlineExchange } from '@urql/exchange-graphcache'
import { relayPagination } from '@urql/exchange-graphcache/extras'
import { requestPolicyExchange } from '@urql/exchange-request-policy'
import { Client, type ClientOptions, fetchExchange } from 'urql'
import type { AppConfig } from '../env'
import { type CacheStorage, createCacheStorage } from './cache-storage'
import { createStorefrontConfig } from './config'
import { hydrationGateExchange } from './hydration-gate'
import { createRetryingFetch } from './retry-fetch'
import { savedProductsExchange } from './saved-products-exchange'
import schema from './schema.json'

/** Types that have no identity of their own in the Storefront API: cached inside their parent. */
const embedded = () => null

const cacheKeys: KeyingConfig = {
  MoneyV2: embedded,
  PageInfo: embedded,
  SelectedOption: embedded,
  ProductPriceRange: embedded,
  ProductOption: embedded,
  ProductConnection: embedded,
  ProductEdge: embedded,
  ProductVariantConnection: embedded,
  ProductVariantEdge: embedded,
  ImageConnection: embedded,
  ImageEdge: embedded,
  CollectionConnection: embedded,
  CollectionEdge: embedded,
  SearchResultItemConnection: embedded,
  SearchResultItemEdge: embedded,
  Filter: embedded,
  FilterValue: embedded,
  // Shopify may leave an image's id null; its URL identifies it as well.
  Image: (image) =>
    typeof image.id === 'string' ? image.id : typeof image.url === 'string' ? image.url : null,
}

const MINUTE_MS = 60 * 1000

/**
 * Spec §7: product lists and single products go stale after 5 minutes, featured products after 10.
 * graphcache answers `cache-first` from what it holds (also what it restored from IndexedDB); a query
 * not seen for longer than its stale time is upgraded to `cache-and-network`, so the cached answer shows
 * at once and is refreshed behind it. Featured queries say so with `{ featured: true }` in their context.
 */
const staleTimeExchanges = [
  requestPolicyExchange({
    ttl: 5 * MINUTE_MS,
    shouldUpgrade: (operation) => operation.context.featured !== true,
  }),
  requestPolicyExchange({
    ttl: 10 * MINUTE_MS,
    shouldUpgrade: (operation) => operation.context.featured === true,
  }),
]

/** How a client reaches the storefront (address, headers, retrying fetch): what another client needs to do the same. */
export type StorefrontConnection = Pick<ClientOptions, 'url' | 'fetch' | 'fetchOptions' | 'preferGetMethod'>

interface ClientParts {
  storage: CacheStorage
  connection: StorefrontConnection
}

const clientParts = new WeakMap<Client, ClientParts>()

export function storefrontConnection(client: Client): StorefrontConnection | undefined {
  return clientParts.get(client)?.connection
}

/** Removes the catalogue data graphcache keeps on the device; this session keeps its copy until it reloads. */
export function clearSavedStorefrontCache(client: Client): Promise<void> {
  return clientParts.get(client)?.storage.clearEntries() ?? Promise.resolve()
}

/**
 * The one urql client for the catalogue. graphcache normalises products by id, merges cursor pages
 * (relayPagination) and persists to IndexedDB so pages seen online render offline (DECISIONS.md §2, §9).
 * A product page the cache cannot answer while the network fails is answered from the catalogue
 * saved for offline, when it was.
 */
export function createStorefrontClient(appConfig: AppConfig) {
  const storefront = createStorefrontConfig({
    storeDomain: appConfig.storefrontDomain ?? window.location.origin,
    publicAccessToken: appConfig.storefrontPublicToken,
    retries: 2,
  })
  const storage = createCacheStorage('open-road-storefront')
  const cache = offlineExchange({
    schema,
    storage,
    keys: cacheKeys,
    resolvers: {
      QueryRoot: { products: relayPagination() },
      Collection: { products: relayPagination() },
    },
  })
  const connection: StorefrontConnection = {
    url: storefront.apiUrl,
    fetch: createRetryingFetch({ retries: storefront.retries }),
    fetchOptions: { headers: storefront.headers },
    preferGetMethod: false,
  }
  const client = new Client({
    ...connection,
    exchanges: [
      hydrationGateExchange(storage.hydrated),
      ...staleTimeExchanges,
      cache,
      savedProductsExchange,
      fetchExchange,
    ],
    requestPolicy: 'cache-first',
  })
  clientParts.set(client, { storage, connection })
  return client
}
