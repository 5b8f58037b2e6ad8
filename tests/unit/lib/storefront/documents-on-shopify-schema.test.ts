import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type DocumentNode, Kind, parse, print } from '@0no-co/graphql.web'
import type { ResultOf, TadaDocumentNode } from 'gql.tada'
import { formatDocument } from 'urql'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  BUILDER_PRODUCTS_QUERY,
  builderProductsVariables,
} from '../../../../src/features/builder/api/builder-products-query'
import { OUTFIT_SLOTS } from '../../../../src/features/builder/outfit'
import { CATALOGUE_MENU_QUERY } from '../../../../src/features/catalogue/api/catalogue-categories-query'
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_PRODUCTS_QUERY,
  productListVariables,
} from '../../../../src/features/catalogue/api/catalogue-products-query'
import {
  COLLECTION_INDEX_COUNTS_QUERY,
  INDEX_COUNT_SLOTS,
  indexCountsRead,
} from '../../../../src/features/catalogue/api/collection-index-counts-query'
import {
  COLLECTION_LISTING_QUERY,
  COLLECTION_PRODUCTS_QUERY,
} from '../../../../src/features/catalogue/api/collection-listing-query'
import {
  HOME_MENU_QUERY,
  STORE_COLLECTIONS_QUERY,
} from '../../../../src/features/catalogue/api/collection-tiles-query'
import {
  FEATURED_PRODUCTS_QUERY,
  featuredProductsVariables,
  HOME_FEATURED_COUNT,
} from '../../../../src/features/catalogue/api/featured-products-query'
import { listingReads } from '../../../../src/features/catalogue/api/page-reads'
import {
  PRODUCT_COUNT_SLOTS,
  PRODUCT_COUNTS_QUERY,
  productCountsVariables,
} from '../../../../src/features/catalogue/api/product-counts-query'
import {
  collectionProductsVariables,
  searchProductsVariables,
} from '../../../../src/features/catalogue/api/product-list-query'
import { QUICK_VIEW_QUERY } from '../../../../src/features/catalogue/api/quick-view-query'
import { RATED_SORT_LIMIT } from '../../../../src/features/catalogue/api/rated-products-query'
import { SEARCH_PRODUCTS_QUERY } from '../../../../src/features/catalogue/api/search-products-query'
import { STORE_CURRENCY_QUERY } from '../../../../src/features/catalogue/api/store-currency-query'
import {
  STOREFRONT_CONNECTION_TEST_QUERY,
  TEST_FEATURED_COUNT,
  TEST_PRODUCTS_COUNT,
} from '../../../../src/features/catalogue/api/test-shopify-query'
import { URL_REDIRECT_QUERY } from '../../../../src/features/catalogue/api/url-redirect-query'
import { categoryPageListing, collectionListing } from '../../../../src/features/catalogue/collection-listing'
import { listingSorts } from '../../../../src/features/catalogue/listing-options'
import {
  listingQuery,
  listingScopeQuery,
  storeSortKey,
} from '../../../../src/features/catalogue/listing-query'
import type { ListingSearch } from '../../../../src/features/catalogue/listing-search'
import { catalogueListing, type Listing, searchListing } from '../../../../src/features/catalogue/listings'
import { CHAT_PRICES_QUERY } from '../../../../src/features/chat/api/chat-prices-query'
import {
  GIFT_CARD_HANDLE,
  GIFT_CARD_PRODUCT_QUERY,
} from '../../../../src/features/gift-cards/api/gift-card-product-query'
import {
  CATALOGUE_SAVE_ESTIMATE_QUERY,
  CATALOGUE_SAVE_PAGE_QUERY,
  CATALOGUE_SAVE_PAGE_SIZE,
} from '../../../../src/features/offline/save-catalogue/catalogue-save-queries'
import { SAMPLE_PRODUCTS } from '../../../../src/features/offline/save-catalogue/estimate-catalogue-save'
import { PRODUCT_BY_HANDLE_QUERY } from '../../../../src/features/product/api/product-by-handle-query'
import { PRODUCT_COLLECTIONS_QUERY } from '../../../../src/features/product/api/product-collections-query'
import { PRODUCT_RATING_QUERY } from '../../../../src/features/product/api/product-rating-query'
import {
  PREDICTIVE_SEARCH_QUERY,
  SUGGESTIONS_PER_KIND,
} from '../../../../src/features/shell/api/search-suggestions'
import { STORE_MENUS_QUERY } from '../../../../src/features/shell/api/store-menus-query'
import {
  WISHLIST_PRODUCTS_QUERY,
  WISHLIST_QUERY_LIMIT,
} from '../../../../src/features/wishlist/api/wishlist-products-query'
import { GIFT_CARD_VARIANT_QUERY } from '../../../../src/server/checkouts/gift-card-checkout'
import { CART_CREATE_MUTATION, OWN_LABEL_VARIANTS_QUERY } from '../../../../src/server/checkouts/store-cart'
import { VARIANT_PRICES_QUERY } from '../../../../src/server/pricing/storefront-prices'
import { REVIEWED_PRODUCT_QUERY } from '../../../../src/server/reviews/store-products'
import { categories } from '../../../../src/server/seed/categories'
import { seedCollectionMetafields } from '../../../../src/server/seed/collection-metafields'
import {
  DEFAULT_COLLECTION_HANDLES,
  DEFAULT_MENU_HANDLES,
  DEFAULT_STOREFRONT_API_VERSION,
} from '../../../../src/shared/storefront-config'
import { createTestStore, TEST_STORE_TOKEN } from '../../../support/test-store/test-store'

