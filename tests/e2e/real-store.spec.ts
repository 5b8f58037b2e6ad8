import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { site } from '../../src/content/site'
import { listingSorts } from '../../src/features/catalogue/listing-options'
import { categories as seedCategories } from '../../src/server/seed/categories'
import { DEMO_ACCOUNT } from '../../src/server/seed/demo-account'
import { formatPrice } from '../../src/shared/money'
import { appReady } from '../support/app-ready'
import { fillCheckout, openCart } from './support/cart'
import {
  STORE_SHOP_URL,
  TEST_STORE_PRIMARY_DOMAIN,
  TEST_STORE_TOKEN,
  TEST_STORE_URL,
  TEST_STORE_WEBHOOK_SECRET,
} from './support/real-store'
import { waitForSavedCache } from './support/saved-cache'
import { expect, test } from './support/test'

/**
 * The shop as a store owner runs it: `STOREFRONT_DOMAIN` set to a store that is not our emulator
 * (tests/support/test-store/: Shopify's published schema, a catalogue in euros, real-style ids),
 * reached by a host name of its own. The shop server of these tests is started by the Playwright
 * config with that setting.
 */
test.use({ baseURL: STORE_SHOP_URL, reducedMotion: 'reduce' })

const cards = (page: Page) => page.getByTestId('product-results').getByRole('article')

