import { type Category, categories, findCategory, subcategoryName } from './categories'

/** Shopify's kinds of menu item (`MenuItemType`), those the seeded menus use. */
export type SeedMenuItemType =
  | 'BLOG'
  | 'CATALOG'
  | 'COLLECTION'
  | 'COLLECTIONS'
  | 'HTTP'
  | 'PAGE'
  | 'SHOP_POLICY'

/**
 * One item of a seeded menu, as a merchant sets it up in Shopify's admin: a title and what it links
 * to. `path` is the address on the store's own domain, as Shopify writes it (a collection filtered by
 * tags is `/collections/{handle}/{tag}+{tag}`); an HTTP item may name any address of the storefront.
 */
export interface SeedMenuItem {
  title: string
  type: SeedMenuItemType
  path: string
  /** A collection item's tag filter. */
  tags?: readonly string[]
  /** The collection a COLLECTION item names, by handle. */
  collection?: string
  items?: readonly SeedMenuItem[]
}

export interface SeedMenu {
  handle: string
  title: string
  items: readonly SeedMenuItem[]
}

/** The header's ten items, in order: Shop All, then nine categories (docs/decisions/0007-one-header.md). */
const mainMenuCategories = [
  ['Helmets', 'helmets'],
  ['Jackets', 'jackets'],
  ['Vests', 'vests'],
  ['Bottoms', 'bottoms'],
  ['Shirts/Flannels', 'shirts-flannels'],
  ['Boots', 'boots'],
  ['Luggage', 'luggage'],
  ['Bike Gear', 'bike-gear'],
  ['Accessories', 'accessories'],
] as const

/** The storefront's /category pages, and the categories whose menus they sit beside. */
const categoryPages = [
  { title: 'Leather Gear', name: 'leather', besideCategories: ['jackets', 'vests'] },
  { title: 'Whips', name: 'whips', besideCategories: ['bike-gear'] },
  { title: 'Apparel', name: 'apparel', besideCategories: ['bottoms', 'shirts-flannels'] },
  { title: 'Accessories', name: 'accessories', besideCategories: ['accessories'] },
  { title: 'Helmet bells', name: 'helmets', besideCategories: ['helmets'] },
  { title: 'Jewelry', name: 'jewelry', besideCategories: ['bike-gear'] },
] as const

const collection = (title: string, handle: string, tags: readonly string[] = []): SeedMenuItem => ({
  title,
  type: 'COLLECTION',
  path: tags.length > 0 ? `/collections/${handle}/${tags.join('+')}` : `/collections/${handle}`,
  collection: handle,
  ...(tags.length > 0 ? { tags } : {}),
})

const storefrontPage = (title: string, path: string): SeedMenuItem => ({ title, type: 'HTTP', path })
const page = (title: string, handle: string): SeedMenuItem => ({
  title,
  type: 'PAGE',
  path: `/pages/${handle}`,
})
const policy = (title: string, handle: string): SeedMenuItem => ({
  title,
  type: 'SHOP_POLICY',
  path: `/policies/${handle}`,
})
const heading = (title: string, path: string, items: SeedMenuItem[]): SeedMenuItem => ({
  title,
  type: 'HTTP',
  path,
  items,
})

/**
 * A category's columns: its types offered to both genders (or unisex), then the Men's and Women's
 * ones, then the /category pages beside it; at most four, none empty.
 */
function categoryColumns(category: Category): SeedMenuItem[] {
  const bySlug = new Map<string, { title: string; genders: Set<string> }>()
  for (const sub of category.subcategories) {
    // The gender is the column's title.
    const entry = bySlug.get(sub.slug) ?? { title: subcategoryName(sub), genders: new Set() }
    entry.genders.add(sub.gender)
    bySlug.set(sub.slug, entry)
  }
  const entries = [...bySlug]
  const shared = entries
    .filter(([, { genders }]) => genders.has('unisex') || (genders.has('mens') && genders.has('womens')))
    .map(([slug, { title }]) => collection(title, category.slug, [slug]))
  const gendered = (gender: 'mens' | 'womens') =>
    entries
      .filter(([, { genders }]) => genders.has(gender))
      .map(([slug, { title }]) => collection(title, category.slug, [gender, slug]))
  const pages = categoryPages
    .filter((p) => (p.besideCategories as readonly string[]).includes(category.slug))
    .map((p) => storefrontPage(p.title, `/category/${p.name}`))
  const base = `/collections/${category.slug}`
  return [
    heading('By Type', base, shared),
    heading("Men's", `${base}/mens`, gendered('mens')),
    heading("Women's", `${base}/womens`, gendered('womens')),
    heading('Collections', base, pages),
  ].filter((column) => (column.items?.length ?? 0) > 0)
}

