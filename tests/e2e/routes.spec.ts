import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { appReady } from '../support/app-ready'
import { findProductHandle } from './support/storefront'
import { expect, test } from './support/test'

const NOT_FOUND = '404 Page Not Found'
const desktop = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } as const

const cards = (page: Page) => page.getByTestId('product-results').getByRole('article')
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

/** What a route must show beside its h1: product cards, the /shop tiles, or nothing more. */
type Shows = 'page' | 'products' | 'tiles' | 'not-found'

interface RouteCase {
  /** The path, or for product pages a name and a look-up of a real product (its path and h1). */
  path: string
  find?: (request: APIRequestContext) => Promise<{ path: string; title: string }>
  shows: Shows
}

const listingSlugs = [
  'helmets',
  'jackets',
  'vests',
  'boots',
  'luggage',
  'bike-gear',
  'accessories',
  'bottoms',
  'shirts-flannels',
]
const otherShopSlugs = ['gloves', 'biker-gear', 'apparel', 'bike-parts', 'rider-gear', 'lifestyle']
const categoryNames = [
  'helmets',
  'jackets',
  'leather',
  'leather-jackets',
  'boots',
  'whips',
  'apparel',
  'accessories',
  'jewelry',
]

/** Every route, one page each (the server-side /api/login and /api/logout are not screens). */
const routeTable: RouteCase[] = [
  { path: '/', shows: 'page' },
  { path: '/shop', shows: 'tiles' },
  ...[...listingSlugs, ...otherShopSlugs].map((slug) => ({
    path: `/shop/${slug}`,
    shows: 'products' as const,
  })),
  { path: '/shop/helmets/modular', shows: 'products' },
  { path: '/shop/jackets/mens/textile-jackets', shows: 'products' },
  { path: '/shop?search=helmet', shows: 'products' },
  { path: '/shop?sale=true', shows: 'products' },
  { path: '/products', shows: 'products' },
  ...categoryNames.map((name) => ({ path: `/category/${name}`, shows: 'products' as const })),
  {
    path: '/product/{storefront handle}',
    find: async (request) => {
      const product = await findProductHandle(request, 'tag:helmets')
      return { path: `/product/${product.handle}`, title: product.title }
    },
    shows: 'page',
  },
  {
    path: '/product/{own-API slug}',
    find: async (request) => {
      const response = await request.get('/api/products/featured')
      expect(response.ok()).toBe(true)
      const [product] = (await response.json()) as { slug: string; name: string }[]
      if (!product) throw new Error('The own API has no featured product')
      return { path: `/product/${product.slug}`, title: product.name }
    },
    shows: 'page',
  },
  { path: '/test-shopify', shows: 'page' },
  { path: '/apparel-builder', shows: 'page' },
  { path: '/contact', shows: 'page' },
  { path: '/returns', shows: 'page' },
  { path: '/faq', shows: 'page' },
  { path: '/terms', shows: 'page' },
  { path: '/no-such-page', shows: 'not-found' },
]

test.describe('every route of the route table renders', () => {
  // The intro splash has its own tests (shell.spec.ts).
  test.use({ reducedMotion: 'reduce' })

  for (const route of routeTable) {
    test(route.path, async ({ page, request }) => {
      const target = route.find ? await route.find(request) : { path: route.path, title: undefined }
      await page.goto(target.path, { waitUntil: 'domcontentloaded' })
      const heading = h1(page)
      await expect(heading).toBeVisible()
      if (route.shows === 'not-found') {
        await expect(heading).toHaveText(NOT_FOUND)
        return
      }
      await expect(heading).not.toHaveText(NOT_FOUND)
      if (target.title) await expect(heading).toHaveText(target.title)
      if (route.shows === 'products') await expect(cards(page).first()).toBeVisible()
      if (route.shows === 'tiles')
        await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    })
  }
})

/** Same-origin paths (with their query) of the links inside `scope`; external, mailto:, tel: and #… left out. */
async function internalPaths(scope: Locator, origin: string) {
  const links = await scope
    .locator('a[href]')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ raw: a.getAttribute('href') ?? '', url: (a as HTMLAnchorElement).href })),
    )
  return links.flatMap(({ raw, url }) => {
    if (raw.startsWith('#')) return []
    const parsed = new URL(url)
    if (parsed.origin !== origin) return []
    return [parsed.pathname + parsed.search]
  })
}

