import type { Db } from '../db/client'
import type { Logger } from '../logger'
import { seedBlogStories } from './blog-seed'
import { seedDemoAccount } from './demo-account'
import { seedCatalogue } from './seed'

/**
 * Everything the shop is seeded with before it serves. The emulator's store comes with its
 * catalogue, own-label products, blog stories and the demo account; a configured store (`store`
 * true) sells its own products, and the seed creates no own-label products, stories or demo
 * account for it (docs/decisions/0063-the-test-store-is-a-strangers.md).
 */
export async function seedShop(
  db: Db,
  options: { scale: number; store: boolean; logger?: Logger },
): Promise<{ catalogueSeeded: boolean }> {
  const { logger } = options
  const catalogue = await seedCatalogue(db, { scale: options.scale, ownProducts: !options.store, logger })
  if (!options.store) {
    await seedBlogStories(db, { logger })
    await seedDemoAccount(db, { logger })
  }
  return { catalogueSeeded: catalogue.seeded }
}
