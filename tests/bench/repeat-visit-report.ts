import { type Browser, type BrowserContext, devices, type Page } from '@playwright/test'
import { signUp } from '../e2e/support/account'
import { fillCart } from '../e2e/support/cart'
import {
  appReady,
  CPU_SLOWDOWN,
  launchChromium,
  pause,
  ServiceWorkerSession,
  slow4G,
  slowCpu,
} from './browser'
import { median } from './stats'

export interface RepeatVisitPage {
  name: string
  url: string
  /** A CSS selector for what shows once the page has its data: a product's title, a listing's first card, a cart's line. */
  content: string
  /**
   * Sets the rider up before the first visit (signed in, with a cart), through the browser's own
   * cookies; `page.request` is based at the page's origin.
   */
  prepare?: (page: Page) => Promise<void>
}

export interface RepeatVisitFigure {
  name: string
  /**
   * Median (ms) of the throttled reloads' readable moment: the later of the Largest Contentful Paint
   * and the first frame with the content on screen (a shopper page's frame paints before its content);
   * undefined when a run did not render.
   */
  onlineMs: number | undefined
  offlineMs: number | undefined
  /**
   * The reload with every request stalled (lie-fi): the page's kept copy or the shell answers after
   * the service worker's deadline (sw/server-page-or-shell.ts).
   */
  lieFiMs: number | undefined
  /** Runs whose reload showed the page's content, out of `runs`. */
  onlineRendered: number
  offlineRendered: number
  lieFiRendered: number
  runs: number
}

/** How long the reloaded page may take to show its content before the run counts as not rendered. */
const RENDER_TIMEOUT_MS = 30_000

/**
 * Lie-fi: connected, yet nothing comes back. Every request waits longer than a reload is measured,
 * so only what the service worker answers from the device arrives.
 */
function stalled() {
  return { ...slow4G(false), latency: 10 * RENDER_TIMEOUT_MS }
}

/** The page's Largest Contentful Paint so far (ms since navigation start) and what it painted. */
function largestContentfulPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ ms: number; element: string }>((resolve, reject) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as
            | (PerformanceEntry & { element?: Element | null })
            | undefined
          if (!last) return
          const element = last.element
          const what = element
            ? `${element.tagName.toLowerCase()}${element instanceof HTMLImageElement ? ` ${new URL(element.currentSrc || element.src).pathname}` : ''}`
            : 'removed element'
          resolve({ ms: last.startTime, element: what })
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        setTimeout(() => reject(new Error('No largest-contentful-paint entry')), 5_000)
      }),
  )
}

/**
 * Notes, on every document the context opens, the first frame `selector` matches in
 * (`window.contentShownAt`, ms from the navigation's start), as the task right after that frame.
 */
function noteWhenContentShows(context: BrowserContext, selector: string) {
  return context.addInitScript((selector: string) => {
    const noted = window as Window & { contentShownAt?: number }
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return
      observer.disconnect()
      requestAnimationFrame(() => setTimeout(() => (noted.contentShownAt = performance.now())))
    })
    observer.observe(document, { childList: true, subtree: true })
  }, selector)
}

/**
 * Reloads and reads, once the content shows and a second has passed, the later of LCP and the
 * content's first frame; undefined if it never shows.
 */
async function reloadAndMeasure(
  page: Page,
  content: string,
  label: string,
  // Behind a stalled connection a picture not kept may never arrive, and with it the load event.
  waitUntil: 'load' | 'commit' = 'load',
) {
  await page.reload({ waitUntil })
  try {
    await page.locator(content).first().waitFor({ timeout: RENDER_TIMEOUT_MS })
  } catch {
    console.log(`  ${label}: the content did not show within ${RENDER_TIMEOUT_MS / 1000} s`)
    return undefined
  }
  await pause(1_000)
  const lcp = await largestContentfulPaint(page)
  const shown = await page.evaluate(() => (window as Window & { contentShownAt?: number }).contentShownAt)
  if (shown === undefined) throw new Error(`${label}: the content's first frame was not noted`)
  console.log(
    `  ${label}: LCP ${Math.round(lcp.ms)} ms (${lcp.element}), content shown ${Math.round(shown)} ms`,
  )
  return Math.max(lcp.ms, shown)
}

