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

async function bestSellingTitles(request: APIRequestContext, query: string, first: number) {
  const data = await storefrontQuery<{ products: { edges: { node: { title: string } }[] } }>(
    request,
    'query($q: String, $first: Int!) { products(first: $first, query: $q, sortKey: BEST_SELLING) { edges { node { title } } } }',
    { q: query, first },
  )
  return data.products.edges.map((edge) => edge.node.title)
}

const cardsOf = (page: Page) => page.getByTestId('product-results').getByRole('article')
const cardTitles = (page: Page) => cardsOf(page).getByRole('heading').allTextContents()

const overview = [
  { slug: 'helmets', name: 'Helmets' },
  { slug: 'jackets', name: 'Jackets' },
  { slug: 'vests', name: 'Vests' },
  { slug: 'bottoms', name: 'Bottoms' },
  { slug: 'shirts-flannels', name: 'Shirts & Flannels' },
  { slug: 'boots', name: 'Boots' },
]

test.describe('category overview /shop', () => {
  test('six tiles carry the live counts, a subcategory preview and "+N more"', async ({ page, request }) => {
    const counts = await liveCounts(
      request,
      overview.map((c) => `tag:${c.slug}`),
    )
    await page.goto('/shop')
    await expect(page.getByRole('heading', { level: 1, name: 'SHOP ALL CATEGORIES' })).toBeVisible()

    const tiles = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(tiles).toHaveCount(6)
    for (const [index, category] of overview.entries()) {
      const tile = tiles.nth(index)
      await expect(tile.getByRole('heading', { level: 2 })).toHaveText(category.name)
      await expect(tile.getByTestId('tile-count')).toHaveText(`${counts[index]} items`)
      await expect(tile.getByRole('heading').getByRole('link')).toHaveAttribute(
        'href',
        `/shop/${category.slug}`,
      )
    }

    const helmets = tiles.first()
    const preview = helmets.getByRole('list', { name: 'Helmets subcategories' }).getByRole('link')
    await expect(preview).toHaveText([
      'Full Face Helmets',
      'Modular Helmets',
      'Half Helmets',
      'Open Face Helmets',
    ])
    await expect(helmets).toContainText('+3 more')

    const [leatherCount] = await liveCounts(request, ['tag:leather-jackets'])
    const leather = page
      .getByRole('region', { name: 'More to explore' })
      .getByRole('article')
      .filter({
        has: page.getByRole('heading', { name: 'Leather Jackets', exact: true }),
      })
    await expect(leather.getByTestId('tile-count')).toHaveText(`${leatherCount} items`)
  })

  test('a tile opens its listing, a subcategory opens the deeper listing', async ({ page }) => {
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

  test('counts hold a placeholder while they load', async ({ page }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/*/graphql.json', async (route) => {
      if (route.request().postData()?.includes('ProductCounts')) await held
      await route.continue()
    })
    await openInTheBrowser(page, '/shop')
    const count = page.getByTestId('tile-count').first()
    await expect(count).toHaveAttribute('aria-busy', 'true')
    release()
    await expect(count).toHaveText(/^\d+ items$/)
    await expect(count).toHaveAttribute('aria-busy', 'false')
  })

  test('counts are left out when the storefront cannot give them', async ({ page }) => {
    // A GraphQL error (no console noise, unlike a dropped connection) stands for an unreachable storefront.
    await page.route('**/api/*/graphql.json', async (route) => {
      if (!route.request().postData()?.includes('ProductCounts')) return route.continue()
      return route.fulfill({ json: { errors: [{ message: 'Service unavailable' }] } })
    })
    await openInTheBrowser(page, '/shop')
    await expect(page.getByRole('heading', { level: 1, name: 'SHOP ALL CATEGORIES' })).toBeVisible()
    const counts = page.getByTestId('tile-count')
    await expect(counts).toHaveCount(16)
    await expect(counts.first()).toHaveAttribute('aria-busy', 'false')
    for (const text of await counts.allTextContents()) expect(text).toBe('')
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

test.describe('/category pages', () => {
  const fixedPages = [
    { name: 'jackets', heading: 'Leather Jackets', tag: 'leather-jackets' },
    { name: 'leather', heading: 'Leather Jackets', tag: 'leather-jackets' },
    { name: 'leather-jackets', heading: 'Leather Jackets', tag: 'leather-jackets' },
    { name: 'boots', heading: 'Boots', tag: 'boots' },
    { name: 'whips', heading: 'Whips', tag: 'whips' },
    { name: 'apparel', heading: 'Apparel', tag: 'apparel' },
    { name: 'accessories', heading: 'Accessories', tag: 'accessories' },
    { name: 'jewelry', heading: 'Jewelry', tag: 'jewelry' },
  ]

  for (const category of fixedPages) {
    test(`/category/${category.name} shows ${category.heading}, 48 of its products`, async ({
      page,
      request,
    }) => {
      const expected = await bestSellingTitles(request, `tag:${category.tag}`, 48)
      await page.goto(`/category/${category.name}`)
      await expect(page.getByRole('heading', { level: 1, name: category.heading })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(category.heading))
      await expect(cardsOf(page)).toHaveCount(48)
      expect(await cardTitles(page)).toEqual(expected)
    })
  }

  test('Load More brings the rest of a category', async ({ page, request }) => {
    const [total] = await liveCounts(request, ['tag:whips'])
    expect(total).toBeGreaterThan(48)
    await page.goto('/category/whips')
    await expect(cardsOf(page)).toHaveCount(48)
    await page.getByRole('button', { name: 'Load More Products' }).click()
    await expect(cardsOf(page)).toHaveCount(Math.min(total ?? 0, 96))
  })

  test('helmets: the type select and the search filter the list and survive a reload', async ({
    page,
    request,
  }) => {
    const all = buildProductSearchQuery({ productType: ['Guardian Bells', 'Helmet Accessories'] })
    const [allCount] = await liveCounts(request, [all])
    await page.goto('/category/helmets')
    await expect(page.getByRole('heading', { level: 1, name: 'Bells & Helmet Accessories' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Safety First' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Shop DOT-certified helmets' })).toHaveAttribute(
      'href',
      '/shop/helmets',
    )
    await expect(cardsOf(page)).toHaveCount(Math.min(allCount ?? 0, 100))

    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Guardian & Bravo Bells' })
    await expect(page).toHaveURL(/type=bells/)
    const bells = await bestSellingTitles(request, 'product_type:"Guardian Bells"', 100)
    await expect(cardsOf(page)).toHaveCount(bells.length)
    expect(await cardTitles(page)).toEqual(bells)

    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Helmet Accessories' })
    await page.getByLabel('Search bells and helmet accessories').fill('liner')
    await expect(page).toHaveURL(/q=liner/)
    const liners = await bestSellingTitles(
      request,
      buildProductSearchQuery({ text: 'liner', productType: 'Helmet Accessories' }),
      100,
    )
    expect(liners.length).toBeGreaterThan(0)
    await expect(cardsOf(page)).toHaveCount(liners.length)
    expect(await cardTitles(page)).toEqual(liners)

    await page.reload()
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('accessories')
    await expect(page.getByLabel('Search bells and helmet accessories')).toHaveValue('liner')
    await expect(cardsOf(page)).toHaveCount(liners.length)
    expect(await cardTitles(page)).toEqual(liners)
  })

  test('an invalid helmets type falls back to all items', async ({ page }) => {
    await page.goto('/category/helmets?type=rockets')
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('all')
    await expect(cardsOf(page).first()).toBeVisible()
  })

  test('an unknown name shows the not-found page', async ({ page }) => {
    await page.goto('/category/unknown')
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
