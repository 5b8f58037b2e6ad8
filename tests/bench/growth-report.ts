import { startServer } from '../support/server-process'
import { firstCardReport } from './first-card-report'
import { type LoadFigure, storefrontPageLoad, untilDrained } from './server-load'
import { median, percentile } from './stats'
import { PAGE_QUERY, type ProductPage, storefront } from './storefront-query'

/** How many 48-product pages the one-at-a-time figure asks for. */
const SEQUENTIAL_REQUESTS = 200

export interface GrowthFigure {
  scale: number
  products: number
  /** Spawn to "ready at": migrations, the seed at this scale and start-up. */
  startupMs: number
  sequential: { medianMs: number; p99Ms: number; errors: number }
  load: LoadFigure
  firstCard: { medianMs: number; samples: number[] }
}

/** The number of products the storefront holds. */
async function productCount(origin: string) {
  const { body } = await storefront<{ search: { totalCount: number } }>(
    origin,
    '{ search(query: "", first: 1, types: [PRODUCT]) { totalCount } }',
  )
  return body.data?.search.totalCount ?? Number.NaN
}

/**
 * One 48-product page at a time, each asked for with the previous page's end cursor (as Load More
 * does), so every request is a different page; back to the first page after the last.
 */
async function sequentialPages(origin: string) {
  const timings: number[] = []
  let errors = 0
  let after: string | null = null
  for (let i = 0; i < SEQUENTIAL_REQUESTS; i++) {
    const started = performance.now()
    const variables: Record<string, unknown> = { first: 48, after }
    const { ok, body } = await storefront<ProductPage>(origin, PAGE_QUERY, variables)
    timings.push(performance.now() - started)
    const pageInfo = body.data?.products.pageInfo
    if (!ok || !pageInfo) errors++
    after = pageInfo?.hasNextPage ? pageInfo.endCursor : null
  }
  return { medianMs: median(timings), p99Ms: percentile(timings, 99), errors }
}

/**
 * How the storefront grows with the catalogue: for each CATALOGUE_SCALE a server of its own on a
 * fresh database (removed after), its seed and start-up time, the 48-product page one at a time and
 * under 100 connections, and the `/products` first card in Chromium.
 */
export async function growthReport(scales: number[], firstCardRuns: number): Promise<GrowthFigure[]> {
  const figures: GrowthFigure[] = []
  for (const scale of scales) {
    console.log(`Growth: starting a server at CATALOGUE_SCALE=${scale} (the seed runs at start-up)…`)
    const server = await startServer({ CATALOGUE_SCALE: String(scale) })
    try {
      const products = await productCount(server.origin)
      console.log(`  ready in ${(server.startupMs / 1000).toFixed(1)} s with ${products} products`)
      const sequential = await sequentialPages(server.origin)
      const load = await storefrontPageLoad(server.origin)
      // The requests still queued when the load stops would otherwise land on the first card.
      await untilDrained(server.origin)
      const firstCard = await firstCardReport(`${server.origin}/products`, firstCardRuns)
      figures.push({ scale, products, startupMs: server.startupMs, sequential, load, firstCard })
    } finally {
      await server.stop()
    }
  }
  return figures
}
