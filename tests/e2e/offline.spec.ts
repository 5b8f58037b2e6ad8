import { findProductHandle } from './support/storefront'
import { expect, test } from './support/test'

test('a visited product page reloads with no signal, with its data and image', async ({
  page,
  context,
  request,
}) => {
  const product = await findProductHandle(request, 'tag:helmets')
  await page.goto(`/product/${product.handle}`)
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible()

  // Wait until the service worker controls the page, then load once more so it caches the images.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible()
  const image = page.getByRole('img', { name: new RegExp(product.title) }).first()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible()
  await expect(
    page
      .getByLabel('Options')
      .or(page.getByRole('button', { name: /Add to Cart|Sold Out/ }))
      .first(),
  ).toBeVisible()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)

  // A page never opened before says so instead of spinning.
  await page.goto('/product/never-visited-handle')
  await expect(page.getByRole('heading', { name: 'Not saved for offline' })).toBeVisible()
  await context.setOffline(false)
})
