import type { Locator, Page } from '@playwright/test'
import { openCart } from './support/cart'
import { findProductHandle } from './support/storefront'
import { expect, test } from './support/test'

const desktop = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } as const
test.use({ ...desktop, reducedMotion: 'reduce' })

/** The spec's tooltip open delay; a tip never shows sooner after a hover. */
const OPEN_DELAY_MS = 700

/** Hover shows the tip after the open delay; keyboard focus shows it at once; leaving hides it. */
async function expectTip(page: Page, control: Locator, text: string) {
  const tip = page.getByRole('tooltip')
  await expect(control).toBeVisible()
  // Far from every control, and past the skip delay of any tip before.
  await page.mouse.move(640, 790)
  await page.waitForTimeout(400)
  const hovered = Date.now()
  await control.hover()
  await expect(tip).toHaveText(text)
  expect(Date.now() - hovered).toBeGreaterThanOrEqual(OPEN_DELAY_MS - 50)
  await page.mouse.move(640, 790)
  await expect(tip).toHaveCount(0)

  await page.keyboard.press('Shift')
  await control.focus()
  await expect(tip).toHaveText(text)
  await control.blur()
  await expect(tip).toHaveCount(0)
}

test('the header and card icon buttons name themselves in a tooltip on hover and on focus', async ({
  page,
}) => {
  await page.goto('/shop/helmets')
  await expect(page.locator('html[data-app="ready"]')).toBeAttached()
  const header = page.getByRole('banner')
  await expectTip(page, header.getByRole('button', { name: /^Open cart/ }), 'Cart')
  await expectTip(page, header.getByRole('link', { name: /^Wishlist/ }), 'Wishlist')
  await expectTip(page, header.getByRole('button', { name: 'Offline & app' }), 'Offline & app')

  const card = page.getByTestId('product-results').getByRole('article').first()
  await card.hover()
  await expectTip(page, card.getByRole('checkbox', { name: /^Save .+ to wishlist$/ }), 'Save to wishlist')
  await card.hover()
  await expectTip(page, card.getByRole('button', { name: /^Quick view / }), 'Quick view')
})

test('the product page share button and the image arrows have tooltips', async ({ page, request }) => {
  const product = await findProductHandle(request, 'tag:helmets', 2)
  await page.goto(`/product/${product.handle}`)
  await expect(page.locator('html[data-app="ready"]')).toBeAttached()
  await expectTip(page, page.getByRole('button', { name: /^Share / }), 'Share')
  await expectTip(page, page.getByRole('button', { name: 'Next image' }), 'Next image')
})

test('Undo after removing a cart line puts it back', async ({ page }) => {
  const registered = await page.request.post('/api/auth/register', {
    data: {
      email: `undo-${Date.now()}@example.com`,
      password: 'put-it-back-please',
      firstName: 'Ada',
      lastName: 'Moss',
    },
  })
  expect(registered.ok()).toBe(true)
  const [own] = (await (await page.request.get('/api/products/featured')).json()) as {
    slug: string
    name: string
  }[]
  if (!own) throw new Error('No featured own product')
  const added = await page.request.post('/api/cart', {
    data: { productId: `own:${own.slug}`, quantity: 2, size: 'M', color: 'Black' },
  })
  expect(added.ok()).toBe(true)

  await page.goto('/')
  const cart = await openCart(page)
  const line = cart.getByRole('listitem', { name: own.name })
  await expect(line).toContainText('M · Black')
  await line.getByRole('button', { name: /^Remove/ }).click()
  await expect(line).toHaveCount(0)
  // The open sheet hides the rest of the page from the accessibility tree: the toast is found by text.
  await page.getByText('Item removed from cart.', { exact: true }).waitFor()
  await page.locator('button', { hasText: /^Undo$/ }).click()
  await expect(line).toBeVisible()
  await expect(line).toContainText('M · Black')
  await expect(line.getByRole('status', { name: `Quantity of ${own.name}` })).toHaveText('2')
  const server = (await (await page.request.get('/api/cart')).json()) as {
    productId: string
    quantity: number
  }[]
  expect(server.filter((l) => l.productId === `own:${own.slug}`).map((l) => l.quantity)).toEqual([2])
})
