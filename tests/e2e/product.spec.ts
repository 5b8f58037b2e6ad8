import type { APIRequestContext, Page } from '@playwright/test'
import { generateOwnProducts } from '../../src/server/seed/catalogue'
import { discountPercent, formatPrice } from '../../src/shared/money'
import { signUp } from './support/account'
import { expectSignInPrompt } from './support/cart'
import { findProductHandle, storefrontQuery } from './support/storefront'
import { expect, test } from './support/test'

interface VariantNode {
  id: string
  title: string
  availableForSale: boolean
  price: { amount: string }
  compareAtPrice: { amount: string } | null
}

interface ProductNode {
  handle: string
  title: string
  productType: string
  variants: { edges: { node: VariantNode }[] }
}

/** Real seeded products with their variants, so tests pick what they need instead of hard-coding it. */
async function productsWithVariants(request: APIRequestContext, search: string) {
  const data = await storefrontQuery<{ products: { edges: { node: ProductNode }[] } }>(
    request,
    `query($q: String) { products(first: 100, query: $q) { edges { node {
      handle title productType
      variants(first: 10) { edges { node { id title availableForSale price { amount } compareAtPrice { amount } } } }
    } } } }`,
    { q: search },
  )
  return data.products.edges.map((e) => ({ ...e.node, variants: e.node.variants.edges.map((v) => v.node) }))
}

interface OwnProductJson {
  id: number
  slug: string
  name: string
  price: string
  specifications: Record<string, string>
  sizes: string[]
  colors: string[]
  rating: number | null
  reviewCount: number
}

async function featuredOwnProduct(request: APIRequestContext) {
  const response = await request.get('/api/products/featured')
  expect(response.ok()).toBe(true)
  const products = (await response.json()) as OwnProductJson[]
  const product = products.find(
    (p) =>
      Object.keys(p.specifications).some((key) => /[a-z][A-Z]/.test(key)) &&
      p.sizes.length >= 3 &&
      p.colors.length >= 2,
  )
  if (!product) throw new Error('No featured own product has a camel-case specification, sizes and colours')
  return product
}

function toastRegion(page: Page) {
  return page.getByRole('region', { name: /Notifications/ })
}

