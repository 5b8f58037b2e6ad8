import { eq, type SQL, sql } from 'drizzle-orm'
import { products } from '../db/schema'
import { GIFT_CARD_PRODUCT_TYPE } from '../seed/catalogue'
import { type ConnectionArgs, type PageRequest, parsePageRequest } from './cursor'
import { userInputError } from './errors'
import type { FilterSource } from './facets'
import { formatDateTime, money, truncateText } from './format'
import { parseGid, toGid } from './gid'
import { type ImageSource, productImageSource } from './image.resolver'
import {
  fetchKeysetPage,
  mapConnection,
  paginateList,
  type SelectSortedRows,
  type SqlOrder,
  sortValueColumn,
} from './keyset'
import type { ProductRow, StorefrontContext, VariantRow } from './loaders'
import type { ResolverMap } from './schema'
import { productSearchCondition } from './search-sql'

export type ProductSortKey =
  | 'TITLE'
  | 'PRODUCT_TYPE'
  | 'VENDOR'
  | 'UPDATED_AT'
  | 'CREATED_AT'
  | 'BEST_SELLING'
  | 'PRICE'
  | 'ID'
  | 'RELEVANCE'

const productId = sql`${products.id}`

export const productIdOrder: SqlOrder = { name: 'id', value: null, type: 'integer', id: productId }

/** Orders over the products table; text sorts ignore case. */
export const productOrders = {
  title: { name: 'title', value: sql`lower(${products.title})`, type: 'text', id: productId },
  productType: {
    name: 'product_type',
    value: sql`lower(${products.productType})`,
    type: 'text',
    id: productId,
  },
  vendor: { name: 'vendor', value: sql`lower(${products.vendor})`, type: 'text', id: productId },
  updatedAt: { name: 'updated_at', value: sql`${products.updatedAt}`, type: 'timestamptz', id: productId },
  createdAt: { name: 'created_at', value: sql`${products.createdAt}`, type: 'timestamptz', id: productId },
  bestSelling: { name: 'best_selling', value: sql`${products.salesRank}`, type: 'integer', id: productId },
  price: { name: 'price', value: sql`${products.minPrice}`, type: 'numeric', id: productId },
} satisfies Record<string, SqlOrder>

const productSortOrders: Record<ProductSortKey, SqlOrder> = {
  TITLE: productOrders.title,
  PRODUCT_TYPE: productOrders.productType,
  VENDOR: productOrders.vendor,
  UPDATED_AT: productOrders.updatedAt,
  CREATED_AT: productOrders.createdAt,
  BEST_SELLING: productOrders.bestSelling,
  PRICE: productOrders.price,
  ID: productIdOrder,
  // Without a relevance score, relevance is id order (cursors of the two are interchangeable).
  RELEVANCE: productIdOrder,
}

/** Turns a client's `ID` into our numeric id if it names a `type`; null when it names another type. */
export function idOfType(id: string, type: string): number | null {
  const gid = parseGid(id)
  if (!gid) throw userInputError(`Invalid global id '${id}'`)
  return gid.type === type ? gid.id : null
}

/**
 * Whether the product is the store's gift card: the catalogue keeps no flag for it, so its product
 * type says so (src/server/seed/catalogue.ts).
 */
export function isGiftCardProduct(product: ProductRow): boolean {
  return product.productType === GIFT_CARD_PRODUCT_TYPE
}

/** Shopify gives a product without options one option "Title" with the value "Default Title". */
export function selectedOptionsOf(variant: VariantRow): { name: string; value: string }[] {
  return variant.selectedOptions.length > 0
    ? variant.selectedOptions
    : [{ name: 'Title', value: 'Default Title' }]
}

interface ProductOptionSource {
  id: string
  name: string
  values: string[]
  optionValues: { id: string; name: string }[]
}

/** A product's options, in the order its variants first name them. */
function optionsOf(product: ProductRow, variants: VariantRow[]): ProductOptionSource[] {
  const options = new Map<string, string[]>()
  for (const variant of variants) {
    for (const { name, value } of selectedOptionsOf(variant)) {
      const values = options.get(name) ?? []
      if (!values.includes(value)) values.push(value)
      options.set(name, values)
    }
  }
  if (options.size === 0) options.set('Title', ['Default Title'])
  return [...options].map(([name, values], index) => ({
    id: toGid('ProductOption', `${product.id}-${index}`),
    name,
    values,
    optionValues: values.map((value, valueIndex) => ({
      id: toGid('ProductOptionValue', `${product.id}-${index}-${valueIndex}`),
      name: value,
    })),
  }))
}

/** Runs a products page query and remembers its rows for `ProductVariant.product` lookups. */
export async function fetchProductPage(
  context: StorefrontContext,
  options: {
    page: PageRequest
    order: SqlOrder
    filter: SQL | undefined
    select: SelectSortedRows<ProductRow>
  },
) {
  const connection = await fetchKeysetPage({ ...options, idOf: (product: ProductRow) => product.id })
  for (const product of connection.nodes) context.loaders.product.prime(product.id, product)
  return connection
}

