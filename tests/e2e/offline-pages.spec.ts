import type { Locator, Page } from '@playwright/test'
import { signUp } from './support/account'
import { fillCart } from './support/cart'
import { pageKept } from './support/kept-pages'
import { findProductHandle } from './support/storefront'
import { expect, test } from './support/test'

// The service worker keeps the server's public pages a rider saw, with their pictures, from the
// first visit and without the app (docs/decisions/0046-the-service-worker-keeps-the-pages-a-rider-saw.md).

/**
 * Opens `path` as a rider who does nothing at all: no touch, key or mouse movement, so the app does
 * not start (the fixture's goto would wake it, tests/support/app-ready.ts).
 */
async function openWithoutInput(page: Page, path: string, waitUntil: 'load' | 'commit' = 'load') {
  return page.mainFrame().goto(path, { waitUntil })
}

/** The worker has kept `path` and every product picture the page shows (at the width it shows). */
async function keptWithItsPictures(page: Page, path: string) {
  const picturesKept = await page.evaluate(async () => {
    const pictures = await caches.open('product-images')
    const shown = [...document.images]
      .map((image) => image.currentSrc || image.src)
      .filter((src) => new URL(src).pathname.startsWith('/images/'))
    const missing = await Promise.all(shown.map(async (src) => !(await pictures.match(src))))
    return !missing.includes(true)
  })
  return picturesKept && (await pageKept(page, path))
}

/** Every picture on the page has loaded, and a product's is a picture the worker kept, not the "not saved" tile. */
async function everyPictureShows(page: Page) {
  const images = page.locator('img')
  const count = await images.count()
  for (let i = 0; i < count; i++) {
    const image = images.nth(i)
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        image.evaluate(async (img: HTMLImageElement) => {
          if (!img.complete || img.naturalWidth === 0) return 'not loaded'
          const url = new URL(img.currentSrc || img.src)
          if (!url.pathname.startsWith('/images/')) return 'shown'
          // The "not saved" tile answers only a picture the worker has at no width (sw/sw.ts).
          const kept = await (await caches.open('product-images')).match(url.href, { ignoreSearch: true })
          return kept ? 'shown' : `not saved: ${url.pathname}`
        }),
      )
      .toBe('shown')
  }
}

const renderedBy = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.rendered ?? 'in the browser')

/** When the page's answer started to arrive, in ms from the navigation's start. */
const answerStarted = (page: Page) =>
  page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart,
  )

const serviceWorkerInCharge = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })

const results = (page: Page) => page.getByTestId('product-results').getByRole('article')

test('pages opened online with no input at all reopen offline with their content and every picture', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const product = await findProductHandle(request, 'tag:helmets')
  const pages: { path: string; content: Locator }[] = [
    { path: '/products', content: results(page).first() },
    {
      path: `/product/${product.handle}`,
      content: page.getByRole('heading', { level: 1, name: product.title }),
    },
    { path: '/shop/helmets', content: results(page).first() },
    { path: '/shipping', content: page.getByRole('heading', { level: 1, name: 'Shipping Info' }) },
  ]

  for (const { path, content } of pages) {
    await openWithoutInput(page, path)
    await expect(content).toBeVisible()
    await expect.poll(() => keptWithItsPictures(page, path), { timeout: 30_000 }).toBe(true)
    // Nothing woke the app: the page the server painted kept itself. (Had the server not started to
    // answer within the worker's second, the shell would have answered, and the app runs there.)
    if ((await renderedBy(page)) === 'server')
      expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe('asleep')
  }
  await serviceWorkerInCharge(page)

  await context.setOffline(true)
  for (const { path, content } of pages) {
    await openWithoutInput(page, path)
    await expect(content).toBeVisible()
    expect(await renderedBy(page)).toBe('server')
    await everyPictureShows(page)
  }
  await context.setOffline(false)
})

/** The kept copy of `path`, as the worker would answer it. */
const keptCopy = (page: Page, path: string) =>
  page.evaluate(
    async (path) =>
      (
        await (await caches.open('pages')).match(new URL(path, location.href).href, { ignoreVary: true })
      )?.text(),
    path,
  )

