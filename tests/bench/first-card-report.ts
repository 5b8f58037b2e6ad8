import { devices } from '@playwright/test'
import { launchChromium, slowCpu } from './browser'
import { median } from './stats'

declare global {
  interface Window {
    __benchFirstCard?: number
  }
}

/**
 * Notes `performance.now()` (ms since navigation start) the moment a product card is in the DOM and
 * rendered: a MutationObserver installed before the app's own scripts run, so no polling delay.
 */
function recordFirstCard() {
  const observer = new MutationObserver(() => {
    const card = document.querySelector('[data-testid="product-results"] article')
    if (!card?.checkVisibility()) return
    window.__benchFirstCard = performance.now()
    observer.disconnect()
  })
  observer.observe(document, { childList: true, subtree: true })
}

/**
 * A first visit to a product list (no cache, no service worker) on a phone at 4× CPU and an
 * unthrottled network: the time from navigation start until its first card shows. The median of
 * `runs`, each in a fresh browser context.
 */
export async function firstCardReport(
  url: string,
  runs: number,
): Promise<{ medianMs: number; samples: number[] }> {
  const browser = await launchChromium()
  const samples: number[] = []
  try {
    for (let run = 0; run < runs; run++) {
      // No service worker: its install would compete for the two cores while the list renders.
      const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' })
      try {
        await context.addInitScript(recordFirstCard)
        const page = await context.newPage()
        await slowCpu(context, page)
        await page.goto(url)
        const shown = await page.waitForFunction(() => window.__benchFirstCard, undefined, {
          timeout: 60_000,
        })
        samples.push(Number(await shown.jsonValue()))
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
  return { medianMs: median(samples), samples }
}