/** Asks the test store directly, as a test would look at a store's admin. */
async function storeQuery<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await request.post(`${TEST_STORE_URL}/api/2026-04/graphql.json`, {
    headers: { 'X-Shopify-Storefront-Access-Token': TEST_STORE_TOKEN },
    data: { query, variables },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

/** How many GraphQL errors the store has answered since it was last reset. */
async function storeErrors(request: APIRequestContext) {
  return ((await (await request.get(`${TEST_STORE_URL}/__test/errors`)).json()) as { count: number }).count
}

interface StoreVariant {
  id: string
  title: string
  availableForSale: boolean
  price: { amount: string; currencyCode: string }
}
interface StoreProduct {
  handle: string
  title: string
  variants: { nodes: StoreVariant[] }
}

/** The titles of a collection's products, in the store's best-selling order. */
async function titlesInCollection(request: APIRequestContext, handle: string) {
  const data = await storeQuery<{ collection: { products: { nodes: { title: string }[] } } | null }>(
    request,
    'query($handle: String!) { collection(handle: $handle) { products(first: 250, sortKey: BEST_SELLING) { nodes { title } } } }',
    { handle },
  )
  if (!data.collection) throw new Error(`The test store has no collection ${handle}`)
  return data.collection.products.nodes.map((node) => node.title)
}

async function storeProducts(request: APIRequestContext, query: string, first = 250) {
  const data = await storeQuery<{ products: { nodes: StoreProduct[] } }>(
    request,
    `query($q: String, $first: Int!) { products(first: $first, query: $q, sortKey: BEST_SELLING) { nodes {
      handle title variants(first: 10) { nodes { id title availableForSale price { amount currencyCode } } } } } }`,
    { q: query, first },
  )
  return data.products.nodes
}

/** The page as the server sent it, before any script: what a phone paints first. */
async function serverHtml(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: STORE_SHOP_URL, javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  return { page, close: () => context.close() }
}

const euro = (text: string) => Number(text.replace(/[€,]/g, ''))

test('the server renders the store’s catalogue, in its currency, on home, a listing and a product page', async ({
  browser,
  request,
}) => {
  const helmets = await storeProducts(request, 'tag:casques')
  const featured = await storeProducts(request, 'tag:coup-de-coeur', 24)
  expect(featured.length).toBeGreaterThan(0)

  // The store's collection, in its order, counted as its availability filter counts it.
  const inCollection = await titlesInCollection(request, 'casques')
  const listing = await serverHtml(browser, '/shop/casques')
  await expect(cards(listing.page).getByRole('heading')).toHaveText(inCollection.slice(0, 48))
  await expect(cards(listing.page).first()).toContainText('€')
  await expect(listing.page.getByTestId('listing-count')).toHaveText(
    `${inCollection.length} Products Available`,
  )
  await listing.close()

  // The home page's featured grid is far down the page: the app renders it from the data the server
  // read from the store and handed over with the page (src/ui/when-idle.tsx).
  const homeContext = await browser.newContext({ baseURL: STORE_SHOP_URL })
  const home = await homeContext.newPage()
  await home.goto('/')
  await appReady(home)
  const featuredCards = home.getByRole('region', { name: 'Featured Products' }).getByRole('article')
  await expect(featuredCards.first()).toBeVisible()
  await expect(featuredCards.first()).toContainText('€')
  expect(featured.map((product) => product.title)).toContain(
    await featuredCards.first().getByRole('heading').textContent(),
  )
  await homeContext.close()

  const [helmet] = helmets
  if (!helmet) throw new Error('The test store has no helmet')
  const product = await serverHtml(browser, `/product/${helmet.handle}`)
  await expect(product.page.getByRole('heading', { level: 1 })).toHaveText(helmet.title)
  await expect(product.page.getByRole('main')).toContainText('€')
  await expect(product.page.getByRole('main')).not.toContainText('$')
  await product.close()
})

test('every sort and tab of a listing loads from the store, Load More pages through, and the store saw no error', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await request.post(`${TEST_STORE_URL}/__test/reset`)
  const helmets = await storeProducts(request, 'tag:casques')
  expect(helmets.length).toBeGreaterThan(48)

  await page.goto('/shop/casques')
  await expect(cards(page)).toHaveCount(48)
  const sort = page.getByLabel('Sort by')
  for (const option of listingSorts) {
    await sort.selectOption({ label: option.label })
    // The pick reaches the address a frame later; the grid read before then is the previous sort's.
    if (option.value !== listingSorts[0].value)
      await expect(page).toHaveURL(new RegExp(`sort=${option.value}`))
    await expect(cards(page).first()).toBeVisible()
    await expect(page.getByText('Error loading products')).toHaveCount(0)
    const priceTexts = cards(page).locator('p > span:first-child')
    await expect.poll(async () => (await priceTexts.allTextContents()).length).toBeGreaterThan(0)
    const prices = (await priceTexts.allTextContents()).map(euro)
    if (option.value === 'price-low') expect(prices).toEqual([...prices].sort((a, b) => a - b))
    if (option.value === 'price-high') expect(prices).toEqual([...prices].sort((a, b) => b - a))
  }

  // The collection holds more than one page of helmets.
  const matching = Number((await page.getByTestId('listing-matching').textContent())?.split(' ')[0])
  expect(matching).toBeGreaterThan(48)

  // Highest Rated: the whole list ranked by its ratings, then Load More shows the rest of the ranking.
  await sort.selectOption({ label: 'Highest Rated' })
  await expect(cards(page)).toHaveCount(48)
  await page.getByRole('button', { name: 'Load More Products' }).click()
  await expect(cards(page)).toHaveCount(matching)

  await sort.selectOption({ label: 'Most Popular' })
  await expect(cards(page)).toHaveCount(48)
  await page.getByRole('button', { name: 'Load More Products' }).click()
  await expect(cards(page)).toHaveCount(matching)
  await expect(page.getByText(`You've seen all ${matching} products.`)).toBeVisible()

  // The store set no tabs for the collection: the listing has none.
  await expect(page.getByRole('radio', { name: 'By Type' })).toHaveCount(0)
  await page.getByRole('button', { name: /^Filters/ }).click()
  const filters = page.getByRole('complementary', { name: 'Filters' })
  // The store's filters under the store's names; the price range in the store's currency.
  for (const group of ['Availability', 'Price', 'Product type', 'Brand', 'Taille'])
    await expect(filters.locator('summary').filter({ hasText: new RegExp(`^${group}`) })).toBeVisible()
  await expect(filters).toContainText('€')
  await filters.getByRole('checkbox', { name: /^M\b/ }).check()
  await expect(page).toHaveURL(/filter=/)
  await expect(cards(page).first()).toBeVisible()

  expect(await storeErrors(request)).toBe(0)
})

test("checkout hands the cart to the store's checkout, and the store's order comes back by its webhooks: paid, then shipped", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const product = (await storeProducts(request, 'tag:blousons available_for_sale:true')).find((p) =>
    p.variants.nodes.some((v) => v.availableForSale),
  )
  const variant = product?.variants.nodes.find((v) => v.availableForSale)
  if (!product || !variant) throw new Error('The test store has no jacket for sale')
  expect(variant.price.currencyCode).toBe('EUR')

  const email = `store-rider-${Date.now()}@example.com`
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: 'alpine-passes-all-day', firstName: 'Noor', lastName: 'Lind' },
  })
  expect(registered.status()).toBe(201)

  await page.goto(`/product/${product.handle}`)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title)
  if (product.variants.nodes.length > 1) await page.getByLabel('Options').selectOption(variant.id)
  await expect(page.getByRole('main')).toContainText(formatPrice(variant.price.amount, 'EUR'))
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  const cartButton = page.getByRole('banner').getByRole('button', { name: /^Open cart/ })
  await expect(cartButton).toHaveAccessibleName('Open cart, 1 item')

  const cart = await openCart(page)
  await expect(cart.getByTestId('line-price')).toHaveText(`${formatPrice(variant.price.amount, 'EUR')} each`)
  await cart.getByRole('link', { name: 'Checkout' }).click()

  // The store works out its own tax and shipping: the app does not guess them.
  const checkout = page.getByRole('form', { name: 'Checkout' })
  const summary = checkout.getByTestId('checkout-totals')
  await expect(summary).toContainText(`Subtotal${formatPrice(variant.price.amount, 'EUR')}`)
  await expect(summary).toContainText('Shipping and taxAt payment')
  await expect(checkout.getByLabel('Card number')).toHaveCount(0)
  await fillCheckout(checkout, {
    email,
    firstName: 'Noor',
    lastName: 'Lind',
    address: 'Via dello Stelvio 1',
    city: 'Bormio',
    state: 'SO',
    zip: '23032',
  })
  await checkout.getByRole('button', { name: 'Continue to payment' }).click()

  // The browser is at the store's checkoutUrl, whose cart holds exactly the rider's line.
  await expect(page).toHaveURL(new RegExp(`^${TEST_STORE_URL}/checkouts/cn/[A-Za-z0-9_-]+$`))
  await expect(page.getByTestId('checkout-lines').getByRole('listitem')).toHaveText([
    `${product.title} — ${variant.title} × 1`,
  ])
  await expect(page.getByTestId('checkout-email')).toContainText(email)
  const cartToken = new URL(page.url()).pathname.split('/').pop()

  // The rider pays there; the store takes the order (its admin, as a test drives it).
  const placed = await request.post(`${TEST_STORE_URL}/__test/orders`, { data: { cart: cartToken } })
  expect(placed.status()).toBe(201)
  const order = (await placed.json()) as { id: number; name: string; total_price: string }
  const hook = {
    url: `${STORE_SHOP_URL}/api/webhooks/shopify`,
    secret: TEST_STORE_WEBHOOK_SECRET,
    topic: 'orders/create',
    orderId: order.id,
    webhookId: `create-${order.id}`,
  }
  const send = async (data: Record<string, unknown>) =>
    (await (await request.post(`${TEST_STORE_URL}/__test/webhooks`, { data })).json()) as {
      status: number
      body: string
    }

  // A forged signature is refused, and changes nothing.
  expect((await send({ ...hook, secret: 'not-the-store-secret' })).status).toBe(401)
  await page.goto('/account/orders')
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible()

  expect((await send(hook)).status).toBe(200)
  // A replay is taken and changes nothing.
  const replay = await send(hook)
  expect(replay.status).toBe(200)
  expect(JSON.parse(replay.body)).toEqual({ received: true, recorded: false })

  await page.reload()
  const article = page.getByRole('article', { name: `Order ${order.name}` })
  await expect(article.getByTestId('order-status')).toHaveText('Paid')
  await expect(article).toContainText(product.title)
  await expect(article.getByTestId('order-totals')).toContainText(
    `Total${formatPrice(order.total_price, 'EUR')}`,
  )
  await expect(page.getByRole('article', { name: /^Order / })).toHaveCount(1)
  // The store's order took the line out of the rider's cart.
  await expect(cartButton).toHaveAccessibleName('Open cart')

  // Shipped: the store's fulfilment, with its tracking.
  const fulfilled = await request.post(`${TEST_STORE_URL}/__test/orders/${order.id}/fulfilment`, {
    data: {
      trackingNumber: 'RR123456789IT',
      company: 'Poste Italiane',
      url: 'https://track.example/RR123456789IT',
    },
  })
  expect(fulfilled.ok()).toBe(true)
  expect(
    (await send({ ...hook, topic: 'orders/fulfilled', webhookId: `fulfilled-${order.id}` })).status,
  ).toBe(200)
  await page.reload()
  await expect(article.getByTestId('order-status')).toHaveText('Shipped')
  await expect(article).toContainText('Poste Italiane: RR123456789IT')

  // The orders seen online open again with no signal, from what this device saved.
  await context.setOffline(true)
  await page.reload()
  await expect(article.getByTestId('order-status')).toHaveText('Shipped')
  await context.setOffline(false)

  // The product page seen online opens again with no signal, from what this device saved.
  await page.goto(`/product/${product.handle}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title)
  await waitForSavedCache(page, product.handle)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: "You're offline —" })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title)
  await expect(page.getByRole('main')).toContainText('€')
  await context.setOffline(false)
})

test.describe('the store’s own menus', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false })

  test('the header and the footer are the store’s menus, each link leading to the shop’s page for it', async ({
    browser,
    page,
  }) => {
    // Before any script: the server's page has the store's menus, and none of the emulator's.
    const server = await serverHtml(browser, '/about')
    const serverNav = server.page.getByRole('navigation', { name: 'Main' })
    await expect(serverNav.getByRole('link', { name: 'Casques', exact: true })).toHaveAttribute(
      'href',
      '/shop/casques',
    )
    await expect(serverNav.getByRole('link', { name: 'Helmets', exact: true })).toHaveCount(0)
    await expect(server.page.getByRole('contentinfo').getByRole('heading', { name: 'Aide' })).toBeVisible()
    await server.close()

    await page.goto('/about')
    await appReady(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('listitem')).toHaveText([
      'HOME',
      'Boutique',
      'Casques',
      'Bottes',
      'Soldes',
      'Rallye',
    ])
    for (const seedName of ['Shop All', 'Jackets', 'Bike Gear']) {
      await expect(page.getByRole('banner').getByText(seedName, { exact: true })).toHaveCount(0)
    }
    // Another site's address stays as it is.
    await expect(nav.getByRole('link', { name: 'Rallye' })).toHaveAttribute(
      'href',
      'https://rallye-nordkap.example/inscription',
    )
    // An item with no items of its own is a link, with no dropdown.
    const boots = nav.getByRole('link', { name: 'Bottes', exact: true })
    await expect(boots).not.toHaveAttribute('aria-expanded')

    // A column of the store's third level: a collection filtered by a tag.
    const helmets = nav.getByRole('link', { name: 'Casques', exact: true })
    await expect(helmets).toHaveAttribute('aria-expanded', 'false')
    await helmets.hover()
    const panel = page.locator('[data-menu-panel="casques"]')
    await expect(panel.getByRole('link', { name: /Shop all Casques/ })).toBeVisible()
    await panel.getByRole('list', { name: 'Par type' }).getByRole('link', { name: 'Intégraux' }).click()
    await expect(page).toHaveURL(/\/shop\/casques\/integral$/)
    await expect(cards(page).first()).toBeVisible()

    // The store's own list of a vendor's products is the shop's search for it.
    await helmets.hover()
    await panel.getByRole('list', { name: 'Marques' }).getByRole('link', { name: 'Nordkap' }).click()
    await expect(page).toHaveURL(/\/shop\?search=Nordkap$/)
    await expect(cards(page).first()).toBeVisible()

    await boots.click()
    await expect(page).toHaveURL(/\/shop\/bottes$/)
    await expect(boots).toHaveAttribute('aria-current', 'page')
    await expect(cards(page).first()).toBeVisible()

    // The footer: the store's columns, its leaves under the menu's title.
    const footer = page.getByRole('contentinfo')
    const column = (name: string) => footer.getByRole('navigation', { name })
    await expect(column('Aide').getByRole('link')).toHaveText(['Nous contacter', 'Livraison', 'Garantie'])
    await expect(column('Aide').getByRole('link', { name: 'Livraison' })).toHaveAttribute('href', '/shipping')
    // A store page the shop has no page of its own for: the store's.
    await expect(column('Aide').getByRole('link', { name: 'Garantie' })).toHaveAttribute(
      'href',
      `${TEST_STORE_PRIMARY_DOMAIN}/pages/garantie`,
    )
    await expect(column('La maison').getByRole('link', { name: 'Journal' })).toHaveAttribute(
      'href',
      '/stories',
    )
    await expect(column('Infos').getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
      'href',
      `${TEST_STORE_PRIMARY_DOMAIN}/policies/legal-notice`,
    )
    await column('Aide').getByRole('link', { name: 'Nous contacter' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('every menu link into the shop opens a page with products or content', async ({ page, request }) => {
    await page.goto('/')
    await appReady(page)
    const paths = new Set<string>()
    for (const region of [page.getByRole('navigation', { name: 'Main' }), page.getByRole('contentinfo')]) {
      for (const href of await region
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        if (href.startsWith('/')) paths.add(href)
      }
    }
    // Every item of the panels too: the mobile menu holds them all.
    await page.setViewportSize({ width: 390, height: 800 })
    await page.getByRole('button', { name: 'Open menu' }).click()
    const sheet = page.getByRole('dialog', { name: 'Menu' })
    // Folded groups' links too: out of the accessibility tree until opened, but in the page.
    for (const href of await sheet
      .getByRole('navigation', { name: 'Mobile' })
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      if (href.startsWith('/')) paths.add(href)
    }
    expect([...paths].sort()).toEqual(
      [
        '/',
        '/about',
        '/contact',
        '/products',
        '/shipping',
        '/shop',
        '/shop/bottes',
        '/shop/casques',
        '/shop/casques/integral',
        '/shop/casques/modulable',
        '/shop/casques/jet',
        '/shop/blousons',
        '/shop/soldes',
        '/shop?search=Fjordline',
        '/shop?search=Nordkap',
        '/stories',
        '/wishlist',
      ].sort(),
    )
    for (const path of paths) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      if (!path.startsWith('/shop/') && !path.startsWith('/shop?')) continue
      await page.goto(path)
      await expect(cards(page).first(), path).toBeVisible()
    }
  })
})

/** The seed's taxonomy: what the emulator's store names its categories, brands and product types. */
// The shop's own label is the shop's, whatever store it sells from (docs/decisions/0004-shop-identity.md).
const ownBrands = new Set<string>(site.brands.map((brand) => brand.name))
const seedBrands = [...new Set(seedCategories.flatMap((category) => category.vendors))].filter(
  (brand) => !ownBrands.has(brand),
)
const seedProductTypes = [
  ...new Set(seedCategories.flatMap((category) => category.subcategories.map((sub) => sub.productType))),
]
const seedCategoryNames = [...new Set(seedCategories.map((category) => category.name))]

/** Every address of the shop the store's menus lead to: the header, the footer and the mobile menu's every item. */
async function menuPaths(page: Page) {
  await page.goto('/')
  await appReady(page)
  const paths = new Set<string>(['/'])
  const add = async (links: ReturnType<Page['locator']>) => {
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? '')))
      if (href.startsWith('/')) paths.add(href)
  }
  await add(page.getByRole('navigation', { name: 'Main' }).locator('a'))
  await add(page.getByRole('contentinfo').locator('a'))
  await page.setViewportSize({ width: 390, height: 800 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await add(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Mobile' }).locator('a'),
  )
  await page.setViewportSize({ width: 1280, height: 800 })
  return [...paths].sort()
}

test.describe('a store shaped like a stranger’s', () => {
  test('no page the menus reach names a category, brand or product type of the seed, and each lists or says something', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const paths = await menuPaths(page)
    // The home page and the overview each also lead to every collection they show.
    for (const start of ['/', '/shop']) {
      await page.goto(start)
      await appReady(page)
      for (const href of await page
        .getByRole('main')
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
        if (href.startsWith('/shop/') || href.startsWith('/products')) paths.push(href)
    }
    for (const path of [...new Set(paths)]) {
      await page.goto(path)
      await appReady(page)
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible()
      if (path.startsWith('/shop/') || path.startsWith('/products'))
        await expect(cards(page).first(), path).toBeVisible()
      const text = await page.locator('body').innerText()
      for (const name of [...seedBrands, ...seedProductTypes])
        expect(text, `${path} names ${name}`).not.toContain(name)
      const named = await page
        .locator('a, h1, h2, h3, option, summary, label')
        .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ''))
      for (const name of seedCategoryNames) expect(named, `${path} names ${name}`).not.toContain(name)
    }
  })

  test('the header, the footer and the home page name the store by its own name and slogan', async ({
    browser,
    page,
  }) => {
    const shop = await storeQuery<{ shop: { name: string; brand: { slogan: string } } }>(
      page.request,
      '{ shop { name brand { slogan } } }',
    )
    const check = async (view: Page) => {
      const home = view.getByRole('banner').getByRole('link', { name: shop.shop.name, exact: true })
      await expect(home).toHaveAttribute('href', '/')
      // A store without a logo is named by its name alone.
      await expect(home.locator('img')).toHaveCount(0)
      const footer = view.getByRole('contentinfo')
      await expect(footer.getByText(shop.shop.brand.slogan, { exact: true })).toBeVisible()
      await expect(
        footer.getByText(`© ${site.copyrightYear} ${shop.shop.name}. All rights reserved.`),
      ).toBeVisible()
      await expect(view.getByRole('main').getByText(shop.shop.name, { exact: true })).toBeVisible()
      for (const region of [view.getByRole('banner'), footer])
        await expect(region.getByText(site.name)).toHaveCount(0)
    }
    // Before any script, as the server sends it, and in the running app.
    const server = await serverHtml(browser, '/')
    await check(server.page)
    await server.close()
    await page.goto('/')
    await appReady(page)
    await check(page)
  })

  test('a product page’s breadcrumb leads to its collection the store’s menu names', async ({ page }) => {
    await page.goto('/shop/casques')
    const first = cards(page).first()
    const title = (await first.getByRole('heading').textContent()) ?? ''
    await first.getByRole('link', { name: title }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const handle = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '')
    const { product } = await storeQuery<{
      product: { productType: string; collections: { nodes: { handle: string }[] } }
    }>(
      page.request,
      'query($h: String!) { product(handle: $h) { productType collections(first: 20) { nodes { handle } } } }',
      {
        h: handle,
      },
    )
    const crumb = page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: product.productType })
    // Its collections are read beside the product: the link leads to one once they are in.
    await expect(crumb).toHaveAttribute('href', /^\/shop\/[^/]+$/)
    const href = (await crumb.getAttribute('href')) ?? ''
    expect(product.collections.nodes.map((c) => `/shop/${c.handle}`)).toContain(href)
    await crumb.click()
    await expect(cards(page).first()).toBeVisible()
  })

  test('the chat’s prices are the store’s, in its currency', async ({ page }) => {
    const { search } = await storeQuery<{ search: { totalCount: number } }>(
      page.request,
      '{ search(query: "casques", first: 1, types: [PRODUCT]) { totalCount } }',
    )
    await page.goto('/')
    await appReady(page)
    await page.getByRole('button', { name: 'Chat with us' }).click()
    const panel = page.getByRole('region', { name: 'Chat with Open Road' })
    await panel.getByLabel('Your message').fill('How much are casques?')
    await panel.getByLabel('Your message').press('Enter')
    await expect(panel.getByTestId('bot-message').last()).toHaveText(
      new RegExp(
        `^Products matching “casques” run from €[\\d,.]+ to €[\\d,.]+, across ${search.totalCount} products in our catalogue`,
      ),
    )
  })

  test('the emulator’s own things are not made for it: no demo account, blog stories or own-label products', async ({
    page,
  }) => {
    const signIn = await page.request.post('/api/auth/login', {
      data: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    })
    expect(signIn.status()).toBe(401)
    expect(await (await page.request.get('/api/blog/featured')).json()).toEqual([])
    expect(await (await page.request.get('/api/products/featured')).json()).toEqual([])
    await page.goto('/stories')
    await appReady(page)
    await expect(page.getByText('No stories have been published yet.')).toBeVisible()
  })

  test('every value of every filter of a collection narrows its listing, and the count it shows is what it lists', async ({
    page,
  }) => {
    test.setTimeout(300_000)
    await page.goto('/shop/casques')
    const filters = page.getByRole('complementary', { name: 'Filters' })
    if (!(await filters.isVisible())) await page.getByRole('button', { name: /^Filters/ }).click()
    await expect(filters).toBeVisible()
    const boxes = filters.getByRole('checkbox')
    const total = await boxes.count()
    expect(total).toBeGreaterThan(10)
    const labels = await boxes.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ''),
    )
    for (const label of labels) {
      const counted = Number(/\((\d+)\)/.exec(label)?.[1])
      const name = label.replace(/\s*\(\d+\).*$/, '').trim()
      // By its name: values that would list nothing leave the sidebar while another is chosen.
      const box = filters.getByRole('checkbox', {
        name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*,`),
      })
      await box.check()
      await expect(page).toHaveURL(/filter=/)
      const matching = page.getByTestId('listing-matching')
      await expect(matching, label).toHaveText(`${counted} ${counted === 1 ? 'product' : 'products'}`)
      await expect(cards(page), label).toHaveCount(Math.min(counted, 48))
      await box.uncheck()
      await expect(page).not.toHaveURL(/filter=/)
    }
    // Its options under its own names.
    for (const group of ['Taille', 'Couleur'])
      await expect(filters.locator('summary').filter({ hasText: new RegExp(`^${group}`) })).toBeVisible()
  })
})

