import { expect, test } from './support/test'

test('the app is installable: a linked manifest with name, icons, standalone display and shortcuts', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const response = await request.get(href ?? '')
  expect(response.ok()).toBe(true)
  const manifest = await response.json()
  expect(manifest).toMatchObject({
    name: 'Open Road Moto Supply',
    short_name: 'Open Road',
    display: 'standalone',
    start_url: '/',
    scope: '/',
  })
  const sizes = (manifest.icons as { sizes: string; purpose?: string; src: string }[]).map(
    (i) => `${i.sizes} ${i.purpose}`,
  )
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
  for (const icon of manifest.icons as { src: string }[])
    expect((await request.get(icon.src)).ok()).toBe(true)
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toContain('/products')

  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready
    return ready.active?.scriptURL ?? null
  })
  expect(registration).toMatch(/\/sw\.js$/)
})

test('the catalogue shows 8 skeleton cards while products load', async ({ page }) => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/2025-01/graphql.json', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/products')
  await expect(page.getByTestId('product-skeleton')).toHaveCount(8)
  release()
  await expect(page.getByTestId('product-results').getByRole('article')).toHaveCount(48)
  await expect(page.getByTestId('product-skeleton')).toHaveCount(0)
})
