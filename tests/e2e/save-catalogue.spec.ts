import type { APIRequestContext, Page } from '@playwright/test'
import { storefrontQuery } from './support/storefront'
import { expect, test } from './support/test'

interface ProductName {
  handle: string
  title: string
}

const count = new Intl.NumberFormat('en-US')

/** Every storefront product, asked of the emulator page by page, before the network is cut. */
async function allStorefrontProducts(request: APIRequestContext): Promise<ProductName[]> {
  const products: ProductName[] = []
  let after: string | null = null
  do {
    const data: {
      products: { edges: { node: ProductName }[]; pageInfo: { hasNextPage: boolean; endCursor: string } }
    } = await storefrontQuery(
      request,
      'query($after: String) { products(first: 250, after: $after, sortKey: ID) { edges { node { handle title } } pageInfo { hasNextPage endCursor } } }',
      { after },
    )
    products.push(...data.products.edges.map((edge) => edge.node))
    after = data.products.pageInfo.hasNextPage ? data.products.pageInfo.endCursor : null
  } while (after)
  return products
}

async function ownProducts(request: APIRequestContext): Promise<{ slug: string; name: string }[]> {
  const response = await request.get('/api/products')
  expect(response.ok()).toBe(true)
  return response.json()
}

function sample<T>(items: readonly T[], size: number): T[] {
  const pool = [...items]
  const picked: T[] = []
  while (picked.length < size && pool.length > 0) {
    picked.push(...pool.splice(Math.floor(Math.random() * pool.length), 1))
  }
  return picked
}

async function whenServiceWorkerControls(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
}

async function openOfflinePanel(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Offline & app' }).click()
  const panel = page.getByRole('dialog', { name: 'Offline & app' })
  await expect(panel).toBeVisible()
  return panel
}

/** Saved products so far, as the progress bar tells them ("… 322 of 2,175 products"). */
async function productsSavedSoFar(page: Page): Promise<number> {
  const text = (await page.getByRole('progressbar').first().getAttribute('aria-valuetext')) ?? ''
  const saved = /([\d,]+) of [\d,]+ products/.exec(text)?.[1] ?? '0'
  return Number(saved.replaceAll(',', ''))
}

test('Save catalogue for offline: afterwards any product opens with no signal', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const storefront = await allStorefrontProducts(request)
  const own = await ownProducts(request)
  const picked = sample(storefront, 20)
  const [slugProduct] = sample(own, 1)
  if (!slugProduct) throw new Error('The shop has no own-label products')
  test
    .info()
    .annotations.push({ type: 'products opened offline', description: picked.map((p) => p.handle).join(' ') })

  await page.goto('/')
  await whenServiceWorkerControls(page)
  const panel = await openOfflinePanel(page)

  // The size comes first, measured on the live catalogue.
  await expect(
    panel.getByText(
      new RegExp(`^${count.format(storefront.length)} products · about [\\d.]+ MB to download$`),
    ),
  ).toBeVisible()
  await expect(panel.getByText(/^\(about [\d.]+ (KB|MB) more\)$/)).toBeVisible()
  await expect(panel.getByRole('checkbox', { name: 'Include images' })).not.toBeChecked()

  await panel.getByRole('button', { name: 'Save catalogue' }).click()
  const bar = panel.getByRole('progressbar', { name: 'Catalogue saved for offline' })
  await expect(bar).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Cancel' })).toBeVisible()
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/)

  const total = storefront.length + own.length
  await expect(
    panel.getByText(new RegExp(`^${count.format(total)} products saved on this device on .+\\.$`)),
  ).toBeVisible({
    timeout: 90_000,
  })
  await expect(bar).toBeHidden()
  await expect(panel.getByRole('button', { name: 'Save again' })).toBeVisible()

  await context.setOffline(true)
  for (const product of picked) {
    await page.goto(`/product/${product.handle}`)
    await expect(page.getByRole('heading', { level: 1, name: product.title, exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Not saved for offline' })).toHaveCount(0)
  }
  // An own-label product, at its slug.
  await page.goto(`/product/${slugProduct.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: slugProduct.name, exact: true })).toBeVisible()

  // The header's suggestions come from the saved catalogue, for anything typed.
  const [suggested] = picked
  if (!suggested) throw new Error('No product was picked')
  await page.setViewportSize({ width: 1280, height: 800 })
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' })
  await search.fill(suggested.title)
  const list = page.getByRole('banner').getByRole('listbox', { name: 'Search products' })
  await expect(list.getByText('From the catalogue saved for offline')).toBeVisible()
  await list
    .getByRole('option', { name: new RegExp(`^${suggested.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: suggested.title, exact: true })).toBeVisible()

  // A search never made on this device lists what the saved catalogue holds for its words.
  await page.goto(`/shop?search=${encodeURIComponent(suggested.title)}`)
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^No signal: \d+ products? of the catalogue saved for offline/ }),
  ).toContainText(`“${suggested.title}”`)
  await expect(
    page.getByTestId('product-results').getByRole('heading', { name: suggested.title, exact: true }),
  ).toBeVisible()
  await page.goto('/shop?search=no-such-gear-anywhere')
  await expect(
    page.getByRole('status').filter({ hasText: /nothing in the catalogue saved for offline matches/ }),
  ).toBeVisible()

  // The /products bar tells the same save.
  await page.goto('/products')
  await expect(
    page
      .getByRole('region', { name: 'Save catalogue for offline' })
      .getByText(/products saved on this device/),
  ).toHaveText(new RegExp(`^${count.format(total)} products saved`))
  await context.setOffline(false)
})

