import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/test'

test.use({ reducedMotion: 'reduce' })

/** Presses Tab until `target` has focus (as a keyboard user would), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 25) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('the side cart works from the keyboard alone: open, change a quantity, remove, close', async ({
  page,
}) => {
  const registered = await page.request.post('/api/auth/register', {
    data: {
      email: `keys-${Date.now()}@example.com`,
      password: 'tab-enter-escape',
      firstName: 'Kai',
      lastName: 'Moss',
    },
  })
  expect(registered.ok()).toBe(true)
  const products = (await (await page.request.get('/api/products/featured')).json()) as {
    slug: string
    name: string
  }[]
  for (const product of products.slice(0, 2))
    expect(
      (
        await page.request.post('/api/cart', { data: { productId: `own:${product.slug}`, quantity: 1 } })
      ).ok(),
    ).toBe(true)
  const [first, second] = products
  if (!first || !second) throw new Error('Two featured own products are needed')

  await page.goto('/shipping')
  const cartButton = page.getByRole('banner').getByRole('button', { name: 'Open cart, 2 items' })
  await tabTo(page, cartButton)
  await page.keyboard.press('Enter')
  const cart = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(cart.getByRole('list', { name: 'Cart items' })).toBeVisible()

  const firstLine = cart.getByRole('listitem', { name: first.name })
  await tabTo(page, firstLine.getByRole('button', { name: 'Increase quantity' }))
  await page.keyboard.press('Enter')
  await expect(firstLine.getByRole('status')).toHaveText('2')

  await tabTo(
    page,
    cart.getByRole('listitem', { name: second.name }).getByRole('button', { name: /^Remove/ }),
  )
  await page.keyboard.press('Enter')
  await expect(cart.getByRole('listitem')).toHaveCount(1)

  await page.keyboard.press('Escape')
  await expect(cart).toBeHidden()
  await expect(page.getByRole('banner').getByRole('button', { name: /^Open cart/ })).toBeFocused()
})

test('the mobile menu and the "Offline & app" panel open with Enter, keep focus inside, and close with Escape', async ({
  page,
}) => {
  await page.goto('/shipping')
  for (const { button, dialog } of [
    { button: 'Open menu', dialog: 'Menu' },
    { button: 'Offline & app', dialog: 'Offline & app' },
  ]) {
    const opener = page.getByRole('banner').getByRole('button', { name: button })
    await tabTo(page, opener)
    await page.keyboard.press('Enter')
    const sheet = page.getByRole('dialog', { name: dialog })
    await expect(sheet).toBeVisible()
    // Focus stays inside the open sheet however far the shopper tabs.
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('Tab')
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(opener).toBeFocused()
  }
})

test("on a wide screen the filters beside a listing's results are part of the page: Tab goes on past them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/products')
  const filters = page.getByRole('complementary', { name: 'Filters' })
  await expect(filters).toBeVisible()
  const maxPrice = filters.getByRole('slider', { name: 'Maximum price' })
  await maxPrice.focus()
  await page.keyboard.press('Tab')
  // Focus leaves the sidebar for the results, not back to its first control (a sheet's trap).
  await expect(maxPrice).not.toBeFocused()
  expect(await filters.evaluate((sidebar) => sidebar.contains(document.activeElement))).toBe(false)
  // Escape there closes nothing: the sidebar stays.
  await page.keyboard.press('Shift+Tab')
  await expect(maxPrice).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(filters).toBeVisible()
})
