import type { Page } from '@playwright/test'

/** Opens the side cart from the header and returns its dialog. */
export async function openCart(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Open cart/ })
    .click()
  return page.getByRole('dialog', { name: 'Your Cart' })
}
