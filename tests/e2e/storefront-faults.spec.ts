import type { APIRequestContext, Page } from '@playwright/test'
import type { StorefrontFaults } from '../../src/server/storefront/faults'
import { forgetKeptPage, waitForKeptPage } from './support/kept-pages'
import { collectionKey, waitForSavedCache } from './support/saved-cache'
import { findProductHandle } from './support/storefront'
import { expect, openInTheBrowser, test } from './support/test'

/**
 * The storefront slow or failing (the emulator's test-only fault switch, STOREFRONT_FAULTS=1 in
 * playwright.config.ts): the client retries 429 and 503, and the rider sees the cached page or
 * 'Error loading products' — never a blank page or an endless skeleton.
 */

const CONTROL = '/api/test/storefront-faults'

/**
 * Longest a rider waits for the error: the server's retries, then the browser's (two 1 s waits each),
 * and the page's own loading. About 5.5 s here; the server used to retry once per render, 11 s.
 */
const ERROR_WITHIN_MS = 10_000

async function setFaults(request: APIRequestContext, faults: Partial<StorefrontFaults>) {
  const response = await request.put(CONTROL, { data: faults })
  expect(response.status(), await response.text()).toBe(200)
}

const cards = (page: Page) => page.getByTestId('product-results').getByRole('article')

/** The listing error, with its hint, and no skeleton still spinning beside it. */
async function expectListingError(page: Page) {
  const alert = page.getByRole('alert').filter({ hasText: 'Error loading products' })
  await expect(alert).toBeVisible({ timeout: ERROR_WITHIN_MS })
  await expect(alert).toContainText('Please check your storefront connection')
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Loading products' })).toHaveCount(0)
  // The rest of the shop is there: not a blank page.
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

/** Storefront answers the browser reports on its own when the emulator fails on purpose. */
const FAULT_NOISE = /Failed to load resource: the server responded with a status of (429|503)/

test.afterEach(async ({ request, consoleErrors }) => {
  const response = await request.delete(CONTROL)
  expect(response.status()).toBe(200)
  const unexpected = consoleErrors.filter((message) => !FAULT_NOISE.test(message))
  consoleErrors.splice(0, consoleErrors.length, ...unexpected)
})

test.describe('the storefront answering 503 to everything', () => {
  test('a listing never opened on this device shows the listing error in bounded time', async ({
    page,
    request,
  }) => {
    await setFaults(request, { status: 503 })
    const started = Date.now()
    // As the server sends it (it gives the page to the browser when its reads fail)…
    await page.goto('/shop/boots')
    await expectListingError(page)
    expect(Date.now() - started).toBeLessThan(ERROR_WITHIN_MS)

    // …and as the app shell renders it (from the service worker, say).
    const again = Date.now()
    await openInTheBrowser(page, '/shop/vests')
    await expectListingError(page)
    expect(Date.now() - again).toBeLessThan(ERROR_WITHIN_MS)
  })

  test('a listing and a product seen before still show their cached data', async ({ page, request }) => {
    test.setTimeout(90_000)
    const product = await findProductHandle(request, 'tag:jackets')
    await page.goto('/shop/helmets')
    await expect(cards(page).first()).toBeVisible()
    const titles = await cards(page).getByRole('heading').allTextContents()
    // The collection, and its products' pages with it.
    await waitForSavedCache(page, collectionKey('helmets'))
    await waitForSavedCache(page, '.products(')
    await page.goto(`/product/${product.handle}`)
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible()
    await waitForSavedCache(page, product.handle)

    await setFaults(request, { status: 503 })
    await page.goto('/shop/helmets')
    await expect(cards(page).getByRole('heading')).toHaveText(titles)
    await expect(page.getByText('Error loading products')).toHaveCount(0)
    await page.goto(`/product/${product.handle}`)
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible()
  })
})

test('a listing waits out one 429 with Retry-After: 1 and shows its products', async ({ page, request }) => {
  // The service worker's copy of a page to keep would be one more render to meet the 429: none here.
  await page
    .context()
    .route('**', (route) => (route.request().headers()['keep-page'] ? route.abort() : route.fallback()))
  // The server's render meets the 429 and waits it out…
  await setFaults(request, { status: 429, retryAfterSeconds: 1, times: 1 })
  await page.goto('/shop/jackets')
  await expect(cards(page).first()).toBeVisible()

  // …and so does the browser, asking for a listing it renders itself.
  const throttled: string[] = []
  page.on('response', (response) => {
    if (response.status() === 429) throttled.push(response.headers()['retry-after'] ?? '')
  })
  await setFaults(request, { status: 429, retryAfterSeconds: 1, times: 1 })
  await openInTheBrowser(page, '/shop/gloves')
  await expect(cards(page).first()).toBeVisible()
  expect(throttled).toEqual(['1'])
  await expect(page.getByText('Error loading products')).toHaveCount(0)
})

test('a malformed storefront answer shows the listing error, not a blank page', async ({ page, request }) => {
  await setFaults(request, { malformedJson: true })
  const started = Date.now()
  await page.goto('/shop/luggage')
  await expectListingError(page)
  expect(Date.now() - started).toBeLessThan(ERROR_WITHIN_MS)

  // Once the storefront answers properly again, Try again brings the products.
  await request.delete(CONTROL)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(cards(page).first()).toBeVisible()
})

test('with the service worker in charge, a page comes from the server while it answers, and from the device when it does not in time', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const product = await findProductHandle(request, 'tag:boots')
  const title = page.getByRole('heading', { level: 1, name: product.title })
  const rendered = () => page.evaluate(() => document.documentElement.dataset.rendered ?? 'in the browser')
  /** When the page's answer started to arrive, in ms from the navigation's start. */
  const answerStarted = () =>
    page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart,
    )

  const path = `/product/${product.handle}`
  await page.goto(path)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
  await waitForSavedCache(page, product.handle)

  // Online, through the service worker: the server's page, with its data, painted before the app runs.
  const online = await page.reload()
  expect(online?.fromServiceWorker()).toBe(true)
  await expect(title).toBeVisible()
  expect(await rendered()).toBe('server')

  // The server slow to answer (its storefront reads wait 10 s): the page's kept copy answers after
  // the service worker's shorter wait (docs/decisions/0046-the-service-worker-keeps-the-pages-a-rider-saw.md)…
  await waitForKeptPage(page, path)
  // The copy stays the one kept now: the worker asks for no other (sw/kept-pages.ts, copyToKeep).
  await page
    .context()
    .route('**', (route) => (route.request().headers()['keep-page'] ? route.abort() : route.fallback()))
  await setFaults(request, { latencyMs: 10_000 })
  await page.reload()
  await expect(title).toBeVisible()
  expect(await rendered()).toBe('server')
  expect(await answerStarted()).toBeGreaterThanOrEqual(150)
  expect(await answerStarted()).toBeLessThan(900)

  // …and with no kept copy, after its one-second deadline the shell answers, and the app renders the
  // page from what this device saved.
  await forgetKeptPage(page, path)
  await page.reload()
  await expect(title).toBeVisible()
  expect(await rendered()).toBe('in the browser')
  expect(await answerStarted()).toBeGreaterThanOrEqual(900)
  expect(await answerStarted()).toBeLessThan(2_500)
})
