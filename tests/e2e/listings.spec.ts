import type { APIRequestContext, Page } from '@playwright/test'
import { storeFilters } from '../../src/features/catalogue/collection-listing'
import { listingSorts } from '../../src/features/catalogue/listing-options'
import type { ListingSearch } from '../../src/features/catalogue/listing-search'
import { catalogueListing } from '../../src/features/catalogue/listings'
import { buildProductSearchQuery } from '../../src/shared/search-query'
import { expectedCount, listingOf } from './support/collection-listing'
import { storefrontQuery } from './support/storefront'
import { expect, openInTheBrowser, test } from './support/test'
import { chooseFirstAvailable } from './support/variant-picker'

const cards = (page: Page) => page.getByTestId('product-results').getByRole('article')

/** The filters; on a phone they are in a sheet, opened by the Filters button. */
async function openFilters(page: Page) {
  const filters = page.getByRole('complementary', { name: 'Filters' })
  if (!(await filters.isVisible())) await page.getByRole('button', { name: /^Filters/ }).click()
  await expect(filters).toBeVisible()
  return filters
}

/** Closes the filters' sheet, back to the results and their own controls. */
const closeFilters = (page: Page) =>
  page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Show results' }).click()

/** The titles the storefront returns first for a query and sort: what the page must show, in order. */
async function expectedTitles(
  request: APIRequestContext,
  query: string,
  sortKey: string,
  reverse: boolean,
  first = 48,
) {
  const data = await storefrontQuery<{ products: { edges: { node: { title: string } }[] } }>(
    request,
    `query($q: String, $first: Int!, $reverse: Boolean) { products(first: $first, query: $q, sortKey: ${sortKey}, reverse: $reverse) { edges { node { title } } } }`,
    { q: query, first, reverse },
  )
  return data.products.edges.map((e) => e.node.title)
}

/**
 * The titles the store lists first for a collection under the listing's filters and sort (ranked
 * by rating for Highest Rated): what the page must show, in order.
 */
async function expectedCollectionTitles(
  request: APIRequestContext,
  handle: string,
  search: ListingSearch,
  parts: readonly string[] = [],
) {
  const listing = await listingOf(request, handle, parts)
  const sort = listingSorts.find((s) => s.value === (search.sort ?? 'relevance')) ?? listingSorts[0]
  // Best Match ranks by relevance to search words; with none, the store's best sellers.
  const sortKey =
    sort.sortKey === 'RELEVANCE' ? 'BEST_SELLING' : sort.sortKey === 'CREATED_AT' ? 'CREATED' : sort.sortKey
  const data = await storefrontQuery<{
    collection: {
      products: {
        edges: {
          node: { title: string; rating: { value: string } | null; count: { value: string } | null }
        }[]
      }
    }
  }>(
    request,
    `query($handle: String!, $filters: [ProductFilter!], $first: Int!, $reverse: Boolean) { collection(handle: $handle) {
      products(first: $first, filters: $filters, sortKey: ${sortKey}, reverse: $reverse) { edges { node { title
      rating: metafield(namespace: "reviews", key: "rating") { value }
      count: metafield(namespace: "reviews", key: "rating_count") { value } } } } } }`,
    {
      handle,
      filters: storeFilters(listing, search),
      first: sort.rankedByRating ? 250 : 48,
      reverse: sort.reverse,
    },
  )
  const nodes = data.collection.products.edges.map((edge) => edge.node)
  if (!sort.rankedByRating) return nodes.map((node) => node.title)
  const ranked = nodes.map((node, index) => ({
    title: node.title,
    index,
    rating: node.rating ? Number((JSON.parse(node.rating.value) as { value: string }).value) : -1,
    count: node.count ? Number(node.count.value) : 0,
  }))
  ranked.sort((a, b) => b.rating - a.rating || b.count - a.count || a.index - b.index)
  return ranked.slice(0, 48).map((product) => product.title)
}

async function expectListing(
  page: Page,
  request: APIRequestContext,
  slug: string,
  search: ListingSearch,
  parts: readonly string[] = [],
) {
  const titles = await expectedCollectionTitles(request, slug, search, parts)
  expect(titles.length).toBeGreaterThan(0)
  await expect(cards(page)).toHaveCount(titles.length)
  await expect(cards(page).getByRole('heading')).toHaveText(titles)
}

