import type { APIRequestContext, Page } from '@playwright/test'
import { buildProductSearchQuery } from '../../src/shared/search-query'
import { storefrontQuery } from './support/storefront'
import { expect, openInTheBrowser, test } from './support/test'

/** What the storefront itself says each query matches, asked the way Shopify's `search` field counts. */
async function liveCounts(request: APIRequestContext, queries: readonly string[]) {
  const fields = queries.map(
    (query, index) =>
      `c${index}: search(query: ${JSON.stringify(query)}, first: 1, types: [PRODUCT]) { totalCount }`,
  )
  const data = await storefrontQuery<Record<string, { totalCount: number } | undefined>>(
    request,
    `query { ${fields.join(' ')} }`,
  )
  return queries.map((query, index) => {
    const count = data[`c${index}`]?.totalCount
    if (count === undefined) throw new Error(`The storefront gave no count for ${query}`)
    return count
  })
}

const cardsOf = (page: Page) => page.getByTestId('product-results').getByRole('article')
const cardTitles = (page: Page) => cardsOf(page).getByRole('heading').allTextContents()

/** A collection's product count as the store's availability filter gives it (the tiles' count). */
async function collectionCounts(request: APIRequestContext) {
  const data = await storefrontQuery<{
    collections: {
      nodes: { handle: string; products: { filters: { id: string; values: { count: number }[] }[] } }[]
    }
  }>(
    request,
    '{ collections(first: 100) { nodes { handle products(first: 1) { filters { id values { count } } } } } }',
  )
  return new Map(
    data.collections.nodes.map((node) => [
      node.handle,
      node.products.filters
        .find((filter) => filter.id === 'filter.v.availability')
        ?.values.reduce((sum, value) => sum + value.count, 0),
    ]),
  )
}

interface MenuNode {
  title: string
  url: string | null
  items?: MenuNode[]
}

/** The main menu's top items that lead to a collection, with the links beneath each, as the store has them. */
async function mainMenuCollections(request: APIRequestContext) {
  const data = await storefrontQuery<{ menu: { items: MenuNode[] } }>(
    request,
    '{ menu(handle: "main-menu") { items { title url items { title url items { title url } } } } }',
  )
  const leaves = (nodes: MenuNode[]): MenuNode[] =>
    nodes.flatMap((node) => ((node.items ?? []).length > 0 ? leaves(node.items ?? []) : [node]))
  return data.menu.items.flatMap((item) => {
    const handle = /\/collections\/([^/?]+)$/.exec(new URL(item.url ?? '').pathname)?.[1]
    if (!handle) return []
    const seen = new Set<string>()
    const links = leaves(item.items ?? []).filter((leaf) => {
      if (!leaf.url || seen.has(leaf.url)) return false
      seen.add(leaf.url)
      return true
    })
    return [{ handle, links: links.map((link) => link.title) }]
  })
}

