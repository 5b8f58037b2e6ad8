import { test as base, expect, type Page } from '@playwright/test'
import { appReady } from '../../support/app-ready'

/** Messages a browser logs on its own when the network is cut on purpose. */
const EXPECTED_OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|Failed to fetch/

/**
 * A page arrives rendered by the server and comes alive a moment later. `goto`, `reload` and a
 * history step that loads a page (`goBack`, `goForward`) wait for that, as a shopper waits for the
 * page to answer, so tests tap the app and not its HTML. Pages that are not the app (JSON,
 * pictures, the stand-in test checkout's server pages) are not waited for.
 */
function waitForTheAppAfterNavigating(page: Page) {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args)
        const html = response?.headers()['content-type']?.startsWith('text/html')
        if (html && !/\/checkouts\/cn\//.test(response?.url() ?? '')) await appReady(page)
        return response
      },
    })
  }
}

/** Playwright's test, failing any test whose page logs an error it did not expect. */
export const test = base.extend<{ consoleErrors: string[] }>({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const page of context.pages()) waitForTheAppAfterNavigating(page)
      context.on('page', waitForTheAppAfterNavigating)
    }
    await use(context)
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error' || EXPECTED_OFFLINE_NOISE.test(message.text())) return
        // The not-found page answers 404 on purpose; the browser reports that about the page itself.
        if (message.text().includes('status of 404') && message.location().url === page.url()) return
        // So does the stand-in test checkout when it refuses a payment (a declined card is a 402).
        if (
          /status of (400|402|409)\b/.test(message.text()) &&
          /\/checkouts\/cn\/[^/]+$/.test(message.location().url)
        )
          return
        errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'the page logged errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Opens `path` as the browser renders it from the app shell — as a page opens from the service
 * worker on later visits, or offline — instead of as the server renders it with its data. Tests of
 * what the app shows while the storefront is slow or failing start here.
 */
export async function openInTheBrowser(page: Page, path: string) {
  const target = new URL(path, 'http://any.host')
  const matches = (url: URL) => url.pathname === target.pathname && url.search === target.search
  await page.route(matches, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const shell = await route.fetch({ url: new URL('/index.html', route.request().url()).href })
    await route.fulfill({ response: shell })
  })
  await page.goto(path)
  await page.unroute(matches)
}
