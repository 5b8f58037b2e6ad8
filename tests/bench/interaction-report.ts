import { devices, type Page } from '@playwright/test'
import { appReady, CPU_SLOWDOWN, launchChromium, pause, productCards, slowCpu } from './browser'
import { median } from './stats'

export interface InteractionFigures {
  /** Median over the runs of the sort change's latency (ms). */
  sortMs: number
  /** Median over the runs of the brand filter tick's latency (ms). */
  filterMs: number
  runs: number
}

/** The Event Timing API's smallest threshold: a faster interaction leaves no entry. */
const DURATION_THRESHOLD = 16

declare global {
  interface Window {
    __benchInteractions?: { interactionId: number; name: string; duration: number }[]
  }
}

/** Collects every Event Timing entry that belongs to an interaction, from the page's start on. */
function observeInteractions(page: Page) {
  return page.evaluate((threshold) => {
    const seen: NonNullable<Window['__benchInteractions']> = []
    window.__benchInteractions = seen
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
        if (entry.interactionId)
          seen.push({ interactionId: entry.interactionId, name: entry.name, duration: entry.duration })
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit)
  }, DURATION_THRESHOLD)
}

/** `performance.interactionCount`: how many trusted interactions the page has seen, fast or slow. */
const interactionCount = (page: Page) =>
  page.evaluate(() => (performance as Performance & { interactionCount?: number }).interactionCount ?? -1)

const observed = (page: Page) => page.evaluate(() => window.__benchInteractions ?? [])

/**
 * Runs `act`, then returns the latency of the interaction it made: the longest entry among those
 * sharing its interactionId, or the threshold when the browser counted the interaction but it was
 * too fast to leave an entry. Fails when the browser saw no trusted interaction at all (a
 * synthetic event would make the figure meaningless).
 */
async function measureInteraction(page: Page, label: string, act: () => Promise<void>) {
  const knownIds = new Set((await observed(page)).map((e) => e.interactionId))
  const countBefore = await interactionCount(page)
  await act()
  // Event Timing entries are queued after the next paint; give the observer a few frames.
  await pause(500)
  const countAfter = await interactionCount(page)
  const fresh = (await observed(page)).filter((e) => !knownIds.has(e.interactionId))
  if (countBefore >= 0 && countAfter <= countBefore)
    throw new Error(`${label}: the browser counted no trusted interaction`)
  if (fresh.length === 0) {
    if (countBefore < 0) throw new Error(`${label}: no Event Timing entry with an interactionId`)
    return DURATION_THRESHOLD
  }
  const byInteraction = new Map<number, number>()
  for (const e of fresh)
    byInteraction.set(e.interactionId, Math.max(byInteraction.get(e.interactionId) ?? 0, e.duration))
  if (byInteraction.size > 1)
    throw new Error(
      `${label}: expected one interaction, saw ${byInteraction.size} (${JSON.stringify(fresh)})`,
    )
  return Math.max(...byInteraction.values())
}

/**
 * Interaction latency (the figure INP is made of) on a listing at 4× CPU with no network
 * throttling: changing the sort and ticking the first brand in the Filters sidebar. Each is driven
 * with real input (DevTools key and mouse events), since Playwright's selectOption only
 * dispatches synthetic input/change events, which the Event Timing API ignores.
 */
export async function interactionReport(listingUrl: string, runs: number): Promise<InteractionFigures> {
  const browser = await launchChromium()
  const sorts: number[] = []
  const filters: number[] = []
  try {
    for (let run = 0; run < runs; run++) {
      // A fresh context per run with no service worker: this measures the page's own work.
      const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' })
      try {
        const page = await context.newPage()
        await page.goto(listingUrl)
        // The listing arrives rendered by the server; its controls answer once the app has hydrated it.
        await appReady(page)
        await productCards(page).first().waitFor()
        await slowCpu(context, page)
        await observeInteractions(page)

        // The sort: 'Price: Low to High' follows 'Best Match', one ArrowDown on the closed select.
        const sort = page.getByLabel('Sort by')
        await sort.focus()
        sorts.push(
          await measureInteraction(page, 'Sort', async () => {
            await page.keyboard.press('ArrowDown')
            await page.waitForURL(/sort=price-low/)
            await productCards(page).first().waitFor()
          }),
        )
        const selected = await sort.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)
        if (selected !== 'Price: Low to High') throw new Error(`Sort: the select shows ${selected}`)

        // On a phone the filters are in a sheet: open it first (not measured).
        const sidebar = page.getByRole('complementary', { name: 'Filters' })
        if (!(await sidebar.isVisible())) await page.getByRole('button', { name: /^Filters/ }).click()
        const brand = sidebar.locator('input[type="checkbox"][id^="filter-brand-"]').first()
        await brand.waitFor()
        await pause(300)
        filters.push(
          await measureInteraction(page, 'Brand filter', async () => {
            await brand.click()
            await page.waitForURL(/brand=/)
            await productCards(page).first().waitFor()
          }),
        )
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  console.log(
    `  sort ${sorts.map((v) => Math.round(v)).join(', ')} ms; filter ${filters.map((v) => Math.round(v)).join(', ')} ms (${CPU_SLOWDOWN}× CPU)`,
  )
  return { sortMs: median(sorts), filterMs: median(filters), runs }
}