/**
 * Every GraphQL document the shop sends, run with the variable values it really sends, against a
 * store built from Shopify's published schema that is not our emulator (tests/support/test-store/):
 * a document or a variable Shopify would refuse fails here.
 */
const store = createTestStore()

/**
 * The files that hold the shop's documents, each written with the typed `graphql()` of
 * src/lib/storefront/graphql.ts; a new one must be added to this test (checked below), and every
 * operation and fragment they hold must be sent by it (checked at the end).
 */
const COVERED_FILES = [
  'src/features/chat/api/chat-prices-query.ts',
  'src/features/catalogue/api/collection-index-counts-query.ts',
  'src/features/builder/api/builder-products-query.ts',
  'src/features/catalogue/api/catalogue-categories-query.ts',
  'src/features/catalogue/api/catalogue-products-query.ts',
  'src/features/catalogue/api/collection-listing-query.ts',
  'src/features/catalogue/api/collection-tiles-query.ts',
  'src/features/catalogue/api/featured-products-query.ts',
  'src/features/catalogue/api/product-counts-query.ts',
  'src/features/catalogue/api/quick-view-query.ts',
  'src/features/catalogue/api/search-products-query.ts',
  'src/features/catalogue/api/store-currency-query.ts',
  'src/features/catalogue/api/test-shopify-query.ts',
  'src/features/catalogue/api/url-redirect-query.ts',
  'src/features/offline/save-catalogue/catalogue-save-queries.ts',
  'src/features/product/api/product-by-handle-query.ts',
  'src/features/product/api/product-collections-query.ts',
  'src/features/product/api/product-rating-query.ts',
  'src/features/shell/api/search-suggestions.ts',
  'src/features/shell/api/store-menus-query.ts',
  'src/features/wishlist/api/wishlist-products-query.ts',
  'src/lib/storefront/fragments.ts',
  'src/lib/storefront/product-card-fragment.ts',
  'src/lib/storefront/product-page-fields.ts',
  'src/features/gift-cards/api/gift-card-product-query.ts',
  'src/server/checkouts/gift-card-checkout.ts',
  'src/server/checkouts/store-cart.ts',
  'src/server/pricing/storefront-prices.ts',
  'src/server/reviews/store-products.ts',
]

