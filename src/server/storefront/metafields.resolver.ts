import { toGid } from './gid'
import type { ProductRow, StorefrontContext } from './loaders'
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

/** Looks up a metafield by the number in its global id (for `node`). */
export async function loadMetafield(id: number, context: StorefrontContext): Promise<MetafieldSource | null> {
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
  Metafield: {
    id: (metafield: MetafieldSource) => toGid('Metafield', metafield.id),
  },
} satisfies ResolverMap
