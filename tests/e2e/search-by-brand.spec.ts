import type { APIRequestContext, Page } from '@playwright/test'
import { storefrontQuery } from './support/storefront'
import { expect, test } from './support/test'

// The header search is the store's own search (src/features/catalogue/listings.ts, searchListing),
// which looks words up in names, brands, product types and tags: a rider can search by brand.

test.use({
  reducedMotion: 'reduce',
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
})

/** How many products the storefront has for a query of its own, written here apart from the app's. */
async function storefrontCount(request: APIRequestContext, query: string) {
  const data = await storefrontQuery<{ search: { totalCount: number } }>(
    request,
    'query($q: String!) { search(query: $q, first: 1, types: [PRODUCT]) { totalCount } }',
    { q: query },
  )
  return data.search.totalCount
}

async function searchFromTheHeader(page: Page, text: string) {
  await page.goto('/')
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' })
  await search.fill(text)
  await search.press('Enter')
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(text)
  await expect(page).toHaveURL(/\/shop\?search=/)
}

const cards = (page: Page) => page.getByTestId('product-results').getByRole('article')

test("typing a brand's name in the header search finds that brand's products", async ({ page, request }) => {
  const brand = 'Blackstone Moto'
  const byBrand = await storefrontCount(request, `vendor:"${brand}"`)
  expect(byBrand).toBeGreaterThan(0)

  await searchFromTheHeader(page, 'Blackstone')
  await expect(page.getByTestId('listing-matching')).toHaveText(`${byBrand} products`)
  await expect(cards(page).first()).toBeVisible()
  // Each card's brand line names the brand.
  for (const card of await cards(page).all()) await expect(card).toContainText(brand)
})

test('a product type finds products whose names do not carry it', async ({ page, request }) => {
  const ofType = await storefrontCount(request, 'product_type:"Body Armor"')
  expect(ofType).toBeGreaterThan(0)
  // Names alone would find none of them.
  expect(await storefrontCount(request, 'title:*body* AND title:*armor*')).toBe(0)

  await searchFromTheHeader(page, 'body armor')
  await expect(page.getByTestId('listing-matching')).toHaveText(`${ofType} products`)
  await expect(cards(page)).toHaveCount(Math.min(ofType, 48))
})

/** How many products the store's search finds for words under its filters: its own total. */
async function searchTotal(request: APIRequestContext, words: string, filters: unknown[]) {
  const data = await storefrontQuery<{ search: { totalCount: number } }>(
    request,
    'query($q: String!, $f: [ProductFilter!]) { search(query: $q, first: 1, types: [PRODUCT], productFilters: $f) { totalCount } }',
    { q: words, f: filters },
  )
  return data.search.totalCount
}

test("the results are the store's search: its filters beside them narrow them, and its sorts order them", async ({
  page,
  request,
}) => {
  await searchFromTheHeader(page, 'jacket')
  await expect(page.getByTestId('listing-matching')).toHaveText(
    `${await searchTotal(request, 'jacket', [])} products`,
  )
  await expect(page.getByLabel('Sort by').locator('option')).toHaveText([
    'Best Match',
    'Price: Low to High',
    'Price: High to Low',
  ])

  // The store's Brand filter, with its counts: a brand narrows the results to exactly that many.
  const filters = page.getByRole('complementary', { name: 'Filters' })
  const brand = filters.getByRole('checkbox', { name: /^Highway Hawk\s*,\s*\d+ products$/ })
  const label = await brand.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '')
  const counted = Number(/(\d+) products$/.exec(label)?.[1])
  await brand.check()
  await expect(page).toHaveURL(/filter=/)
  const narrowed = await searchTotal(request, 'jacket', [{ productVendor: 'Highway Hawk' }])
  expect(narrowed).toBe(counted)
  await expect(page.getByTestId('listing-matching')).toHaveText(`${narrowed} products`)
  for (const card of await cards(page).all()) await expect(card).toContainText('Highway Hawk')

  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' })
  await expect(page).toHaveURL(/sort=price-low/)
  await expect(cards(page).first()).toBeVisible()
  // As Shopify's search lists them: cheapest first, sold-out products after the rest.
  const listed = await cards(page).evaluateAll((articles) =>
    articles.map((article) => ({
      price: Number(article.querySelector('p > span:first-child')?.textContent?.replace(/[^0-9.]/g, '')),
      soldOut: (article.textContent ?? '').includes('SOLD OUT'),
    })),
  )
  const firstSoldOut = listed.findIndex((card) => card.soldOut)
  if (firstSoldOut >= 0) expect(listed.slice(firstSoldOut).every((card) => card.soldOut)).toBe(true)
  const prices = listed.filter((card) => !card.soldOut).map((card) => card.price)
  expect(prices).toEqual([...prices].sort((a, b) => a - b))
})
