import { createApp } from '../../../src/server/app'
import { type Db, openDatabase } from '../../../src/server/db/client'
import { loadConfig } from '../../../src/server/env'
import { createLogger } from '../../../src/server/logger'
import { seedCatalogue } from '../../../src/server/seed/seed'

/** Small enough to seed in well under a second, large enough to have every category. */
const DEFAULT_TEST_SCALE = 0.05

/** The server's app on a fresh in-memory database with a seeded catalogue, as the tests use it. */
export async function createTestApp(options: { scale?: number } = {}) {
  const database = await openDatabase({ dataDir: 'memory://' })
  const db: Db = database.db
  await seedCatalogue(db, { scale: options.scale ?? DEFAULT_TEST_SCALE })
  const app = createApp({
    db,
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    logger: createLogger('silent'),
  })
  return { app, db, close: () => database.close() }
}
