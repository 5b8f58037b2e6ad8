import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import type postgres from 'postgres'
import type { Db } from '../../../src/server/db/client'
import * as schema from '../../../src/server/db/schema'
import {
  collectionProducts,
  collections,
  productImages,
  products,
  productVariants,
} from '../../../src/server/db/schema'
import { createTestApp } from './test-app'

type ProductInsert = typeof products.$inferInsert
type VariantInsert = typeof productVariants.$inferInsert

/** A named product of the fixture catalogue; everything not given gets a dull default. */
export interface FixtureProduct {
  handle: string
  title: string
  productType: string
  vendor: string
  tags: string[]
  /** Variant prices; the product's price range is derived from them. */
  prices: string[]
  compareAtPrice?: string
  available?: boolean
  salesRank: number
  createdAt: string
  updatedAt?: string
  /** Variant option values for the Size option; none gives Shopify's "Default Title". */
  sizes?: string[]
  images?: number
  /** Star rating with one decimal and how many reviews it averages; none means not reviewed. */
  reviews?: { rating: string; count: number }
}

/** Six products with distinct titles, types, vendors, prices and tags, all tagged `named`. */
export const namedProducts: FixtureProduct[] = [
  {
    handle: 'alpha-leather-jacket',
    title: 'Alpha Leather Jacket',
    productType: "Men's Leather Jackets",
    vendor: 'Open Road',
    tags: ['jackets', 'leather-jackets', 'men', 'new', 'featured'],
    prices: ['199.99', '219.99', '249.99'],
    compareAtPrice: '299.99',
    salesRank: 3,
    createdAt: '2024-03-01T10:00:00Z',
    sizes: ['S', 'M', 'L'],
    images: 2,
    reviews: { rating: '4.5', count: 120 },
  },
  {
    handle: 'bravo-full-face-helmet',
    title: 'Bravo Full Face Helmet',
    productType: 'Helmets',
    vendor: 'Bell',
    tags: ['helmets', 'full-face', 'unisex', 'bestseller', 'featured'],
    prices: ['129.99'],
    salesRank: 1,
    createdAt: '2024-01-15T08:30:00Z',
    images: 2,
    reviews: { rating: '4.8', count: 300 },
  },
  {
    handle: 'charlie-riding-vest',
    title: 'Charlie Riding Vest',
    productType: 'Vests',
    vendor: 'Open Road',
    tags: ['vests', 'men', 'sale'],
    prices: ['59.50', '64.50'],
    available: false,
    salesRank: 5,
    createdAt: '2024-02-10T12:00:00Z',
    sizes: ['M', 'XL'],
    images: 1,
    reviews: { rating: '3.9', count: 12 },
  },
  {
    handle: 'delta-summer-gloves',
    title: 'Delta Summer Gloves',
    productType: 'Gloves',
    vendor: "Rev'It",
    tags: ['gloves', 'women', 'free-shipping', '50%_off'],
    prices: ['30.00', '30.00'],
    salesRank: 2,
    createdAt: '2024-05-20T09:00:00Z',
    sizes: ['S', 'M'],
    images: 2,
    // Ties with bravo: the id decides.
    reviews: { rating: '4.8', count: 45 },
  },
  {
    handle: 'echo-womens-leather-jacket',
    title: "Echo Women's Leather Jacket",
    productType: "Women's Leather Jackets",
    vendor: 'Asphalt & Ash',
    tags: ['jackets', 'leather-jackets', 'women', 'warranty'],
    prices: ['229.00', '239.00'],
    salesRank: 4,
    createdAt: '2024-04-02T16:45:00Z',
    sizes: ['XS', 'S'],
    images: 2,
  },
  {
    handle: 'foxtrot-leather-chaps',
    title: 'Foxtrot Chaps',
    productType: 'Leather Chaps',
    vendor: 'Bell',
    tags: ['chaps', 'men', 'bestseller'],
    prices: ['149.00'],
    salesRank: 6,
    createdAt: '2023-12-24T00:00:00Z',
    sizes: ['32', '34'],
    images: 1,
    reviews: { rating: '5.0', count: 3 },
  },
].map((product) => ({ ...product, tags: [...product.tags, 'named'] }))

/** Plain products that pad the catalogue for paging; their prices repeat so ties need the id. */
export function fillerProducts(count: number): FixtureProduct[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(2, '0')
    return {
      handle: `filler-part-${n}`,
      title: `Part ${n} Filler`,
      productType: 'Parts',
      vendor: 'Filler Co',
      tags: ['parts', 'filler'],
      prices: [`${10 + (index % 5)}.00`],
      salesRank: 100 + index,
      createdAt: new Date(Date.UTC(2023, 0, 1 + index)).toISOString(),
      images: 1,
      // Every filler is reviewed, with one of four ratings.
      reviews: { rating: (3.5 + (index % 4) * 0.5).toFixed(1), count: 1 + index },
    }
  })
}

export const FILLER_COUNT = 54

export interface FixtureCollection {
  handle: string
  title: string
  description: string
  image: string | null
  /** Product handles in collection order. */
  products: string[]
}

