import type { Page } from '@playwright/test'
import { signUp } from './support/account'
import { openCart } from './support/cart'
import { sizedAndSingleProducts } from './support/storefront'
import { expect, test } from './support/test'
import { chooseFirstAvailable } from './support/variant-picker'

test.use({ reducedMotion: 'reduce' })

/** The card of a product on /products, found by searching its title. */
async function cardOf(page: Page, title: string) {
  await page.goto(`/products?q=${encodeURIComponent(title)}`)
  const card = page.getByTestId('product-results').getByRole('article').filter({ hasText: title }).first()
  await expect(card).toBeVisible()
  return card
}

test('a card asks for the size of a sized product and the cart line has the size chosen', async ({
  page,
}) => {
  const { sized } = await sizedAndSingleProducts(page.request)
  await signUp(page.request, 'card')
  const card = await cardOf(page, sized.title)
  await card.getByRole('button', { name: `Add to Cart: ${sized.title}` }).click()

  // The Quick View opens to choose: no size is chosen for the shopper, and Add to Cart waits for one.
  const dialog = page.getByRole('dialog', { name: sized.title })
  await expect(dialog).toBeVisible()
  const sizes = dialog.getByRole('group', { name: /^Size/ })
  await expect(sizes.getByRole('button').first()).toBeVisible()
  await expect(sizes.getByRole('button', { pressed: true })).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Choose a size' })).toBeDisabled()

  const chosen = await chooseFirstAvailable(dialog)
  await dialog.getByRole('button', { name: 'Add to Cart', exact: true }).click()
  await expect(dialog).toBeHidden()

  const cart = await openCart(page)
  const line = cart.getByRole('listitem', { name: sized.title })
  await expect(line).toContainText(chosen.join(' · '))
})

test('a card adds a product with one variant at once', async ({ page }) => {
  const { single } = await sizedAndSingleProducts(page.request)
  await signUp(page.request, 'card')
  const card = await cardOf(page, single.title)
  const add = card.getByRole('button', { name: `Add to Cart: ${single.title}` })
  await expect(add).not.toHaveAttribute('aria-haspopup', 'dialog')
  await add.click()
  await expect(page.getByRole('dialog', { name: single.title })).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible()
  const cart = await openCart(page)
  await expect(cart.getByRole('listitem', { name: single.title })).toBeVisible()
})

test("the hero's own-label picks have a heart, Quick View and an Add to Cart that asks for the size", async ({
  page,
}) => {
  const featured = (await (await page.request.get('/api/products/featured')).json()) as {
    slug: string
    name: string
    sizes: string[]
    colors: string[]
  }[]
  const sized = featured.find((product) => product.sizes.length > 1)
  if (!sized) throw new Error('No featured own-label product comes in sizes')
  await signUp(page.request, 'card')
  await page.goto('/')
  const picks = page.getByRole('region', { name: /^Our own label/ })
  const tile = picks
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: sized.name, exact: true }) })
  await expect(tile.getByRole('checkbox', { name: `Save ${sized.name} to wishlist` })).toBeAttached()
  await expect(tile.getByRole('button', { name: `Quick view ${sized.name}` })).toBeAttached()

  await tile.getByRole('button', { name: `Add to Cart: ${sized.name}` }).click()
  const dialog = page.getByRole('dialog', { name: sized.name })
  await expect(dialog.getByRole('button', { name: 'Choose a size' })).toBeDisabled()
  const chosen = await chooseFirstAvailable(dialog)
  await dialog.getByRole('button', { name: 'Add to Cart', exact: true }).click()
  await expect(dialog).toBeHidden()
  const cart = await openCart(page)
  await expect(cart.getByRole('listitem', { name: sized.name })).toContainText(chosen.join(' · '))
})
