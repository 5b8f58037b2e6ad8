import { count, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { Database } from '../../../src/server/db/client'
import {
  blogPosts,
  collectionProducts,
  collections,
  meta,
  ownProducts,
  productImages,
  products,
  productVariants,
  users,
} from '../../../src/server/db/schema'
import { generateCatalogue, productCountForScale } from '../../../src/server/seed/catalogue'
import { DEMO_ACCOUNT } from '../../../src/server/seed/demo-account'
import { CATALOGUE_SEED_KEY, seedCatalogue } from '../../../src/server/seed/seed'
import { seedShop } from '../../../src/server/seed/seed-shop'
import { openTestDatabase } from './test-database'

let database: Database | undefined
afterEach(async () => {
  await database?.close()
  database = undefined
})

async function tableCounts(db: Database['db']) {
  const rows = async (table: typeof products | typeof productVariants | typeof productImages) =>
    (await db.select({ n: count() }).from(table))[0]?.n
  return {
    products: await rows(products),
    variants: await rows(productVariants),
    images: await rows(productImages),
    collections: (await db.select({ n: count() }).from(collections))[0]?.n,
    memberships: (await db.select({ n: count() }).from(collectionProducts))[0]?.n,
    ownProducts: (await db.select({ n: count() }).from(ownProducts))[0]?.n,
  }
}

describe('seedCatalogue', () => {
  it('stores the generated catalogue once and leaves it alone when the same scale is asked again', async () => {
    database = await openTestDatabase()
    const { db } = database
    const expected = generateCatalogue({ scale: 0.1 })

    expect(await seedCatalogue(db, { scale: 0.1 })).toEqual({ seeded: true })
    const first = await tableCounts(db)
    // The generated gear, then the store's gift card.
    expect(first).toEqual({
      products: expected.products.length + 1,
      variants: expected.variants.length + expected.giftCard.variants.length,
      images: expected.images.length + expected.giftCard.images.length,
      collections: expected.collections.length,
      memberships: expected.collectionProducts.length,
      ownProducts: expected.ownProducts.length,
    })
    const [version] = await db.select().from(meta).where(eq(meta.key, CATALOGUE_SEED_KEY))
    expect(version?.value).toBe('v9:scale=0.1')

    const [product] = await db.select().from(products).where(eq(products.id, 7))
    const generated = expected.products[6]
    // The database derives the lower-cased tags that tag search compares.
    expect(product).toEqual({ ...generated, tagsLower: generated?.tags.map((tag) => tag.toLowerCase()) })
    const variants = await db.select().from(productVariants).where(eq(productVariants.productId, 7))
    expect(variants).toEqual(expected.variants.filter((v) => v.productId === 7))
    const { product: giftCard } = expected.giftCard
    expect(giftCard.id).toBe(expected.products.length + 1)
    const [storedGiftCard] = await db.select().from(products).where(eq(products.id, giftCard.id))
    expect(storedGiftCard).toEqual({ ...giftCard, tagsLower: [] })
    const [own] = await db.select().from(ownProducts).where(eq(ownProducts.id, 1))
    expect(own).toEqual(expected.ownProducts[0])

    expect(await seedCatalogue(db, { scale: 0.1 })).toEqual({ seeded: false })
    expect(await tableCounts(db)).toEqual(first)
  })

  it('seeds no own-label products for a shop selling from a store of its own, and the emulator’s again after', async () => {
    database = await openTestDatabase()
    const { db } = database
    await seedCatalogue(db, { scale: 0.1 })
    expect(await seedCatalogue(db, { scale: 0.1, ownProducts: false })).toEqual({ seeded: true })
    expect((await tableCounts(db)).ownProducts).toBe(0)
    const [version] = await db.select().from(meta).where(eq(meta.key, CATALOGUE_SEED_KEY))
    expect(version?.value).toBe('v9:scale=0.1:no-own-products')
    expect(await seedCatalogue(db, { scale: 0.1 })).toEqual({ seeded: true })
    expect((await tableCounts(db)).ownProducts).toBe(generateCatalogue({ scale: 0.1 }).ownProducts.length)
  })

  it('reseeds when the scale changes, and later inserts get fresh ids', async () => {
    database = await openTestDatabase()
    const { db } = database
    await seedCatalogue(db, { scale: 0.1 })
    expect(await seedCatalogue(db, { scale: 0.2 })).toEqual({ seeded: true })
    // The gear and the gift card.
    expect((await tableCounts(db)).products).toBe(productCountForScale(0.2) + 1)
    const [version] = await db.select().from(meta).where(eq(meta.key, CATALOGUE_SEED_KEY))
    expect(version?.value).toBe('v9:scale=0.2')

    const [inserted] = await db
      .insert(products)
      .values({
        handle: 'late-addition',
        title: 'Late Addition',
        description: '',
        descriptionHtml: '',
        productType: 'Test',
        vendor: 'Test',
        tags: ['Mixed-Case', 'plain'],
        category: 'parts',
        minPrice: '1.00',
        maxPrice: '1.00',
        availableForSale: true,
        totalInventory: 0,
        salesRank: 0,
        createdAt: new Date(0),
        updatedAt: new Date(0),
      })
      .returning({ id: products.id, tagsLower: products.tagsLower, reviewCount: products.reviewCount })
    expect(inserted).toEqual({
      id: productCountForScale(0.2) + 2,
      tagsLower: ['mixed-case', 'plain'],
      // A product nobody has reviewed yet.
      reviewCount: 0,
    })
  })
})

describe('seedShop', () => {
  it('gives the emulator’s store its own-label products, stories and demo account, and a configured store none', async () => {
    database = await openTestDatabase()
    const { db } = database
    const seeded = async () => ({
      own: (await tableCounts(db)).ownProducts,
      stories: (await db.select({ n: count() }).from(blogPosts))[0]?.n,
      demo: (await db.select({ n: count() }).from(users).where(eq(users.email, DEMO_ACCOUNT.email)))[0]?.n,
    })
    await seedShop(db, { scale: 0.05, store: true })
    expect(await seeded()).toEqual({ own: 0, stories: 0, demo: 0 })
    expect((await tableCounts(db)).products).toBeGreaterThan(0)

    await seedShop(db, { scale: 0.05, store: false })
    const withEmulator = await seeded()
    expect(withEmulator.own).toBeGreaterThan(0)
    expect(withEmulator.stories).toBeGreaterThan(0)
    expect(withEmulator.demo).toBe(1)
  })
})
