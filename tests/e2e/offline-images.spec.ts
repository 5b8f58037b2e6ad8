import { expect, test } from './support/test'

/** Loads an image as the page would (through the service worker) and returns its intrinsic width. */
function loadedWidth(src: string) {
  const image = new Image()
  image.src = src
  return image.decode().then(
    () => image.naturalWidth,
    () => 0,
  )
}

test('offline, a product image missing at one width is shown from the nearest width saved, preferring a wider one', async ({
  page,
  context,
}) => {
  await page.goto('/wishlist')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
  // Artwork is drawn as wide as asked, so an image's own width tells which copy answered.
  const image = '/images/products/helmet-black-7.svg'
  for (const width of [160, 800, 480])
    expect(await page.evaluate(loadedWidth, `${image}?width=${width}`)).toBe(width)

  await context.setOffline(true)
  expect(await page.evaluate(loadedWidth, `${image}?width=320`)).toBe(480)
  expect(await page.evaluate(loadedWidth, `${image}?width=640`)).toBe(800)
  expect(await page.evaluate(loadedWidth, `${image}?width=1200`)).toBe(800)
  // Never saved at any width: the grey "not saved" tile, which has no width of its own.
  expect(await page.evaluate(loadedWidth, '/images/products/helmet-black-8.svg?width=320')).not.toBe(320)
  await context.setOffline(false)
})
