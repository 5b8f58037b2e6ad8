import type { ProductCardData } from '../../lib/storefront/product-card-fragment'
import type { SavedProduct } from '../../lib/storefront/saved-products'

/** How much of a description a card shows, as the listings ask the store for it (`truncateAt: 150`). */
const CARD_DESCRIPTION_LENGTH = 150

type SavedEdges = { edges?: { node?: Record<string, unknown> }[] }

/**
 * A saved product (the product page's fields, ../../lib/storefront/product-page-fields.ts) as the
 * card a listing draws: the same fields, its first two variants, no rating (the save keeps none).
 * Null for a record that is not a product's.
 */
export function savedProductCard(product: SavedProduct): ProductCardData | null {
  const { id, handle, title } = product
  if (typeof id !== 'string' || typeof handle !== 'string' || typeof title !== 'string') return null
  const description = typeof product.description === 'string' ? product.description : ''
  const priceRange = product.priceRange as { minVariantPrice?: unknown } | undefined
  if (!priceRange?.minVariantPrice) return null
  const variants = ((product.variants as SavedEdges | undefined)?.edges ?? []).slice(0, 2)
  return {
    id,
    handle,
    title,
    vendor: typeof product.vendor === 'string' ? product.vendor : '',
    productType: typeof product.productType === 'string' ? product.productType : '',
    tags: Array.isArray(product.tags) ? product.tags.filter((tag) => typeof tag === 'string') : [],
    description:
      description.length > CARD_DESCRIPTION_LENGTH
        ? `${description.slice(0, CARD_DESCRIPTION_LENGTH).trimEnd()}…`
        : description,
    availableForSale: product.availableForSale === true,
    rating: null,
    ratingCount: null,
    featuredImage: (product.featuredImage ?? null) as ProductCardData['featuredImage'],
    priceRange: { minVariantPrice: priceRange.minVariantPrice } as ProductCardData['priceRange'],
    variants: {
      edges: variants.map((edge) => ({ node: edge.node })) as ProductCardData['variants']['edges'],
    },
  }
}