async function oneRun(browser: Browser, target: RepeatVisitPage, run: number) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    serviceWorkers: 'allow',
    baseURL: new URL(target.url).origin,
  })
  try {
    await noteWhenContentShows(context, target.content)
    const page = await context.newPage()
    await target.prepare?.(page)
    // The first visit, online and unthrottled: the service worker installs and takes the page over,
    // and the app, started as a rider's first touch starts it (docs/decisions/0053-one-start-up-path.md),
    // saves the page's data in IndexedDB.
    await page.goto(target.url)
    await appReady(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    })
    await page.locator(target.content).first().waitFor()
    await pause(1_500)

    // Throttle the page (CPU and network) and the service worker (network; CPU throttling is refused
    // for workers: "Operation is only supported for pages, not workers").
    const pageSession = await slowCpu(context, page)
    const worker = await ServiceWorkerSession.attach(browser, context, page)
    try {
      await pageSession.send('Network.emulateNetworkConditions', slow4G(false))
      await worker.send('Network.emulateNetworkConditions', slow4G(false))
      const online = await reloadAndMeasure(page, target.content, `${target.name} run ${run} online`)

      // Playwright's offline switch first, then ours on both targets: the conditions a session sets
      // last are the ones that hold, and Playwright's would otherwise leave the worker online.
      await context.setOffline(true)
      await pageSession.send('Network.emulateNetworkConditions', slow4G(true))
      await worker.send('Network.emulateNetworkConditions', slow4G(true))
      const offline = await reloadAndMeasure(page, target.content, `${target.name} run ${run} offline`)
      const reachable = await page.evaluate(() =>
        fetch(`/api/health?bench=${Date.now()}`).then(
          () => true,
          () => false,
        ),
      )
      if (reachable) throw new Error('The page still reached the server while offline')

      // Back "online", where every request stalls: the page seen before, as a rider behind a
      // connection that hangs sees it.
      await context.setOffline(false)
      await pageSession.send('Network.emulateNetworkConditions', stalled())
      await worker.send('Network.emulateNetworkConditions', stalled())
      const lieFi = await reloadAndMeasure(page, target.content, `${target.name} run ${run} lie-fi`, 'commit')
      return { online, offline, lieFi }
    } finally {
      await worker.detach()
    }
  } finally {
    await context.close()
  }
}

const figure = (samples: (number | undefined)[]) => {
  const rendered = samples.filter((s): s is number => s !== undefined)
  return { ms: rendered.length === samples.length ? median(rendered) : undefined, rendered: rendered.length }
}

/**
 * A repeat visit with the service worker in charge, on a phone (Pixel 7 viewport) at 4× CPU and
 * slow 4G: each run opens the page once online, then reloads it online, offline and behind a
 * connection where every request stalls (lie-fi), and reads the reload's Largest Contentful Paint. A fresh browser context per run; the median of `runs`.
 */
export async function repeatVisitReport(
  pages: RepeatVisitPage[],
  runs: number,
): Promise<RepeatVisitFigure[]> {
  const browser = await launchChromium()
  const figures: RepeatVisitFigure[] = []
  try {
    for (const target of pages) {
      const online: (number | undefined)[] = []
      const offline: (number | undefined)[] = []
      const lieFi: (number | undefined)[] = []
      for (let run = 1; run <= runs; run++) {
        const sample = await oneRun(browser, target, run)
        online.push(sample.online)
        offline.push(sample.offline)
        lieFi.push(sample.lieFi)
      }
      const on = figure(online)
      const off = figure(offline)
      const stalledFigure = figure(lieFi)
      figures.push({
        name: target.name,
        onlineMs: on.ms,
        offlineMs: off.ms,
        lieFiMs: stalledFigure.ms,
        onlineRendered: on.rendered,
        offlineRendered: off.rendered,
        lieFiRendered: stalledFigure.rendered,
        runs,
      })
    }
  } finally {
    await browser.close()
  }
  return figures
}

export const REPEAT_VISIT_CONDITIONS = `Pixel 7, ${CPU_SLOWDOWN}× CPU, slow 4G (150 ms per request, 1.6 Mbps down, 750 kbps up)`

/** The product page, the catalogue and the cart, as `repeatVisitReport` measures them. */
export function repeatVisitPages(origin: string, product: { handle: string }): RepeatVisitPage[] {
  return [
    {
      name: '/product/{handle}',
      url: `${origin}/product/${product.handle}`,
      content: 'main h1',
    },
    { name: '/products', url: `${origin}/products`, content: '[data-testid="product-results"] article' },
    {
      // A shopper page: the server paints its frame, the app fills it from the device and the session.
      name: '/cart',
      url: `${origin}/cart`,
      content: 'main ul[aria-label="Cart items"] > li',
      prepare: async (page) => {
        await signUp(page.request, 'bench')
        await fillCart(page.request)
      },
    },
  ]
}
