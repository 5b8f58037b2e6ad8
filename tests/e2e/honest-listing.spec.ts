import type { APIRequestContext, Page } from '@playwright/test'
import { formatPrice } from '../../src/shared/money'
import { calculateOrderTotals } from '../../src/shared/order-totals'
import { fillCheckout, payAtStandIn } from './support/cart'
import { expectedCount } from './support/collection-listing'
import { storefrontQuery } from './support/storefront'
import { expect, test } from './support/test'

// What a card, a product page and a listing say about shipping, stock and counts is what checkout
// charges and what the grid holds (docs/decisions/0034-honest-stock-and-free-shipping.md).

test.use({ reducedMotion: 'reduce' })

const cards = (page: Page) => page.getByTestId('product-results').getByRole('article')

/** The card of the product named `title` among a search's results. */
function cardOf(page: Page, title: string) {
  return cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) })
}

interface CatalogueProduct {
  handle: string
  title: string
  availableForSale: boolean
  /** The first variant: the one a card shows and a product page starts on. */
  first: { id: string; availableForSale: boolean; price: string } | undefined
}

/** Products for sale, best sellers first, each with its first variant (as a card reads it). */
async function productsForSale(request: APIRequestContext): Promise<CatalogueProduct[]> {
  const data = await storefrontQuery<{
    products: {
      edges: {
        node: {
          handle: string
          title: string
          availableForSale: boolean
          variants: {
            edges: { node: { id: string; availableForSale: boolean; price: { amount: string } } }[]
          }
        }
      }[]
    }
  }>(
    request,
    `{ products(first: 250, query: "available_for_sale:true", sortKey: BEST_SELLING) { edges { node {
      handle title availableForSale variants(first: 1) { edges { node { id availableForSale price { amount } } } }
    } } } }`,
  )
  return data.products.edges.map(({ node }) => {
    const first = node.variants.edges[0]?.node
    return {
      handle: node.handle,
      title: node.title,
      availableForSale: node.availableForSale,
      first: first && { id: first.id, availableForSale: first.availableForSale, price: first.price.amount },
    }
  })
}

/** A product whose first variant can be bought at a price `fits`. */
async function productPriced(request: APIRequestContext, fits: (price: number) => boolean) {
  const product = (await productsForSale(request)).find(
    (p) => p.first?.availableForSale && fits(Number(p.first.price)),
  )
  if (!product?.first) throw new Error('The catalogue has no product for sale at such a price')
  return { handle: product.handle, title: product.title, price: product.first.price }
}

