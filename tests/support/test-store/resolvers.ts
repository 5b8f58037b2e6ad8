/**
 * Resolvers for the fields a shop front uses, answered from the test catalogue the way Shopify
 * answers them. Every other field of the schema is left to the mocks (schema.ts).
 */

import type { ProductSortKeys } from '../../../src/lib/storefront/graphql'
import type { ProductFilterInput } from '../../../src/server/storefront/search-sql'
import { cartLineResolvers, cartMutations, cartQuery, cartResolvers, type TestCarts } from './carts'
import {
  minPriceCents,
  type TestCollection,
  type TestImage,
  type TestProduct,
  type TestVariant,
  testCatalogue,
  variantImage,
} from './catalogue'
import { type ImageTransform, imageUrl } from './images'
import { type TestMenuItem, testMenus } from './menus'
import { money } from './money'
import { type Connection, type ConnectionArgs, paginate, type SortKey, userError } from './pagination'
import { parseSearchQuery, productMatches, relevanceScore, relevanceWords } from './search-syntax'

/** What every resolver sees of the request. */
export interface TestStoreContext {
  /** The origin the request was made to: image URLs are absolute on it. */
  origin: string
  now: number
  apiVersions: readonly { handle: string; displayName: string; supported: boolean }[]
  /** The store's carts (the Cart API's), kept for as long as the store runs. */
  carts: TestCarts
}

/** Cut to `length` characters including a trailing "...", as `truncateAt` does. */
function truncate(text: string, length: number | null | undefined): string {
  if (length === null || length === undefined || length < 0 || text.length <= length) return text
  return length <= 3 ? text.slice(0, length) : `${text.slice(0, length - 3).trimEnd()}...`
}

const emptyConnection = () => ({
  edges: [],
  nodes: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
})

function connectionFields<T, N>(connection: Connection<T>, wrap: (item: T) => N) {
  return {
    edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: wrap(edge.node) })),
    nodes: connection.nodes.map(wrap),
    pageInfo: connection.pageInfo,
  }
}

const same = <T>(item: T) => item

// ---- Finding things ----

const GID = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d+)(\?.*)?$/

/** A well-formed global id, or the error Shopify answers for anything else. */
function checkGid(id: string): string {
  if (!GID.test(id)) throw userError(`Invalid global id '${id}'`)
  return id.replace(/\?.*$/, '')
}

function nodeById(id: string) {
  return testCatalogue.nodeById.get(checkGid(id)) ?? null
}

function productById(id: string): TestProduct | null {
  const node = nodeById(id)
  return node?.__typename === 'Product' ? node : null
}

function productOf(variant: TestVariant): TestProduct {
  return testCatalogue.nodeById.get(variant.productId) as TestProduct
}

// ---- Sorting ----

function productKey(sortKey: ProductSortKeys, wanted: readonly string[]): (product: TestProduct) => SortKey {
  const key = (value: SortKey['value']) => (product: TestProduct) => ({ value, id: product.numericId })
  switch (sortKey) {
    case 'TITLE':
      return (p) => key(p.title)(p)
    case 'PRODUCT_TYPE':
      return (p) => key(p.productType)(p)
    case 'VENDOR':
      return (p) => key(p.vendor)(p)
    case 'CREATED_AT':
      return (p) => key(p.createdAt)(p)
    case 'UPDATED_AT':
      return (p) => key(p.updatedAt)(p)
    case 'BEST_SELLING':
      return (p) => key(p.salesRank)(p)
    case 'PRICE':
      return (p) => key(minPriceCents(p))(p)
    case 'RELEVANCE':
      // Most relevant first; equally relevant products keep id order.
      return (p) => key(-relevanceScore(p, wanted))(p)
    case 'ID':
      return (p) => key(p.numericId)(p)
  }
}

type CollectionProductSortKey =
  | 'BEST_SELLING'
  | 'COLLECTION_DEFAULT'
  | 'CREATED'
  | 'ID'
  | 'MANUAL'
  | 'PRICE'
  | 'RELEVANCE'
  | 'TITLE'

