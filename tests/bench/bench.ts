import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_STOREFRONT_PUBLIC_TOKEN } from '../../src/shared/storefront-defaults'
import { bundleReport } from './bundle-report'
import { installabilityReport } from './installability-report'
import { lighthouseReport } from './lighthouse-report'
import { LOAD_CONNECTIONS, serverLoadReport } from './server-load'

const root = fileURLToPath(new URL('../..', import.meta.url))
const REQUESTS = 400
const CONCURRENCY_LEVELS = [1, 8]
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const ENTRY_JS_BUDGET = 160 * 1024

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
const ms = (value: number) => `${Math.round(value)} ms`

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

async function storefront<T>(origin: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${origin}/api/2025-01/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': DEFAULT_STOREFRONT_PUBLIC_TOKEN,
    },
    body: JSON.stringify({ query, variables }),
  })
  return { ok: response.ok, body: (await response.json()) as { data?: T } }
}

/** Latency of a 48-product page, walking real cursors as Load More does. */
async function measureEmulator(origin: string, concurrency: number) {
  const cursors: (string | null)[] = [null]
  const timings: number[] = []
  let errors = 0
  let issued = 0
  const worker = async () => {
    while (issued < REQUESTS) {
      const after = cursors[issued % cursors.length] ?? null
      issued++
      const started = performance.now()
      const { ok, body } = await storefront<{ products: { pageInfo: { endCursor: string | null } } }>(
        origin,
        PAGE_QUERY,
        { first: 48, after },
      )
      timings.push(performance.now() - started)
      const next = body.data?.products.pageInfo.endCursor
      if (!ok || !body.data) errors++
      else if (next && cursors.length < 40) cursors.push(next)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  timings.sort((a, b) => a - b)
  return { median: percentile(timings, 50), p99: percentile(timings, 99), errors }
}

/** The real server in its own process (as `npm start` runs it), on a free port and a fresh database. */
async function startServer(dataDir: string): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const origin = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/ready at (http:\/\/\S+)/)
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'))
    })
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before it was ready`)))
  })
  return { origin, child }
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`
  console.log(line(header))
  console.log(line(widths.map((w) => '-'.repeat(w))))
  for (const row of rows) console.log(line(row))
}

async function main() {
  console.log('Building the app…')
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' })
  const bundle = await bundleReport(`${root}/dist`)

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'open-road-bench-'))
  const { origin, child } = await startServer(dataDir)

  console.log('Measuring the storefront emulator…')
  const emulator = []
  for (const concurrency of CONCURRENCY_LEVELS)
    emulator.push({ concurrency, ...(await measureEmulator(origin, concurrency)) })

  console.log(`Loading the server with ${LOAD_CONNECTIONS} connections…`)
  const serverLoad = await serverLoadReport(origin)

  const helmet = await storefront<{ products: { edges: { node: { handle: string } }[] } }>(
    origin,
    'query { products(first: 1, query: "tag:helmets") { edges { node { handle } } } }',
  )
  const [ownProduct] = (await (await fetch(`${origin}/api/products/featured`)).json()) as { slug: string }[]
  const pages = [
    ['/', '/'],
    ['/products', '/products'],
    ['/shop/helmets', '/shop/helmets'],
    ['/product/{handle}', `/product/${helmet.body.data?.products.edges[0]?.node.handle ?? ''}`],
    ['/product/{slug}', `/product/${ownProduct?.slug ?? ''}`],
    ['404', '/no-such-page'],
  ] as const
  console.log('Installability (Chromium, DevTools protocol)…')
  const installability = await installabilityReport(`${origin}/`)
  const installable = installability.errors.length === 0
  const lighthouse = []
  for (const [name, path] of pages) {
    console.log(`Lighthouse ${name} (${LIGHTHOUSE_RUNS} runs)…`)
    lighthouse.push({ name, ...(await lighthouseReport(`${origin}${path}`, LIGHTHOUSE_RUNS)) })
  }
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
  await rm(dataDir, { recursive: true, force: true })

  console.log(
    `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
  )
  printTable(
    ['figure', 'value'],
    [
      [
        'Entry JavaScript (gzip), budget 160 KB',
        `${kb(bundle.entryJs)}${bundle.entryJs > ENTRY_JS_BUDGET ? ' OVER BUDGET' : ''}`,
      ],
      ['Entry CSS (gzip)', kb(bundle.entryCss)],
      ...bundle.routeChunks.map((c) => [`Lazy chunk ${c.name} (gzip)`, kb(c.gzip)]),
      ...emulator.flatMap((e) => [
        [
          `Emulator 48-product page, ${e.concurrency} at a time: median / p99`,
          `${e.median.toFixed(1)} ms / ${e.p99.toFixed(1)} ms`,
        ],
        [`Emulator 48-product page, ${e.concurrency} at a time: errors`, String(e.errors)],
      ]),
      ...serverLoad.flatMap((l) => [
        [
          `${l.name}, ${LOAD_CONNECTIONS} connections: median / p99`,
          `${l.medianMs.toFixed(1)} ms / ${l.p99Ms.toFixed(1)} ms`,
        ],
        [
          `${l.name}, ${LOAD_CONNECTIONS} connections: requests/s, errors`,
          `${Math.round(l.requestsPerSecond)}, ${l.errors}`,
        ],
      ]),
      [
        'Installable (Chromium Page.getInstallabilityErrors on /)',
        installable ? 'yes' : `no: ${installability.errors.join('; ')}`,
      ],
      [
        'Web app manifest (Page.getAppManifest)',
        installability.manifestUrl
          ? [new URL(installability.manifestUrl).pathname, ...installability.manifestErrors].join('; ')
          : 'none found',
      ],
    ],
  )
  console.log(`\ninstallable: ${installable ? 'yes' : installability.errors.join(', ')}`)
  console.log(`\nLighthouse, mobile defaults (simulated slow 4G, 4× CPU), median of ${LIGHTHOUSE_RUNS}:\n`)
  printTable(
    ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
    lighthouse.map((l) => [
      l.name,
      String(l.performance),
      String(l.accessibility),
      String(l.bestPractices),
      String(l.seo),
      ms(l.fcpMs),
      ms(l.lcpMs),
      ms(l.tbtMs),
      l.cls.toFixed(3),
    ]),
  )
  if (
    bundle.entryJs > ENTRY_JS_BUDGET ||
    emulator.some((e) => e.errors > 0) ||
    serverLoad.some((l) => l.errors > 0) ||
    !installable
  )
    process.exitCode = 1
}

await main()