export const fixtureCollections: FixtureCollection[] = [
  {
    handle: 'leather-jackets',
    title: 'Leather Jackets',
    description: 'Cowhide & buffalo <b>leather</b>.',
    image: '/images/collections/leather-jackets.svg',
    products: ['echo-womens-leather-jacket', 'alpha-leather-jacket'],
  },
  {
    handle: 'featured',
    title: 'Featured',
    description: 'Hand-picked gear.',
    image: null,
    products: [
      'bravo-full-face-helmet',
      'alpha-leather-jacket',
      'delta-summer-gloves',
      'foxtrot-leather-chaps',
    ],
  },
  {
    handle: 'parts',
    title: 'Parts',
    description: 'Every filler part.',
    image: null,
    products: fillerProducts(FILLER_COUNT).map((product) => product.handle),
  },
]

function productRow(product: FixtureProduct): ProductInsert {
  const prices = product.prices.map(Number)
  const available = product.available ?? true
  return {
    handle: product.handle,
    title: product.title,
    description: `${product.title}: built for the long road, tested by riders.`,
    descriptionHtml: `<p>${product.title}: built for the long road, tested by riders.</p>`,
    productType: product.productType,
    vendor: product.vendor,
    tags: product.tags,
    category: product.tags[0] ?? 'parts',
    minPrice: Math.min(...prices).toFixed(2),
    maxPrice: Math.max(...prices).toFixed(2),
    minCompareAtPrice: product.compareAtPrice ?? null,
    maxCompareAtPrice: product.compareAtPrice ?? null,
    availableForSale: available,
    totalInventory: available ? 5 * product.prices.length : 0,
    salesRank: product.salesRank,
    rating: product.reviews?.rating ?? '0.0',
    reviewCount: product.reviews?.count ?? 0,
    createdAt: new Date(product.createdAt),
    updatedAt: new Date(product.updatedAt ?? product.createdAt),
  }
}

/** Inserts the named products, `fillers` filler products and the collections; returns ids by handle. */
export async function insertFixtureCatalogue(db: Db, options: { fillers?: number } = {}) {
  const all = [...namedProducts, ...fillerProducts(options.fillers ?? FILLER_COUNT)]
  const inserted = await db
    .insert(products)
    .values(all.map(productRow))
    .returning({ id: products.id, handle: products.handle })
  const ids = new Map(inserted.map((row) => [row.handle, row.id]))
  const idOf = (handle: string) => {
    const id = ids.get(handle)
    if (id === undefined) throw new Error(`No fixture product ${handle}`)
    return id
  }

  const variants: VariantInsert[] = all.flatMap((product) =>
    product.prices.map((price, position) => {
      const size = product.sizes?.[position]
      const available = product.available ?? true
      return {
        productId: idOf(product.handle),
        position,
        title: size ?? 'Default Title',
        sku: `${product.handle}-${size ?? 'one'}`.toUpperCase(),
        price,
        compareAtPrice: product.compareAtPrice ?? null,
        availableForSale: available,
        quantityAvailable: available ? 5 : 0,
        selectedOptions: size ? [{ name: 'Size', value: size }] : [],
        imagePosition: position === 0 ? 0 : null,
      }
    }),
  )
  await db.insert(productVariants).values(variants)
  await db.insert(productImages).values(
    all.flatMap((product) =>
      Array.from({ length: product.images ?? 1 }, (_, position) => ({
        productId: idOf(product.handle),
        position,
        url: `/images/products/${product.handle}-${position + 1}.svg`,
        altText: `${product.title} view ${position + 1}`,
        width: 800,
        height: 800,
      })),
    ),
  )
  for (const collection of fixtureCollections) {
    const [row] = await db
      .insert(collections)
      .values({
        handle: collection.handle,
        title: collection.title,
        description: collection.description,
        imageUrl: collection.image,
        updatedAt: new Date('2024-06-01T00:00:00Z'),
      })
      .returning({ id: collections.id })
    if (!row) throw new Error('collection insert returned nothing')
    const members = collection.products.filter((handle) => ids.has(handle))
    if (members.length > 0) {
      await db
        .insert(collectionProducts)
        .values(
          members.map((handle, position) => ({ collectionId: row.id, productId: idOf(handle), position })),
        )
    }
  }
  return { ids: idOf, count: all.length, products: all }
}

export const TEST_TOKEN = 'test-public-token'

/** The server's app (storefront included) on a fresh in-memory database with fixture rows only. */
export function createStorefrontTestApp() {
  return createTestApp({ scale: null, env: { STOREFRONT_PUBLIC_TOKEN: TEST_TOKEN } })
}

/**
 * A second Drizzle handle on the same client (PGlite or PostgreSQL) that counts every statement it sends, so a
 * test can see how many queries one GraphQL request costs.
 */
export function countingDb(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = []
  const client = (db as unknown as { $client: PGlite | postgres.Sql }).$client
  const logger = { logQuery: (query: string) => statements.push(query) }
  const counted =
    client instanceof PGlite
      ? drizzlePglite({ client, schema, logger })
      : drizzlePostgres({ client, schema, logger })
  return { db: counted as unknown as Db, statements }
}
