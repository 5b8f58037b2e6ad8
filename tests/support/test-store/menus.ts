/**
 * The test store's navigation, as its merchant set it up in Shopify's admin: menus of its own names
 * and handles (the main one is `menu-principal`, not Shopify's `main-menu`), on its own domain,
 * linking to its collections, a vendor, a store page the shop has no page for, and another site.
 */

/** The store's primary domain: where its online store (and so its menu addresses) lives. */
export const TEST_STORE_PRIMARY_DOMAIN = 'https://nordkap-moto.example'
export const TEST_STORE_MAIN_MENU = 'menu-principal'
export const TEST_STORE_FOOTER_MENU = 'pied-de-page'

type MenuItemType = 'BLOG' | 'CATALOG' | 'COLLECTION' | 'COLLECTIONS' | 'HTTP' | 'PAGE' | 'SHOP_POLICY'

export interface TestMenuItem {
  __typename: 'MenuItem'
  id: string
  title: string
  type: MenuItemType
  url: string
  resourceId: string | null
  tags: string[]
  items: TestMenuItem[]
}

export interface TestMenu {
  __typename: 'Menu'
  id: string
  handle: string
  title: string
  items: TestMenuItem[]
  itemsCount: number
}

interface Draft {
  title: string
  type: MenuItemType
  /** On the primary domain, or a whole address on another site. */
  path: string
  tags?: string[]
  items?: Draft[]
}

const item = (title: string, type: MenuItemType, path: string, items: Draft[] = []): Draft => ({
  title,
  type,
  path,
  items,
})

const drafts: Record<string, { title: string; items: Draft[] }> = {
  [TEST_STORE_MAIN_MENU]: {
    title: 'Menu principal',
    items: [
      item('Boutique', 'COLLECTIONS', '/collections', [
        item('Casques', 'COLLECTION', '/collections/casques'),
        item('Blousons', 'COLLECTION', '/collections/blousons'),
        item('Tout voir', 'CATALOG', '/collections/all'),
      ]),
      item('Casques', 'COLLECTION', '/collections/casques', [
        item('Par type', 'COLLECTION', '/collections/casques', [
          item('Intégraux', 'COLLECTION', '/collections/casques/integral'),
          item('Modulables', 'COLLECTION', '/collections/casques/modulable'),
          item('Jets', 'COLLECTION', '/collections/casques/jet'),
        ]),
        item('Marques', 'HTTP', '/collections/vendors', [
          item('Nordkap', 'HTTP', '/collections/vendors?q=Nordkap'),
          item('Fjordline', 'HTTP', '/collections/vendors?q=Fjordline'),
        ]),
      ]),
      item('Bottes', 'COLLECTION', '/collections/bottes'),
      item('Soldes', 'COLLECTION', '/collections/soldes'),
      item('Rallye', 'HTTP', 'https://rallye-nordkap.example/inscription'),
    ],
  },
  [TEST_STORE_FOOTER_MENU]: {
    title: 'Infos',
    items: [
      item('Aide', 'HTTP', '/pages/contact', [
        item('Nous contacter', 'PAGE', '/pages/contact'),
        item('Livraison', 'SHOP_POLICY', '/policies/shipping-policy'),
        item('Garantie', 'PAGE', '/pages/garantie'),
      ]),
      item('La maison', 'HTTP', '/pages/about', [
        item('Notre histoire', 'PAGE', '/pages/about'),
        item('Journal', 'BLOG', '/blogs/journal'),
      ]),
      item('Mentions légales', 'SHOP_POLICY', '/policies/legal-notice'),
    ],
  },
}

const BASE_MENU_ID = 301_234_567
const BASE_ITEM_ID = 471_234_567_001

function buildMenus(): Map<string, TestMenu> {
  let next = 0
  const build = (draft: Draft): TestMenuItem => ({
    __typename: 'MenuItem',
    id: `gid://shopify/MenuItem/${BASE_ITEM_ID + next++ * 13}`,
    title: draft.title,
    type: draft.type,
    url: new URL(draft.path, TEST_STORE_PRIMARY_DOMAIN).href,
    resourceId: null,
    tags: draft.tags ?? [],
    items: (draft.items ?? []).map(build),
  })
  return new Map(
    Object.entries(drafts).map(([handle, menu], index) => {
      const items = menu.items.map(build)
      return [
        handle,
        {
          __typename: 'Menu',
          id: `gid://shopify/Menu/${BASE_MENU_ID + index}`,
          handle,
          title: menu.title,
          items,
          itemsCount: items.length,
        },
      ]
    }),
  )
}

/** The store's menus by handle. */
export const testMenus: ReadonlyMap<string, TestMenu> = buildMenus()
