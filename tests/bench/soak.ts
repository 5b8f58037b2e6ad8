import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { count, inArray } from 'drizzle-orm'
import { type Db, openDatabase } from '../../src/server/db/client'
import { orderLines } from '../../src/server/db/schema'
import { startServer } from '../support/server-process'
import { type Answer, ownProductRefs, Shopper } from '../support/shopper'
import { checkOut, countOrders, expecter, multiProcessSoak, type Tally } from './multi-process-soak'
import { PAGE_QUERY, STOREFRONT_HEADERS } from './storefront-query'

const root = fileURLToPath(new URL('../..', import.meta.url))
const SHOPPERS = Number(process.env.SOAK_SHOPPERS ?? 100)
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60)
const SAMPLE_EVERY_MS = 10_000

interface PageProducts {
  edges: { node: { variants: { edges: { node: { id: string; availableForSale: boolean } }[] } } }[]
  pageInfo: { hasNextPage: boolean; endCursor: string | null }
}

interface PageAnswer {
  data?: { products: PageProducts }
}

/** The server process's resident memory, from Linux's /proc. */
async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return kb / 1024
}

/**
 * One shopper's minute: pages through the catalogue, opens products, adds what it sees to the cart
 * and checks out now and then (sometimes sending a checkout twice, as a phone on a weak signal does).
 */
async function shop(shopper: Shopper, ownRefs: string[], until: number, tally: Tally) {
  let cursor: string | null = null
  let round = 0
  const expect = expecter(tally)
  while (Date.now() < until) {
    round++
    try {
      const page: Answer<PageAnswer> = await shopper.request<PageAnswer>(
        'POST',
        '/api/2026-04/graphql.json',
        { query: PAGE_QUERY, variables: { first: 48, after: cursor } },
        STOREFRONT_HEADERS,
      )
      expect('storefront page', page.status, [200])
      const products: PageProducts | undefined = page.body.data?.products
      cursor = products?.pageInfo.hasNextPage ? products.pageInfo.endCursor : null
      const variants = (products?.edges ?? [])
        .flatMap((edge) => edge.node.variants.edges.map((v) => v.node))
        .filter((variant) => variant.availableForSale)

      const ownRef = ownRefs[round % ownRefs.length] ?? ''
      const product = await shopper.request('GET', `/api/products/${ownRef.slice('own:'.length)}`)
      expect('own product', product.status, [200])

      // What goes in the cart is the store's: its checkout sells no own-label product
      // (docs/decisions/0070-checkout-through-the-store.md).
      const variant = variants[round % Math.max(1, variants.length)]
      if (!variant) continue
      const added = await shopper.addToCart(variant.id, 1 + (round % 2))
      expect('add to cart', added.status, [200, 201])

      if (round % 4 === 0) await checkOut(shopper, tally, round % 8 === 0 ? () => {} : null)
    } catch (error) {
      tally.requests++
      tally.errors.push(`network: ${(error as Error).message}`)
    }
  }
}

async function main() {
  if (!existsSync(`${root}/dist/index.html`)) execSync('npm run build', { cwd: root, stdio: 'inherit' })
  console.log(`Soak: ${SHOPPERS} shoppers for ${SECONDS} s against a fresh server…`)
  // A folder of its own, kept when the server stops: the orders are counted in it afterwards.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'open-road-soak-'))
  const server = await startServer({}, { dataDir })
  const pid = server.child.pid ?? 0
  const tally: Tally = {
    requests: 0,
    errors: [],
    ordersAcknowledged: new Map(),
    retriesAnsweredWithTheSameOrder: 0,
  }
  let shoppers: Shopper[] = []
  try {
    const ownRefs = await ownProductRefs(server.origin)
    // Each shopper from an address of its own: sign-ups are limited per address.
    shoppers = Array.from(
      { length: SHOPPERS },
      (_, index) =>
        new Shopper(server.origin, {
          name: `soak${index}`,
          localAddress: `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`,
        }),
    )
    for (const shopper of shoppers) await shopper.register()

    const rss = [await residentMb(pid)]
    const sampler = setInterval(() => {
      void residentMb(pid).then((mb) => rss.push(mb))
    }, SAMPLE_EVERY_MS)
    const started = Date.now()
    await Promise.all(shoppers.map((shopper) => shop(shopper, ownRefs, started + SECONDS * 1000, tally)))
    const elapsed = (Date.now() - started) / 1000
    clearInterval(sampler)
    rss.push(await residentMb(pid))
    for (const shopper of shoppers) shopper.close()

    // Counted against the database itself, once the server has stopped.
    await server.stop()
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: server.dataDir })
    const { stored, lost, duplicated } = await countOrders(database.db, shoppers, tally)
    const [lines] = await database.db.select({ n: count() }).from(orderLines)
    const empty = stored.length > 0 ? await ordersWithoutLines(database.db, stored) : 0
    await database.close()

    const first = rss[0] ?? Number.NaN
    const last = rss.at(-1) ?? Number.NaN
    const rows: [string, string][] = [
      ['shoppers, seconds', `${SHOPPERS}, ${elapsed.toFixed(0)} s`],
      ['requests, per second', `${tally.requests}, ${Math.round(tally.requests / elapsed)}/s`],
      ['errors', String(tally.errors.length)],
      ['orders acknowledged (201)', String(tally.ordersAcknowledged.size)],
      ['orders in the database', `${stored.length} (${lines?.n ?? 0} lines in all, ${empty} without lines)`],
      ['checkouts sent twice, answered with the same order', String(tally.retriesAnsweredWithTheSameOrder)],
      ['orders lost', String(lost)],
      ['orders duplicated', String(duplicated)],
      [
        'server RSS at start / peak / end',
        `${first.toFixed(0)} / ${Math.max(...rss).toFixed(0)} / ${last.toFixed(0)} MB`,
      ],
    ]
    console.log(`\n| figure | value |\n| --- | --- |\n${rows.map(([a, b]) => `| ${a} | ${b} |`).join('\n')}`)
    if (tally.errors.length > 0) console.log(`\nFirst errors:\n${tally.errors.slice(0, 10).join('\n')}`)
    if (tally.errors.length > 0 || lost > 0 || duplicated > 0 || empty > 0) process.exitCode = 1
  } finally {
    for (const shopper of shoppers) shopper.close()
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

async function ordersWithoutLines(db: Db, ids: string[]) {
  const withLines = await db
    .selectDistinct({ id: orderLines.orderId })
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
  return ids.length - withLines.length
}

const processesArg = process.argv.indexOf('--processes')
if (processesArg === -1) await main()
else await multiProcessSoak(Number(process.argv[processesArg + 1]))