test("a signed-in rider's cart is kept only as its frame, with nothing of theirs, and a kept page shown offline keeps them signed in", async ({
  page,
  context,
}) => {
  const email = await signUp(page.request, 'kept-pages')
  const inCart = await fillCart(page.request)
  const signedIn = page.getByRole('banner').getByRole('link', { name: 'Your orders, Kit' })
  await page.goto('/products')
  await expect(signedIn).toBeVisible()
  await expect.poll(() => keptWithItsPictures(page, '/products'), { timeout: 30_000 }).toBe(true)

  await page.goto('/cart')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('listitem', { name: inCart })).toBeVisible()
  // The page as the rider asked for it is theirs: nothing may store it.
  const asked = await page.request.get('/cart')
  expect(asked.headers()['cache-control']).toBe('private, no-store')
  // The worker keeps the frame the server renders for nobody: no name, no line, no session answer.
  await expect.poll(() => pageKept(page, '/cart'), { timeout: 30_000 }).toBe(true)
  const frame = (await keptCopy(page, '/cart')) ?? ''
  expect(frame).toContain('Your Cart')
  expect(frame).not.toContain('Your orders, Kit')
  expect(frame).not.toContain(email)
  expect(frame).not.toContain(inCart)
  expect(frame).not.toContain('/api/auth/user')

  // Kept with no session in it, a page does not sign the rider out when it answers offline, and the
  // cart's frame is filled from the device.
  await context.setOffline(true)
  await page.goto('/products')
  await expect(results(page).first()).toBeVisible()
  expect(await renderedBy(page)).toBe('server')
  await expect(signedIn).toBeVisible()
  await page.goto('/cart')
  expect(await renderedBy(page)).toBe('server')
  await expect(page.getByRole('main').getByRole('listitem', { name: inCart })).toBeVisible()
  await expect(signedIn).toBeVisible()
  await context.setOffline(false)
})

test('behind a connection that hangs, a page seen before shows from its kept copy, well before the shell would', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const product = await findProductHandle(request, 'tag:boots')
  const path = `/product/${product.handle}`
  const title = page.getByRole('heading', { level: 1, name: product.title })
  await signUp(page.request, 'lie-fi')
  const inCart = await fillCart(page.request)
  await page.goto('/cart')
  await expect(page.getByRole('main').getByRole('listitem', { name: inCart })).toBeVisible()
  await serviceWorkerInCharge(page)
  await expect.poll(() => pageKept(page, '/cart'), { timeout: 30_000 }).toBe(true)
  await page.goto(path)
  await expect.poll(() => keptWithItsPictures(page, path), { timeout: 30_000 }).toBe(true)

  // Lie-fi: every request, the service worker's own included, is sent and never answered.
  await context.route('**', () => {})
  const started = Date.now()
  await openWithoutInput(page, path, 'commit')
  await expect(title).toBeVisible()
  // Generous: the figure itself is the bench's (tests/bench/repeat-visit-report.ts).
  expect(Date.now() - started).toBeLessThan(1_500)
  expect(await renderedBy(page)).toBe('server')
  // The worker waited its shorter deadline for the server, not the shell's second (sw/server-page-or-shell.ts).
  expect(await answerStarted(page)).toBeGreaterThanOrEqual(150)
  expect(await answerStarted(page)).toBeLessThan(900)

  // The cart's frame is kept too, and answers at once: the server's page would be the same frame.
  // The app fills it from the device.
  await openWithoutInput(page, '/cart', 'commit')
  await expect(page.getByRole('main').getByRole('listitem', { name: inCart })).toBeVisible()
  expect(await renderedBy(page)).toBe('server')
  expect(await answerStarted(page)).toBeLessThan(150)
  await page.close()
  await context.unrouteAll({ behavior: 'ignoreErrors' })
})

test('a heart removed offline by a signed-in rider stays removed once the signal returns', async ({
  page,
  context,
}) => {
  await signUp(page.request, 'offline-heart')
  await page.goto('/shop/helmets')
  const card = results(page).first()
  const title = (await card.getByRole('heading').textContent())?.trim() ?? ''
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/api/wishlist/'),
  )
  await card.getByRole('checkbox', { name: `Save ${title} to wishlist` }).click()
  expect((await saved).status()).toBe(204)
  const accountList = async () =>
    ((await (await page.request.get('/api/wishlist')).json()) as { productIds: string[] }).productIds
  expect(await accountList()).toHaveLength(1)

  await context.setOffline(true)
  await card.getByRole('checkbox', { name: `Save ${title} to wishlist` }).click()
  await expect(card.getByRole('checkbox', { name: `Save ${title} to wishlist` })).not.toBeChecked()
  expect(await accountList()).toHaveLength(1)

  await context.setOffline(false)
  await expect.poll(accountList).toEqual([])
  await page.reload()
  await expect(
    results(page)
      .first()
      .getByRole('checkbox', { name: `Save ${title} to wishlist` }),
  ).not.toBeChecked()
  await expect(page.getByRole('banner').getByRole('link', { name: /^Wishlist/ })).toHaveAccessibleName(
    'Wishlist',
  )
})
