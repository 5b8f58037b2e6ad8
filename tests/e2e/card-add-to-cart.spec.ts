import type { APIRequestContext, Page } from '@playwright/test'
import { openCart } from './support/cart'
import { storefrontQuery } from './support/storefront'
import { expect, test } from './support/test'
import { chooseFirstAvailable } from './support/variant-picker'

test.use({ reducedMotion: 'reduce' })

interface Listed {
  handle: string
  title: string
  variants: { edges: { node: { availableForSale: boolean; selectedOptions: { name: string }[] } }[] }
}

/** A buyable product with several sizes, and one with a single variant, from the running store. */
async function products(request: APIRequestContext) {
  const data = await storefrontQuery<{ products: { edges: { node: Listed }[] } }>(
    request,
    `{ products(first: 250, query: "available_for_sale:true") { edges { node {
      handle title variants(first: 10) { edges { node { availableForSale selectedOptions { name } } } }
    } } } }`,
  )
  const nodes = data.products.edges.map((e) => e.node)
  const sized = nodes.find(
    (n) =>
      n.variants.edges.length > 1 &&
      n.variants.edges.some(
        (v) => v.node.availableForSale && v.node.selectedOptions.some((o) => o.name === 'Size'),
      ),
  )
  const single = nodes.find(
    (n) => n.variants.edges.length === 1 && n.variants.edges[0]?.node.availableForSale,
  )
  if (!sized || !single) throw new Error('The store has no sized or no single-variant product for sale')
  return { sized, single }
}

/** A new account, signed in on this page's cookies. */
async function signUp(page: Page) {
  const registered = await page.request.post('/api/auth/register', {
    data: {
      email: `card-${Date.now()}@example.com`,
      password: 'pick-my-own-size',
      firstName: 'Kit',
      lastName: 'Rowe',
    },
  })
  expect(registered.ok()).toBe(true)
}

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
  const { sized } = await products(page.request)
  await signUp(page)
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
  const { single } = await products(page.request)
  await signUp(page)
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
  await signUp(page)
  await page.goto('/')
  const picks = page.getByRole('region', { name: /^Our own label/ })
  const tile = picks
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: sized.name, exact: true }) })
  await expect(tile.getByRole('button', { name: `Add ${sized.name} to wishlist` })).toBeAttached()
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