test.describe('product page, handle version', () => {
  test('the carousel wraps around both ways and thumbnails pick an image', async ({ page, request }) => {
    const product = await findProductHandle(request, 'tag:leather-jackets', 3)
    const total = product.imageCount
    await page.goto(`/product/${product.handle}`)
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible()

    const gallery = page.getByRole('region', { name: 'Product images' })
    const mainImage = gallery.locator('img').first()
    const thumbnails = gallery.getByRole('list', { name: 'Thumbnails' }).getByRole('button')
    await expect(thumbnails).toHaveCount(total)
    const firstSrc = await mainImage.getAttribute('src')

    await expect(page.getByText(`Image 1 of ${total}`)).toBeVisible()
    await page.getByRole('button', { name: 'Next image' }).click()
    await expect(page.getByText(`Image 2 of ${total}`)).toBeVisible()
    await expect(mainImage).not.toHaveAttribute('src', firstSrc ?? '')
    await page.getByRole('button', { name: 'Previous image' }).click()
    await expect(page.getByText(`Image 1 of ${total}`)).toBeVisible()
    // First → last, then last → first.
    await page.getByRole('button', { name: 'Previous image' }).click()
    await expect(page.getByText(`Image ${total} of ${total}`)).toBeVisible()
    await expect(thumbnails.last()).toHaveAttribute('aria-current', 'true')
    await page.getByRole('button', { name: 'Next image' }).click()
    await expect(page.getByText(`Image 1 of ${total}`)).toBeVisible()
    await expect(mainImage).toHaveAttribute('src', firstSrc ?? '')

    await page.getByRole('button', { name: 'Show image 3' }).click()
    await expect(page.getByText(`Image 3 of ${total}`)).toBeVisible()
    await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true')
    await expect(thumbnails.first()).toHaveAttribute('aria-current', 'false')
    const thumbSrc = (await thumbnails.nth(2).locator('img').getAttribute('src')) ?? ''
    expect(new URL(thumbSrc, page.url()).pathname).toBe(
      new URL((await mainImage.getAttribute('src')) ?? '', page.url()).pathname,
    )
  })

  test('a sold-out variant is listed as such and cannot be added', async ({ page, request }) => {
    const product = (await productsWithVariants(request, 'tag:jackets')).find(
      (p) =>
        p.variants.length > 2 &&
        p.variants[0]?.availableForSale &&
        p.variants.some((v) => !v.availableForSale),
    )
    if (!product) throw new Error('No jacket has an available first variant and a sold-out one')
    const soldOut = product.variants.find((v) => !v.availableForSale) as VariantNode
    const available = product.variants[0] as VariantNode

    await page.goto(`/product/${product.handle}`)
    const options = page.getByLabel('Options')
    await expect(options).toBeVisible()
    // Every variant, after the prompt that stands while none is chosen.
    await expect(options.locator('option:not([value=""])')).toHaveCount(product.variants.length)
    await expect(options.locator(`option[value="${soldOut.id}"]`)).toHaveText(
      `${soldOut.title} — ${formatPrice(soldOut.price.amount)} (Sold Out)`,
    )
    await expect(options.locator(`option[value="${available.id}"]`)).toHaveText(
      `${available.title} — ${formatPrice(available.price.amount)}`,
    )
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()

    await options.selectOption(soldOut.id)
    await expect(page.getByRole('button', { name: 'Sold Out' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0)

    await options.selectOption(available.id)
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
  })

  test('opens with nothing chosen: a sold-out first size leaves it for sale, and Add to Cart asks for a size', async ({
    page,
    request,
  }) => {
    const product = (await productsWithVariants(request, 'tag:jackets')).find(
      (p) =>
        p.variants.length > 2 &&
        p.variants[0]?.availableForSale === false &&
        p.variants.some((v) => v.availableForSale),
    )
    if (!product) throw new Error('No jacket has a sold-out first variant and an available one')
    const available = product.variants.find((v) => v.availableForSale) as VariantNode
    const prices = product.variants.map((v) => Number(v.price.amount))
    await signUp(page.request, 'choose-a-size')

    await page.goto(`/product/${product.handle}`)
    const options = page.getByLabel('Options')
    await expect(options).toHaveValue('')
    await expect(options.locator('option:checked')).toHaveText('Choose a size')
    // The lowest price while nothing is chosen, "From" it where the sizes' prices differ.
    const lowest = formatPrice(Math.min(...prices))
    const samePrice = Math.min(...prices) === Math.max(...prices)
    await expect(
      page.getByRole('main').getByText(samePrice ? lowest : `From ${lowest}`, { exact: true }),
    ).toBeVisible()

    const add = page.getByRole('button', { name: 'Add to Cart' })
    await expect(add).toBeEnabled()
    await add.click()
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a size first.' })).toBeVisible()
    await expect(options).toBeFocused()
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Open cart', exact: true }),
    ).toBeVisible()

    await options.selectOption(available.id)
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a size first.' })).toHaveCount(0)
    await add.click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible()
  })

  test('a discounted variant shows its rounded percentage off', async ({ page, request }) => {
    const product = (await productsWithVariants(request, 'tag:helmets')).find((p) => {
      const first = p.variants[0]
      return first?.compareAtPrice && discountPercent(first.price.amount, first.compareAtPrice.amount) > 0
    })
    if (!product) throw new Error('No helmet has a discounted first variant')
    const first = product.variants[0] as VariantNode
    const off = discountPercent(first.price.amount, first.compareAtPrice?.amount)

    await page.goto(`/product/${product.handle}`)
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible()
    if (product.variants.length > 1) await page.getByLabel('Options').selectOption(first.id)
    await expect(page.getByText(`-${off}% OFF`, { exact: true })).toHaveCount(1)
    await expect(page.getByText(formatPrice(first.price.amount), { exact: true })).toBeVisible()
    await expect(page.getByText(formatPrice(first.compareAtPrice?.amount ?? '0'))).toBeVisible()
  })

  test('breadcrumb, quantity stepper and Add to Cart', async ({ page, request }) => {
    const product = (await productsWithVariants(request, 'tag:leather-jackets available_for_sale:true')).find(
      (p) => p.variants[0]?.availableForSale,
    )
    if (!product) throw new Error('No leather jacket with an available first variant')
    await page.goto(`/product/${product.handle}`)
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible()

    const decrease = page.getByRole('button', { name: 'Decrease quantity' })
    const increase = page.getByRole('button', { name: 'Increase quantity' })
    const quantity = page.getByRole('status', { name: 'Quantity' })
    await expect(quantity).toHaveText('1')
    await expect(decrease).toBeDisabled()
    await increase.click()
    await increase.click()
    await expect(quantity).toHaveText('3')
    await decrease.click()
    await decrease.click()
    await expect(quantity).toHaveText('1')
    await expect(decrease).toBeDisabled()

    await expect(page).toHaveTitle(`${product.title} — Open Road Moto Supply`)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', product.productType, product.title])
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    const typeLink = crumbs.getByRole('link', { name: product.productType })
    await expect(typeLink).toHaveAttribute('href', '/shop/leather-jackets')

    // Signed out, Add to Cart says so and goes to sign in after 1 s, to come back here.
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expectSignInPrompt(page)
    await expect(page).toHaveURL(`/sign-in?returnTo=${encodeURIComponent(`/product/${product.handle}`)}`)

    await page.goBack()
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: product.productType })
      .click()
    await expect(page).toHaveURL(/\/shop\/leather-jackets$/)
  })

  test('Share copies the link when the device has no share sheet', async ({ page, request }) => {
    await page.addInitScript(() => {
      const copied: string[] = []
      Object.assign(window, { copiedLinks: copied })
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: async (text: string) => {
            copied.push(text)
          },
        },
      })
    })
    const product = await findProductHandle(request, 'tag:boots')
    await page.goto(`/product/${product.handle}`)
    await page.getByRole('button', { name: `Share ${product.title}` }).click()
    await expect(toastRegion(page).getByText('Link copied', { exact: true })).toBeVisible()
    await expect(toastRegion(page).getByText('Product link copied to clipboard!')).toBeVisible()
    const copied = await page.evaluate(() => (window as unknown as { copiedLinks: string[] }).copiedLinks)
    expect(copied).toEqual([page.url()])
  })

  test('a cancelled share sheet says nothing and copies nothing', async ({ page, request }) => {
    await page.addInitScript(() => {
      const events: string[] = []
      Object.assign(window, { shareEvents: events })
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          events.push(`share ${data.url}`)
          throw new DOMException('Share canceled', 'AbortError')
        },
      })
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: async () => {
            events.push('copy')
          },
        },
      })
    })
    const product = await findProductHandle(request, 'tag:boots')
    await page.goto(`/product/${product.handle}`)
    await page.getByRole('button', { name: `Share ${product.title}` }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareEvents: string[] }).shareEvents))
      .toEqual([`share ${page.url()}`])
    await expect(toastRegion(page).getByText('Link copied', { exact: true })).toHaveCount(0)
  })
})

