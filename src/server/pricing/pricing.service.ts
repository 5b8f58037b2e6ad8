import { eq, inArray, sql } from 'drizzle-orm'
import { ownProductRef, parseProductRef } from '../../shared/account/cart'
import { SHOP_CURRENCY } from '../../shared/money'
import type { Db } from '../db/client'
import { ownProducts, productImages, products, productVariants } from '../db/schema'
import type { Config } from '../env'
import { parseGid } from '../storefront/gid'
import { type PricedProduct, shownVariantTitle } from './priced-product'
import { priceVariantsFromStore } from './storefront-prices'

export type { PricedProduct } from './priced-product'

export interface PricingDeps {
  db: Db
  config: Pick<Config, 'storefront'>
  /** For the configured store; tests pass a stub. */
  fetch?: typeof fetch
}

/**
 * A catalogue variant's picture, in a query joining it to its product: its own colourway's image,
 * else the product's first.
 */
export const variantImageUrl = sql<string | null>`coalesce(
  (select ${productImages.url} from ${productImages}
    where ${productImages.productId} = ${products.id} and ${productImages.position} = ${productVariants.imagePosition}),
  (select ${productImages.url} from ${productImages}
    where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)
)`

/** Catalogue ids are `serial` (int4): a larger id names no row, and must not reach the query. */
const MAX_SERIAL_ID = 2_147_483_647

/**
 * Prices product refs (parseProductRef) as they are now, for a cart or an order: storefront variants
 * from this database's catalogue, or from the real store when one is configured; `own:{slug}` from
 * own_products. A ref naming nothing is missing from the map. At most one query (or one store
 * request per 250 variants) for all variants and one for all own products.
 */
export async function priceProductRefs(
  deps: PricingDeps,
  refs: readonly string[],
): Promise<Map<string, PricedProduct>> {
  const variantGids = new Set<string>()
  const slugs = new Set<string>()
  for (const ref of refs) {
    const parsed = parseProductRef(ref)
    if (parsed?.kind === 'variant') variantGids.add(parsed.gid)
    else if (parsed?.kind === 'own') slugs.add(parsed.slug)
  }
  const { storefront } = deps.config
  const [variants, own] = await Promise.all([
    storefront.origin
      ? priceVariantsFromStore(
          { storefront: { ...storefront, origin: storefront.origin }, fetch: deps.fetch },
          [...variantGids],
        )
      : priceCatalogueVariants(deps.db, [...variantGids]),
    priceOwnProducts(deps.db, [...slugs]),
  ])
  return new Map([...variants, ...own])
}

/** One product ref priced now, or null when it names nothing. */
export async function priceProductRef(deps: PricingDeps, ref: string): Promise<PricedProduct | null> {
  return (await priceProductRefs(deps, [ref])).get(ref) ?? null
}

async function priceCatalogueVariants(db: Db, gids: readonly string[]): Promise<Map<string, PricedProduct>> {
  const idToGid = new Map<number, string>()
  for (const gid of gids) {
    const parsed = parseGid(gid)
    if (parsed?.type === 'ProductVariant' && parsed.id <= MAX_SERIAL_ID) idToGid.set(parsed.id, gid)
  }
  if (idToGid.size === 0) return new Map()

  const rows = await db
    .select({
      id: productVariants.id,
      title: productVariants.title,
      price: productVariants.price,
      compareAtPrice: productVariants.compareAtPrice,
      availableForSale: productVariants.availableForSale,
      productTitle: products.title,
      handle: products.handle,
      image: variantImageUrl,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...idToGid.keys()]))

  const priced = new Map<string, PricedProduct>()
  for (const row of rows) {
    const gid = idToGid.get(row.id)
    if (!gid) continue
    priced.set(gid, {
      name: row.productTitle,
      price: row.price,
      currencyCode: SHOP_CURRENCY,
      compareAtPrice: row.compareAtPrice,
      images: row.image ? [row.image] : [],
      href: `/product/${row.handle}`,
      variantTitle: shownVariantTitle(row.title),
      availableForSale: row.availableForSale,
    })
  }
  return priced
}

async function priceOwnProducts(db: Db, slugs: readonly string[]): Promise<Map<string, PricedProduct>> {
  if (slugs.length === 0) return new Map()
  const rows = await db
    .select({
      slug: ownProducts.slug,
      name: ownProducts.name,
      price: ownProducts.price,
      compareAtPrice: ownProducts.compareAtPrice,
      images: ownProducts.images,
    })
    .from(ownProducts)
    .where(inArray(ownProducts.slug, [...slugs]))
  return new Map(
    rows.map((row) => [
      ownProductRef(row.slug),
      {
        name: row.name,
        price: row.price,
        currencyCode: SHOP_CURRENCY,
        compareAtPrice: row.compareAtPrice,
        images: row.images,
        href: `/product/${row.slug}`,
        variantTitle: null,
        // Own-API products keep no stock count: they are always for sale.
        availableForSale: true,
      },
    ]),
  )
}
