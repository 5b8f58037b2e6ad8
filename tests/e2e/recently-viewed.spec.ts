import type { Page } from '@playwright/test'
import { signUp } from './support/account'
import { openCart } from './support/cart'
import { findProductHandle, sizedAndSingleProducts } from './support/storefront'
import { expect, test } from './support/test'
import { chooseFirstAvailable } from './support/variant-picker'

// The intro splash has its own tests (shell.spec.ts); here it would only cover the page.
test.use({ reducedMotion: 'reduce' })

/** The service worker's "not saved" tile is stone-800 (#292524) from edge to edge. */
const NOT_SAVED_TILE_RGB = [41, 37, 36]

/** The colour near an image's top-left corner, or null until it has loaded. */
function cornerColour(img: HTMLImageElement) {
  if (!img.complete || img.naturalWidth === 0) return null
  const canvas = document.createElement('canvas')
  canvas.width = 8
  canvas.height = 8
  const context = canvas.getContext('2d')
  context?.drawImage(img, 0, 0, 8, 8)
  return [...(context?.getImageData(1, 1, 1, 1).data.slice(0, 3) ?? [])]
}

const section = (page: Page) => page.getByRole('region', { name: 'Recently Viewed' })
const cardTitles = (page: Page) => section(page).getByRole('heading', { level: 3 })

test('products viewed show on the home page newest first, also with no signal, until cleared', async ({
  page,
  context,
  request,
}) => {
  const helmet = await findProductHandle(request, 'tag:helmets')
  const boots = await findProductHandle(request, 'tag:boots')
  const [own] = (await (await request.get('/api/products/featured')).json()) as {
    slug: string
    name: string
  }[]
  if (!own) throw new Error('No own-API product to view')
  const viewed = [
    { path: `/product/${helmet.handle}`, title: helmet.title },
    { path: `/product/${own.slug}`, title: own.name },
    { path: `/product/${boots.handle}`, title: boots.title },
    // Viewed again: moves to the front instead of showing twice.
    { path: `/product/${helmet.handle}`, title: helmet.title },
  ]

  await page.goto('/')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
  // Sections show one per idle moment in page order: once a later one is there, this one had its turn.
  await expect(page.getByRole('heading', { name: 'Featured Products', exact: true })).toBeVisible()
  await expect(section(page)).toHaveCount(0)

  for (const product of viewed) {
    await page.goto(product.path)
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible()
    // Back home inside the app: the list shows what was saved to this device.
    await page.getByRole('link', { name: 'Open Road', exact: true }).click()
    await expect(cardTitles(page).first()).toHaveText(product.title)
  }
  const newestFirst = [helmet.title, boots.title, own.name]
  await expect(cardTitles(page)).toHaveText(newestFirst)
  await expect(section(page).getByRole('link', { name: own.name })).toHaveAttribute(
    'href',
    `/product/${own.slug}`,
  )

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: "You're offline —" })).toBeVisible()
  await expect(cardTitles(page)).toHaveText(newestFirst)
  // The pictures come from the service worker's image cache, not its grey "not saved" tile.
  for (const image of await section(page).getByRole('img').all())
    await expect.poll(() => image.evaluate(cornerColour)).not.toEqual(NOT_SAVED_TILE_RGB)

  await section(page).getByRole('button', { name: 'Clear' }).click()
  await expect(section(page)).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Featured Products', exact: true })).toBeVisible()
  await expect(section(page)).toHaveCount(0)
  await context.setOffline(false)
})

test('a recently viewed tile adds the size the rider chooses, with no signal too', async ({
  page,
  context,
}) => {
  const { sized } = await sizedAndSingleProducts(page.request)
  const featured = (await (await page.request.get('/api/products/featured')).json()) as {
    slug: string
    name: string
    sizes: string[]
  }[]
  const own = featured.find((product) => product.sizes.length > 1)
  if (!own) throw new Error('No featured own-label product comes in sizes')
  await signUp(page.request, 'viewed')

  await page.goto('/')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
  for (const product of [
    { path: `/product/${sized.handle}`, title: sized.title },
    { path: `/product/${own.slug}`, title: own.name },
  ]) {
    await page.goto(product.path)
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible()
    // Back home inside the app once it is saved: a new page load right away could cut the write off.
    await page.getByRole('link', { name: 'Open Road', exact: true }).click()
    await expect(cardTitles(page).first()).toHaveText(product.title)
  }
  await expect(cardTitles(page)).toHaveText([own.name, sized.title])

  // No signal: the sizes come from what the product pages left on the device.
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: "You're offline —" })).toBeVisible()
  const chosen: Record<string, string[]> = {}
  for (const title of [sized.title, own.name]) {
    const tile = section(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    await expect(tile.getByRole('button', { name: `Quick view ${title}` })).toBeAttached()
    const add = tile.getByRole('button', { name: `Add to Cart: ${title}` })
    await expect(add).toHaveAttribute('aria-haspopup', 'dialog')
    await add.click()
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog.getByRole('button', { name: 'Choose a size' })).toBeDisabled()
    chosen[title] = await chooseFirstAvailable(dialog)
    await dialog.getByRole('button', { name: 'Add to Cart', exact: true }).click()
    await expect(dialog).toBeHidden()
  }

  const cart = await openCart(page)
  const items = cart.getByRole('list', { name: 'Cart items' })
  for (const title of [sized.title, own.name])
    await expect(items.getByRole('listitem', { name: title })).toContainText(chosen[title]?.join(' · ') ?? '')
  await context.setOffline(false)
})
