import { describe, expect, it } from 'vitest'
import { collectionLinks } from '../../../../src/content/navigation'
import { MAX_MENU_COLUMNS, type MenuLink, megaMenus } from '../../../../src/features/shell/mega-menu'
import { categories, findCategory, findSubcategories } from '../../../../src/shared/catalogue/categories'

type Params = Record<string, string>

/** The path a menu link leads to, as the router would build it. */
function href(link: MenuLink) {
  const { to } = link.target
  const params = ('params' in link.target ? link.target.params : {}) as Params
  const path = to.replace(/\$(\w+)/g, (_, name: string) => params[name] ?? `$${name}`)
  const search = 'search' in link.target ? link.target.search : undefined
  return search
    ? `${path}?${new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)]))}`
    : path
}

const allLinks = megaMenus.flatMap((menu) => menu.groups.flatMap((group) => group.links))

describe('header mega-menus', () => {
  it('has the ten items, in order, leading to /shop and /shop/{category}', () => {
    expect(megaMenus.map((menu) => menu.label)).toEqual([
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
    expect(megaMenus.map((menu) => href({ label: menu.label, target: menu.target }))).toEqual([
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
  })

  it('never has more than 4 columns, nor an empty one', () => {
    for (const menu of megaMenus) {
      expect(menu.groups.length).toBeGreaterThan(0)
      expect(menu.groups.length).toBeLessThanOrEqual(MAX_MENU_COLUMNS)
      for (const group of menu.groups) expect(group.links.length).toBeGreaterThan(0)
    }
  })

  it('links every subcategory only to listings the catalogue has', () => {
    for (const link of allLinks) {
      const path = href(link)
      const [, family, category, ...rest] = path.split('?')[0]?.split('/') ?? []
      if (family === 'category' || path === '/products' || path === '/apparel-builder') continue
      if (path.startsWith('/shop?')) continue
      const found = findCategory(category ?? '')
      expect(found, path).toBeDefined()
      if (rest.length === 1) {
        const subs = found ? findSubcategories(found, rest[0] ?? '') : []
        // A shared link needs a unisex subcategory or one offered to both genders.
        const genders = new Set(subs.map((s) => s.gender))
        expect(genders.has('unisex') || (genders.has('mens') && genders.has('womens')), path).toBe(true)
      }
      if (rest.length === 2) {
        const [gender, slug] = rest
        const wanted = gender === 'mens' ? 'mens' : 'womens'
        expect(['mens', 'womens'], path).toContain(gender)
        expect(found && findSubcategories(found, slug ?? '', wanted).length > 0, path).toBe(true)
      }
    }
  })

  it("gives jackets Men's and Women's columns of gendered listings", () => {
    const jackets = megaMenus.find((menu) => menu.id === 'jackets')
    const mens = jackets?.groups.find((group) => group.title === "Men's")
    const womens = jackets?.groups.find((group) => group.title === "Women's")
    expect(mens?.links.map(href)).toContain('/shop/jackets/mens/textile-jackets')
    expect(womens?.links.map(href)).toContain('/shop/jackets/womens/rain-jackets')
    expect(mens?.links.find((l) => href(l) === '/shop/jackets/mens/textile-jackets')?.label).toBe(
      'Textile Jackets',
    )
  })

  it('keeps unisex categories in one By Type column', () => {
    const helmets = megaMenus.find((menu) => menu.id === 'helmets')
    expect(helmets?.groups.map((group) => group.title)).toEqual(['By Type', 'Collections'])
    expect(helmets?.groups[0]?.links.map(href)).toContain('/shop/helmets/full-face')
    expect(helmets?.groups[1]?.links.map(href)).toEqual(['/category/helmets'])
  })

  it('puts every /category page, /products, /shop?sale=true and the other categories in Shop All', () => {
    const shopAll = megaMenus.find((menu) => menu.id === 'shop-all')
    const hrefs = shopAll?.groups.flatMap((group) => group.links.map(href)) ?? []
    for (const collection of collectionLinks) expect(hrefs).toContain(`/category/${collection.name}`)
    expect(hrefs).toContain('/products')
    expect(hrefs).toContain('/apparel-builder')
    expect(hrefs).toContain('/shop?sale=true')
    for (const category of categories) expect(hrefs).toContain(`/shop/${category.slug}`)
  })
})