/** A store filter value's `input`, as the listing's address carries it. */
async function facetInput(request: APIRequestContext, handle: string, facetId: string, label: string) {
  const data = await storefrontQuery<{
    collection: { products: { filters: { id: string; values: { label: string; input: string }[] }[] } }
  }>(
    request,
    'query($handle: String!) { collection(handle: $handle) { products(first: 1) { filters { id values { label input } } } } }',
    { handle },
  )
  const value = data.collection.products.filters
    .find((facet) => facet.id === facetId)
    ?.values.find((v) => v.label === label)
  if (!value) throw new Error(`${handle} offers no ${facetId} ${label}`)
  return value.input
}

async function cardPrices(page: Page) {
  return (await cards(page).locator('p > span:first-child').allTextContents()).map((t) =>
    Number(t.replace(/[$,]/g, '')),
  )
}

test.describe('collection listings on live data', () => {
  test('helmets: banner count, each tab and its choices', async ({ page, request }) => {
    // The banner counts what the first tab (By Type) shows, not the whole collection.
    const count = await expectedCount(request, 'helmets', {})
    await page.goto('/shop/helmets')
    await expect(page.getByRole('heading', { level: 1, name: 'HELMETS' })).toBeVisible()
    await expect(page.getByTestId('listing-count')).toHaveText(`${count} Products Available`)
    await expect(page.getByRole('heading', { name: 'Why Choose Our Helmets' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'By Type' })).toBeChecked()
    await expectListing(page, request, 'helmets', {})
    await page.getByRole('radio', { name: 'Modular', exact: true }).click()
    await expect(page).toHaveURL(/choice=modular/)
    await expectListing(page, request, 'helmets', { choice: 'modular' })
    for (const title of await cards(page).getByRole('heading').allTextContents())
      expect(title).toMatch(/Modular/)

    await page.getByRole('radio', { name: 'Categories' }).click()
    await page.getByRole('radio', { name: 'Guardian Bells' }).click()
    await expect(page).toHaveURL(/tab=categories/)
    await expect(page).toHaveURL(/choice=guardian-bells/)
    await expectListing(page, request, 'helmets', { tab: 'categories', choice: 'guardian-bells' })
    for (const title of await cards(page).getByRole('heading').allTextContents())
      expect(title).toMatch(/Bell/)

    await page.getByRole('radio', { name: 'Riding Style' }).click()
    await page.getByRole('radio', { name: 'Adventure' }).click()
    await expectListing(page, request, 'helmets', { tab: 'riding-style', choice: 'adventure' })
    for (const title of await cards(page).getByRole('heading').allTextContents())
      expect(title).toMatch(/Dual Sport/)
  })

  test('jackets: each tab lists its own jackets', async ({ page, request }) => {
    await page.goto('/shop/jackets')
    for (const [label, tab] of [
      ["Men's", 'mens'],
      ["Women's", 'womens'],
      ['All Jackets', undefined],
    ] as const) {
      await page.getByRole('radio', { name: label, exact: true }).click()
      await expect(page.getByRole('radio', { name: label, exact: true })).toBeChecked()
      await expectListing(page, request, 'jackets', { tab })
    }
    await expect(page).not.toHaveURL(/tab=/)
  })

  const controlCases = [
    {
      slug: 'jackets',
      heading: 'JACKETS',
      tabs: ['All Jackets', "Men's", "Women's"],
      tab: { label: "Women's", search: { tab: 'womens' } as ListingSearch },
      brand: 'Highway Hawk',
    },
    {
      slug: 'helmets',
      heading: 'HELMETS',
      tabs: ['By Type', 'Categories', 'Riding Style'],
      tab: { label: 'Riding Style', search: { tab: 'riding-style' } as ListingSearch },
      brand: 'Iron Ridge',
    },
  ]
  for (const c of controlCases) {
    test(`${c.slug}: every sort in order, a tab, the store's filters, price range, view, chips, reload, clear`, async ({
      page,
      request,
    }) => {
      await page.goto(`/shop/${c.slug}`)
      await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible()
      for (const tab of c.tabs)
        await expect(page.getByRole('radio', { name: tab, exact: true })).toBeVisible()

      for (const sort of listingSorts) {
        await page.getByLabel('Sort by').selectOption({ label: sort.label })
        if (sort.value !== 'relevance') await expect(page).toHaveURL(new RegExp(`sort=${sort.value}`))
        await expectListing(page, request, c.slug, { sort: sort.value })
        if (sort.value === 'price-low' || sort.value === 'price-high') {
          const prices = await cardPrices(page)
          const sorted = [...prices].sort((a, b) => (sort.value === 'price-low' ? a - b : b - a))
          expect(prices).toEqual(sorted)
        }
      }
      await page.getByLabel('Sort by').selectOption({ label: 'Best Match' })

      await page.getByRole('radio', { name: c.tab.label, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`tab=${c.tab.search.tab}`))
      await expectListing(page, request, c.slug, c.tab.search)

      // One of the store's filters, really applied: its brand (Vendor) facet, with its count.
      const brandInput = await facetInput(request, c.slug, 'filter.p.vendor', c.brand)
      const filters = await openFilters(page)
      await filters.getByLabel(c.brand).check()
      await expect(page).toHaveURL(/filter=/)
      const withBrand = { ...c.tab.search, filter: [brandInput] }
      await expectListing(page, request, c.slug, withBrand)
      await expect(page.getByRole('button', { name: `Remove filter Brand: ${c.brand}` })).toBeVisible()
      await expect(page.getByTestId('listing-count')).toHaveText(
        `${await expectedCount(request, c.slug, withBrand)} Products Available`,
      )

      // Price range through the slider's keyboard, from the store's highest price down to $300.
      const maxThumb = filters.getByRole('slider', { name: 'Maximum price' })
      const top = Number(await maxThumb.getAttribute('aria-valuemax'))
      expect(top).toBeGreaterThan(300)
      await maxThumb.focus()
      for (let i = 0; i < Math.floor((top - 300) / 100); i++) await page.keyboard.press('PageDown')
      for (let i = 0; i < ((top - 300) % 100) / 10; i++) await page.keyboard.press('ArrowDown')
      await expect(page).toHaveURL(/max=300/)
      await expect(page.getByRole('button', { name: 'Remove filter Price: $0.00 – $300.00' })).toBeVisible()
      const narrowed = { ...withBrand, max: 300 }
      await expectListing(page, request, c.slug, narrowed)
      for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(300)
      await closeFilters(page)

      // The state survives a reload.
      await page.getByRole('radio', { name: 'List view' }).check()
      await expect(page).toHaveURL(/view=list/)
      await page.reload()
      await expect(page.getByRole('radio', { name: c.tab.label, exact: true })).toBeChecked()
      await expect(page.getByRole('radio', { name: 'List view' })).toBeChecked()
      await expect(page.getByRole('button', { name: `Remove filter Brand: ${c.brand}` })).toBeVisible()
      await expectListing(page, request, c.slug, narrowed)

      // Removing one chip, then Clear All Filters, widens the list again.
      await page.getByRole('button', { name: `Remove filter Brand: ${c.brand}` }).click()
      await expectListing(page, request, c.slug, { ...c.tab.search, max: 300 })
      await page.getByRole('button', { name: 'Clear All Filters' }).click()
      await expect(page).not.toHaveURL(/max=|filter=/)
      await expectListing(page, request, c.slug, c.tab.search)
    })
  }

  for (const slug of ['helmets', 'jackets']) {
    test(`${slug}: the empty state, Load More, Quick View with its Add to Cart, the card heart`, async ({
      page,
      request,
    }) => {
      // Nothing costs nothing: a price range of none.
      await page.goto(`/shop/${slug}?max=0`)
      await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible()
      await expect(
        page.getByText("Try adjusting your search or filters to find what you're looking for."),
      ).toBeVisible()
      await page.getByRole('button', { name: 'Clear All Filters' }).last().click()
      await expectListing(page, request, slug, {})

      await page.getByRole('button', { name: 'Load More Products' }).click()
      await expect.poll(() => cards(page).count()).toBeGreaterThan(48)

      const first = cards(page).first()
      const title = (await first.getByRole('heading').textContent())?.trim() ?? ''
      const quickView = first.getByRole('button', { name: `Quick view ${title}` })
      await quickView.click()
      const dialog = page.getByRole('dialog', { name: title })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('link', { name: 'View full details' })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()

      await first.getByRole('checkbox', { name: `Save ${title} to wishlist` }).click()
      await expect(first.getByRole('checkbox', { name: `Save ${title} to wishlist` })).toBeChecked()

      // Quick View's Add to Cart, signed out: the sign-in toast, then the sign-in page (and back).
      await quickView.click()
      // Nothing is chosen for the shopper: a product with sizes asks for one first.
      await expect(
        dialog.getByRole('button', { name: /^(Add to Cart|Choose a \w+|Sold Out)$/ }),
      ).toBeVisible()
      await chooseFirstAvailable(dialog)
      const addButton = dialog.getByRole('button', { name: 'Add to Cart' })
      if ((await addButton.count()) > 0 && (await addButton.isEnabled())) {
        await addButton.click()
        await expect(
          page.getByText('You need to sign in to add items to your cart.', { exact: true }),
        ).toBeVisible()
        await expect(page).toHaveURL(new RegExp(`/sign-in\\?returnTo=%2Fshop%2F${slug}`))
      }
    })
  }

  test("a deeper address lists the collection's products with its tag, named as the store's menu names it", async ({
    page,
    request,
  }) => {
    await page.goto('/shop/jackets/mens/textile-jackets')
    await expect(page.getByRole('heading', { level: 1, name: "MEN'S TEXTILE JACKETS" })).toBeVisible()
    await expect(page).toHaveTitle(/^Men's Textile Jackets/)
    await expectListing(page, request, 'jackets', {}, ['mens', 'textile-jackets'])
    for (const title of await cards(page).getByRole('heading').allTextContents())
      expect(title).toMatch(/Jacket/)
    // The store's filters narrow it further.
    const filters = await openFilters(page)
    await filters.getByLabel('In stock').check()
    await expect(page).toHaveURL(/filter=/)
    await expectListing(page, request, 'jackets', { filter: ['{"available":true}'] }, [
      'mens',
      'textile-jackets',
    ])

    await page.goto('/shop/helmets/full-face')
    await expect(page.getByRole('heading', { level: 1, name: 'FULL FACE HELMETS' })).toBeVisible()
    await expectListing(page, request, 'helmets', {}, ['full-face'])
  })

  test("a hand-edited filter that is not the store's is left out, and the listing shows", async ({
    page,
    request,
  }) => {
    const filter = encodeURIComponent(JSON.stringify(['{"bogus":1}', '{"available":"yes"}']))
    await page.goto(`/shop/vests?filter=${filter}`)
    await expectListing(page, request, 'vests', {})
    await expect(page.getByText('Error loading products')).toHaveCount(0)
  })

  test('a collection the store does not have is the not-found page, with a 404', async ({ page }) => {
    const response = await page.goto('/shop/space-suits')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
  })

  test('a storefront that fails says so, and Try again loads the listing', async ({ page, request }) => {
    await page.route('**/api/*/graphql.json', (route) =>
      route.fulfill({ json: { errors: [{ message: 'Throttled' }] } }),
    )
    await openInTheBrowser(page, '/shop/vests')
    const alert = page.getByRole('alert').filter({ hasText: 'Error loading' })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('Shopify storefront')
    await expect(alert).toContainText('Please check your storefront connection')
    await expect(alert).toContainText('Throttled')
    await page.unroute('**/api/*/graphql.json')
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expectListing(page, request, 'vests', {})
  })

  test("sold-out cards show the overlay and a disabled Sold Out button (the store's availability filter)", async ({
    page,
  }) => {
    await page.goto('/shop/boots')
    const filters = await openFilters(page)
    const outOfStock = filters.getByLabel('Out of stock')
    test.skip((await outOfStock.count()) === 0, 'the seed has no sold-out boots')
    await outOfStock.check()
    await expect(page).toHaveURL(/filter=/)
    await closeFilters(page)
    const card = cards(page).first()
    const title = (await card.getByRole('heading').textContent())?.trim() ?? ''
    await expect(card.getByText('SOLD OUT', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: `Sold Out: ${title}` })).toBeDisabled()
  })
})