test.describe("category overview /shop: the store's collections", () => {
  test("the main menu's collections first, with its links beneath each and live counts; then every other collection", async ({
    page,
    request,
  }) => {
    const counts = await collectionCounts(request)
    const headline = await mainMenuCollections(request)
    await page.goto('/shop')
    await expect(page.getByRole('heading', { level: 1, name: 'SHOP ALL CATEGORIES' })).toBeVisible()

    const tiles = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(tiles).toHaveCount(headline.length)
    for (const [index, item] of headline.entries()) {
      const tile = tiles.nth(index)
      await expect(tile.getByTestId('tile-count')).toHaveText(`${counts.get(item.handle)} items`)
      await expect(tile.getByRole('heading').getByRole('link')).toHaveAttribute(
        'href',
        `/shop/${item.handle}`,
      )
      await expect(tile.getByRole('list').getByRole('link')).toHaveText(item.links.slice(0, 4))
      if (item.links.length > 4) await expect(tile).toContainText(`+${item.links.length - 4} more`)
    }
    await expect(tiles.first().getByRole('heading', { level: 2 })).toHaveText('Helmets')

    const leather = page
      .getByRole('region', { name: 'More to explore' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Leather Jackets', exact: true }) })
    await expect(leather.getByTestId('tile-count')).toHaveText(`${counts.get('leather-jackets')} items`)
  })

  test('a tile opens its listing, a link beneath it the deeper listing', async ({ page }) => {
    await page.goto('/shop')
    await page.getByRole('main').getByRole('link', { name: 'Modular Helmets' }).click()
    await expect(page).toHaveURL(/\/shop\/helmets\/modular$/)

    await page.goto('/shop')
    await page
      .getByRole('main')
      .getByRole('heading', { name: 'Shirts & Flannels', exact: true })
      .getByRole('link')
      .click()
    await expect(page).toHaveURL(/\/shop\/shirts-flannels$/)
  })

  test('tiles hold their room while the store is asked', async ({ page }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/*/graphql.json', async (route) => {
      if (route.request().postData()?.includes('StoreCollections')) await held
      await route.continue()
    })
    await openInTheBrowser(page, '/shop')
    await expect(page.getByRole('list', { name: 'Loading categories' })).toHaveAttribute('aria-busy', 'true')
    release()
    await expect(page.getByTestId('tile-count').first()).toHaveText(/^\d+ items$/)
    await expect(page.getByRole('list', { name: 'Loading categories' })).toHaveCount(0)
  })

  test('a store that cannot answer is said so, with Try again', async ({ page }) => {
    // A GraphQL error (no console noise, unlike a dropped connection) stands for an unreachable storefront.
    let failing = true
    await page.route('**/api/*/graphql.json', async (route) => {
      if (!failing || !route.request().postData()?.includes('StoreCollections')) return route.continue()
      return route.fulfill({ json: { errors: [{ message: 'Service unavailable' }] } })
    })
    await openInTheBrowser(page, '/shop')
    await expect(page.getByRole('alert')).toContainText('did not send its categories')
    failing = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('article').getByRole('link', { name: 'Helmets', exact: true })).toBeVisible()
  })
})

test.describe('bottoms and shirts indexes', () => {
  test('/shop/bottoms lists every index href with live counts', async ({ page, request }) => {
    await page.goto('/shop/bottoms')
    const links = page.getByRole('navigation', { name: 'Shop by style' }).getByRole('link')
    await expect(links).toHaveCount(9)
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([
      '/shop/bottoms/mens/bootcut-jeans',
      '/shop/bottoms/mens/slim-stretch-jeans',
      ...[
        'shorts',
        'skinny-jeans',
        'straight-jeans',
        'flare-jeans',
        'bootcut-jeans',
        'wide-leg-jeans',
        'cargo-pants-skirts',
      ].map((sub) => `/shop/bottoms/womens/${sub}`),
    ])

    const [skinny] = await liveCounts(request, [
      buildProductSearchQuery({ tag: 'bottoms', productType: "Women's Skinny Jeans" }),
    ])
    expect(skinny).toBeGreaterThan(0)
    const index = page.getByRole('navigation', { name: 'Shop by style' })
    const tile = index
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: "Women's Skinny Jeans", exact: true }) })
    await expect(tile.getByTestId('tile-count')).toHaveText(`${skinny} items`)

    await index.getByRole('link', { name: "Men's Slim Stretch Jeans", exact: true }).click()
    await expect(page).toHaveURL(/\/shop\/bottoms\/mens\/slim-stretch-jeans$/)
  })

  test('/shop/shirts-flannels groups its index and counts every tile', async ({ page }) => {
    await page.goto('/shop/shirts-flannels')
    const index = page.getByRole('navigation', { name: 'Shop by style' })
    await expect(index.getByRole('heading', { level: 2 })).toHaveText([
      'Shop All Flannels',
      "Men's Flannels",
      "Women's Flannel Shirts",
      "Men's Shirts",
      "Women's Shirts",
    ])
    const hrefs = await index
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
    const flannels = [
      'armored-flannel',
      'long-sleeve-flannels',
      'sleeveless-flannels',
      'red-flannel',
      'conceal-carry-flannels',
      'plaid-flannel',
    ]
    expect(hrefs).toEqual([
      ...flannels.map((sub) => `/shop/shirts-flannels/${sub}`),
      ...flannels.map((sub) => `/shop/shirts-flannels/mens/${sub}`),
      ...['long-sleeve-flannels', 'conceal-carry-flannels', 'red-flannel'].map(
        (sub) => `/shop/shirts-flannels/womens/${sub}`,
      ),
      ...['t-shirts', 'long-sleeve-shirts', 'denim-shirts'].map((sub) => `/shop/shirts-flannels/mens/${sub}`),
      ...['t-shirts', 'tank-tops'].map((sub) => `/shop/shirts-flannels/womens/${sub}`),
    ])
    // Every link leads to products: no tile counts zero.
    const counts = index.getByTestId('tile-count')
    await expect(counts).toHaveCount(hrefs.length)
    // All counts come in one request: once one has arrived, all have.
    await expect(counts.first()).toHaveAttribute('aria-busy', 'false')
    for (const text of await counts.allTextContents()) expect(text).toMatch(/^[1-9]\d* items?$/)
  })
})

/** A collection's best sellers under the store's filters, as the store lists them. */
async function collectionTitles(
  request: APIRequestContext,
  handle: string,
  filters: readonly Record<string, unknown>[] = [],
  first = 48,
) {
  const data = await storefrontQuery<{ collection: { products: { nodes: { title: string }[] } } | null }>(
    request,
    `query($handle: String!, $first: Int!, $filters: [ProductFilter!]) {
      collection(handle: $handle) {
        products(first: $first, filters: $filters, sortKey: BEST_SELLING) { nodes { title } }
      }
    }`,
    { handle, first, filters },
  )
  if (!data.collection) throw new Error(`The store has no collection ${handle}`)
  return data.collection.products.nodes.map((node) => node.title)
}

test.describe('/category pages: the collection each address leads to', () => {
  const fixedPages = [
    // The store redirects /category/jackets and /category/leather to its leather jackets.
    { name: 'jackets', heading: 'Leather Jackets', collection: 'leather-jackets' },
    { name: 'leather', heading: 'Leather Jackets', collection: 'leather-jackets' },
    { name: 'leather-jackets', heading: 'Leather Jackets', collection: 'leather-jackets' },
    { name: 'boots', heading: 'Boots', collection: 'boots' },
    { name: 'whips', heading: 'Whips', collection: 'whips' },
    { name: 'apparel', heading: 'Apparel', collection: 'apparel' },
    { name: 'accessories', heading: 'Accessories', collection: 'accessories' },
    { name: 'jewelry', heading: 'Jewelry', collection: 'jewelry' },
  ]

  for (const category of fixedPages) {
    test(`/category/${category.name} shows ${category.heading}, 48 of its best sellers`, async ({
      page,
      request,
    }) => {
      const expected = await collectionTitles(request, category.collection)
      await page.goto(`/category/${category.name}`)
      await expect(page.getByRole('heading', { level: 1, name: category.heading })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(category.heading))
      await expect(cardsOf(page)).toHaveCount(48)
      expect(await cardTitles(page)).toEqual(expected)
    })
  }

  test('Load More brings the rest of a category', async ({ page, request }) => {
    const total = (await collectionTitles(request, 'whips', [], 250)).length
    expect(total).toBeGreaterThan(48)
    await page.goto('/category/whips')
    await expect(cardsOf(page)).toHaveCount(48)
    await page.getByRole('button', { name: 'Load More Products' }).click()
    await expect(cardsOf(page)).toHaveCount(Math.min(total, 96))
  })

  test("helmets: the store's bells collection, its notice, and the type select of its tabs, kept on reload", async ({
    page,
    request,
  }) => {
    const all = await collectionTitles(request, 'bells-and-helmet-accessories')
    await page.goto('/category/helmets')
    await expect(page.getByRole('heading', { level: 1, name: 'Bells & Helmet Accessories' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Safety First' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Shop DOT-certified helmets' })).toHaveAttribute(
      'href',
      '/shop/helmets',
    )
    // A collection is searched by no words of its own: the header's search is the shop's.
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveCount(0)
    expect(await cardTitles(page)).toEqual(all)

    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Guardian & Bravo Bells' })
    await expect(page).toHaveURL(/type=guardian-bravo-bells/)
    const bells = await collectionTitles(request, 'bells-and-helmet-accessories', [
      { productType: 'Guardian Bells' },
    ])
    expect(bells.length).toBeGreaterThan(0)
    await expect(cardsOf(page)).toHaveCount(bells.length)
    expect(await cardTitles(page)).toEqual(bells)

    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Helmet Accessories' })
    const accessories = await collectionTitles(request, 'bells-and-helmet-accessories', [
      { productType: 'Helmet Accessories' },
    ])
    await expect(page).toHaveURL(/type=helmet-accessories/)
    await expect(cardsOf(page).getByRole('heading')).toHaveText(accessories)
    await page.reload()
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('helmet-accessories')
    await expect(cardsOf(page).getByRole('heading')).toHaveText(accessories)
  })

  test('an invalid helmets type falls back to all items', async ({ page }) => {
    await page.goto('/category/helmets?type=rockets')
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('all')
    await expect(cardsOf(page).first()).toBeVisible()
  })

  test('a name the store has no collection for is the not-found page, with a 404', async ({ page }) => {
    const response = await page.goto('/category/unknown')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  })
})

test.describe('/test-shopify', () => {
  test('lists 10 products and 5 featured ones with the store it reads from', async ({ page, request }) => {
    const first = await storefrontQuery<{ products: { edges: { node: { title: string } }[] } }>(
      request,
      '{ products(first: 10) { edges { node { title } } } }',
    )
    await page.goto('/test-shopify')
    await expect(page.getByRole('heading', { level: 1, name: 'Storefront connection test' })).toBeVisible()
    await expect(page.getByText('2026-04', { exact: true })).toBeVisible()
    await expect(page.getByText('Connected', { exact: true })).toBeVisible()

    const products = page.getByRole('region', { name: 'Products (first 10)' }).getByRole('listitem')
    await expect(products).toHaveCount(10)
    await expect(products.getByRole('link')).toHaveText(first.products.edges.map((edge) => edge.node.title))
    await expect(products.first()).toContainText('$')

    const featured = page.getByRole('region', { name: 'Featured products (5)' }).getByRole('listitem')
    await expect(featured).toHaveCount(5)
    const link = featured.first().getByRole('link')
    const title = (await link.textContent()) ?? ''
    await link.click()
    await expect(page).toHaveURL(/\/product\//)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  })

  test('says clearly when the storefront cannot be reached', async ({ page }) => {
    await page.route('**/api/*/graphql.json', (route) =>
      route.fulfill({ json: { errors: [{ message: 'Service unavailable' }] } }),
    )
    await page.goto('/test-shopify')
    const alert = page.getByRole('alert').filter({ hasText: 'Cannot reach the storefront' })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('Service unavailable')
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
  })
})