/** A new shopper, signed in on this page's browser: their email. */
async function signUp(page: Page) {
  const email = `honest-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: 'every-mile-counts', firstName: 'Robin', lastName: 'Reyes' },
  })
  expect(registered.status()).toBe(201)
  return email
}

/**
 * Signs a new shopper up, puts one of the product (its first variant) in their empty cart, checks
 * out and pays at the stand-in checkout: the checkout summary's text, and the paid order's totals.
 */
async function checkOutAlone(page: Page, product: { handle: string; title: string }) {
  const email = await signUp(page)
  await page.goto(`/product/${product.handle}`)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(product.title)
  // The product page chooses nothing for the rider: the first variant, whose price the card shows.
  const options = main.getByLabel('Options')
  if (await options.isVisible()) await options.selectOption({ index: 1 })
  await main.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: /^Open cart/ })).toHaveAccessibleName(
    'Open cart, 1 item',
  )
  await page.goto('/checkout')
  const checkout = page.getByRole('form', { name: 'Checkout' })
  const summary = checkout.getByTestId('checkout-totals')
  await expect(summary).toBeVisible()
  const shownAtCheckout = await summary.textContent()
  await fillCheckout(checkout, {
    email,
    firstName: 'Robin',
    lastName: 'Reyes',
    address: '1 Lakefront Way',
    city: 'Duluth',
    state: 'MN',
    zip: '55802',
  })
  await checkout.getByRole('button', { name: /^Continue to payment/ }).click()
  await expect(page).toHaveURL(/\/checkouts\/cn\//)
  await payAtStandIn(page, '4242 4242 4242 4242')
  await expect(page.getByRole('heading', { name: /^Thank you!/ })).toBeVisible()
  // The order as the store's webhook brought it back to the rider's orders.
  await page.goto('/account/orders')
  return {
    checkout: shownAtCheckout ?? '',
    confirmation: page.getByRole('article').first().getByTestId('order-totals'),
  }
}

test.describe('free shipping follows the shipping rule, never a tag', () => {
  test('a sub-$100 item never says "Free Ship" on its card, and checked out alone it pays shipping', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const item = await productPriced(request, (price) => price >= 20 && price < 100)

    await page.goto(`/shop?search=${encodeURIComponent(item.title)}`)
    const card = cardOf(page, item.title).first()
    await expect(card).toContainText(formatPrice(item.price))
    await expect(card.getByText('Free Ship', { exact: true })).toHaveCount(0)

    await page.goto(`/product/${item.handle}`)
    const main = page.getByRole('main')
    await expect(main.getByText('Free shipping on orders over $100')).toBeVisible()
    await expect(main.getByText('This item ships free')).toHaveCount(0)

    const totals = calculateOrderTotals([{ price: item.price, quantity: 1 }])
    const { checkout, confirmation } = await checkOutAlone(page, item)
    expect(checkout).toContain('Shipping$15.00')
    expect(checkout).toContain(`Total${formatPrice(totals.total)}`)
    await expect(confirmation).toContainText('Shipping$15.00')
    await expect(confirmation).toContainText(`Total${formatPrice(totals.total)}`)
  })

  test('an item over $100 says "Free Ship" on its card and "This item ships free", and ships free at checkout', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const item = await productPriced(request, (price) => price > 100)

    await page.goto(`/shop?search=${encodeURIComponent(item.title)}`)
    const card = cardOf(page, item.title).first()
    await expect(card).toContainText(formatPrice(item.price))
    await expect(card.getByText('Free Ship', { exact: true })).toBeVisible()

    await page.goto(`/product/${item.handle}`)
    const main = page.getByRole('main')
    await expect(main.getByText('Free shipping on orders over $100')).toBeVisible()
    await expect(main.getByText('This item ships free')).toBeVisible()

    const totals = calculateOrderTotals([{ price: item.price, quantity: 1 }])
    const { checkout, confirmation } = await checkOutAlone(page, item)
    expect(checkout).toContain('ShippingFree')
    expect(checkout).toContain(`Total${formatPrice(totals.total)}`)
    await expect(confirmation).toContainText('ShippingFree')
    await expect(confirmation).toContainText(`Total${formatPrice(totals.total)}`)
  })
})

test('a card whose first size is sold out but another is for sale says "Limited sizes", not SOLD OUT', async ({
  page,
  request,
}) => {
  const limited = (await productsForSale(request)).find(
    (p) => p.availableForSale && p.first?.availableForSale === false,
  )
  if (!limited) throw new Error('The catalogue has no product whose first variant alone is sold out')

  await page.goto(`/shop?search=${encodeURIComponent(limited.title)}`)
  const card = cardOf(page, limited.title).first()
  await expect(card.getByText('Limited sizes', { exact: true })).toBeVisible()
  await expect(card.getByText('SOLD OUT', { exact: true })).toHaveCount(0)
  await expect(card.getByRole('button', { name: `Add to Cart: ${limited.title}` })).toBeEnabled()
})

test('the helmets banner counts what the grid holds, as the server rendered it and tab by tab', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const countOf = (tab?: string) => expectedCount(request, 'helmets', { tab })

  // The server's page gives one figure for the banner and the line above the grid.
  const html = await (await request.get('/shop/helmets')).text()
  const served = html.match(/data-testid="listing-count"[^>]*>(\d+) Products? Available</)?.[1]
  const servedMatching = html.match(/data-testid="listing-matching"[^>]*>(\d+) products?</)?.[1]
  const byType = await countOf()
  expect(served).toBe(String(byType))
  expect(servedMatching).toBe(String(byType))

  // The browser shows the same, and Load More shows exactly that many cards.
  await page.goto('/shop/helmets')
  await expect(page.getByTestId('listing-count')).toHaveText(`${byType} Products Available`)
  await expect(page.getByTestId('listing-matching')).toHaveText(`${byType} products`)
  await expect(cards(page)).toHaveCount(Math.min(48, byType))
  for (let shown = 48; shown < byType; shown += 48) {
    await page.getByRole('button', { name: 'Load More Products' }).click()
    await expect(cards(page)).toHaveCount(Math.min(shown + 48, byType))
  }
  await expect(page.getByRole('button', { name: 'Load More Products' })).toHaveCount(0)

  // Another tab, another figure: the banner follows it.
  await page.getByRole('radio', { name: 'Categories' }).click()
  await expect(page).toHaveURL(/tab=categories/)
  const everyHelmet = await countOf('categories')
  expect(everyHelmet).toBeGreaterThan(byType)
  await expect(page.getByTestId('listing-count')).toHaveText(`${everyHelmet} Products Available`)
  await expect(page.getByTestId('listing-matching')).toHaveText(`${everyHelmet} products`)
})
