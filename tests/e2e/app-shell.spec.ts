import { expect, test } from './support/test'

// A page the browser renders itself (a password reset link, whose token is never written into a page;
// every page opened offline) comes as the app shell, not rendered by the server.
test.describe('before the JavaScript has run', () => {
  test.use({ javaScriptEnabled: false })

  test('the page paints the header bar with the shop name from its HTML, and takes no taps there', async ({
    page,
  }) => {
    await page.goto('/reset-password')
    const shell = page.locator('[data-app-shell]')
    await expect(shell.getByText('Open Road', { exact: true })).toBeVisible()
    await expect(shell.locator('img[src="/favicon.svg"]')).toBeVisible()
    // Inert and hidden from assistive technology: nothing can be pressed before the app is there.
    await expect(shell).toHaveAttribute('inert', '')
    await expect(shell).toHaveAttribute('aria-hidden', 'true')
  })
})

test('the app replaces the header bar with the real header on its first render', async ({ page }) => {
  await page.goto('/reset-password')
  await expect(page.getByRole('button', { name: 'Open cart' })).toBeVisible()
  await expect(page.locator('[data-app-shell]')).toHaveCount(0)
})
