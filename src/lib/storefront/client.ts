import {
  type KeyingConfig,
  offlineExchange,
  type Resolver,
  type SerializedEntries,
  type StorageAdapter,
} from '@urql/exchange-graphcache'
import { relayPagination } from '@urql/exchange-graphcache/extras'
import { requestPolicyExchange } from '@urql/exchange-request-policy'
import { Client, type ClientOptions, fetchExchange, type Operation } from 'urql'
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
  PaymentSettings: embedded,
  Domain: embedded,
  Brand: embedded,
  PredictiveSearchResult: embedded,
  SearchQuerySuggestion: embedded,
  FilterValue: embedded,
  // Shopify may leave an image's id null; its URL identifies it as well.
  Image: (image) =>
    typeof image.id === 'string' ? image.id : typeof image.url === 'string' ? image.url : null,
}

const MINUTE_MS = 60 * 1000

/**
 * graphcache storage for a client with no device to save to (the server rendering a page, tests):
 * it starts empty and keeps what graphcache writes in `entries`.
 */
export function entriesStorage(entries: SerializedEntries = {}): StorageAdapter {
  return {
    readData: async () => ({}),
    writeData: async (delta) => {
      Object.assign(entries, delta)
    },
    readMetadata: async () => null,
    writeMetadata: () => {},
  }
}

const PAGE_ARGUMENTS = new Set(['first', 'after', 'last', 'before'])

/** A connection's arguments, page aside, in one spelling: two lists are the same when these are. */
function listArguments(args: Record<string, unknown>) {
  return JSON.stringify(
    Object.entries(args)
      .filter(([key, value]) => !PAGE_ARGUMENTS.has(key) && value != null)
      .sort(([x], [y]) => x.localeCompare(y)),
  )
}

/**
 * relayPagination keeping the fields of the list as a whole on the merged pages: relayPagination
 * builds a connection of edges, nodes and pageInfo alone, and a collection's facets (`filters`) or a
 * search's (`productFilters`, `totalCount`) are about every page; those of the first page are kept.
 */
function pagesKeeping(wholeListFields: readonly string[]): Resolver {
  const pages = relayPagination()
  return (parent, args, cache, info) => {
    const merged = pages(parent, args, cache, info)
    if (!merged || typeof merged !== 'object') return merged
    // The first page of the same list: the same arguments but the page's, and none after.
    const list = listArguments(args)
    const first = cache
      .inspectFields(info.parentKey)
      .find(
        (field) =>
          field.fieldName === info.fieldName &&
          field.arguments?.after == null &&
          listArguments(field.arguments ?? {}) === list,
      )
    const firstPage = first ? cache.resolve(info.parentKey, first.fieldKey) : undefined
    if (typeof firstPage !== 'string') return merged
    const kept = wholeListFields.flatMap((field) => {
      const value = cache.resolve(firstPage, field)
      return value === undefined ? [] : [[field, value] as const]
    })
    return { ...merged, ...Object.fromEntries(kept) }
  }
}

/**
 * graphcache as the shop uses it: normalised by id, cursor pages merged (relayPagination), kept in
 * `storage`. The browser and the server that renders a page build it the same way, so what one
 * wrote the other reads back identically.
 */
export function catalogueCacheExchange(storage: StorageAdapter) {
  return offlineExchange({
    schema,
    storage,
    keys: cacheKeys,
    resolvers: {
      QueryRoot: { products: relayPagination(), search: pagesKeeping(['productFilters', 'totalCount']) },
      Collection: { products: pagesKeeping(['filters']) },
    },
  })
}

/**
 * Product lists and single products go stale after 5 minutes, featured products after 10.
 * graphcache answers `cache-first` from what it holds (also what it restored from IndexedDB); a query
 * not seen for longer than its stale time is upgraded to `cache-and-network`, so the cached answer shows
 * at once and is refreshed behind it. Featured queries say so with `{ featured: true }` in their context.
 */
