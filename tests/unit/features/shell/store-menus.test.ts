import { graphql, print } from 'graphql'
import { describe, expect, it } from 'vitest'
import { STORE_MENUS_QUERY, type StoreMenus } from '../../../../src/features/shell/api/store-menus-query'
import {
  footerColumnsOf,
  MAX_MENU_COLUMNS,
  type MegaMenu,
  megaMenusOf,
  menuCollectionOf,
} from '../../../../src/features/shell/store-menus'
import { type StoreLink, storeLinkHref } from '../../../../src/lib/storefront/store-links'
import { categories, findCategory, findSubcategories } from '../../../../src/server/seed/categories'
import { storefrontSchema } from '../../../../src/server/storefront/schema'
import { DEFAULT_MENU_HANDLES } from '../../../../src/shared/storefront-config'

const ORIGIN = 'http://127.0.0.1:4173'

/** The emulator's seeded menus, as the shop reads them. */
async function seededMenus(): Promise<StoreMenus> {
  const result = await graphql({
    schema: storefrontSchema,
    source: print(STORE_MENUS_QUERY),
    variableValues: { ...DEFAULT_MENU_HANDLES },
    contextValue: { origin: ORIGIN },
  })
  expect(result.errors).toBeUndefined()
  return result.data as StoreMenus
}

const href = (item: { link: StoreLink }) => storeLinkHref(item.link)

describe("the emulator's main menu in the header", async () => {
  const menus = await seededMenus()
  const megaMenus = megaMenusOf(menus)
  const allLinks = megaMenus.flatMap((menu) => menu.groups.flatMap((group) => group.links))
  const menu = (id: string) => megaMenus.find((item) => item.id === id) as MegaMenu

  it('has the ten items, in order, leading to /shop and /shop/{category}', () => {
    expect(megaMenus.map((item) => item.label)).toEqual([
      'Shop All',
      'Helmets',
      'Jackets',
      'Vests',
      'Bottoms',
      'Shirts/Flannels',
      'Boots',
      'Luggage',
      'Bike Gear',
      'Accessories',
    ])
    expect(megaMenus.map(href)).toEqual([
      '/shop',
      '/shop/helmets',
      '/shop/jackets',
      '/shop/vests',
      '/shop/bottoms',
      '/shop/shirts-flannels',
      '/shop/boots',
      '/shop/luggage',
      '/shop/bike-gear',
      '/shop/accessories',
    ])
    expect(megaMenus.map((item) => item.id)).toContain('shirts-flannels')
    // Every category is beneath /shop: Shop All is current on /shop alone.
    expect(megaMenus.filter((item) => item.exact).map((item) => item.id)).toEqual(['shop-all'])
    expect(menu('shop-all').allLabel).toBe('Shop all categories')
    expect(menu('helmets').allLabel).toBe('Shop all Helmets')
  })

  it('never has more than 4 columns, nor an empty one', () => {
    for (const item of megaMenus) {
      expect(item.groups.length).toBeGreaterThan(0)
      expect(item.groups.length).toBeLessThanOrEqual(MAX_MENU_COLUMNS)
      for (const group of item.groups) expect(group.links.length).toBeGreaterThan(0)
    }
  })

  it('links every type only to listings the catalogue has', () => {
    for (const link of allLinks) {
      const path = href(link)
      const [, family, category, ...rest] = path.split('?')[0]?.split('/') ?? []
      if (family === 'category' || path === '/products' || path === '/apparel-builder') continue
      if (path.startsWith('/shop?')) continue
      const found = findCategory(category ?? '')
      expect(found, path).toBeDefined()
      if (rest.length === 1) {
        const subs = found ? findSubcategories(found, rest[0] ?? '') : []
        const genders = new Set(subs.map((s) => s.gender))
        expect(genders.has('unisex') || (genders.has('mens') && genders.has('womens')), path).toBe(true)
      }
      if (rest.length === 2) {
        const [gender, slug] = rest
        expect(['mens', 'womens'], path).toContain(gender)
        const wanted = gender === 'mens' ? 'mens' : 'womens'
        expect(found && findSubcategories(found, slug ?? '', wanted).length > 0, path).toBe(true)
      }
    }
  })

  it("gives jackets Men's and Women's columns of gendered listings", () => {
    const jackets = menu('jackets')
    const mens = jackets.groups.find((group) => group.title === "Men's")
    const womens = jackets.groups.find((group) => group.title === "Women's")
    expect(mens?.links.map(href)).toContain('/shop/jackets/mens/textile-jackets')
    expect(womens?.links.map(href)).toContain('/shop/jackets/womens/rain-jackets')
    expect(mens?.links.find((l) => href(l) === '/shop/jackets/mens/textile-jackets')?.label).toBe(
      'Textile Jackets',
    )
  })

  it('keeps unisex categories in one By Type column', () => {
    const helmets = menu('helmets')
    expect(helmets.groups.map((group) => group.title)).toEqual(['By Type', 'Collections'])
    expect(helmets.groups[0]?.links.map(href)).toContain('/shop/helmets/full-face')
    expect(helmets.groups[1]?.links.map(href)).toEqual(['/category/helmets'])
  })

  it('puts every /category page, /products, /shop?sale=true and the other categories in Shop All', () => {
    const hrefs = menu('shop-all').groups.flatMap((group) => group.links.map(href))
    for (const name of ['leather', 'whips', 'apparel', 'accessories', 'helmets', 'jewelry'])
      expect(hrefs).toContain(`/category/${name}`)
    expect(hrefs).toContain('/products')
    expect(hrefs).toContain('/apparel-builder')
    expect(hrefs).toContain('/shop?sale=true')
    for (const category of categories) expect(hrefs).toContain(`/shop/${category.slug}`)
  })
})

