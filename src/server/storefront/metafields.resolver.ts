import { seedCollectionMetafields } from '../seed/collection-metafields'
import { toGid } from './gid'
import type { CollectionRow, ProductRow, StorefrontContext } from './loaders'
import type { ResolverMap } from './schema'

/** A metafield as its resolvers see it; `id` is the number in its global id. */
export interface MetafieldSource {
  id: number
  namespace: string
  key: string
  type: string
  value: string
}

/**
 * The metafields the emulator serves, the ones Shopify's review apps write. Each has a fixed slot in
 * the product's metafield ids (product id × 10 + slot), so its global id is stable without a table.
 */
const reviewMetafields = [
  {
    slot: 1,
    namespace: 'reviews',
    key: 'rating',
    type: 'rating',
    value: (product: ProductRow) =>
      JSON.stringify({ value: product.rating, scale_min: '1.0', scale_max: '5.0' }),
  },
  {
    slot: 2,
    namespace: 'reviews',
    key: 'rating_count',
    type: 'number_integer',
    value: (product: ProductRow) => String(product.reviewCount),
  },
] as const

const SLOTS = 10

/**
 * The product's metafield, or null when it has none by that name (an unreviewed product has none).
 * A null namespace is Shopify's app-reserved one, which holds nothing here.
 */
export function productMetafield(
  product: ProductRow,
  namespace: string | null,
  key: string,
): MetafieldSource | null {
  const field = reviewMetafields.find((entry) => entry.namespace === namespace && entry.key === key)
  if (!field || product.reviewCount === 0) return null
  return {
    id: product.id * SLOTS + field.slot,
    namespace: field.namespace,
    key: field.key,
    type: field.type,
    value: field.value(product),
  }
}

/**
 * Collections' metafields number from here: collection id × 10 + the slot of its key among
 * `collectionMetafieldKeys`, far above any product's.
 */
const COLLECTION_METAFIELDS_BASE = 1_000_000_000
const collectionMetafieldKeys = [
  'custom.listing_tabs',
  'custom.listing_features',
  'custom.listing_notice',
  'custom.tile_feature',
]

/** The collection's metafield, or null when it has none by that name. */
export function collectionMetafield(
  collection: CollectionRow,
  namespace: string | null,
  key: string,
): MetafieldSource | null {
  const field = seedCollectionMetafields(collection.handle).find(
    (entry) => entry.namespace === namespace && entry.key === key,
  )
  if (!field) return null
  const slot = collectionMetafieldKeys.indexOf(`${field.namespace}.${field.key}`) + 1
  return { id: COLLECTION_METAFIELDS_BASE + collection.id * SLOTS + slot, ...field }
}

/** Looks up a metafield by the number in its global id (for `node`). */
export async function loadMetafield(id: number, context: StorefrontContext): Promise<MetafieldSource | null> {
  if (id >= COLLECTION_METAFIELDS_BASE) {
    const [namespace, key] = collectionMetafieldKeys[(id % SLOTS) - 1]?.split('.') ?? []
    const collection = await context.loaders.collection.load(
      Math.floor((id - COLLECTION_METAFIELDS_BASE) / SLOTS),
    )
    return collection && key ? collectionMetafield(collection, namespace ?? null, key) : null
  }
  const field = reviewMetafields.find((entry) => entry.slot === id % SLOTS)
  if (!field) return null
  const product = await context.loaders.product.load(Math.floor(id / SLOTS))
  return product && productMetafield(product, field.namespace, field.key)
}

type Identifier = { namespace?: string | null; key: string }

// Both read columns of the product row already loaded, so a page of 48 cards costs no extra query.
export const metafieldResolvers = {
  Product: {
    metafield: (product: ProductRow, args: Identifier) =>
      productMetafield(product, args.namespace ?? null, args.key),
    metafields: (product: ProductRow, args: { identifiers: Identifier[] }) =>
      args.identifiers.map((identifier) =>
        productMetafield(product, identifier.namespace ?? null, identifier.key),
      ),
  },
  Collection: {
    metafield: (collection: CollectionRow, args: Identifier) =>
      collectionMetafield(collection, args.namespace ?? null, args.key),
    metafields: (collection: CollectionRow, args: { identifiers: Identifier[] }) =>
      args.identifiers.map((identifier) =>
        collectionMetafield(collection, identifier.namespace ?? null, identifier.key),
      ),
  },
  Metafield: {
    id: (metafield: MetafieldSource) => toGid('Metafield', metafield.id),
  },
} satisfies ResolverMap