function collectionProductKey(
  collection: TestCollection,
  sortKey: CollectionProductSortKey,
): (product: TestProduct) => SortKey {
  switch (sortKey) {
    case 'BEST_SELLING':
      return productKey('BEST_SELLING', [])
    case 'CREATED':
      return productKey('CREATED_AT', [])
    case 'ID':
      return productKey('ID', [])
    case 'PRICE':
      return productKey('PRICE', [])
    case 'TITLE':
      return productKey('TITLE', [])
    default:
      return (p) => ({ value: collection.productList.indexOf(p), id: p.numericId })
  }
}

// ---- Filters (`productFilters` of search, `filters` of a collection's products) ----

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

function filterMatches(filter: ProductFilterInput, product: TestProduct): boolean | null {
  if (filter.available !== undefined && filter.available !== null) {
    return product.variantList.some((v) => v.availableForSale) === filter.available
  }
  if (filter.price) {
    const min = Math.round((filter.price.min ?? 0) * 100)
    const max =
      filter.price.max === null || filter.price.max === undefined ? Infinity : filter.price.max * 100
    return product.variantList.some((v) => v.priceCents >= min && v.priceCents <= max)
  }
  if (filter.productType) return sameText(product.productType, filter.productType)
  if (filter.productVendor) return sameText(product.vendor, filter.productVendor)
  if (filter.tag) return product.tags.some((tag) => sameText(tag, filter.tag ?? ''))
  if (filter.variantOption) {
    const { name, value } = filter.variantOption
    return product.variantList.some((v) =>
      v.selectedOptions.some((o) => sameText(o.name, name) && sameText(o.value, value)),
    )
  }
  // Metafield and taxonomy filters: nothing in the test catalogue carries them, so they narrow nothing.
  return null
}

/** A filter's kind: its field, and for a variant option its option's name (Taille and Couleur narrow each other). */
function filterKind(filter: ProductFilterInput): string {
  const field = Object.keys(filter).sort().join(',')
  return filter.variantOption ? `${field}:${filter.variantOption.name.toLowerCase()}` : field
}

/** Filters of one kind widen (any of them), different kinds narrow (all of them), as on Shopify. */
function applyFilters(
  products: readonly TestProduct[],
  filters: readonly ProductFilterInput[] | null | undefined,
) {
  if (!filters?.length) return [...products]
  const groups = new Map<string, ProductFilterInput[]>()
  for (const filter of filters) {
    const kind = filterKind(filter)
    groups.set(kind, [...(groups.get(kind) ?? []), filter])
  }
  return products.filter((product) =>
    [...groups.values()].every((group) => {
      const results = group.map((filter) => filterMatches(filter, product)).filter((r) => r !== null)
      return results.length === 0 || results.some(Boolean)
    }),
  )
}