describe("the emulator's footer menu", async () => {
  const columns = footerColumnsOf(await seededMenus())

  it('is SHOP, SUPPORT and COMPANY, each leading to the storefront own pages', () => {
    expect(columns.map((column) => column.title)).toEqual(['SHOP', 'SUPPORT', 'COMPANY'])
    expect(columns.map((column) => column.links.map((link) => `${link.label} ${href(link)}`))).toEqual([
      [
        'Helmets /shop/helmets',
        'Jackets /shop/jackets',
        'Apparel /shop/apparel',
        'Bike Parts /shop/bike-parts',
        'Accessories /shop/accessories',
        'Rider Gear /shop/rider-gear',
        'Lifestyle /shop/lifestyle',
        'Sale /shop?sale=true',
      ],
      [
        'Contact Us /contact',
        'Size Guide /size-guide',
        'Shipping Info /shipping',
        'Returns /returns',
        'FAQ /faq',
        'Track Order /track-order',
      ],
      [
        'About Us /about',
        'Biker Stories /stories',
        'Careers /careers',
        'Press /press',
        'Privacy Policy /privacy',
        'Terms of Service /terms',
      ],
    ])
  })
})

describe('menus a store has not set up', () => {
  it('show no items, and an unknown handle reads as no menu', async () => {
    const result = await graphql({
      schema: storefrontSchema,
      source: print(STORE_MENUS_QUERY),
      variableValues: { main: 'no-such-menu', footer: 'footer' },
      contextValue: { origin: ORIGIN },
    })
    const menus = result.data as StoreMenus
    expect(menus.main).toBeNull()
    expect(megaMenusOf(menus)).toEqual([])
    expect(megaMenusOf(undefined)).toEqual([])
    expect(footerColumnsOf(undefined)).toEqual([])
  })
})

describe('the collection a product’s breadcrumb leads to', async () => {
  const menus = await seededMenus()

  it('is the product’s collection the main menu names deepest, the first of equals in its order', () => {
    // Jackets is a top item and, deeper, under Shop All's Categories; Leather Jackets only there.
    expect(menuCollectionOf(menus, ['jackets', 'featured'])).toBe('jackets')
    expect(menuCollectionOf(menus, ['featured', 'leather-jackets'])).toBe('leather-jackets')
    expect(menuCollectionOf(menus, ['jackets', 'helmets'])).toBe('helmets')
  })

  it('is none where the menu names none of them, or there is no menu', () => {
    expect(menuCollectionOf(menus, ['featured'])).toBeUndefined()
    expect(menuCollectionOf(menus, [])).toBeUndefined()
    expect(menuCollectionOf(undefined, ['jackets'])).toBeUndefined()
  })
})
