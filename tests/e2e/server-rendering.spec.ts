import { HOME_SECTIONS_RENDERED_NEAR } from './support/home-sections'
import { findProductHandle } from './support/storefront'
import { expect, test } from './support/test'

// A page arrives rendered, with its data and pictures, so it shows before any script runs.
test.describe('pages the server rendered, before any script runs', () => {
  test.use({ javaScriptEnabled: false })

  test('a product page shows its title, price, picture and options', async ({ page, request }) => {
    const { handle, title } = await findProductHandle(request, 'tag:helmets')
    await page.goto(`/product/${handle}`)
    await expect(page).toHaveTitle(`${title} — Open Road Moto Supply`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(main.getByText(/^\$\d/).first()).toBeVisible()
    const picture = main.getByRole('img', { name: new RegExp(title) }).first()
    await expect(picture).toBeVisible()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeVisible()
  })

  test('a listing shows its count and its first page of cards', async ({ page }) => {
    await page.goto('/shop/helmets')
    await expect(page.getByRole('heading', { level: 1, name: 'HELMETS' })).toBeVisible()
    await expect(page.getByText(/\d+ Products Available/)).toBeVisible()
    await expect(page.getByTestId('product-results').getByRole('article')).toHaveCount(48)
    await expect(page.getByTestId('product-results').getByRole('article').first()).toBeVisible()
  })

  test("the home page shows the hero; a new session's intro splash waits, hidden, for the browser to allow it", async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByTestId('intro-splash')).toBeAttached()
    await expect(page.getByTestId('intro-splash')).toBeHidden()
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('an address with no page answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
  })
})

test.describe('the same pages once their scripts run', () => {
  test('a product page hydrates without a mismatch and its controls work', async ({ page, request }) => {
    const { handle, title } = await findProductHandle(request, 'tag:helmets')
    await page.goto(`/product/${handle}`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible()
    // Signed out, Add to Cart says so: the button is React's now, not dead markup.
    await expect(async () => {
      await main.getByRole('button', { name: 'Add to Cart' }).click()
      await expect(page.getByText('Please sign in', { exact: false }).first()).toBeVisible({ timeout: 1000 })
    }).toPass()
  })

  test('a listing hydrates and its sort changes the address and the order', async ({ page }) => {
    await page.goto('/shop/helmets')
    const cards = page.getByTestId('product-results').getByRole('article')
    await expect(cards.first()).toBeVisible()
    await expect(async () => {
      await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' })
      await expect(page).toHaveURL(/sort=price-low/, { timeout: 1000 })
    }).toPass()
  })
})

test.describe('hydration keeps the server HTML', () => {
  test.use({ serviceWorkers: 'block' })

  for (const path of ['/', '/shop/helmets', '/shop']) {
    test(`${path}: the page is hydrated, not built again in the browser`, async ({ page, context }) => {
      // Every element the server sent is marked before any script runs; what React builds anew is not.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          for (const element of document.querySelectorAll('#root *'))
            (element as Element & { fromServer?: boolean }).fromServer = true
        })
      })
      await page.goto(path)
      // The account control waits for the device's session before it says "Sign in".
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
      await page.waitForLoadState('networkidle')
      const built = await page.evaluate(() => {
        const fresh = [...document.querySelectorAll('#root *')].filter(
          (element) => !(element as Element & { fromServer?: boolean }).fromServer,
        )
        return fresh
          .filter((element) => !fresh.includes(element.parentElement as Element))
          .map((element) => element.textContent?.trim() ?? '')
      })
      // Only what this device alone knows comes after hydration: here, the signed-out account control;
      // and on the home page, the long sections the browser renders as they come near (src/ui/when-idle.tsx).
      const nearSections = path === '/' ? HOME_SECTIONS_RENDERED_NEAR : []
      expect(built.map((text, i) => (i === 0 ? text : text.slice(0, nearSections[i - 1]?.length)))).toEqual([
        'Sign inSign in',
        ...nearSections,
      ])
    })
  }
})