function listFilter(id: string, label: string, values: Map<string, { count: number; input: unknown }>) {
  return {
    id,
    label,
    type: 'LIST',
    presentation: 'TEXT',
    values: [...values].map(([valueLabel, { count, input }]) => ({
      id: `${id}.${valueLabel.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      label: valueLabel,
      count,
      input: JSON.stringify(input),
      image: null,
      swatch: null,
    })),
  }
}

/**
 * The facets a shop shows beside a result list: availability, price, product type, brand and each
 * variant option under its own name. Each counts the products the other filters in use allow, as
 * Shopify counts them.
 */
function availableFilters(
  products: readonly TestProduct[],
  filters: readonly ProductFilterInput[] | null | undefined,
) {
  const allowedBy = (kind: string) =>
    applyFilters(
      products,
      (filters ?? []).filter((filter) => filterKind(filter) !== kind),
    )
  const count = (map: Map<string, { count: number; input: unknown }>, label: string, input: unknown) =>
    map.set(label, { count: (map.get(label)?.count ?? 0) + 1, input })
  const availability = new Map<string, { count: number; input: unknown }>()
  const types = new Map<string, { count: number; input: unknown }>()
  const vendors = new Map<string, { count: number; input: unknown }>()
  const options = new Map<string, Map<string, { count: number; input: unknown }>>()
  for (const product of allowedBy('available')) {
    const available = product.variantList.some((v) => v.availableForSale)
    count(availability, available ? 'In stock' : 'Out of stock', { available })
  }
  for (const product of allowedBy('productType'))
    count(types, product.productType, { productType: product.productType })
  for (const product of allowedBy('productVendor'))
    count(vendors, product.vendor, { productVendor: product.vendor })
  const optionNames = new Set(products.flatMap((p) => p.optionList.map((option) => option.name)))
  for (const name of optionNames) {
    if (name === 'Title') continue
    const option = new Map<string, { count: number; input: unknown }>()
    options.set(name, option)
    for (const product of allowedBy(`variantOption:${name.toLowerCase()}`)) {
      const values = new Set(
        product.variantList.flatMap((v) =>
          v.selectedOptions.filter((o) => o.name === name).map((o) => o.value),
        ),
      )
      for (const value of values) count(option, value, { variantOption: { name, value } })
    }
  }
  const highest = Math.max(0, ...products.flatMap((p) => p.variantList.map((v) => v.priceCents)))
  return [
    listFilter('filter.v.availability', 'Availability', availability),
    {
      id: 'filter.v.price',
      label: 'Price',
      type: 'PRICE_RANGE',
      presentation: null,
      values: [
        {
          id: 'filter.v.price',
          label: 'Price',
          count: 0,
          input: JSON.stringify({ price: { min: 0, max: Math.ceil(highest / 100) } }),
          image: null,
          swatch: null,
        },
      ],
    },
    listFilter('filter.p.product_type', 'Product type', types),
    listFilter('filter.p.vendor', 'Brand', vendors),
    ...[...options].map(([name, values]) =>
      listFilter(`filter.v.option.${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, name, values),
    ),
  ]
}

// ---- Root fields ----

interface ProductsArgs extends ConnectionArgs {
  query?: string | null
  sortKey?: ProductSortKeys | null
  reverse?: boolean | null
}

function products(_root: unknown, args: ProductsArgs, context: TestStoreContext) {
  const tree = parseSearchQuery(args.query)
  const matched = testCatalogue.products.filter((p) => productMatches(tree, p, context.now))
  const page = paginate(matched, productKey(args.sortKey ?? 'ID', relevanceWords(tree)), args)
  // The root `products` field has no facets on Shopify; collections and search do.
  return { ...connectionFields(page, same), filters: [] }
}

interface SearchArgs extends ConnectionArgs {
  query: string
  reverse?: boolean | null
  sortKey?: 'PRICE' | 'RELEVANCE' | null
  types?: readonly ('ARTICLE' | 'PAGE' | 'PRODUCT')[] | null
  productFilters?: readonly ProductFilterInput[] | null
  unavailableProducts?: 'HIDE' | 'LAST' | 'SHOW' | null
}

/** Sold-out products come after the rest when asked to be last, in either direction. */
const SOLD_OUT_OFFSET = 1e12

function search(_root: unknown, args: SearchArgs, context: TestStoreContext) {
  // The test store has no articles or pages: asking for those alone finds nothing.
  const wantsProducts = !args.types?.length || args.types.includes('PRODUCT')
  const tree = parseSearchQuery(args.query)
  const matched = wantsProducts
    ? testCatalogue.products.filter((p) => productMatches(tree, p, context.now))
    : []
  const unavailable = args.unavailableProducts ?? 'LAST'
  const isSoldOut = (p: TestProduct) => !p.variantList.some((v) => v.availableForSale)
  const filtered = applyFilters(matched, args.productFilters).filter(
    (p) => unavailable !== 'HIDE' || !isSoldOut(p),
  )
  const baseKey = productKey(args.sortKey === 'PRICE' ? 'PRICE' : 'RELEVANCE', relevanceWords(tree))
  const direction = args.reverse ? -1 : 1
  const keyOf = (p: TestProduct): SortKey => {
    const key = baseKey(p)
    if (unavailable !== 'LAST' || !isSoldOut(p)) return key
    return { value: Number(key.value) + direction * SOLD_OUT_OFFSET, id: key.id }
  }
  const page = paginate(filtered, keyOf, args)
  return {
    ...connectionFields(page, same),
    totalCount: page.total,
    productFilters: availableFilters(matched, args.productFilters),
  }
}

interface PredictiveSearchArgs {
  query: string
  limit?: number | null
  limitScope?: 'ALL' | 'EACH' | null
  types?: readonly string[] | null
}

/**
 * Shopify's predictive search, for a search box: products whose title, vendor, type or a tag holds
 * every word typed (the last as a prefix, as Shopify reads it), collections whose title does, and
 * searches among its product types. `limit` per kind; Shopify allows 1 to 10.
 */
function predictiveSearch(_root: unknown, args: PredictiveSearchArgs) {
  const limit = args.limit ?? 10
  if (limit < 1 || limit > 10) throw userError('limit must be between 1 and 10')
  const typed = args.query.trim().toLowerCase()
  const words = typed.split(/\s+/).filter(Boolean)
  const wants = (type: string) => !args.types?.length || args.types.includes(type)
  const holdsAll = (...texts: string[]) => {
    const haystack = texts.join('\n').toLowerCase()
    return words.length > 0 && words.every((word) => haystack.includes(word))
  }
  const products = wants('PRODUCT')
    ? testCatalogue.products
        .filter((p) => holdsAll(p.title, p.vendor, p.productType, ...p.tags))
        .sort((a, b) => a.salesRank - b.salesRank)
        .slice(0, limit)
    : []
  const collections = wants('COLLECTION')
    ? testCatalogue.collections.filter((c) => holdsAll(c.title)).slice(0, limit)
    : []
  const queries = wants('QUERY')
    ? [...new Set(testCatalogue.products.map((p) => p.productType.toLowerCase()))]
        .filter((text) => words.length > 0 && text.includes(typed))
        .sort((a, b) => a.length - b.length || a.localeCompare(b))
        .slice(0, limit)
        .map((text) => ({
          text,
          styledText: text.replace(typed, `<mark>${typed}</mark>`),
          trackingParameters: null,
        }))
    : []
  return { products, collections, queries, articles: [], pages: [] }
}

function product(_root: unknown, args: { handle?: string | null; id?: string | null }) {
  if (args.id) return productById(args.id)
  if (args.handle !== null && args.handle !== undefined)
    return testCatalogue.productByHandle.get(args.handle) ?? null
  throw userError('product requires either a handle or an id')
}

function collection(_root: unknown, args: { handle?: string | null; id?: string | null }) {
  if (args.id) {
    const node = nodeById(args.id)
    return node?.__typename === 'Collection' ? node : null
  }
  if (args.handle !== null && args.handle !== undefined) {
    return testCatalogue.collections.find((c) => c.handle === args.handle) ?? null
  }
  throw userError('collection requires either a handle or an id')
}

function collections(
  _root: unknown,
  args: ConnectionArgs & { query?: string | null; sortKey?: string | null; reverse?: boolean | null },
) {
  const words = (args.query ?? '').toLowerCase().replace(/\w+:/g, '').split(/\s+/).filter(Boolean)
  const matched = testCatalogue.collections.filter((c) =>
    words.every((word) => `${c.title} ${c.handle}`.toLowerCase().includes(word.replaceAll('*', ''))),
  )
  const keyOf = (c: TestCollection): SortKey => ({
    value: args.sortKey === 'TITLE' ? c.title : args.sortKey === 'UPDATED_AT' ? c.updatedAt : c.numericId,
    id: c.numericId,
  })
  return connectionFields(paginate(matched, keyOf, args), same)
}

function stringConnection(values: readonly string[], first: number) {
  const page = paginate(values, (value) => ({ value, id: 0 }), { first })
  return connectionFields(page, same)
}

// ---- Object fields ----

interface MetafieldIdentifier {
  namespace?: string | null
  key: string
}

function productMetafield(product: TestProduct, { namespace, key }: MetafieldIdentifier) {
  const rating = product.rating
  if (!rating || (namespace ?? '') !== 'reviews') return null
  const common = {
    __typename: 'Metafield',
    namespace: 'reviews',
    description: null,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    parentResource: product,
    reference: null,
    references: null,
  }
  if (key === 'rating') {
    return {
      ...common,
      id: rating.ratingMetafieldId,
      key,
      type: 'rating',
      value: JSON.stringify({ value: rating.value, scale_min: '1.0', scale_max: '5.0' }),
    }
  }
  if (key === 'rating_count') {
    return {
      ...common,
      id: rating.countMetafieldId,
      key,
      type: 'number_integer',
      value: String(rating.count),
    }
  }
  return null
}

function mediaImage(image: TestImage) {
  return { __typename: 'MediaImage', testImage: image }
}

type SelectedOptionInput = { name: string; value: string }

function variantWithOptions(
  product: TestProduct,
  wanted: readonly SelectedOptionInput[],
  caseInsensitive: boolean,
): TestVariant | null {
  const equal = (a: string, b: string) => (caseInsensitive ? sameText(a, b) : a === b)
  return (
    product.variantList.find((variant) =>
      wanted.every((want) =>
        variant.selectedOptions.some((o) => equal(o.name, want.name) && equal(o.value, want.value)),
      ),
    ) ?? null
  )
}

const collectionsOf = (product: TestProduct) =>
  testCatalogue.collections.filter((c) => c.productList.includes(product))

const productResolvers = {
  id: (p: TestProduct) => p.id,
  handle: (p: TestProduct) => p.handle,
  title: (p: TestProduct) => p.title,
  vendor: (p: TestProduct) => p.vendor,
  productType: (p: TestProduct) => p.productType,
  tags: (p: TestProduct) => p.tags,
  createdAt: (p: TestProduct) => p.createdAt,
  updatedAt: (p: TestProduct) => p.updatedAt,
  publishedAt: (p: TestProduct) => p.publishedAt,
  description: (p: TestProduct, args: { truncateAt?: number | null }) =>
    truncate(p.description, args.truncateAt),
  descriptionHtml: (p: TestProduct) => p.descriptionHtml,
  availableForSale: (p: TestProduct) => p.variantList.some((v) => v.availableForSale),
  totalInventory: (p: TestProduct) => p.variantList.reduce((sum, v) => sum + v.quantityAvailable, 0),
  isGiftCard: () => false,
  requiresSellingPlan: () => false,
  // A headless shop's products are not on the Online Store channel.
  onlineStoreUrl: () => null,
  trackingParameters: () => null,
  category: () => null,
  seo: (p: TestProduct) => ({ title: p.title, description: truncate(p.description, 160) }),
  featuredImage: (p: TestProduct) => p.imageList[0] ?? null,
  images: (p: TestProduct, args: ConnectionArgs & { reverse?: boolean | null }) =>
    connectionFields(
      paginate(p.imageList, (image) => ({ value: p.imageList.indexOf(image), id: 0 }), args),
      same,
    ),
  media: (p: TestProduct, args: ConnectionArgs & { reverse?: boolean | null }) =>
    connectionFields(
      paginate(p.imageList, (image) => ({ value: p.imageList.indexOf(image), id: 0 }), args),
      mediaImage,
    ),
  variants: (
    p: TestProduct,
    args: ConnectionArgs & { reverse?: boolean | null; sortKey?: string | null },
  ) => {
    const keyOf = (v: TestVariant): SortKey => ({
      value:
        args.sortKey === 'TITLE'
          ? v.title
          : args.sortKey === 'SKU'
            ? v.sku
            : args.sortKey === 'ID'
              ? v.numericId
              : p.variantList.indexOf(v),
      id: v.numericId,
    })
    return connectionFields(paginate(p.variantList, keyOf, args), same)
  },
  variantsCount: (p: TestProduct) => ({ count: p.variantList.length, precision: 'EXACT' }),
  priceRange: (p: TestProduct) => {
    const prices = p.variantList.map((v) => v.priceCents)
    return { minVariantPrice: money(Math.min(...prices)), maxVariantPrice: money(Math.max(...prices)) }
  },
  compareAtPriceRange: (p: TestProduct) => {
    const prices = p.variantList.flatMap((v) =>
      v.compareAtPriceCents === null ? [] : [v.compareAtPriceCents],
    )
    // Shopify answers zero, not null, when nothing is marked down.
    return {
      minVariantPrice: money(prices.length ? Math.min(...prices) : 0),
      maxVariantPrice: money(prices.length ? Math.max(...prices) : 0),
    }
  },
  options: (p: TestProduct, args: { first?: number | null }) =>
    p.optionList.slice(0, args.first ?? undefined).map((option) => ({
      id: option.id,
      name: option.name,
      values: option.values,
      optionValues: option.values.map((value, k) => ({
        id: `${option.id.replace('ProductOption', 'ProductOptionValue')}${k}`,
        name: value,
        swatch: null,
        firstSelectableVariant:
          p.variantList.find((v) => v.availableForSale && v.selectedOptions.some((o) => o.value === value)) ??
          null,
      })),
    })),
  metafield: productMetafield,
  metafields: (p: TestProduct, args: { identifiers: readonly MetafieldIdentifier[] }) =>
    args.identifiers.map((identifier) => productMetafield(p, identifier)),
  collections: (p: TestProduct, args: ConnectionArgs & { reverse?: boolean | null }) =>
    connectionFields(
      paginate(collectionsOf(p), (c) => ({ value: c.numericId, id: c.numericId }), args),
      same,
    ),
  selectedOrFirstAvailableVariant: (
    p: TestProduct,
    args: { selectedOptions?: readonly SelectedOptionInput[] | null; caseInsensitiveMatch?: boolean | null },
  ) =>
    (args.selectedOptions?.length &&
      variantWithOptions(p, args.selectedOptions, args.caseInsensitiveMatch ?? false)) ||
    p.variantList.find((v) => v.availableForSale) ||
    p.variantList[0] ||
    null,
  variantBySelectedOptions: (
    p: TestProduct,
    args: { selectedOptions: readonly SelectedOptionInput[]; caseInsensitiveMatch?: boolean | null },
  ) => variantWithOptions(p, args.selectedOptions, args.caseInsensitiveMatch ?? false),
  adjacentVariants: () => [],
  sellingPlanGroups: emptyConnection,
}

const variantResolvers = {
  id: (v: TestVariant) => v.id,
  title: (v: TestVariant) => v.title,
  sku: (v: TestVariant) => v.sku,
  availableForSale: (v: TestVariant) => v.availableForSale,
  currentlyNotInStock: (v: TestVariant) => v.currentlyNotInStock,
  quantityAvailable: (v: TestVariant) => v.quantityAvailable,
  selectedOptions: (v: TestVariant) => v.selectedOptions,
  price: (v: TestVariant) => money(v.priceCents),
  priceV2: (v: TestVariant) => money(v.priceCents),
  compareAtPrice: (v: TestVariant) => (v.compareAtPriceCents === null ? null : money(v.compareAtPriceCents)),
  compareAtPriceV2: (v: TestVariant) =>
    v.compareAtPriceCents === null ? null : money(v.compareAtPriceCents),
  unitPrice: () => null,
  unitPriceMeasurement: () => null,
  barcode: () => null,
  image: (v: TestVariant) => variantImage(productOf(v), v),
  product: productOf,
  weight: () => 1.4,
  weightUnit: () => 'KILOGRAMS',
  requiresShipping: () => true,
  requiresComponents: () => false,
  taxable: () => true,
  metafield: () => null,
  metafields: (_v: TestVariant, args: { identifiers: readonly MetafieldIdentifier[] }) =>
    args.identifiers.map(() => null),
  shopPayInstallmentsPricing: () => null,
  sellingPlanAllocations: emptyConnection,
  storeAvailability: emptyConnection,
  components: emptyConnection,
  groupedBy: emptyConnection,
  quantityPriceBreaks: emptyConnection,
}

const imageResolvers = {
  id: (image: TestImage) => image.id,
  altText: (image: TestImage) => image.altText,
  width: (image: TestImage) => image.width,
  height: (image: TestImage) => image.height,
  thumbhash: () => null,
  url: (image: TestImage, args: { transform?: ImageTransform | null }, context: TestStoreContext) =>
    imageUrl(image, context.origin, args.transform),
  src: (image: TestImage, _args: unknown, context: TestStoreContext) => imageUrl(image, context.origin),
  originalSrc: (image: TestImage, _args: unknown, context: TestStoreContext) =>
    imageUrl(image, context.origin),
  transformedSrc: (image: TestImage, args: ImageTransform, context: TestStoreContext) =>
    imageUrl(image, context.origin, args),
}

type MediaImageSource = ReturnType<typeof mediaImage>

const mediaImageResolvers = {
  id: (media: MediaImageSource) => media.testImage.id.replace('ProductImage', 'MediaImage'),
  alt: (media: MediaImageSource) => media.testImage.altText,
  image: (media: MediaImageSource) => media.testImage,
  previewImage: (media: MediaImageSource) => media.testImage,
  mediaContentType: () => 'IMAGE',
  presentation: () => null,
}

interface CollectionProductsArgs extends ConnectionArgs {
  filters?: readonly ProductFilterInput[] | null
  sortKey?: CollectionProductSortKey | null
  reverse?: boolean | null
}

const collectionResolvers = {
  id: (c: TestCollection) => c.id,
  handle: (c: TestCollection) => c.handle,
  title: (c: TestCollection) => c.title,
  updatedAt: (c: TestCollection) => c.updatedAt,
  description: (c: TestCollection, args: { truncateAt?: number | null }) =>
    truncate(c.description, args.truncateAt),
  descriptionHtml: (c: TestCollection) => `<p>${c.description}</p>`,
  image: (c: TestCollection) => c.productList[0]?.imageList[0] ?? null,
  onlineStoreUrl: () => null,
  trackingParameters: () => null,
  seo: (c: TestCollection) => ({ title: c.title, description: c.description }),
  metafield: () => null,
  metafields: (_c: TestCollection, args: { identifiers: readonly MetafieldIdentifier[] }) =>
    args.identifiers.map(() => null),
  products: (c: TestCollection, args: CollectionProductsArgs) => {
    const filtered = applyFilters(c.productList, args.filters)
    const page = paginate(filtered, collectionProductKey(c, args.sortKey ?? 'COLLECTION_DEFAULT'), args)
    return { ...connectionFields(page, same), filters: availableFilters(c.productList, args.filters) }
  },
}

/** The fields answered from the catalogue, by type; whatever this does not name is mocked. */
export const testStoreResolvers = {
  QueryRoot: {
    products,
    search,
    product,
    productByHandle: (_root: unknown, args: { handle: string }) => product(_root, args),
    node: (_root: unknown, args: { id: string }) => nodeById(args.id),
    nodes: (_root: unknown, args: { ids: readonly string[] }) => {
      if (args.ids.length > 250) throw userError('The ids argument accepts at most 250 ids')
      return args.ids.map(nodeById)
    },
    collection,
    collectionByHandle: (_root: unknown, args: { handle: string }) => collection(_root, args),
    collections,
    productTags: (_root: unknown, args: { first: number }) =>
      stringConnection([...new Set(testCatalogue.products.flatMap((p) => p.tags))].sort(), args.first),
    productTypes: (_root: unknown, args: { first: number }) =>
      stringConnection([...new Set(testCatalogue.products.map((p) => p.productType))].sort(), args.first),
    productRecommendations: (
      _root: unknown,
      args: { productId?: string | null; productHandle?: string | null },
    ) => {
      const found = args.productId
        ? productById(args.productId)
        : testCatalogue.productByHandle.get(args.productHandle ?? '')
      if (!found) return null
      return testCatalogue.products
        .filter((p) => p.category === found.category && p !== found)
        .sort((a, b) => a.salesRank - b.salesRank)
        .slice(0, 10)
    },
    publicApiVersions: (_root: unknown, _args: unknown, context: TestStoreContext) => context.apiVersions,
    menu: (_root: unknown, args: { handle: string }) => testMenus.get(args.handle) ?? null,
    // Its merchant set up no URL redirects.
    urlRedirects: () => ({
      edges: [],
      nodes: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    }),
    predictiveSearch,
    cart: cartQuery,
  },
  Mutation: cartMutations,
  Cart: cartResolvers,
  CartLine: cartLineResolvers,

  Product: productResolvers,
  ProductVariant: variantResolvers,
  Image: imageResolvers,
  MediaImage: mediaImageResolvers,
  Collection: collectionResolvers,
  MenuItem: {
    // A collection item's collection; the store's other items link to no resource it serves here.
    resource: (item: TestMenuItem) => {
      const path = new URL(item.url).pathname.split('/').filter(Boolean)
      if (item.type !== 'COLLECTION' || path[0] !== 'collections' || path.length !== 2) return null
      return testCatalogue.collections.find((collection) => collection.handle === path[1]) ?? null
    },
  },
}
