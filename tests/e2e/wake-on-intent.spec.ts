import type { Browser, Page } from '@playwright/test'
import { signUp } from './support/account'
import { expect, test } from './support/test'

/**
 * A page the server rendered, on a device where the app never ran, is complete without it: the app
 * starts when the rider reaches for the page (src/start/wake-on-intent.ts). These tests open pages
 * in browsers of their own, whose navigation does not wake the app as the other tests' does.
 */

const desktop = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } as const

/**
 * A new device: a browser of its own, and every request for the app's entry script its page makes,
 * itself or through its workers (src/start/fetch-ahead.ts fetches the app's files ahead).
 */
async function newDevice(browser: Browser, baseURL: string | undefined, options = {}) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', ...options })
  const page = await context.newPage()
  const appScripts: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/index-[^/]+\.js$/.test(request.url())) appScripts.push(request.url())
  })
  return { context, page, appScripts }
}

/** The bytes that came over the network for the page's own requests of `url` (0 from the device). */
const transferred = (page: Page, url: string) =>
  page.evaluate(
    (name) =>
      performance.getEntriesByName(name).map((entry) => (entry as PerformanceResourceTiming).transferSize),
    url,
  )

const appState = (page: Page) => page.evaluate(() => document.documentElement.dataset.app)

/** Whether the app's code has run: its router puts itself on the window as it is made. */
const appRan = (page: Page) => page.evaluate(() => '__TSR_ROUTER__' in window)

test('a first visit reads the page with no app started; the first tap starts it and is answered', async ({
  browser,
  baseURL,
}) => {
  const { context, page, appScripts } = await newDevice(browser, baseURL, desktop)
  await page.goto('/about', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await appState(page)).toBe('asleep')
  // Its files come once the page has loaded, and wait on the device, not run, for the rider.
  await expect.poll(() => appScripts.length, { message: 'the entry, fetched ahead' }).toBe(1)
  const entry = appScripts[0] ?? ''
  expect(await transferred(page, entry), 'fetched by a worker, not by the page').toEqual([])
  expect(await appRan(page), 'no app code run before the rider reaches for the page').toBe(false)
  // The service worker is registered all the same, for the next visit and for no signal.
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())))
    .toBe(true)

  // The tap opens the side cart as HTML (what the server knew: nobody is signed in), and starts the app.
  await page.getByRole('button', { name: 'Open cart', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByText('Your cart is empty')).toBeVisible()
  await expect.poll(() => appState(page)).toBe('ready')
  expect(await transferred(page, entry), 'the entry fetched ahead is the one run, from the device').toEqual([
    0,
  ])
  await expect(drawer.getByText('Your cart is empty')).toBeVisible()

  // The device now knows the app: its next page starts it without waiting for a touch.
  await page.goto('/shipping', { waitUntil: 'networkidle' })
  await expect.poll(() => appState(page)).toBe('ready')
  await context.close()
})

test('what a rider types before the app is ready is what the search sends', async ({ browser, baseURL }) => {
  const { context, page } = await newDevice(browser, baseURL, desktop)
  await page.goto('/shipping', { waitUntil: 'networkidle' })
  expect(await appState(page)).toBe('asleep')
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' })
  await search.fill('saddlebags')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/shop\?search=saddlebags$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await context.close()
})

test('a touch on a phone starts the app; a link followed before it is ready opens its page', async ({
  browser,
  baseURL,
}) => {
  const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }
  const first = await newDevice(browser, baseURL, phone)
  await first.page.goto('/shop', { waitUntil: 'networkidle' })
  expect(await appState(first.page)).toBe('asleep')
  await first.page.getByRole('heading', { level: 1 }).tap()
  await expect.poll(() => appState(first.page), { message: 'the touch started the app' }).toBe('ready')
  await first.context.close()

  const { context, page } = await newDevice(browser, baseURL, phone)
  await page.goto('/shop', { waitUntil: 'networkidle' })
  expect(await appState(page)).toBe('asleep')
  await page
    .getByRole('main')
    .getByRole('link', { name: /helmets/i })
    .first()
    .tap()
  await expect(page).toHaveURL(/\/shop\/helmets/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await context.close()
})

test('with no session cookie the server tells the cart: empty, with a way to sign in, and no app started', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await newDevice(browser, baseURL)
  await page.goto('/cart', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByText('Your cart is empty')).toBeVisible()
  await expect(main.getByText('Sign in to fill your cart; it waits for you on every device.')).toBeVisible()
  expect(await appState(page)).toBe('asleep')
  expect(await appRan(page), 'nothing of the rider is on this device: the page is complete').toBe(false)

  // Its Sign in is a link: it works before the app, and comes back to the cart.
  await page.getByRole('link', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fcart/)
  await context.close()
})

test("with a session the cart page paints its frame and starts the app at once: it is the rider's own", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await newDevice(browser, baseURL)
  await signUp(page.request, 'cart-frame')
  const [product] = (await (await page.request.get('/api/products/featured')).json()) as { slug: string }[]
  const added = await page.request.post('/api/cart', {
    data: { productId: `own:${product?.slug}`, quantity: 1 },
  })
  expect(added.ok()).toBe(true)
  const served = await (await page.request.get('/cart')).text()
  expect(served, "the server never renders a shopper's cart").toContain('Loading cart...')

  await page.goto('/cart')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible()
  await expect.poll(() => appState(page)).toBe('ready')
  await expect(page.getByRole('link', { name: 'Checkout', exact: true })).toBeVisible()
  await context.close()
})