/** A document written with the typed `graphql()`: a call with a template literal. */
const TYPED_DOCUMENT = /\bgraphql\(\s*`/
/** A document written any other way: as a marked template string, or with a `gql` tag. */
const UNTYPED_DOCUMENT = /\/\* GraphQL \*\/|\bgql`/
/** The text of each typed document in a source file. */
const TYPED_DOCUMENT_TEXT = /\bgraphql\(\s*`([^`]*)`/g

/** Each operation and fragment the test has sent, by name. */
const sent = new Set<string>()

function recordSent(document: DocumentNode) {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION)
      if (definition.name) sent.add(definition.name.value)
  }
}

interface Answer {
  data?: Record<string, unknown> | null
  errors?: { message: string }[]
}

/** Sends `document` as urql does (with `__typename` added) and returns Shopify-style JSON. */
async function send(document: DocumentNode, variables: Record<string, unknown> = {}): Promise<Answer> {
  recordSent(document)
  const query = print(formatDocument(document))
  const response = await store.request(
    `http://localhost:4609/api/${DEFAULT_STOREFRONT_API_VERSION}/graphql.json`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': TEST_STORE_TOKEN },
      body: JSON.stringify({ query, variables }),
    },
  )
  expect(response.status).toBe(200)
  return (await response.json()) as Answer
}

/** The answer to `document`, typed from it; its variables are checked against it as well. */
async function expectNoErrors<Result, Variables>(
  document: TadaDocumentNode<Result, Variables>,
  ...[variables]: Partial<Variables> extends Variables ? [Variables?] : [Variables]
): Promise<Result> {
  const answer = await send(document, variables ?? {})
  expect(answer.errors, JSON.stringify(variables)).toBeUndefined()
  expect(answer.data).toBeTruthy()
  return answer.data as Result
}

/** The variables of a collection listing's page, as ProductResults asks for it. */
function collectionPage(listing: Listing, search: ListingSearch, after: string | null = null) {
  const { list } = listingReads(listing, search)
  if (!list.collection) throw new Error(`${listing.key} is not a collection's listing`)
  return collectionProductsVariables({ ...list, collection: list.collection }, after)
}

/**
 * Every listing the shop serves by a query of the store: the whole catalogue (a collection's listing
 * is sent below).
 */
function everyListing(): { listing: Listing; search: ListingSearch }[] {
  const listings = [catalogueListing(undefined)]
  return [
    ...listings.flatMap((listing) =>
      [{ id: undefined, choices: [] }, ...listing.tabs].flatMap((tab) => [
        { listing, search: { tab: tab.id } },
        ...(tab.choices ?? []).map((choice) => ({ listing, search: { tab: tab.id, choice: choice.id } })),
      ]),
    ),
  ]
}

let firstHandle = ''
let variantIds: string[] = []
let productIds: string[] = []

beforeAll(async () => {
  const data = await expectNoErrors(CATALOGUE_PRODUCTS_QUERY, {
    first: 5,
    query: null,
    sortKey: 'BEST_SELLING',
    reverse: false,
  })
  const nodes = data.products.edges.map((edge) => edge.node)
  firstHandle = nodes[0]?.handle ?? ''
  productIds = nodes.map((node) => node.id)
  variantIds = nodes.flatMap((node) => node.variants.edges.map((edge) => edge.node.id))
  expect(firstHandle).not.toBe('')
})

/** The text of every source file outside the emulator (whose own schema is no document the shop sends). */
async function shopSources(): Promise<Map<string, string>> {
  const sources = new Map<string, string>()
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (full !== path.join('src', 'server', 'storefront')) await walk(full)
      } else if (/\.tsx?$/.test(entry.name)) {
        sources.set(full.split(path.sep).join('/'), await readFile(full, 'utf8'))
      }
    }
  }
  await walk('src')
  return sources
}

