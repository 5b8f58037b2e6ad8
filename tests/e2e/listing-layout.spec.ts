import { expect, test } from './support/test'

/**
 * A listing's cards off screen are not laid out until a rider scrolls near them; meanwhile each is
 * held at the height it will have (src/features/catalogue/components/product-card.tsx). Scrolling
 * through the whole page lays every card out, and what is below them (Load More) stays where it was.
 */
const screens = [
  { name: 'a phone (two columns)', viewport: { width: 412, height: 915 } },
  { name: 'a tablet (three columns)', viewport: { width: 800, height: 1000 } },
  { name: 'a laptop (four columns, filters beside)', viewport: { width: 1440, height: 900 } },
]

for (const { name, viewport } of screens) {
  test(`on ${name}, laying a listing's cards out as they come into view moves nothing below them`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/products')
    const loadMore = page.getByRole('button', { name: 'Load More Products' })
    await expect(loadMore).toBeEnabled()
    const place = () => loadMore.evaluate((button) => button.getBoundingClientRect().top + window.scrollY)
    const before = await place()

    // Half a screen at a time to the end, as a rider's thumb goes, each step drawn.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y)
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      }
    })
    expect(await page.getByTestId('product-results').getByRole('article').count()).toBeGreaterThan(24)
    expect(Math.abs((await place()) - before), 'Load More moved by (px)').toBeLessThanOrEqual(1)
  })
}