test.describe('the complete catalogue /products', () => {
  const catalogueSorts = [
    { label: 'Name A-Z', sortKey: 'TITLE', reverse: false },
    { label: 'Price Low to High', sortKey: 'PRICE', reverse: false },
    { label: 'Price High to Low', sortKey: 'PRICE', reverse: true },
    { label: 'Brand', sortKey: 'VENDOR', reverse: false },
    { label: 'Newest First', sortKey: 'CREATED_AT', reverse: true },
  ]

  /** The titles the store lists first for a collection under /products' filters and sort. */
  async function categoryTitles(
    request: APIRequestContext,
    handle: string,
    search: ListingSearch,
    sortKey: string,
    reverse: boolean,
  ) {
    const data = await storefrontQuery<{ collection: { products: { nodes: { title: string }[] } } }>(
      request,
      `query($handle: String!, $filters: [ProductFilter!], $reverse: Boolean) { collection(handle: $handle) {
        products(first: 48, filters: $filters, sortKey: ${sortKey}, reverse: $reverse) { nodes { title } } } }`,
      { handle, filters: storeFilters(catalogueListing(handle), search), reverse },
    )
    return data.collection.products.nodes.map((node) => node.title)
  }

  test('the whole catalogue in every sort, a category in its own, Quick View, and reload keeping the state', async ({
    page,
    request,
  }) => {
    await page.goto('/products')
    for (const sort of catalogueSorts) {
      await page.getByLabel('Sort by').selectOption({ label: sort.label })
      const titles = await expectedTitles(request, '', sort.sortKey, sort.reverse)
      await expect(cards(page).getByRole('heading')).toHaveText(titles)
    }
    await page.reload()
    await expect(page.getByLabel('Sort by')).toHaveValue('newest')

    // A category is the store's collection: sorted as a store sorts one, which has no vendor order.
    await page.getByLabel('Category').selectOption({ label: 'Helmets' })
    await expect(page).toHaveURL(/category=helmets/)
    await expect(page.getByLabel('Sort by').locator('option', { hasText: 'Brand' })).toHaveCount(0)
    await expect(page.getByLabel('Sort by')).toHaveValue('newest')
    await expect(cards(page).getByRole('heading')).toHaveText(
      await categoryTitles(request, 'helmets', {}, 'CREATED', true),
    )
    await page.reload()
    await expect(page.getByLabel('Category')).toHaveValue('helmets')

    const first = cards(page).first()
    const title = (await first.getByRole('heading').textContent())?.trim() ?? ''
    await first.getByRole('button', { name: `Quick view ${title}` }).click()
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
    await page.getByRole('button', { name: 'Close quick view' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test("the store's catalogue menu as categories, a category's own filters, price, chips, view, reload, words, Clear All Filters", async ({
    page,
    request,
  }) => {
    const menu = await storefrontQuery<{ menu: { items: { title: string }[] } }>(
      request,
      'query { menu(handle: "catalogue") { items { title } } }',
    )
    await page.goto('/products')
    await expect(cards(page)).toHaveCount(48)
    await expect(page.getByLabel('Category').locator('option')).toHaveText([
      'All Categories',
      ...menu.menu.items.map((item) => item.title),
    ])
    await page.getByLabel('Category').selectOption({ label: 'Motorcycle Boots' })
    await expect(page).toHaveURL(/category=boots/)
    await page.getByLabel('Sort by').selectOption({ label: 'Price Low to High' })

    const filters = await openFilters(page)
    await filters.getByLabel('Blackstone Moto').check()
    await expect(page).toHaveURL(/filter=/)
    await filters.getByRole('slider', { name: 'Minimum price' }).focus()
    await page.keyboard.press('PageUp')
    await expect(page).toHaveURL(/min=\d+/)
    const min = Number(new URL(page.url()).searchParams.get('min'))
    expect(min).toBeGreaterThan(0)
    await closeFilters(page)

    const brand = await facetInput(request, 'boots', 'filter.p.vendor', 'Blackstone Moto')
    const chosen = { category: 'boots', filter: [brand], min }
    const titles = await categoryTitles(request, 'boots', chosen, 'PRICE', false)
    expect(titles.length).toBeGreaterThan(0)
    await expect(cards(page).getByRole('heading')).toHaveText(titles)
    for (const price of await cardPrices(page)) expect(price).toBeGreaterThanOrEqual(min)
    for (const chip of ['Motorcycle Boots', 'Brand: Blackstone Moto'])
      await expect(page.getByRole('button', { name: `Remove filter ${chip}` })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Remove filter Price: / })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible()

    await page.getByRole('radio', { name: 'List view' }).check()
    await expect(page).toHaveURL(/view=list/)
    await page.reload()
    await expect(page.getByRole('radio', { name: 'List view' })).toBeChecked()
    await page.getByRole('button', { name: 'Filters (2)' }).click()
    await expect(filters.getByLabel('Blackstone Moto')).toBeChecked()
    await closeFilters(page)
    await expect(cards(page).getByRole('heading')).toHaveText(titles)

    // The store searches its whole catalogue, never one collection: words replace the category.
    await page.getByPlaceholder('Search by name, brand, or category...').fill('boot')
    await expect(page).toHaveURL(/q=boot/)
    await expect(page).not.toHaveURL(/category=|filter=/)
    await expect(page.getByRole('button', { name: 'Remove filter Motorcycle Boots' })).toBeHidden()
    await expect(cards(page).getByRole('heading')).toHaveText(
      await expectedTitles(request, buildProductSearchQuery({ text: 'boot', minPrice: min }), 'PRICE', false),
    )

    await page.getByRole('button', { name: 'Clear All Filters' }).first().click()
    await expect(page).not.toHaveURL(/q=|category=|filter=|min=/)
    await expect(cards(page).getByRole('heading')).toHaveText(
      await expectedTitles(request, '', 'PRICE', false),
    )
  })
})

test.describe('storefront caching', () => {
  test('a listing seen within 5 minutes comes from the cache; after that it is fetched again', async ({
    page,
  }) => {
    const sortKeys: string[] = []
    page.on('request', (request) => {
      if (!request.url().includes('/graphql.json')) return
      const body = request.postDataJSON() as { variables?: { sortKey?: string; handle?: string } } | null
      if (body?.variables?.sortKey && body.variables.handle === 'jackets')
        sortKeys.push(body.variables.sortKey)
    })
    // The server renders the listing and hands its answer over: the browser asks nothing for it.
    await page.goto('/shop/jackets')
    await expect(cards(page)).toHaveCount(48)
    // The clock is taken over once the page has come to life: installed before, its stand-in timers
    // can leave parts of the page that hydrate in idle moments waiting, and a first tap unanswered.
    await page.clock.install()
    const sort = page.getByLabel('Sort by')

    // Within the stale time: going back to Best Match asks nothing; each new sort asks once.
    await sort.selectOption({ label: 'Price: Low to High' })
    await expect(page).toHaveURL(/sort=price-low/)
    await sort.selectOption({ label: 'Best Match' })
    await expect(page).not.toHaveURL(/sort=/)
    await sort.selectOption({ label: 'Price: High to Low' })
    await expect.poll(() => sortKeys.length).toBe(2)
    // Best Match with no search words is the store's best sellers: RELEVANCE needs words.
    expect(sortKeys).not.toContain('RELEVANCE')
    expect(sortKeys.filter((key) => key === 'BEST_SELLING')).toHaveLength(0)
    await expect(cards(page)).toHaveCount(48)

    // Six minutes later the same listing is refreshed from the storefront.
    await page.clock.fastForward('06:00')
    await sort.selectOption({ label: 'Best Match' })
    await expect.poll(() => sortKeys.filter((key) => key === 'BEST_SELLING').length).toBe(1)
    await expect(cards(page)).toHaveCount(48)
  })
})
