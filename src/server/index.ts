import cluster from 'node:cluster'
import type { Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { renderPage } from '../entry-server'
import { shopIdentity } from '../shared/shop-identity'
import { createApp } from './app'
import { type Database, openDatabase } from './db/client'
import { type Config, loadConfig } from './env'
import { mountClientApp } from './http/client-app'
import { createLogger, type Logger } from './logger'
import { localMailboxKey } from './mail/mailbox.routes'
import type { Mailer } from './mail/mailer'
import { createOutboxWorker } from './mail/outbox'
import { localMailboxTransport, smtpTransport } from './mail/transport'
import { seedShop } from './seed/seed-shop'
import { createWebhookOutboxWorker, standInWebhookSecret } from './stand-in-checkout/webhook-outbox'

/** How long requests under way at SIGTERM may take to finish before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000
/** While stopping, how often connections whose answers are out are closed. */
const IDLE_SWEEP_MS = 50

const clientDir = fileURLToPath(new URL('../../dist', import.meta.url))

/** The schema brought up to date and the seed in place; run once, before any process serves. */
async function prepareDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = await openDatabase(config)
  logger.info(
    { kind: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    'database ready',
  )
  const seeded = await seedShop(database.db, {
    scale: config.catalogueScale,
    store: config.storefront.origin !== null,
    logger,
  })
  logger.info({ seeded: seeded.catalogueSeeded, scale: config.catalogueScale }, 'catalogue ready')
  return database
}

/** The shop's address on this machine once it listens on `port`. */
function localUrlOf(config: Config, port: number): string {
  const host = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host
  return `http://${host}:${port}`
}

/** The start-up lines: the one address the shop is reached at, and where its mail goes. */
function announceReady(config: Config, localUrl: string, mailboxKey: string | undefined, mailVia: string) {
  console.log(`${shopIdentity.name} is ready at ${localUrl}`)
  console.log(
    mailboxKey
      ? `Mail (no SMTP_URL set) is kept in the local mailbox: ${config.mail.publicUrl ?? localUrl}/api/dev/mailbox?key=${mailboxKey}`
      : `Mail is sent through ${mailVia}`,
  )
}

/**
 * WEB_CONCURRENCY above 1 (docs/decisions/0042-several-processes-on-one-database.md): this process
 * migrates and seeds once, then forks that many workers sharing the port, restarts one that dies and
 * passes SIGTERM/SIGINT on to them.
 */
async function runPrimary(config: Config, logger: Logger) {
  const database = await prepareDatabase(config, logger)
  const mailboxKey = config.mail.smtpUrl ? undefined : await localMailboxKey(database.db)
  await database.close()
  let stopping = false
  let announced = false
  cluster.on('listening', (_worker, address) => {
    if (announced) return
    announced = true
    const mailVia = config.mail.smtpUrl
      ? smtpTransport(config.mail.smtpUrl, config.mail.from).description
      : ''
    announceReady(config, localUrlOf(config, address.port), mailboxKey, mailVia)
  })
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'server process ended; starting another')
    cluster.fork()
  })
  for (let index = 0; index < config.processes; index++) cluster.fork()
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down every server process')
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

async function main() {
  const config = loadConfig()
  const logger = createLogger(config.logLevel)
  if (config.processes > 1 && cluster.isPrimary) return runPrimary(config, logger)

  // A worker's primary has migrated and seeded already.
  const database = cluster.isWorker
    ? await openDatabase({ ...config, migrate: false })
    : await prepareDatabase(config, logger)

  // Mail: through SMTP_URL, or kept in the local mailbox this server shows (src/server/mail/).
  const mailboxKey = config.mail.smtpUrl ? undefined : await localMailboxKey(database.db)
  let localUrl = `http://localhost:${config.port}`
  const publicUrl = () => config.mail.publicUrl ?? localUrl
  const transport = config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl, config.mail.from)
    : localMailboxTransport(database.db, config.mail.from, 'the local mailbox')
  const outbox = createOutboxWorker({ db: database.db, transport, logger })
  const mailer: Mailer = { publicUrl, wake: outbox.wake }

  // With the emulator, its stand-in checkout's webhooks go to this app's own webhook route, in
  // process (docs/decisions/0070-checkout-through-the-store.md); a store sends its own.
  const webhooks =
    config.storefront.origin === null
      ? createWebhookOutboxWorker({
          db: database.db,
          logger,
          secret: standInWebhookSecret(database.db, config),
          send: async (request) => app.fetch(request),
          apiVersion: config.storefront.apiVersion,
        })
      : undefined
  const app = createApp({
    db: database.db,
    config,
    logger,
    mailer,
    localMailboxKey: mailboxKey,
    webhookOutbox: webhooks,
  })
  await mountClientApp(app, clientDir, { config, logger, render: renderPage })

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ port: info.port, host: config.host }, 'listening')
    outbox.start()
    webhooks?.start()
    localUrl = localUrlOf(config, info.port)
    // In a worker the primary prints the one address; the workers share its port.
    if (cluster.isPrimary) announceReady(config, localUrl, mailboxKey, transport.description)
  })

  let stopping = false
  const listener = server as Server
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    // Requests that do not finish in time are cut off; that is not a clean stop.
    setTimeout(() => {
      logger.error({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still running at the end of the grace period')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    // No new connections; requests under way finish and get their answers; then the database closes.
    listener.close(async () => {
      // A webhook being delivered (it may write mail), then a message being handed to the mail
      // server, is finished first; the rest wait in their outboxes.
      await webhooks?.stop()
      await outbox.stop()
      await database.close()
      logger.info('stopped')
      process.exit(0)
    })
    // A keep-alive connection is closed as soon as its answer is out, not left to its idle timeout.
    listener.closeIdleConnections()
    setInterval(() => listener.closeIdleConnections(), IDLE_SWEEP_MS).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
