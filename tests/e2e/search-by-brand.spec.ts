import type { APIRequestContext, Page } from '@playwright/test'
import { storefrontQuery } from './support/storefront'
import { expect, test } from './support/test'

// The header search looks words up in names, brands, product types and tags
// (src/features/catalogue/listings.ts, searchListing), so a rider can search by brand.

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
