import autocannon from 'autocannon'
import { Shopper } from '../support/shopper'
import { PAGE_QUERY, STOREFRONT_HEADERS, storefrontUrl } from './storefront-query'

/** How many connections are kept open at once, and how long each figure is measured. */
export const LOAD_CONNECTIONS = 100
const DURATION_SECONDS = 10
/** Unmeasured load first: the server's JIT and caches warm up, as on a server that has been running. */
const WARMUP_SECONDS = 3

export interface LoadFigure {
  name: string
  medianMs: number
  p99Ms: number
  requestsPerSecond: number
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number
}

/** `LOAD_CONNECTIONS` connections asking for `options` for `DURATION_SECONDS`. */
export async function load(
  name: string,
  options: { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
): Promise<LoadFigure> {
  // autocannon takes `warmup` (its README's --warmup); its published types do not list it yet.
  const run: autocannon.Options & { warmup: { connections: number; duration: number } } = {
    ...options,
    connections: LOAD_CONNECTIONS,
    duration: DURATION_SECONDS,
    warmup: { connections: LOAD_CONNECTIONS, duration: WARMUP_SECONDS },
  }
  const result = await autocannon(run)
  return {
    name,
    medianMs: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: result.requests.average,
    // autocannon's `errors` already counts each timeout (which it also counts in `timeouts`).
    errors: result.errors + result.non2xx,
  }
}

/**
 * Waits until the server has worked through what a load left queued (a health check answers within
 * 50 ms), so one figure does not pay for the last one's backlog.
 */
export async function untilDrained(origin: string) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const started = performance.now()
    await fetch(`${origin}/api/health`).catch(() => undefined)
    if (performance.now() - started < 50) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

export const CART_LOAD = 'GET /api/cart (signed in)'
export const STOREFRONT_PAGE_LOAD = 'Storefront 48-product query'

/** The first 48-product page by title, the storefront query a listing makes most. */
export function storefrontPageLoad(origin: string): Promise<LoadFigure> {
  return load(STOREFRONT_PAGE_LOAD, {
    url: storefrontUrl(origin),
    method: 'POST',
    headers: STOREFRONT_HEADERS,
    body: JSON.stringify({ query: PAGE_QUERY, variables: { first: 48 } }),
  })
}

/** A shopper with one line in the cart; the session cookie to send as them. */
async function signedInShopper(origin: string, productSlug: string) {
  const shopper = new Shopper(origin, { name: 'bench' })
  try {
    await shopper.register()
    const added = await shopper.addToCart(`own:${productSlug}`)
    if (added.status !== 201) throw new Error(`Adding to the bench shopper's cart failed (${added.status})`)
    return shopper.sessionCookie
  } finally {
    shopper.close()
  }
}

/**
 * The server under load over loopback: `LOAD_CONNECTIONS` connections at once for each read a
 * storefront page makes most (a 48-product page, a slug product, a signed-in shopper's cart).
 */
export async function serverLoadReport(origin: string): Promise<LoadFigure[]> {
  const featured = (await (await fetch(`${origin}/api/products/featured`)).json()) as { slug: string }[]
  const slug = featured[0]?.slug
  if (!slug) throw new Error('No own product to measure')
  const cookie = await signedInShopper(origin, slug)
  const figures: LoadFigure[] = []
  figures.push(await storefrontPageLoad(origin))
  await untilDrained(origin)
  figures.push(await load('GET /api/products/{slug}', { url: `${origin}/api/products/${slug}` }))
  await untilDrained(origin)
  figures.push(await load(CART_LOAD, { url: `${origin}/api/cart`, headers: { Cookie: cookie } }))
  return figures
}
