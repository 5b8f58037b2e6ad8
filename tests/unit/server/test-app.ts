import { createApp } from '../../../src/server/app'
import { openDatabase } from '../../../src/server/db/client'
import { loadConfig } from '../../../src/server/env'
import { createLogger } from '../../../src/server/logger'
import { seedBlogStories } from '../../../src/server/seed/blog-seed'
import { seedCatalogue } from '../../../src/server/seed/seed'

/** Small enough to seed in well under a second, large enough to have every category. */
const DEFAULT_TEST_SCALE = 0.05

/**
 * The server's app on a fresh in-memory database, as the tests use it: the catalogue seeded at `scale`
 * and the blog stories seeded, or everything left empty for fixture rows with `scale: null`; `env`
 * adds settings to the test configuration.
 */
export async function createTestApp(options: { scale?: number | null; env?: NodeJS.ProcessEnv } = {}) {
  const database = await openDatabase({ dataDir: 'memory://' })
  const { db } = database
  const scale = options.scale === undefined ? DEFAULT_TEST_SCALE : options.scale
  if (scale !== null) {
    await seedCatalogue(db, { scale })
    await seedBlogStories(db)
  }
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env })
  const app = createApp({ db, config, logger: createLogger('silent') })
  /** POSTs `body` as JSON, as the client does; a string is sent as it is (for malformed bodies). */
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  return { app, db, config, postJson, close: () => database.close() }
}