test.describe('product page, slug version', () => {
  test('an own-API product opens at /product/<slug> with its details, choices and tabs', async ({
    page,
    request,
  }) => {
    const product = await featuredOwnProduct(request)
    await page.goto(`/product/${product.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(page.getByText(formatPrice(product.price), { exact: true })).toBeVisible()
    // Its own figures from its reviews, never a fixed rating.
    const ratingLine =
      product.rating === null ? 'No reviews yet' : `(${product.rating.toFixed(1)}) • ${product.reviewCount}`
    await expect(page.getByText(ratingLine).first()).toBeVisible()
    await expect(page).toHaveTitle(`${product.name} — Open Road Moto Supply`)
    await expect(page.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop')
    await expect(page.getByText('30-day return policy')).toBeVisible()
    await expect(page.getByRole('button', { name: `Share ${product.name}` })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: `Save ${product.name} to wishlist` })).not.toBeChecked()

    // The product's own sizes and colours start unselected; one choice at a time, and choosing it
    // again lets go.
    const sizeGroup = page.getByRole('group', { name: 'Size' })
    const colorGroup = page.getByRole('group', { name: 'Color' })
    await expect(sizeGroup.locator('label')).toHaveText(product.sizes)
    await expect(colorGroup.locator('label')).toHaveText(product.colors)
    for (const choice of await sizeGroup.getByRole('radio').all()) await expect(choice).not.toBeChecked()
    const [firstSize = '', secondSize = ''] = product.sizes
    const [, secondColor = ''] = product.colors
    const first = sizeGroup.getByRole('radio', { name: firstSize, exact: true })
    const second = sizeGroup.getByRole('radio', { name: secondSize, exact: true })
    await first.click()
    await expect(first).toBeChecked()
    await expect(sizeGroup).toHaveAccessibleName(`Size: ${firstSize}`)
    await second.click()
    await expect(first).not.toBeChecked()
    await expect(second).toBeChecked()
    await second.click()
    await expect(second).not.toBeChecked()
    const color = colorGroup.getByRole('radio', { name: secondColor, exact: true })
    await color.click()
    await expect(color).toBeChecked()

    // Quantity: never below 1, no upper limit.
    const increase = page.getByRole('button', { name: 'Increase quantity' })
    for (let i = 0; i < 11; i += 1) await increase.click()
    await expect(page.getByRole('status', { name: 'Quantity' })).toHaveText('12')
    await expect(increase).toBeEnabled()

    const tablist = page.getByRole('tablist', { name: 'Product information' })
    const details = tablist.getByRole('tab', { name: 'Product Details' })
    const specs = tablist.getByRole('tab', { name: 'Specifications' })
    const reviews = tablist.getByRole('tab', { name: `Reviews (${product.reviewCount})` })
    await expect(details).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toBeVisible()

    await specs.click()
    await expect(specs).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('tabpanel', { name: 'Specifications' })
    // Keys are camel case (`liningMaterial`): the page shows them as words ("Lining Material").
    const entries = Object.entries(product.specifications)
    const asWords = (key: string) =>
      key
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/(^|\s)([a-z])/g, (_m, space, c) => space + c.toUpperCase())
    await expect(panel.locator('dt')).toHaveText(entries.map(([key]) => asWords(key)))
    await expect(panel.locator('dd')).toHaveText(entries.map(([, value]) => value))

    // Arrow keys move between tabs and wrap around.
    await specs.press('ArrowRight')
    await expect(reviews).toBeFocused()
    await expect(reviews).toHaveAttribute('aria-selected', 'true')
    const reviewsPanel = page.getByRole('tabpanel', { name: `Reviews (${product.reviewCount})` })
    await expect(
      reviewsPanel.getByText(
        product.rating === null
          ? 'No reviews yet'
          : `${product.rating.toFixed(1)} out of 5 · ${product.reviewCount} review`,
      ),
    ).toBeVisible()
    await expect(reviewsPanel.getByRole('link', { name: 'Sign in to write a review' })).toBeVisible()
    await reviews.press('ArrowRight')
    await expect(details).toBeFocused()
    await expect(details).toHaveAttribute('aria-selected', 'true')
    await details.press('ArrowLeft')
    await expect(reviews).toHaveAttribute('aria-selected', 'true')

    // Signed out, Add to Cart asks to sign in first, whatever is chosen (a signed-in rider is asked
    // for the size first: tests/unit/features/product/own-product-view.test.tsx).
    for (const [group, choice] of [
      ['Size', firstSize],
      ['Color', secondColor],
    ] as const) {
      const option = page
        .getByRole('group', { name: group })
        .getByRole('radio', { name: choice, exact: true })
      await option.check()
      await expect(option).toBeChecked()
    }
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expectSignInPrompt(page)
    await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fproduct%2F/)
  })

  test('a slug product without specifications says so', async ({ page }) => {
    const product = generateOwnProducts().find((p) => Object.keys(p.specifications).length === 0)
    if (!product) throw new Error('The seed has no own product without specifications')
    await page.goto(`/product/${product.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await page.getByRole('tab', { name: 'Specifications' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Specifications' })).toHaveText(
      'No specifications available.',
    )
  })

  test('Back to Shop leads to the shop', async ({ page, request }) => {
    const product = await featuredOwnProduct(request)
    await page.goto(`/product/${product.slug}`)
    await page.getByRole('link', { name: 'Back to Shop' }).click()
    await expect(page).toHaveURL(/\/shop$/)
  })
})

/** Chromium logs every 404 it fetches; the own API's 404 for an unknown slug is the expected answer. */
test('a handle that is neither a storefront product nor a slug shows Product Not Found', async ({ page }) => {
  // The server asks the storefront, then the own API, and answers 404 with the page.
  const response = await page.goto('/product/no-such-thing')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible()
  await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible()

  await page.getByRole('link', { name: 'Back to Shop' }).click()
  await expect(page).toHaveURL(/\/shop$/)
})

test('offline, a slug page never spins: one seen before opens from the saved cache, one never seen says so', async ({
  page,
  context,
  request,
}) => {
  const product = await featuredOwnProduct(request)
  const heading = page.getByRole('heading', { level: 1, name: product.name })
  await page.goto(`/product/${product.slug}`)
  await expect(heading).toBeVisible()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })

  await page.getByRole('link', { name: 'Back to Shop' }).click()
  await expect(page).toHaveURL(/\/shop$/)
  await context.setOffline(true)
  await page.goBack()
  await expect(heading).toBeVisible()

  // The own-API cache is kept in IndexedDB, so a reload with no signal still shows it.
  await page.reload()
  await expect(heading).toBeVisible()

  // A slug never opened has nothing saved: the page says so at once instead of spinning.
  const other = (await (await request.get('/api/products/featured')).json()) as { slug: string }[]
  const unseen = other.find((p) => p.slug !== product.slug)
  if (!unseen) throw new Error('Only one featured own product')
  await page.goto(`/product/${unseen.slug}`)
  await expect(page.getByRole('heading', { name: 'Not saved for offline' })).toBeVisible()
  await expect(page.getByText('Loading product...')).toHaveCount(0)
  await context.setOffline(false)
})

test.describe('wishlist with a slug product', () => {
  test('an own-API product saved from its page shows on /wishlist with a storefront one, and leaves it', async ({
    page,
    request,
  }) => {
    const own = await featuredOwnProduct(request)
    const storefront = await findProductHandle(request, 'available_for_sale:true')
    await page.goto(`/product/${own.slug}`)
    await page.getByRole('checkbox', { name: `Save ${own.name} to wishlist` }).click()
    await expect(page.getByRole('checkbox', { name: `Save ${own.name} to wishlist` })).toBeChecked()
    await page.goto(`/product/${storefront.handle}`)
    await page.getByRole('checkbox', { name: `Save ${storefront.title} to wishlist` }).click()
    await expect(page.getByRole('checkbox', { name: `Save ${storefront.title} to wishlist` })).toBeChecked()

    await page.goto('/wishlist')
    const saved = page.getByTestId('wishlist-results').getByRole('article')
    await expect(saved).toHaveCount(2)
    // Newest first: the storefront product, then the slug product with its link and price.
    await expect(saved.nth(0).getByRole('heading')).toHaveText(storefront.title)
    await expect(saved.nth(1).getByRole('link', { name: own.name })).toHaveAttribute(
      'href',
      `/product/${own.slug}`,
    )
    await expect(saved.nth(1).getByText(formatPrice(own.price), { exact: true })).toBeVisible()

    await saved
      .nth(1)
      .getByRole('checkbox', { name: `Save ${own.name} to wishlist` })
      .click()
    await expect(saved).toHaveCount(1)
    await page.reload()
    await expect(saved).toHaveCount(1)
    await expect(saved.first().getByRole('heading')).toHaveText(storefront.title)
  })
})