test('Clear removes the saved catalogue, but not the wishlist', async ({ page, context, request }) => {
  test.setTimeout(120_000)
  const storefront = await allStorefrontProducts(request)
  const own = await ownProducts(request)
  const [unvisited] = sample(storefront, 1)
  if (!unvisited) throw new Error('The catalogue is empty')

  await page.goto('/products')
  await whenServiceWorkerControls(page)
  const card = page.getByTestId('product-results').getByRole('article').first()
  const title = (await card.getByRole('heading').textContent()) ?? ''
  await card.getByRole('checkbox', { name: `Save ${title} to wishlist` }).click()
  const wishlist = page.getByRole('banner').getByRole('link', { name: /^Wishlist/ })
  await expect(wishlist).toHaveAccessibleName('Wishlist, 1 saved')

  const panel = await openOfflinePanel(page)
  await panel.getByRole('button', { name: 'Save catalogue' }).click()
  await expect(panel.getByText(/products saved on this device on/)).toBeVisible({ timeout: 90_000 })
  await expect(panel.getByText(/^[\d.]+ (KB|MB|GB) used of [\d.]+ (MB|GB|TB)$/)).toBeVisible()

  await panel.getByRole('button', { name: 'Clear saved data' }).click()
  await expect(panel.getByText(/Your cart, wishlist and sign-in stay/)).toBeVisible()
  await panel.getByRole('button', { name: 'Remove saved data' }).click()
  await expect(
    panel.getByRole('status').filter({ hasText: 'Saved catalogue removed from this device.' }),
  ).toBeVisible()
  await expect(panel.getByText(/^[\d.]+ (KB|MB|GB) used of [\d.]+ (MB|GB|TB)$/)).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Save catalogue' })).toBeVisible()

  await context.setOffline(true)
  await page.goto(`/product/${unvisited.handle}`)
  await expect(page.getByRole('heading', { name: 'Not saved for offline' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: unvisited.title, exact: true })).toHaveCount(0)
  const [slugProduct] = own
  await page.goto(`/product/${slugProduct?.slug}`)
  await expect(page.getByRole('heading', { name: 'Not saved for offline' })).toBeVisible()
  // The shopper's own data stays.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Wishlist, 1 saved' })).toBeVisible()
  await context.setOffline(false)
})

test('a save cut off by a reload resumes from where it stopped, with the images of saved products', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  const [first] = await allStorefrontProducts(request)
  if (!first) throw new Error('The catalogue is empty')

  await page.goto('/')
  await whenServiceWorkerControls(page)
  let panel = await openOfflinePanel(page)
  await panel.getByRole('checkbox', { name: 'Include images' }).check()
  await panel.getByRole('button', { name: 'Save catalogue' }).click()
  // Own-label products and the first page of 250 are in; the next page's images are on their way.
  await expect.poll(() => productsSavedSoFar(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(250)

  await page.reload()
  const pagesAsked: (string | null)[] = []
  page.on('request', (req) => {
    const body = req.postData() ?? ''
    if (body.includes('CatalogueSavePage')) pagesAsked.push(JSON.parse(body).variables.after ?? null)
  })
  panel = await openOfflinePanel(page)
  const cutOff = panel.getByText(/^The last save was cut off at [\d,]+ of [\d,]+ products\.$/)
  await expect(cutOff).toBeVisible()
  const before = await productsSavedSoFar(page)
  expect(before).toBeGreaterThanOrEqual(250)
  expect(Number(await panel.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(0)

  await panel.getByRole('button', { name: 'Resume' }).click()
  await expect.poll(() => productsSavedSoFar(page), { timeout: 90_000 }).toBeGreaterThan(before)
  // It carried on after the saved cursor: the first page was not asked for again.
  expect(pagesAsked.length).toBeGreaterThan(0)
  expect(pagesAsked).not.toContain(null)
  await panel.getByRole('button', { name: 'Cancel' }).click()
  await expect(panel.getByText(/^Stopped at [\d,]+ of [\d,]+ products\.$/)).toBeVisible()
  expect(await productsSavedSoFar(page)).toBeGreaterThan(before)

  // The first product (saved with the first page) opens offline with its picture from the save.
  await context.setOffline(true)
  await page.goto(`/product/${first.handle}`)
  await expect(page.getByRole('heading', { level: 1, name: first.title, exact: true })).toBeVisible()
  const picture = page.getByRole('img', { name: first.title }).first()
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  const savedCopy = await picture.evaluate(async (img: HTMLImageElement) => {
    const cache = await caches.open('product-images')
    const path = new URL(img.currentSrc).pathname
    return (await cache.keys()).some((key) => new URL(key.url).pathname === path)
  })
  expect(savedCopy).toBe(true)
  await context.setOffline(false)
})
