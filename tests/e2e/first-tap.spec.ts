import type { Page } from '@playwright/test'
import { signUp } from './support/account'
import { expectSignInPrompt, signInPrompt } from './support/cart'
import { sizedAndSingleProducts } from './support/storefront'
import { expect, test } from './support/test'

/**
 * The first tap on a page that has just loaded, on a device where the app never ran: the menu, the
 * side cart and a listing's filters open by themselves, a size, the list view and a heart are chosen
 * by the browser itself, and a control the app answers shows at once that it was heard, then gets its
 * answer once the app is ready (docs/decisions/0047-a-first-tap-is-answered-at-once.md). The app's
 * script is held back here until the test lets it through, so the tap surely comes before the app.
 */

/** Holds every request for the app's entry script until `release()`. */
async function holdTheApp(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Opens `path` with no input at all (the fixture's goto would wake the app, tests/support/app-ready.ts). */
const openJustLoaded = (page: Page, path: string) => page.mainFrame().goto(path, { waitUntil: 'load' })

const appState = (page: Page) => page.evaluate(() => document.documentElement.dataset.app)

test('the menu opens at the first tap, before the app, and its links lead on', async ({ page }) => {
  const release = await holdTheApp(page)
  await openJustLoaded(page, '/products')
  await page.getByRole('button', { name: 'Open menu' }).tap()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  expect(await appState(page), 'the app has not started').not.toBe('ready')

  const helmets = menu.locator('details').filter({ has: page.locator('summary', { hasText: /^Helmets$/ }) })
  await helmets.locator('summary').tap()
  await helmets.getByRole('link', { name: 'Modular' }).first().tap()
  await expect(page).toHaveURL(/\/shop\/helmets\/modular$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  release()
})

test('the side cart opens at the first tap, before the app, and says what the server knew', async ({
  page,
}) => {
  const release = await holdTheApp(page)
  await openJustLoaded(page, '/')
  await page.getByRole('banner').getByRole('button', { name: 'Open cart', exact: true }).tap()
  const cart = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(cart).toBeVisible()
  // No session cookie: nobody is signed in, and a cart is kept only for a signed-in shopper.
  await expect(cart.getByText('Your cart is empty')).toBeVisible()
  await expect(cart.getByRole('link', { name: 'Sign in' })).toBeVisible()
  expect(await appState(page), 'the app has not started').not.toBe('ready')
  await cart.getByRole('button', { name: 'Close cart' }).tap()
  await expect(cart).toBeHidden()
  release()
  await expect.poll(() => appState(page), { timeout: 30_000 }).toBe('ready')
  // Once the app runs, the same dialog is its side cart.
  await page.getByRole('banner').getByRole('button', { name: 'Open cart', exact: true }).tap()
  await expect(cart.getByRole('link', { name: 'Start Shopping' })).toBeVisible()
  await cart.getByRole('link', { name: 'Start Shopping' }).tap()
  await expect(page).toHaveURL(/\/shop$/)
  await expect(cart).toBeHidden()
})

test('the filters open at the first tap, before the app; a tick there is heard, then applied', async ({
  page,
}) => {
  const release = await holdTheApp(page)
  await openJustLoaded(page, '/products?category=boots')
  await page.getByRole('button', { name: /^Filters/ }).tap()
  const sheet = page.getByRole('dialog', { name: 'Filters' })
  await expect(sheet).toBeVisible()
  expect(await appState(page), 'the app has not started').not.toBe('ready')
  // A group folds by itself, before the app too.
  const brands = sheet.locator('details').filter({ has: page.locator('summary', { hasText: /^Brand/ }) })
  await brands.locator('summary').tap()
  await expect(brands).not.toHaveAttribute('open')
  await brands.locator('summary').tap()

  const brand = brands.getByRole('checkbox').first()
  // The store's facet names the brand, then how many products it would list.
  const name = (await brands.locator('label').first().textContent())?.replace(/\s*\(\d+\).*$/, '').trim()
  await brand.tap()
  await expect(brand, 'heard at once').toHaveAttribute('aria-busy', 'true')
  release()
  await expect(brand).toBeChecked({ timeout: 30_000 })
  await expect(brand).not.toHaveAttribute('aria-busy')
  await expect(page).toHaveURL(/filter=/)
  await sheet.getByRole('button', { name: 'Show results' }).tap()
  await expect(sheet).toBeHidden()
  await expect(page.getByRole('button', { name: `Remove filter Brand: ${name}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
})

test('a size tapped before the app is chosen at once, and the app takes the choice over', async ({
  page,
}) => {
  const [product] = (await (await page.request.get('/api/products/featured')).json()) as {
    slug: string
    sizes: string[]
  }[]
  const release = await holdTheApp(page)
  await openJustLoaded(page, `/product/${product?.slug}`)
  const sizes = page.getByRole('group', { name: /^Size/ })
  const label = sizes.locator('label').nth(1)
  const name = (await label.textContent())?.trim() ?? ''
  const size = sizes.getByRole('radio', { name, exact: true })
  await expect(size).not.toBeChecked()
  await label.tap()
  await expect(size).toBeChecked()
  expect(await appState(page), 'the app has not started').not.toBe('ready')
  release()
  await expect.poll(() => appState(page), { timeout: 30_000 }).toBe('ready')
  // The app's own state is the rider's choice: the group names it, and it is still the one chosen.
  await expect(sizes).toHaveAccessibleName(`Size: ${name}`)
  await expect(size).toBeChecked()
})

test('the list view tapped before the app is chosen at once, and the app then lays the list out', async ({
  page,
}) => {
  const release = await holdTheApp(page)
  await openJustLoaded(page, '/products')
  const list = page.getByRole('radio', { name: 'List view' })
  await expect(list).not.toBeChecked()
  await list.tap()
  await expect(list).toBeChecked()
  expect(await appState(page), 'the app has not started').not.toBe('ready')
  release()
  await expect(page).toHaveURL(/view=list/, { timeout: 30_000 })
  await expect(list).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Grid view' })).not.toBeChecked()
})

test("a listing's tab tapped before the app is chosen at once, and the app then lists what it names", async ({
  page,
}) => {
  const release = await holdTheApp(page)
  await openJustLoaded(page, '/shop/helmets')
  const modular = page.getByRole('radio', { name: 'Modular', exact: true })
  await expect(
    page.getByRole('group', { name: 'By Type options' }).getByRole('radio', { name: 'All' }),
  ).toBeChecked()
  await modular.tap()
  await expect(modular).toBeChecked()
  expect(await appState(page), 'the app has not started').not.toBe('ready')
  release()
  await expect(page).toHaveURL(/choice=modular/, { timeout: 30_000 })
  await expect(modular).toBeChecked()
  const titles = page.getByTestId('product-results').getByRole('article').getByRole('heading')
  await expect(titles.first()).toContainText('Modular')
  for (const title of await titles.allTextContents()) expect(title).toMatch(/Modular/)
})

test('a heart tapped before the app fills at once, and the app then keeps the product on the wishlist', async ({
  page,
}) => {
  const release = await holdTheApp(page)
  await openJustLoaded(page, '/products')
  const heart = page
    .getByTestId('product-results')
    .getByRole('checkbox', { name: /^Save .+ to wishlist$/ })
    .first()
  const title = (await heart.getAttribute('aria-label'))?.replace(/^Save | to wishlist$/g, '')
  await expect(heart).not.toBeChecked()
  await heart.tap()
  await expect(heart).toBeChecked()
  expect(await appState(page), 'the app has not started').not.toBe('ready')
  release()
  const wishlist = page.getByRole('banner').getByRole('link', { name: 'Wishlist, 1 saved' })
  await expect(wishlist).toBeVisible({ timeout: 30_000 })
  await expect(heart).toBeChecked()
  await wishlist.click()
  await expect(page.getByTestId('wishlist-results').getByRole('heading', { name: title })).toBeVisible()
})

test('Add to Cart tapped before the app shows it is adding, then adds the item', async ({ page }) => {
  await signUp(page.request, 'first-tap-add')
  const { single } = await sizedAndSingleProducts(page.request)
  const release = await holdTheApp(page)
  await openJustLoaded(page, `/product/${single.handle}`)
  const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true })
  await add.tap()
  await expect(add).toHaveAttribute('aria-busy', 'true')
  release()
  const toasts = page.getByRole('region', { name: /Notifications/ })
  await expect(toasts.getByText('Item has been added to your cart.', { exact: true })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible()
})

test('Add to Cart tapped before the app by a rider not signed in says so at once, then leads to sign in', async ({
  page,
}) => {
  const { single } = await sizedAndSingleProducts(page.request)
  const release = await holdTheApp(page)
  await openJustLoaded(page, `/product/${single.handle}`)
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).tap()
  await expectSignInPrompt(page)
  await expect(signInPrompt(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/api/login?returnTo=${encodeURIComponent(`/product/${single.handle}`)}`,
  )
  expect(await appState(page), 'the app has not started').not.toBe('ready')
  release()
  // Once the app runs, on to sign in, and back here afterwards.
  await expect(page).toHaveURL(`/sign-in?returnTo=${encodeURIComponent(`/product/${single.handle}`)}`, {
    timeout: 30_000,
  })
})