test('the outfit builder’s slots list the store’s collections named for them', async ({ page, request }) => {
  const collectionTitles = async (handle: string, first: number) =>
    (
      await storeQuery<{ collection: { products: { nodes: { title: string }[] } } | null }>(
        request,
        'query($handle: String!, $first: Int!) { collection(handle: $handle) { products(first: $first) { nodes { title } } } }',
        { handle, first },
      )
    ).collection?.products.nodes.map((product) => product.title) ?? []
  await page.goto('/apparel-builder')
  const panel = page.getByRole('tabpanel')
  for (const [tab, handle, first] of [
    ['Jackets', 'blousons-cuir', 20],
    ['Boots', 'bottes', 20],
    ['Helmets', 'casques', 20],
  ] as const) {
    await page.getByRole('tab', { name: tab, exact: true }).click()
    const titles = await collectionTitles(handle, first)
    expect(titles.length, handle).toBeGreaterThan(0)
    await expect(panel.getByRole('article').getByRole('heading')).toHaveText(titles)
  }
})

test('search suggestions are the store’s own products, in its currency', async ({ page, request }) => {
  const [first] = await storeProducts(request, 'vendor:Fjordline', 1)
  if (!first) throw new Error('The test store has no Fjordline product')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/about')
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' })
  await search.pressSequentially('fjordline')
  const list = page.getByRole('banner').getByRole('listbox', { name: 'Search products' })
  const product = list.getByRole('option', { name: new RegExp(`^${first.title}`) })
  await expect(product).toContainText('Fjordline')
  await expect(product).toContainText('€')
  await product.click()
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible()
})
