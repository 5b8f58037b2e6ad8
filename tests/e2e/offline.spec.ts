import type { Locator } from '@playwright/test'
import { collectionKey, FEATURED_COLLECTION_KEY, waitForSavedCache } from './support/saved-cache'
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
  await expect(page.getByRole('status').filter({ hasText: "You're offline —" })).toBeVisible()
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
})

/** The first picture of `container` has loaded (from the network or the service worker's cache). */
async function imageRendered(container: Locator) {
  const image = container.locator('img').first()
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
}

test('home, a listing and a product seen online reload with no signal, with their pictures', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const product = await findProductHandle(request, 'tag:boots')
  await page.goto('/')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
  const pages = [
    {
      path: '/',
      ready: page.getByRole('region', { name: 'Featured Products' }).getByRole('article'),
      saved: FEATURED_COLLECTION_KEY,
    },
    {
      path: '/shop/helmets',
      ready: page.getByTestId('product-results').getByRole('article'),
      saved: collectionKey('helmets'),
    },
    { path: `/product/${product.handle}`, ready: page.getByRole('main'), saved: product.handle },
  ]
  // Online, with the service worker in charge: the data and the pictures are saved as they show.
  for (const { path, ready, saved } of pages) {
    await page.goto(path)
    await imageRendered(ready.first())
    await waitForSavedCache(page, saved)
  }

  await context.setOffline(true)
  for (const { path, ready } of pages) {
    await page.goto(path)
    await expect(page.getByRole('status').filter({ hasText: "You're offline —" })).toBeVisible()
    await imageRendered(ready.first())
  }
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible()
  await context.setOffline(false)
})

test('opened with no signal in a fresh tab, the app shows the offline banner and the saved home page', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
  await expect(page.getByRole('region', { name: 'Featured Products' }).getByRole('article')).toHaveCount(24)
  await waitForSavedCache(page, FEATURED_COLLECTION_KEY)

  await context.setOffline(true)
  await page.close()
  const fresh = await context.newPage()
  await fresh.goto('/')
  await expect(fresh.getByRole('status').filter({ hasText: "You're offline —" })).toBeVisible()
  await expect(fresh.getByRole('heading', { level: 1, name: 'Gear for the long way round.' })).toBeVisible()
  await expect(fresh.getByRole('region', { name: 'Featured Products' }).getByRole('article')).toHaveCount(24)
  await context.setOffline(false)
})
