import type { APIRequestContext, Page } from '@playwright/test'
import { openCart } from './support/cart'
import { storefrontQuery } from './support/storefront'
import { expect, test } from './support/test'
import { chooseFirstAvailable } from './support/variant-picker'

test.use({ reducedMotion: 'reduce' })

interface ServerLine {
  id: string
  productId: string
  quantity: number
  product: { name: string }
}

/** An available storefront variant to start the cart with. */
async function availableVariant(request: APIRequestContext) {
  const data = await storefrontQuery<{
    products: { edges: { node: { title: string; variants: { edges: { node: { id: string } }[] } } }[] }
  }>(
    request,
    `{ products(first: 1, query: "tag:helmets available_for_sale:true") { edges { node {
      title variants(first: 1) { edges { node { id } } } } } } }`,
  )
  const product = data.products.edges[0]?.node
  const id = product?.variants.edges[0]?.node.id
  if (!product || !id) throw new Error('No available helmet')
  return { id, title: product.title }
}

/** Whether this device has saved the cart (with `quantity` lines) to IndexedDB. */
function savedCartLines(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => resolve(-1)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('keyval')) return resolve(-1)
          const read = db.transaction('keyval').objectStore('keyval').get('query-cache:v1')
          read.onsuccess = () => {
            const queries = (read.result?.state?.queries ?? []) as {
              queryKey: unknown[]
              state: { data: unknown }
            }[]
            const cart = queries.find((q) => q.queryKey[0] === '/api/cart')
            resolve(Array.isArray(cart?.state.data) ? cart.state.data.length : -1)
          }
          read.onerror = () => resolve(-1)
        }
      }),
  )
}

test('cart edits made offline are shown, survive a reload, and reach the server when the signal returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const api = page.request
  const helmet = await availableVariant(api)
  const [vest] = (await (await api.get('/api/products/featured')).json()) as { slug: string; name: string }[]
  if (!vest) throw new Error('No featured own product')

  // A signed-in shopper (the session cookie is shared with the page) with two lines in the cart.
  const registered = await api.post('/api/auth/register', {
    data: {
      email: `offline-${Date.now()}@example.com`,
      password: 'no-signal-no-problem',
      firstName: 'Robin',
      lastName: 'Hale',
    },
  })
  expect(registered.ok()).toBe(true)
  for (const productId of [`own:${vest.slug}`, helmet.id])
    expect((await api.post('/api/cart', { data: { productId, quantity: 1 } })).ok()).toBe(true)

  // Online once: the listing and the cart are saved on this device, and the service worker is in charge.
  await page.goto('/products')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
  await page.reload()
  const cards = page.getByTestId('product-results').getByRole('article')
  await expect(cards).toHaveCount(48)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Open cart, 2 items' })).toBeVisible()
  await expect.poll(() => savedCartLines(page)).toBe(2)

  // A product not in the cart yet: its Quick View, opened once online, keeps its sizes on the device.
  const card = cards
    .filter({ has: page.getByRole('button', { name: /^Add to Cart: / }) })
    .filter({ hasNotText: helmet.title })
    .first()
  const added = (await card.getByRole('heading').textContent())?.trim() ?? ''
  const quickView = page.getByRole('dialog', { name: added })
  await card.getByRole('button', { name: `Quick view ${added}` }).click()
  await expect(
    quickView
      .getByRole('group')
      .first()
      .or(quickView.locator('button:not([disabled])', { hasText: /^Add to Cart$/ })),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(quickView).toBeHidden()

  await context.setOffline(true)
  // Added from its card: a product with sizes asks for one first.
  const addFromCard = card.getByRole('button', { name: `Add to Cart: ${added}` })
  const asks = (await addFromCard.getAttribute('aria-haspopup')) === 'dialog'
  await addFromCard.click()
  if (asks) {
    await chooseFirstAvailable(quickView)
    await quickView.getByRole('button', { name: 'Add to Cart', exact: true }).click()
    await expect(quickView).toBeHidden()
  }

  const cart = await openCart(page)
  await expect(
    cart.getByText("Offline — changes will sync when you're back online.", { exact: false }),
  ).toBeVisible()
  const items = cart.getByRole('list', { name: 'Cart items' })
  await expect(items.getByRole('listitem', { name: added })).toContainText('Price shown when back online')
  // Change one quantity, remove another.
  await items
    .getByRole('listitem', { name: vest.name })
    .getByRole('button', { name: 'Increase quantity' })
    .click()
  await items
    .getByRole('listitem', { name: helmet.title })
    .getByRole('button', { name: /^Remove/ })
    .click()
  await expect(items.getByRole('listitem')).toHaveCount(2)
  await expect(cart.getByText('3 changes waiting.', { exact: false })).toBeVisible()

  // Reload with no signal: the edits are still there, still waiting.
  await expect.poll(() => savedCartLines(page)).toBe(2)
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: "You're offline —" })).toBeVisible()
  const reopened = await openCart(page)
  const lines = reopened.getByRole('list', { name: 'Cart items' }).getByRole('listitem')
  await expect(lines).toHaveCount(2)
  await expect(lines.filter({ hasText: vest.name }).getByRole('status')).toHaveText('2')
  await expect(lines.filter({ hasText: added })).toBeVisible()
  await expect(reopened.getByText('3 changes waiting.', { exact: false })).toBeVisible()

  // Back online: the queue is sent, one toast says so, and the server's cart is the edited one.
  await context.setOffline(false)
  // The toast sits outside the open cart sheet, which hides the rest of the page from getByRole.
  const notifications = page.locator('ol').filter({ has: page.getByText('Cart synced') })
  await expect(notifications.getByText('Cart synced', { exact: true })).toBeVisible()
  await expect(
    notifications.getByText('3 changes made offline were saved to your cart.', { exact: true }),
  ).toBeVisible()
  const server = (await (await api.get('/api/cart')).json()) as ServerLine[]
  expect(
    server
      .map((line) => [line.product.name, line.quantity])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  ).toEqual(
    [
      [vest.name, 2],
      [added, 1],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  )
  await expect(reopened.getByText('Offline — changes will sync', { exact: false })).toHaveCount(0)
  await expect(lines.filter({ hasText: added })).not.toContainText('Price shown when back online')
})

test('checkout and sign-in say plainly that they need a connection', async ({ page, context }) => {
  await page.goto('/sign-in')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText('needs a connection', { exact: false }).first()).toBeVisible()
  await expect(
    page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }),
  ).toBeDisabled()
  // The header's Sign in link goes to the page that says so, not to the browser's "no internet" page.
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/sign-in\?returnTo=/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await context.setOffline(false)
})