function staleTimeExchanges(renderedByServer: ReadonlySet<string>, renderedAt: () => number) {
  // A query the server rendered this page with was answered when the page was rendered: just now,
  // or, on a copy the service worker kept, maybe days ago, and then asked again.
  const fresh = (operation: Operation, ttl: number) =>
    renderedByServer.has(String(operation.key)) && answeredWithin(renderedAt(), ttl)
  return [
    requestPolicyExchange({
      ttl: 5 * MINUTE_MS,
      shouldUpgrade: (operation) => operation.context.featured !== true && !fresh(operation, 5 * MINUTE_MS),
    }),
    requestPolicyExchange({
      ttl: 10 * MINUTE_MS,
      shouldUpgrade: (operation) => operation.context.featured === true && !fresh(operation, 10 * MINUTE_MS),
    }),
  ]
}

/** How a client reaches the storefront (address, headers, retrying fetch): what another client needs to do the same. */
export type StorefrontConnection = Pick<ClientOptions, 'url' | 'fetch' | 'fetchOptions' | 'preferGetMethod'>

/** The storefront's address and headers for `appConfig`; `origin` is where the emulator answers. */
export function createStorefrontConnection(
  appConfig: AppConfig,
  { origin, fetch }: { origin: string; fetch: typeof globalThis.fetch },
): StorefrontConnection {
  const storefront = createStorefrontConfig(appConfig.storefront, { emulatorOrigin: origin, retries: 2 })
  return {
    url: storefront.apiUrl,
    fetch: createRetryingFetch({ retries: storefront.retries, fetch }),
    fetchOptions: { headers: storefront.headers },
    preferGetMethod: false,
  }
}

/** What the server rendered the page with: graphcache's entries and the queries they answer. */
export interface ServerRenderedCatalogue {
  entries: SerializedEntries
  queryKeys: string[]
  /**
   * When the server answered them (ms since the epoch). A page the service worker kept is shown
   * later, offline or behind a stalled connection
   * (docs/decisions/0046-the-service-worker-keeps-the-pages-a-rider-saw.md).
   */
  renderedAt?: number
}

/**
 * Whether an answer given at `answeredAt` is younger than `ttl`. An answer dated in the future (a
 * server clock ahead of the device's) counts as just given.
 */
export function answeredWithin(answeredAt: number, ttl: number, now: number = Date.now()): boolean {
  return now - answeredAt < ttl
}

interface ClientParts {
  storage: CacheStorage
  connection: StorefrontConnection
}

const clientParts = new WeakMap<Client, ClientParts>()

export function storefrontConnection(client: Client): StorefrontConnection | undefined {
  return clientParts.get(client)?.connection
}

/** Settles once graphcache has loaded what the device saved (and what the server rendered with). */
export function whenStorefrontCacheLoaded(client: Client): Promise<void> {
  return clientParts.get(client)?.storage.hydrated ?? Promise.resolve()
}

/** Removes the catalogue data graphcache keeps on the device; this session keeps its copy until it reloads. */
export function clearSavedStorefrontCache(client: Client): Promise<void> {
  return clientParts.get(client)?.storage.clearEntries() ?? Promise.resolve()
}

/**
 * The one urql client for the catalogue. graphcache normalises products by id, merges cursor pages
 * (relayPagination) and persists to IndexedDB so pages seen online render offline
 * (docs/decisions/0017-urql-graphcache.md).
 * A product page the cache cannot answer while the network fails is answered from the catalogue
 * saved for offline, when it was.
 */
export function createStorefrontClient(
  appConfig: AppConfig,
  /** What the server rendered the page with, once the router has handed it over (src/start/router.tsx). */
  serverRendered: Promise<ServerRenderedCatalogue | undefined> = Promise.resolve(undefined),
) {
  const storage = createCacheStorage(
    'open-road-storefront',
    serverRendered.then((catalogue) => catalogue?.entries),
  )
  const renderedByServer = new Set<string>()
  let renderedAt = Date.now()
  void serverRendered.then((catalogue) => {
    for (const key of catalogue?.queryKeys ?? []) renderedByServer.add(key)
    if (catalogue?.renderedAt !== undefined) renderedAt = catalogue.renderedAt
  })
  const connection = createStorefrontConnection(appConfig, {
    origin: window.location.origin,
    fetch: (...args) => fetch(...args),
  })
  const client = new Client({
    ...connection,
    exchanges: [
      hydrationGateExchange(storage.hydrated),
      ...staleTimeExchanges(renderedByServer, () => renderedAt),
      catalogueCacheExchange(storage),
      savedProductsExchange,
      fetchExchange,
    ],
    requestPolicy: 'cache-first',
  })
  clientParts.set(client, { storage, connection })
  return client
}
