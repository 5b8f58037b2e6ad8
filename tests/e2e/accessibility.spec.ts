import type { PricedCartLine } from '../../src/shared/account/cart'
import { orderPayload } from '../support/order-payload'
import { seriousViolations } from './support/axe'
import { openCart } from './support/cart'
import { addVariantToCart, findProductHandle, variantInStock } from './support/storefront'
import { expect, test } from './support/test'

test.use({ reducedMotion: 'reduce' })

const pages: { name: string; path: (request: Parameters<typeof findProductHandle>[0]) => Promise<string> }[] =
  [
    { name: 'home', path: async () => '/' },
    { name: 'all products', path: async () => '/products' },
    { name: 'category listing', path: async () => '/shop/helmets' },
    { name: 'category overview', path: async () => '/shop' },
    { name: '/category page', path: async () => '/category/helmets' },
    {
      name: 'storefront product',
      path: async (request) => `/product/${(await findProductHandle(request, 'tag:jackets')).handle}`,
    },
    {
      name: 'own-API product',
      path: async (request) => {
        const [product] = (await (await request.get('/api/products/featured')).json()) as { slug: string }[]
        return `/product/${product?.slug ?? ''}`
      },
    },
    { name: 'outfit builder', path: async () => '/apparel-builder' },
    { name: 'wishlist', path: async () => '/wishlist' },
    { name: 'cart page', path: async () => '/cart' },
    { name: 'sign-in', path: async () => '/sign-in' },
    { name: 'content page', path: async () => '/shipping' },
    { name: 'not found', path: async () => '/no-such-page' },
  ]

for (const { name, path } of pages) {
  test(`${name}: no serious or critical accessibility violations`, async ({ page, request }) => {
    await page.goto(await path(request))
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    // Let the first data arrive so the page is checked as a shopper sees it.
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('signed in: checkout, orders and the side cart have no serious or critical violations', async ({
  page,
}) => {
  const email = `a11y-${Date.now()}@example.com`
  const registered = await page.request.post('/api/auth/register', {
    data: {
      email,
      password: 'clear-for-everyone',
      firstName: 'Ari',
      lastName: 'Lane',
    },
  })
  expect(registered.ok()).toBe(true)
  const [product] = (await (await page.request.get('/api/products/featured')).json()) as { slug: string }[]
  expect(
    (await page.request.post('/api/cart', { data: { productId: `own:${product?.slug}`, quantity: 1 } })).ok(),
  ).toBe(true)

  await page.goto('/checkout')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await seriousViolations(page)).toEqual([])

  await page.goto('/account/orders')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  const cart = await openCart(page)
  await expect(cart.getByRole('list', { name: 'Cart items' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // The emulator's stand-in test checkout, where the cart is paid.
  await page.request.delete('/api/cart')
  await addVariantToCart(page.request, await variantInStock(page.request))
  const lines = (await (await page.request.get('/api/cart')).json()) as PricedCartLine[]
  const handedOver = await page.request.post('/api/checkouts', { data: orderPayload(email, lines) })
  expect(handedOver.status()).toBe(201)
  await page.goto(((await handedOver.json()) as { checkoutUrl: string }).checkoutUrl)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout')
  expect(await seriousViolations(page)).toEqual([])
})

test('dialogs: mobile menu, offline panel and Quick View have no serious or critical violations', async ({
  page,
}) => {
  await page.goto('/products')
  const card = page.getByTestId('product-results').getByRole('article').first()
  await expect(card).toBeVisible()

  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')

  await page.getByRole('banner').getByRole('button', { name: 'Offline & app' }).click()
  const panel = page.getByRole('dialog', { name: 'Offline & app' })
  await expect(panel.getByRole('heading', { name: 'Offline data' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()

  const title = (await card.getByRole('heading').textContent())?.trim() ?? ''
  await card.getByRole('button', { name: `Quick view ${title}` }).click()
  await expect(page.getByRole('dialog', { name: title })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('the check itself catches a violation (a picture and a button with no text alternative)', async ({
  page,
}) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.evaluate(() => {
    const main = document.querySelector('main')
    main?.insertAdjacentHTML('beforeend', '<img src="/favicon.svg"><button type="button"></button>')
  })
  const found = (await seriousViolations(page)).map((v) => v.split(' ')[0])
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'button-name']))
})