describe('every document the shop sends is one Shopify answers without errors', () => {
  it('covers every file that holds a document, each written with the typed graphql()', async () => {
    const sources = await shopSources()
    const typed = [...sources].filter(([, text]) => TYPED_DOCUMENT.test(text)).map(([file]) => file)
    expect(typed.sort()).toEqual([...COVERED_FILES].sort())
    const untyped = [...sources].filter(([, text]) => UNTYPED_DOCUMENT.test(text)).map(([file]) => file)
    expect(untyped).toEqual([])
  })

  it('listings: every listing, tab and choice, with every sort, search words and filters, and the next page', async () => {
    for (const { listing, search } of everyListing()) {
      const query = listingQuery(listing, search)
      for (const sort of listingSorts) {
        await expectNoErrors(CATALOGUE_PRODUCTS_QUERY, {
          first: sort.rankedByRating ? 250 : CATALOGUE_PAGE_SIZE,
          after: null,
          query: query || null,
          sortKey: storeSortKey(sort.sortKey, search.q),
          reverse: sort.reverse,
        })
      }
      await expectNoErrors(PRODUCT_COUNTS_QUERY, productCountsVariables([listingScopeQuery(listing), query]))
    }
    // Search words and a price range at once, sorted by relevance (/products).
    const helmets = catalogueListing('helmets')
    const filtered: ListingSearch = {
      q: 'carbon "full face" (visor)',
      min: 50,
      max: 400,
    }
    const query = listingQuery(helmets, filtered)
    await expectNoErrors(CATALOGUE_PRODUCTS_QUERY, {
      first: CATALOGUE_PAGE_SIZE,
      query,
      sortKey: storeSortKey('RELEVANCE', filtered.q),
      reverse: false,
    })
    // Load More: the next page after the first one's last cursor.
    const first = await expectNoErrors(CATALOGUE_PRODUCTS_QUERY, {
      first: CATALOGUE_PAGE_SIZE,
      query: listingQuery(helmets, {}),
      sortKey: 'BEST_SELLING',
      reverse: false,
    })
    expect(first.products.pageInfo.hasNextPage).toBe(true)
    await expectNoErrors(CATALOGUE_PRODUCTS_QUERY, {
      first: CATALOGUE_PAGE_SIZE,
      after: first.products.pageInfo.endCursor,
      query: listingQuery(helmets, {}),
      sortKey: 'BEST_SELLING',
      reverse: false,
    })
    expect(RATED_SORT_LIMIT / 250).toBe(2)
  })

  it("collection listings: the collection, the merchant's tabs, every sort, each facet value, a price range and the next page", async () => {
    const shell = await expectNoErrors(COLLECTION_LISTING_QUERY, { handle: 'casques' })
    if (!shell.collection) throw new Error('The test store has no casques collection')
    // The emulator's seeded tabs, their filters sent to a store built from Shopify's schema.
    for (const category of categories) {
      const tabs = seedCollectionMetafields(category.slug).find((field) => field.key === 'listing_tabs')
      const listing = collectionListing({
        ...shell.collection,
        tabs: tabs ? { id: 'gid://shopify/Metafield/1', value: tabs.value } : null,
      })
      for (const tab of listing.tabs) {
        for (const choice of [undefined, ...(tab.choices ?? [])])
          await expectNoErrors(
            COLLECTION_PRODUCTS_QUERY,
            collectionPage(listing, { tab: tab.id, choice: choice?.id }),
          )
      }
    }
    const helmets = collectionListing(shell.collection)
    const first = await expectNoErrors(COLLECTION_PRODUCTS_QUERY, collectionPage(helmets, {}))
    const facets = first.collection?.products.filters ?? []
    expect(facets.length).toBeGreaterThan(0)
    for (const sort of listingSorts) {
      for (const value of facets.flatMap((facet) => facet.values)) {
        const search = { sort: sort.value, filter: [String(value.input)], min: 10, max: 400 }
        await expectNoErrors(COLLECTION_PRODUCTS_QUERY, collectionPage(helmets, search))
      }
    }
    // Load More: the next page after the first one's last cursor.
    const { endCursor } = first.collection?.products.pageInfo ?? {}
    await expectNoErrors(COLLECTION_PRODUCTS_QUERY, collectionPage(helmets, {}, endCursor ?? null))
  })

  it("the header's search: the store's search with its facets, each sort, a facet value, a price range and the next page", async () => {
    const searchPage = (search: ListingSearch, after: string | null = null) => {
      const { list } = listingReads(searchListing, search)
      if (!list.search) throw new Error('The header search is not the store search')
      return searchProductsVariables({ ...list, search: list.search }, after)
    }
    const first = await expectNoErrors(SEARCH_PRODUCTS_QUERY, searchPage({ q: 'jacket' }))
    expect(first.search.productFilters.length).toBeGreaterThan(0)
    for (const sort of searchListing.sorts) {
      for (const value of first.search.productFilters.flatMap((facet) => facet.values).slice(0, 6))
        await expectNoErrors(
          SEARCH_PRODUCTS_QUERY,
          searchPage({ q: 'jacket', sort: sort.value, filter: [String(value.input)], min: 10, max: 400 }),
        )
    }
    await expectNoErrors(SEARCH_PRODUCTS_QUERY, searchPage({ q: 'jacket' }, first.search.pageInfo.endCursor))
  })

  it('the catalogue page (/products): its categories, every sort, search, facets and price', async () => {
    const menu = await expectNoErrors(CATALOGUE_MENU_QUERY, {
      handle: DEFAULT_MENU_HANDLES.catalogue,
      main: DEFAULT_MENU_HANDLES.main,
    })
    expect(menu.catalogue).toBeDefined()
    const whole = catalogueListing(undefined)
    for (const sort of whole.sorts)
      for (const search of [
        { sort: sort.value },
        { sort: sort.value, q: "men's leather", min: 20, max: 500 },
      ])
        await expectNoErrors(CATALOGUE_PRODUCTS_QUERY, productListVariables(listingReads(whole, search).list))
    const boots = catalogueListing('casques')
    const first = await expectNoErrors(
      COLLECTION_PRODUCTS_QUERY,
      collectionPage(boots, { category: 'casques' }),
    )
    const values = (first.collection?.products.filters ?? []).flatMap((facet) => facet.values).slice(0, 6)
    for (const sort of boots.sorts)
      for (const value of values)
        await expectNoErrors(
          COLLECTION_PRODUCTS_QUERY,
          collectionPage(boots, {
            category: 'casques',
            sort: sort.value,
            filter: [String(value.input)],
            min: 20,
          }),
        )
  })

  it('a /category page: its redirect, then the collection under each type of its select', async () => {
    await expectNoErrors(URL_REDIRECT_QUERY, { query: 'path:"/category/helmets"' })
    const bells = categoryPageListing(
      {
        id: 'gid://shopify/Collection/1',
        handle: 'helmets',
        title: 'Helmets',
        description: '',
        tabs: {
          id: 'gid://shopify/Metafield/1',
          value: JSON.stringify([{ label: 'Bells', filters: [{ productType: 'Guardian Bells' }] }]),
        },
        features: null,
        notice: null,
        index: null,
      },
      'helmets',
    )
    for (const type of [undefined, ...bells.types.map((t) => [t.id])])
      await expectNoErrors(COLLECTION_PRODUCTS_QUERY, collectionPage(bells, { type }))
  })

  it('the home page, the category pages and the tiles’ counts', async () => {
    for (const query of ['tag:featured', null]) {
      await expectNoErrors(CATALOGUE_PRODUCTS_QUERY, {
        first: HOME_FEATURED_COUNT,
        query,
        sortKey: 'BEST_SELLING',
        reverse: false,
      })
    }
    // A collection's index counts every tile in one request, as it asks for it: every slot at once.
    const tiles = Array.from({ length: INDEX_COUNT_SLOTS + 1 }, (_, i) => ({
      key: `/shop/casques/t${i}`,
      title: `T${i}`,
      description: '',
      link: { kind: 'app' as const, to: `/shop/casques/t${i}`, search: {} },
      filters: [{ tag: `t${i}` }],
    }))
    const read = indexCountsRead('casques', tiles)
    const indexCounts = await expectNoErrors(COLLECTION_INDEX_COUNTS_QUERY, read?.variables as never)
    expect(Object.keys(indexCounts.collection ?? {}).filter((key) => key.startsWith('s'))).toHaveLength(
      INDEX_COUNT_SLOTS,
    )
    // The home menu's sections and the /shop overview: the store's collections, as tiles.
    const home = await expectNoErrors(HOME_MENU_QUERY, { handle: DEFAULT_MENU_HANDLES.home })
    expect(home.menu).toBeDefined()
    const main = await expectNoErrors(HOME_MENU_QUERY, { handle: DEFAULT_MENU_HANDLES.main })
    expect(main.menu).toBeDefined()
    const overview = await expectNoErrors(STORE_COLLECTIONS_QUERY, {})
    expect(overview.collections.nodes.length).toBeGreaterThan(0)
    // Every slot at once.
    const everySlot = Array.from({ length: PRODUCT_COUNT_SLOTS }, (_, i) => `tag:boots ${i}`)
    const full = await expectNoErrors(PRODUCT_COUNTS_QUERY, productCountsVariables(everySlot))
    expect(Object.keys(full)).toHaveLength(PRODUCT_COUNT_SLOTS)
  })

  it('product pages, Quick View, the store’s currency and the outfit builder', async () => {
    const page = await expectNoErrors(PRODUCT_BY_HANDLE_QUERY, { handle: firstHandle })
    expect(page.product?.handle).toBe(firstHandle)
    const missing = await expectNoErrors(PRODUCT_BY_HANDLE_QUERY, { handle: 'no-such-product' })
    const prices = await expectNoErrors(CHAT_PRICES_QUERY, { query: 'casque' })
    expect(prices.cheapest.totalCount).toBeGreaterThan(0)
    const inCollections = await expectNoErrors(PRODUCT_COLLECTIONS_QUERY, { handle: firstHandle })
    expect(inCollections.product?.collections.nodes.length).toBeGreaterThan(0)
    expect(missing.product).toBeNull()
    await expectNoErrors(QUICK_VIEW_QUERY, { handle: firstHandle })
    const rated = await expectNoErrors(PRODUCT_RATING_QUERY, { handle: firstHandle })
    expect(rated.product?.id).toBe(page.product?.id)
    const reviewed = await expectNoErrors(REVIEWED_PRODUCT_QUERY, { handle: firstHandle })
    expect(reviewed.product?.id).toBe(page.product?.id)
    const shop = await expectNoErrors(STORE_CURRENCY_QUERY)
    expect(shop.shop.paymentSettings.currencyCode).toBe('EUR')
    await expectNoErrors(STORE_MENUS_QUERY, {
      main: DEFAULT_MENU_HANDLES.main,
      footer: DEFAULT_MENU_HANDLES.footer,
    })
    const suggested = await expectNoErrors(PREDICTIVE_SEARCH_QUERY, {
      query: 'casq',
      limit: SUGGESTIONS_PER_KIND,
    })
    expect(suggested.predictiveSearch?.products.length).toBeGreaterThan(0)
    await expectNoErrors(
      FEATURED_PRODUCTS_QUERY,
      featuredProductsVariables(DEFAULT_COLLECTION_HANDLES.featured),
    )
    for (const slot of OUTFIT_SLOTS) {
      await expectNoErrors(
        BUILDER_PRODUCTS_QUERY,
        // The test store's own collections for the six slots.
        builderProductsVariables(
          ['blousons-cuir', 'gilets', 'jambieres', 'gants', 'bottes', 'casques'],
          slot,
        ),
      )
    }
  })

  it('the wishlist, the connection test, the offline save and server pricing', async () => {
    await expectNoErrors(WISHLIST_PRODUCTS_QUERY, {
      ids: [...productIds, 'gid://shopify/Product/1'].slice(0, WISHLIST_QUERY_LIMIT),
    })
    await expectNoErrors(STOREFRONT_CONNECTION_TEST_QUERY, {
      first: TEST_PRODUCTS_COUNT,
      featuredFirst: TEST_FEATURED_COUNT,
      featuredHandle: DEFAULT_COLLECTION_HANDLES.featured,
    })
    await expectNoErrors(CATALOGUE_SAVE_ESTIMATE_QUERY, { sample: SAMPLE_PRODUCTS })
    const saved = await expectNoErrors(CATALOGUE_SAVE_PAGE_QUERY, { first: CATALOGUE_SAVE_PAGE_SIZE })
    if (saved.products.pageInfo.hasNextPage) {
      await expectNoErrors(CATALOGUE_SAVE_PAGE_QUERY, {
        first: CATALOGUE_SAVE_PAGE_SIZE,
        after: saved.products.pageInfo.endCursor,
      })
    }
    // Server pricing is sent as it is written (no __typename): it goes through fetch, not urql.
    recordSent(VARIANT_PRICES_QUERY)
    const priced = await store.request(
      `http://localhost:4609/api/${DEFAULT_STOREFRONT_API_VERSION}/graphql.json`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Shopify-Storefront-Access-Token': TEST_STORE_TOKEN,
        },
        body: JSON.stringify({ query: print(VARIANT_PRICES_QUERY), variables: { ids: variantIds } }),
      },
    )
    const answer = (await priced.json()) as Answer & { data: ResultOf<typeof VARIANT_PRICES_QUERY> }
    expect(answer.errors).toBeUndefined()
    expect(answer.data.nodes).toHaveLength(variantIds.length)
    const [first] = answer.data.nodes
    expect(first && 'price' in first ? first.price.currencyCode : undefined).toBe('EUR')
  })

  it('the checkout hand-over and the gift card, sent as written (fetch, not urql)', async () => {
    await expectNoErrors(GIFT_CARD_PRODUCT_QUERY, { handle: GIFT_CARD_HANDLE })
    const asWritten = async (document: DocumentNode, variables: Record<string, unknown>) => {
      recordSent(document)
      const response = await store.request(
        `http://localhost:4609/api/${DEFAULT_STOREFRONT_API_VERSION}/graphql.json`,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Shopify-Storefront-Access-Token': TEST_STORE_TOKEN,
          },
          body: JSON.stringify({ query: print(document), variables }),
        },
      )
      const answer = (await response.json()) as Answer
      expect(answer.errors).toBeUndefined()
      return answer.data
    }
    await asWritten(OWN_LABEL_VARIANTS_QUERY, { handle: firstHandle })
    await asWritten(GIFT_CARD_VARIANT_QUERY, { id: variantIds[0] })
    const created = (await asWritten(CART_CREATE_MUTATION, {
      input: {
        lines: [{ merchandiseId: variantIds[0], quantity: 1 }],
        attributes: [{ key: 'open_road_checkout', value: '00000000-0000-4000-8000-000000000000' }],
        buyerIdentity: { email: 'rider@example.com', countryCode: 'US' },
        delivery: {
          addresses: [
            {
              selected: true,
              address: {
                deliveryAddress: {
                  firstName: 'Sam',
                  lastName: 'Rider',
                  address1: '1 Main St',
                  city: 'Milwaukee',
                  provinceCode: 'WI',
                  zip: '53233',
                  countryCode: 'US',
                },
              },
            },
          ],
        },
        discountCodes: [],
        giftCardCodes: [],
      },
    })) as ResultOf<typeof CART_CREATE_MUTATION>
    expect(created.cartCreate?.userErrors).toEqual([])
    expect(created.cartCreate?.cart?.checkoutUrl).toMatch(/\/checkouts\/cn\//)
  })

  it('and the store counts no error answered over all of it', () => {
    expect(store.errors.count).toBe(0)
  })

  it('and sent every operation and fragment those files define', async () => {
    const sources = await shopSources()
    const defined = COVERED_FILES.flatMap((file) =>
      [...(sources.get(file) ?? '').matchAll(TYPED_DOCUMENT_TEXT)].flatMap((match) =>
        parse(match[1] ?? '').definitions.flatMap((definition) =>
          'name' in definition && definition.name ? [definition.name.value] : [],
        ),
      ),
    )
    expect(defined.length).toBeGreaterThan(COVERED_FILES.length)
    expect(defined.filter((name) => !sent.has(name))).toEqual([])
  })
})
