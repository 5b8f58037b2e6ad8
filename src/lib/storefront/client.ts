import { type KeyingConfig, offlineExchange } from '@urql/exchange-graphcache'
import { relayPagination } from '@urql/exchange-graphcache/extras'
import { Client, fetchExchange } from 'urql'
import type { AppConfig } from '../env'
import { createCacheStorage } from './cache-storage'
import { createStorefrontConfig } from './config'
import { hydrationGateExchange } from './hydration-gate'
import { createRetryingFetch } from './retry-fetch'
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

/**
 * The one urql client for the catalogue. graphcache normalises products by id, merges cursor pages
 * (relayPagination) and persists to IndexedDB so pages seen online render offline (DECISIONS.md §2, §9).
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
  return new Client({
    url: storefront.apiUrl,
    exchanges: [hydrationGateExchange(storage.hydrated), cache, fetchExchange],
    fetch: createRetryingFetch({ retries: storefront.retries }),
    fetchOptions: { headers: storefront.headers },
    preferGetMethod: false,
    requestPolicy: 'cache-first',
  })
}