/** The desktop mega-menu's links: the bar itself, then each dropdown panel as it opens on hover. */
async function megaMenuPaths(page: Page, origin: string) {
  await page.goto('/')
  await appReady(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  // The dropdown menu is loaded lazily; once it has, each item says whether it is open.
  const triggers = nav.locator('a[aria-expanded]')
  await expect(triggers.first()).toHaveAttribute('aria-expanded', 'false')
  const paths = await internalPaths(nav, origin)
  const count = await triggers.count()
  expect(count, 'mega-menu items').toBe(10)
  for (let i = 0; i < count; i++) {
    const trigger = triggers.nth(i)
    await trigger.hover()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    // Radix names the open panel in the item's aria-controls.
    const panelId = await trigger.getAttribute('aria-controls')
    const panel = page.locator(`[id="${panelId}"][data-menu-panel]`)
    await expect(panel.getByRole('link').first()).toBeVisible()
    paths.push(...(await internalPaths(panel, origin)))
  }
  return paths
}

/** The part of TanStack Router's instance (exposed on window by the router itself) this test uses. */
interface AppRouter {
  navigate: (options: { href: string }) => Promise<void>
}

/**
 * Why a page is not a real one: the not-found page, no h1, or (for the shop and category families)
 * no product card once the results have loaded. Undefined when it is fine.
 */
async function problemWith(page: Page, path: string) {
  // In-app navigation, as a click on the link does: ~130 full reloads would take minutes. Every path
  // here is also served by the server (the SPA fallback), and the route table above reloads each kind.
  await page.evaluate(async (href) => {
    const router = (window as unknown as { __TSR_ROUTER__: AppRouter }).__TSR_ROUTER__
    await router.navigate({ href })
    // Let React commit the new page before anything is read from it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  }, path)
  // The sale's address leads to the store's sale collection.
  const landing = path === '/shop?sale=true' ? '/shop/sale' : path
  await expect(page).toHaveURL(new URL(landing, page.url()).href)
  const heading = h1(page)
  try {
    await expect(heading).toBeVisible()
  } catch {
    return 'no single visible h1'
  }
  if ((await heading.textContent())?.trim() === NOT_FOUND) return NOT_FOUND
  const { pathname, search } = new URL(path, 'http://x')
  const needsProducts =
    /^\/(shop|category)\//.test(pathname) || pathname === '/products' || (pathname === '/shop' && search)
  if (!needsProducts) return undefined
  const empty = page.getByRole('heading', { name: 'No products found' })
  const failed = page.getByRole('heading', { name: 'Error loading products' })
  try {
    await expect(cards(page).first().or(empty).or(failed)).toBeVisible()
  } catch {
    return 'results never loaded'
  }
  if (await empty.isVisible()) return 'No products found'
  if (await failed.isVisible()) return 'Error loading products'
  return undefined
}

test.describe('links', () => {
  test.use({ reducedMotion: 'reduce' })

  test('every link in the header, mobile menu, footer and tiles reaches a real page', async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    // About 130 distinct pages at 1 to 4 s each on two cores.
    test.setTimeout(600_000)
    const origin = new URL(baseURL ?? '').origin
    const paths: string[] = []

    // (a) The desktop mega-menu, in a wide non-touch window of its own; its errors count too.
    const wide = await browser.newContext({ ...desktop, baseURL, reducedMotion: 'reduce' })
    const widePage = await wide.newPage()
    widePage.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`[desktop] ${message.text()}`)
    })
    widePage.on('pageerror', (error) => consoleErrors.push(`[desktop] ${error.message}`))
    const menuPaths = await megaMenuPaths(widePage, origin)
    await wide.close()
    expect(menuPaths.length).toBeGreaterThan(50)
    paths.push(...menuPaths)

    // (b) The mobile menu (every group's links are in the sheet, folded or not) and (c) the footer.
    await page.goto('/about', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'HOME', exact: true })).toBeVisible()
    const mobilePaths = await internalPaths(menu, origin)
    expect(mobilePaths.length).toBeGreaterThan(50)
    paths.push(...mobilePaths)
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    const footerPaths = await internalPaths(page.getByRole('contentinfo'), origin)
    expect(footerPaths.length).toBeGreaterThanOrEqual(20)
    paths.push(...footerPaths)

    // (d) The /shop tiles, and (e) the bottoms and shirts indexes.
    await page.goto('/shop', { waitUntil: 'domcontentloaded' })
    const main = page.getByRole('main')
    await expect(main.getByRole('article').first()).toBeVisible()
    paths.push(...(await internalPaths(main, origin)))
    for (const category of ['bottoms', 'shirts-flannels']) {
      await page.goto(`/shop/${category}`, { waitUntil: 'domcontentloaded' })
      const index = page.getByRole('navigation', { name: 'Shop by style' })
      await expect(index.getByRole('link').first()).toBeVisible()
      paths.push(...(await internalPaths(index, origin)))
    }

    const unique = [...new Set(paths)].sort()
    await page.goto('/about', { waitUntil: 'domcontentloaded' })
    const failures: string[] = []
    for (const path of unique) {
      const problem = await problemWith(page, path)
      if (problem) failures.push(`${path}: ${problem}`)
    }
    expect(failures, `${failures.length} of ${unique.length} linked pages are broken`).toEqual([])
  })
})
