import type { Page } from '@playwright/test'
import { findProductHandle } from './support/storefront'
import { expect, test } from './support/test'

/**
 * On a device where the app never ran, the server's page is what the rider reads until the app takes
 * it over at their first sign (src/start/wake-on-intent.ts). What the app adds then (the account
 * control's answer, the menu bar's dropdowns, the save-catalogue bar) is in the server's page or keeps
 * its space: nothing on screen moves when the app starts. Layout shifts are counted as the browser
 * reports them (a pointer moving over the page wakes the app, and is no input that excuses a shift).
 */
const screens = [
  { name: 'a phone', viewport: { width: 412, height: 915 } },
  { name: 'a tablet', viewport: { width: 800, height: 1000 } },
  { name: 'a laptop', viewport: { width: 1440, height: 900 } },
]

interface Shift {
  value: number
  moved: string[]
}

declare global {
  interface Window {
    shiftsSeen?: Shift[]
  }
}

/** Records every layout shift not caused by the rider's input, with what moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const seen: Shift[] = []
    window.shiftsSeen = seen
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName)
      const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30)
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${label}"`
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
        sources: { node: Node | null }[]
      }[])
        if (!entry.hadRecentInput)
          seen.push({ value: entry.value, moved: entry.sources.map((source) => describe(source.node)) })
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

const shiftsSeen = (page: Page) => page.evaluate(() => window.shiftsSeen ?? [])

for (const { name, viewport } of screens) {
  test(`on ${name}, nothing on the home page, a listing or a product page moves when the app starts`, async ({
    page,
    request,
  }) => {
    const product = await findProductHandle(request, 'tag:jackets')
    await page.setViewportSize(viewport)
    await recordShifts(page)
    for (const path of ['/', '/products', `/product/${product.handle}`]) {
      // With no input at all: the app sleeps until the pointer moves (the fixture's goto would wake it).
      await page.mainFrame().goto(path, { waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
      expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe('asleep')
      const before = (await shiftsSeen(page)).length
      await page.mouse.move(viewport.width / 2, viewport.height / 2)
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready')
      // The parts the app renders after it is ready (sections within a screen, badges) have come.
      await page.waitForTimeout(1000)
      const shifts = (await shiftsSeen(page)).slice(before)
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
      expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.001)
      // The next page as on a device where the app never ran (src/lib/app-on-device.ts).
      await page.evaluate(() => localStorage.clear())
    }
  })
}
