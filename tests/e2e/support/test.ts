import { test as base, expect } from '@playwright/test'

/** Messages a browser logs on its own when the network is cut on purpose. */
const EXPECTED_OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|Failed to fetch/

/** Playwright's test, failing any test whose page logs an error it did not expect. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED_OFFLINE_NOISE.test(message.text()))
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