const inMainMenu = new Set<string>(mainMenuCategories.map(([, slug]) => slug))

/** Shop All's columns: the menu's categories, the rest of the catalogue, and the /category pages. */
function shopAllColumns(): SeedMenuItem[] {
  const named = (c: Category) => collection(c.name, c.slug)
  return [
    heading('Categories', '/collections', categories.filter((c) => inMainMenu.has(c.slug)).map(named)),
    heading('More Gear', '/collections', [
      ...categories.filter((c) => !inMainMenu.has(c.slug)).map(named),
      storefrontPage('Sale', '/shop?sale=true'),
    ]),
    heading('Collections', '/collections', [
      ...categoryPages.map((p) => storefrontPage(p.title, `/category/${p.name}`)),
      storefrontPage('Custom Builder', '/apparel-builder'),
      { title: 'Shop All', type: 'CATALOG', path: '/collections/all' },
    ]),
  ]
}

function category(slug: string): Category {
  const found = findCategory(slug)
  if (!found) throw new Error(`The seeded menu names an unknown category ${slug}`)
  return found
}

/** The header's menu (`main-menu`): three levels, as the storefront's mega-menu shows them. */
export const mainMenu: SeedMenu = {
  handle: 'main-menu',
  title: 'Main menu',
  items: [
    { title: 'Shop All', type: 'COLLECTIONS', path: '/collections', items: shopAllColumns() },
    ...mainMenuCategories.map(([title, slug]) => ({
      ...collection(title, slug),
      items: categoryColumns(category(slug)),
    })),
  ],
}

/** The footer's menu (`footer`): a column per item. */
export const footerMenu: SeedMenu = {
  handle: 'footer',
  title: 'Footer menu',
  items: [
    heading('SHOP', '/collections', [
      collection('Helmets', 'helmets'),
      collection('Jackets', 'jackets'),
      collection('Apparel', 'apparel'),
      collection('Bike Parts', 'bike-parts'),
      collection('Accessories', 'accessories'),
      collection('Rider Gear', 'rider-gear'),
      collection('Lifestyle', 'lifestyle'),
      storefrontPage('Sale', '/shop?sale=true'),
    ]),
    heading('SUPPORT', '/pages/contact', [
      page('Contact Us', 'contact'),
      page('Size Guide', 'size-guide'),
      policy('Shipping Info', 'shipping-policy'),
      policy('Returns', 'refund-policy'),
      page('FAQ', 'faq'),
      page('Track Order', 'track-order'),
    ]),
    heading('COMPANY', '/pages/about', [
      page('About Us', 'about'),
      { title: 'Biker Stories', type: 'BLOG', path: '/blogs/stories' },
      page('Careers', 'careers'),
      page('Press', 'press'),
      policy('Privacy Policy', 'privacy-policy'),
      policy('Terms of Service', 'terms-of-service'),
    ]),
  ],
}

/** The emulator's menus, by handle. */
/** /products' category select: the collections its merchant lists, under the names they chose. */
const catalogueMenu: SeedMenu = {
  handle: 'catalogue',
  title: 'Catalogue',
  items: [
    collection('Leather Jackets', 'leather-jackets'),
    collection('Motorcycle Boots', 'boots'),
    collection('Gloves', 'gloves'),
    collection('Helmets', 'helmets'),
    collection('Accessories', 'accessories'),
    collection('Whips', 'whips'),
    collection('Jewelry', 'jewelry'),
    collection('Apparel', 'apparel'),
    collection('Parts', 'parts'),
  ],
}

/**
 * The home page's category sections (`home`): items with items of their own are the tabs of Shop by
 * Category, their collections its cards; collections on their own are the tiles of the second section.
 */
const homeMenu: SeedMenu = {
  handle: 'home',
  title: 'Home page',
  items: [
    heading('Gear', '/collections', [
      collection('Helmets', 'helmets'),
      collection('Gloves', 'gloves'),
      collection('Boots', 'boots'),
    ]),
    heading('Apparel', '/collections', [
      collection('Jackets', 'jackets'),
      collection('Vests', 'vests'),
      collection('Shirts & Flannels', 'shirts-flannels'),
      collection('Bottoms', 'bottoms'),
    ]),
    heading('Accessories', '/collections', [
      collection('Luggage', 'luggage'),
      collection('Biker Gear', 'biker-gear'),
    ]),
    collection('Leather Jackets', 'leather-jackets'),
    collection('Boots', 'boots'),
    collection('Whips', 'whips'),
    collection('Apparel', 'apparel'),
    collection('Accessories', 'accessories'),
    collection('Jewelry', 'jewelry'),
  ],
}

export const seedMenus: readonly SeedMenu[] = [mainMenu, footerMenu, catalogueMenu, homeMenu]