const byPosition = (row: { position: number; id: number }) => ({ v: row.position, i: row.id })

export const productResolvers = {
  ProductConnection: {
    // The root `products` list has no facets, as at Shopify; a collection's products bring their own.
    filters: (connection: { filters?: () => Promise<FilterSource[]> }) => connection.filters?.() ?? [],
  },
  QueryRoot: {
    product: async (_root: unknown, args: { id?: string | null; handle?: string | null }, context) => {
      if (args.id) {
        const id = idOfType(args.id, 'Product')
        return id === null ? null : context.loaders.product.load(id)
      }
      if (!args.handle) return null
      const [row] = await context.db.select().from(products).where(eq(products.handle, args.handle)).limit(1)
      if (row) context.loaders.product.prime(row.id, row)
      return row ?? null
    },
    products: (
      _root: unknown,
      args: ConnectionArgs & { query?: string | null; sortKey?: ProductSortKey | null },
      context,
    ) => {
      const order = productSortOrders[args.sortKey ?? 'ID']
      return fetchProductPage(context, {
        page: parsePageRequest(args, order.name),
        order,
        filter: productSearchCondition(args.query),
        select: (where, orderBy, limit) =>
          context.db
            .select({ node: products, sortValue: sortValueColumn(order) })
            .from(products)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit),
      })
    },
  },

  Product: {
    id: (product: ProductRow) => toGid('Product', product.id),
    description: (product: ProductRow, args: { truncateAt?: number | null }) =>
      truncateText(product.description, args.truncateAt),
    createdAt: (product: ProductRow) => formatDateTime(product.createdAt),
    updatedAt: (product: ProductRow) => formatDateTime(product.updatedAt),
    // Every product in the catalogue is published from the moment it is created.
    publishedAt: (product: ProductRow) => formatDateTime(product.createdAt),
    isGiftCard: isGiftCardProduct,
    requiresSellingPlan: () => false,
    onlineStoreUrl: () => null,
    featuredImage: async (product: ProductRow, _args: unknown, context): Promise<ImageSource | null> => {
      const [first] = await context.loaders.imagesOfProduct.load(product.id)
      return first ? productImageSource(first) : null
    },
    images: async (product: ProductRow, args: ConnectionArgs, context) => {
      const page = parsePageRequest(args, 'position')
      const images = await context.loaders.imagesOfProduct.load(product.id)
      return mapConnection(paginateList(images, page, 'position', byPosition), productImageSource)
    },
    collections: async (product: ProductRow, args: ConnectionArgs, context) => {
      const page = parsePageRequest(args, 'id')
      const list = await context.loaders.collectionsOfProduct.load(product.id)
      return paginateList(list, page, 'id', (collection) => ({ v: collection.id, i: collection.id }))
    },
    variants: async (product: ProductRow, args: ConnectionArgs, context) => {
      const page = parsePageRequest(args, 'position')
      return paginateList(
        await context.loaders.variantsOfProduct.load(product.id),
        page,
        'position',
        byPosition,
      )
    },
    priceRange: (product: ProductRow) => ({
      minVariantPrice: money(product.minPrice),
      maxVariantPrice: money(product.maxPrice),
    }),
    // Shopify answers 0.0 rather than null when no variant has a compare-at price.
    compareAtPriceRange: (product: ProductRow) => ({
      minVariantPrice: money(product.minCompareAtPrice ?? '0'),
      maxVariantPrice: money(product.maxCompareAtPrice ?? '0'),
    }),
    options: async (product: ProductRow, args: { first?: number | null }, context) => {
      const options = optionsOf(product, await context.loaders.variantsOfProduct.load(product.id))
      return typeof args.first === 'number' ? options.slice(0, Math.max(0, args.first)) : options
    },
  },

  ProductVariant: {
    id: (variant: VariantRow) => toGid('ProductVariant', variant.id),
    price: (variant: VariantRow) => money(variant.price),
    compareAtPrice: (variant: VariantRow) =>
      variant.compareAtPrice === null ? null : money(variant.compareAtPrice),
    // Sellable although none is in stock: what Shopify calls a backorder.
    currentlyNotInStock: (variant: VariantRow) => variant.availableForSale && variant.quantityAvailable <= 0,
    // A gift card is mailed, not shipped.
    requiresShipping: async (variant: VariantRow, _args: unknown, context) => {
      const product = await context.loaders.product.load(variant.productId)
      return !(product && isGiftCardProduct(product))
    },
    selectedOptions: selectedOptionsOf,
    image: async (variant: VariantRow, _args: unknown, context): Promise<ImageSource | null> => {
      if (variant.imagePosition === null) return null
      const images = await context.loaders.imagesOfProduct.load(variant.productId)
      const image = images.find((row) => row.position === variant.imagePosition)
      return image ? productImageSource(image) : null
    },
    product: (variant: VariantRow, _args: unknown, context) =>
      context.loaders.product.load(variant.productId),
  },
} satisfies ResolverMap
