import { existsSync } from 'node:fs'
import path from 'node:path'
import { openDatabase } from '../db/client'
import { loadConfig } from '../env'
import { FulfilmentRefused, fulfilStandInOrder } from './fulfilment'

/*
 * `npm run store:fulfil -- <order name> [tracking number] [carrier]`: the merchant marks a stand-in
 * order shipped (./fulfilment.ts). The server's webhook worker delivers the orders/fulfilled
 * webhook it queues (it polls the outbox), and the shop mails the shipping notice.
 */

const USAGE = 'Usage: npm run store:fulfil -- <order name> [tracking number] [carrier]'

async function main(args: readonly string[]): Promise<number> {
  const [name, trackingNumber, carrier] = args
  if (!name || name === '--help') {
    console.error(USAGE)
    return 2
  }
  const config = loadConfig()
  if (config.storefront.origin !== null) {
    console.error(
      `A store is configured (${config.storefront.origin}): its orders are fulfilled in its admin.`,
    )
    return 1
  }
  // The embedded database belongs to one process at a time; a second one opening it would corrupt it.
  if (!config.databaseUrl && existsSync(path.join(config.dataDir, 'postmaster.pid'))) {
    console.error(
      `The shop's server has the embedded database in ${config.dataDir} open: stop it first (its next start delivers the webhook), or run both on DATABASE_URL. (If no server runs, the last one stopped without closing it: start and stop the server once.)`,
    )
    return 1
  }
  const database = await openDatabase(config)
  try {
    const fulfilled = await fulfilStandInOrder(database.db, { name, trackingNumber, carrier })
    const { company, number, url } = fulfilled.fulfilment
    const tracking = number ? ` with ${company ?? 'tracking'} ${number}${url ? ` (${url})` : ''}` : ''
    console.log(`${fulfilled.name} is marked fulfilled${tracking}.`)
    console.log(
      `orders/fulfilled webhook ${fulfilled.webhookId} queued: the server's webhook worker delivers it (within seconds while it runs, else when it starts).`,
    )
    return 0
  } catch (error) {
    if (!(error instanceof FulfilmentRefused)) throw error
    console.error(error.message)
    return 1
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  },
)
