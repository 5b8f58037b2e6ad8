import { CHROMIUM_ARGS, findChromium } from './support/chromium'
import { expect, openInTheBrowser, test } from './support/test'

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
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/products', '/cart'])

  // The install dialog's screenshots: one per form factor, each decoding at the size it declares.
  const screenshots = manifest.screenshots as { src: string; sizes: string; form_factor: string }[]
  expect(screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide'])
  for (const screenshot of screenshots) {
    const file = await request.get(screenshot.src)
    expect(file.ok(), screenshot.src).toBe(true)
    expect((await file.body()).length).toBeLessThan(150 * 1024)
    const size = await page.evaluate(async (src) => {
      const image = new Image()
      image.src = src
      await image.decode()
      return `${image.naturalWidth}x${image.naturalHeight}`
    }, screenshot.src)
    expect(size).toBe(screenshot.sizes)
  }

  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready
    return ready.active?.scriptURL ?? null
  })
  expect(registration).toMatch(/\/sw\.js$/)
})

test('Chromium finds the shop installable once the service worker controls it, and the panel offers Install app', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Chromium never offers installation in an incognito profile, which every other Playwright context is;
  // the flag lets it offer at once instead of after minutes of use.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, '--bypass-app-banner-engagement-checks'],
    baseURL,
    serviceWorkers: 'allow',
    // The intro splash would cover the header.
    reducedMotion: 'reduce',
  })
  const errors: string[] = []
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    })

    const cdp = await page.context().newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/)
    expect(manifest.errors).toEqual([])

    await page.getByRole('button', { name: 'Offline & app' }).click()
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Install app' })).toBeVisible()
  } finally {
    await context.close()
  }
  expect(errors, 'the page logged errors').toEqual([])
})

test('the catalogue shows 8 skeleton cards while products load in the browser', async ({ page }) => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/*/graphql.json', async (route) => {
    await held
    await route.continue()
  })
  await openInTheBrowser(page, '/products')
  await expect(page.getByTestId('product-skeleton')).toHaveCount(8)
  release()
  await expect(page.getByTestId('product-results').getByRole('article')).toHaveCount(48)
  await expect(page.getByTestId('product-skeleton')).toHaveCount(0)
})
