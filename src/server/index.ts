import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { renderPage } from '../entry-server'
import { createApp } from './app'
import { openDatabase } from './db/client'
import { loadConfig } from './env'
import { mountClientApp } from './http/client-app'
import { createLogger } from './logger'
import { seedBlogStories } from './seed/blog-seed'
import { seedDemoAccount } from './seed/demo-account'
import { seedCatalogue } from './seed/seed'

const clientDir = fileURLToPath(new URL('../../dist', import.meta.url))

async function main() {
  const config = loadConfig()
  const logger = createLogger(config.logLevel)

  const database = await openDatabase(config)
  logger.info(
    { kind: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    'database ready',
  )
  const seeded = await seedCatalogue(database.db, { scale: config.catalogueScale, logger })
  logger.info({ seeded: seeded.seeded, scale: config.catalogueScale }, 'catalogue ready')
  await seedBlogStories(database.db, { logger })
  await seedDemoAccount(database.db, { logger })

  const app = createApp({ db: database.db, config, logger })
  await mountClientApp(app, clientDir, { config, logger, render: renderPage })

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host
    logger.info({ port: info.port, host: config.host }, 'listening')
    console.log(`Open Road Moto Supply is ready at http://${host}:${info.port}`)
  })

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    server.close(async () => {
      await database.close()
      logger.info('stopped')
      process.exit(0)
    })
    // Idle keep-alive connections would hold close() open; give in-flight requests a moment.
    setTimeout(() => process.exit(0), 5000).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
