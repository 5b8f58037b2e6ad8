import { execSync } from 'node:child_process'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from '../../src/server/app'
import { openDatabase } from '../../src/server/db/client'
import { loadConfig } from '../../src/server/env'
import { createLogger } from '../../src/server/logger'
import { seedCatalogue } from '../../src/server/seed/seed'
import { DEFAULT_STOREFRONT_PUBLIC_TOKEN } from '../../src/shared/storefront-defaults'
import { bundleReport } from './bundle-report'

const root = fileURLToPath(new URL('../..', import.meta.url))
const REQUESTS = 400
const CONCURRENCY_LEVELS = [1, 8]

const PAGE_QUERY = `query Page($first: Int!, $after: String) {
  products(first: $first, after: $after, sortKey: TITLE) {
    edges { cursor node { id handle title vendor productType tags description(truncateAt: 150) availableForSale
      featuredImage { id url altText width height }
      priceRange { minVariantPrice { amount currencyCode } }
      variants(first: 1) { edges { node { id availableForSale price { amount currencyCode } compareAtPrice { amount currencyCode } } } } } }
    pageInfo { hasNextPage endCursor }
  }
}`

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

async function measureEmulator(): Promise<Record<number, { median: number; p99: number; errors: number }>> {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' })
  const database = await openDatabase({ dataDir: 'memory://' })
  await seedCatalogue(database.db, { scale: 1 })
  const app = createApp({ db: database.db, config, logger: createLogger('silent') })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const url = `http://127.0.0.1:${port}/api/2025-01/graphql.json`

  // Walk real cursors so each request asks for a different page, as Load More does.
  const cursors: (string | null)[] = [null]
  const run = async (concurrency: number) => {
    const timings: number[] = []
    let errors = 0
    let issued = 0
    const worker = async () => {
      while (issued < REQUESTS) {
        const after = cursors[issued % cursors.length] ?? null
        issued++
        const started = performance.now()
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Shopify-Storefront-Access-Token': DEFAULT_STOREFRONT_PUBLIC_TOKEN,
          },
          body: JSON.stringify({ query: PAGE_QUERY, variables: { first: 48, after } }),
        })
        const body = (await response.json()) as {
          data?: { products: { pageInfo: { endCursor: string | null } } }
        }
        timings.push(performance.now() - started)
        const next = body.data?.products.pageInfo.endCursor
        if (!response.ok || !body.data) errors++
        else if (next && cursors.length < 40) cursors.push(next)
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
    timings.sort((a, b) => a - b)
    return { median: percentile(timings, 50), p99: percentile(timings, 99), errors }
  }
  const results: Record<number, { median: number; p99: number; errors: number }> = {}
  for (const concurrency of CONCURRENCY_LEVELS) results[concurrency] = await run(concurrency)
  server.close()
  await database.close()
  return results
}

async function main() {
  console.log('Building the app…')
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' })
  const bundle = await bundleReport(`${root}/dist`)
  console.log('Measuring the storefront emulator…')
  const emulator = await measureEmulator()

  const rows: [string, string][] = [
    ['Entry JavaScript (gzip)', kb(bundle.entryJs)],
    ['Entry CSS (gzip)', kb(bundle.entryCss)],
    ...bundle.routeChunks.map((c): [string, string] => [`Lazy chunk ${c.name} (gzip)`, kb(c.gzip)]),
    ...CONCURRENCY_LEVELS.flatMap((concurrency): [string, string][] => {
      const r = emulator[concurrency]
      if (!r) return []
      const label = `Emulator 48-product page (${REQUESTS} requests, ${concurrency} at a time)`
      return [
        [`${label}: median`, `${r.median.toFixed(1)} ms`],
        [`${label}: p99`, `${r.p99.toFixed(1)} ms`],
        [`${label}: errors`, String(r.errors)],
      ]
    }),
  ]
  const width = Math.max(...rows.map(([name]) => name.length))
  console.log(
    `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  )
  console.log(`| ${'figure'.padEnd(width)} | value |`)
  console.log(`| ${'-'.repeat(width)} | ----- |`)
  for (const [name, value] of rows) console.log(`| ${name.padEnd(width)} | ${value} |`)
  if (Object.values(emulator).some((r) => r.errors > 0)) process.exitCode = 1
}

await main()
