import {
  collectionHandleOf,
  type StoreLink,
  storeLink,
  storeLinkHref,
} from '../../lib/storefront/store-links'
import type { StoreMenus } from './api/store-menus-query'

export interface MenuLink {
  /** The store's id of the menu item. */
  id: string
  label: string
  link: StoreLink
}

export interface MenuGroup {
  /** The store's id of the item the group is; its parent's for the links gathered under the parent's title. */
  id: string
  title: string
  links: MenuLink[]
}

/** A header item: a link, with a dropdown of grouped links where the store's item has items of its own. */
export interface MegaMenu {
  /** Stable id for the dropdown's open state, from the item's title. */
  id: string
  label: string
  link: StoreLink
  /** Highlighted only on its own page, not beneath it (as Shop All: every category is under /shop). */
  exact: boolean
  /** The panel's first link, to the same place as the item. */
  allLabel: string
  /** At most 4 columns; none: the item is a plain link. */
  groups: MenuGroup[]
}

/** A mega-menu has at most 4 columns. */
export const MAX_MENU_COLUMNS = 4

type MenuItem = {
  id: string
  title: string
  url?: string | null
  tags: readonly string[]
  items?: readonly MenuItem[]
}

/** The hosts an address of the store's own online store is on: its primary domain. */
function storeHosts(menus: StoreMenus): string[] {
  try {
    return [new URL(menus.shop.primaryDomain.url).host]
  } catch {
    return []
  }
}

/** "Blousons/Cuir" → "blousons-cuir"; letters of any alphabet are kept. */
function idOf(title: string, index: number) {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
  return slug || `item-${index}`
}

function linksOf(items: readonly MenuItem[], hosts: readonly string[]): MenuLink[] {
  return items.flatMap((item) => {
    const link = storeLink(item.url, hosts, item.tags)
    return link ? [{ id: item.id, label: item.title, link }] : []
  })
}

/**
 * An item's dropdown: each of its items that has items of its own is a column under its title; the
 * others are links gathered in a first column under the item's own title. At most four, none empty.
 */
function groupsOf(item: MenuItem, hosts: readonly string[]): MenuGroup[] {
  const children = item.items ?? []
  const leaves = children.filter((child) => (child.items ?? []).length === 0)
  const columns = children.filter((child) => (child.items ?? []).length > 0)
  return [
    { id: item.id, title: item.title, links: linksOf(leaves, hosts) },
    ...columns.map((column) => ({
      id: column.id,
      title: column.title,
      links: linksOf(column.items ?? [], hosts),
    })),
  ]
    .filter((group) => group.links.length > 0)
    .slice(0, MAX_MENU_COLUMNS)
}

/** The header's items from the store's main menu, in its order. */
export function megaMenusOf(menus: StoreMenus | undefined): MegaMenu[] {
  if (!menus?.main) return []
  const hosts = storeHosts(menus)
  const items = menus.main.items.flatMap((item, index) => {
    const link = storeLink(item.url, hosts, item.tags)
    return link ? [{ item, index, link }] : []
  })
  const paths = items.map(({ link }) => (link.kind === 'app' ? link.to : ''))
  return items.map(({ item, index, link }) => {
    const path = link.kind === 'app' ? link.to : undefined
    // Another item's page is beneath this one's: this one is current on its own page only.
    const exact =
      path !== undefined && paths.some((other) => other.startsWith(`${path === '/' ? '' : path}/`))
    return {
      id: idOf(item.title, index),
      label: item.title,
      link,
      exact,
      allLabel: path === '/shop' ? 'Shop all categories' : `Shop all ${item.title}`,
      groups: groupsOf(item, hosts),
    }
  })
}

/** The footer's columns from the store's footer menu: an item with items is a column; the rest share one. */
export function footerColumnsOf(menus: StoreMenus | undefined): MenuGroup[] {
  if (!menus?.footer) return []
  const hosts = storeHosts(menus)
  const { id, items, title } = menus.footer
  const leaves = items.filter((item) => item.items.length === 0)
  return [
    ...items
      .filter((item) => item.items.length > 0)
      .map((item) => ({ id: item.id, title: item.title, links: linksOf(item.items, hosts) })),
    { id, title, links: linksOf(leaves, hosts) },
  ].filter((column) => column.links.length > 0)
}

/** The shop's address an item leads to, or undefined for one outside the shop. */
function appPathOf(item: { url?: string | null; tags: readonly string[] }, hosts: readonly string[]) {
  const link = storeLink(item.url, hosts, item.tags)
  return link?.kind === 'app' ? storeLinkHref(link) : undefined
}

/**
 * What the store's menus call the shop's page at `path`: the title of an item that leads there,
 * after its parent's where the parent leads to a deeper address of the same collection ("Men's"
 * above "Textile Jackets" at `/shop/jackets/mens/textile-jackets`). Undefined where no item does.
 */
export function menuTitleOf(menus: StoreMenus | undefined, path: string): string | undefined {
  if (!menus) return undefined
  const hosts = storeHosts(menus)
  const roots: readonly MenuItem[] = [...(menus.main?.items ?? []), ...(menus.footer?.items ?? [])]
  const find = (items: readonly MenuItem[], parent?: MenuItem): string | undefined => {
    for (const item of items) {
      if (appPathOf(item, hosts) === path) {
        const parentPath = parent ? appPathOf(parent, hosts) : undefined
        const deeperParent =
          parentPath !== undefined && path.startsWith(`${parentPath}/`) && parentPath.split('/').length > 3
        return deeperParent && parent ? `${parent.title} ${item.title}` : item.title
      }
      const found = find(item.items ?? [], item)
      if (found) return found
    }
    return undefined
  }
  return find(roots)
}

/**
 * The collection a product page's breadcrumb leads to: of the collections the product is in, the one
 * the store's main menu names deepest (the most specific: Leather Jackets beneath Jackets), the first
 * in the menu's order among equals. Undefined where the menu names none of them.
 */
export function menuCollectionOf(
  menus: StoreMenus | undefined,
  handles: readonly string[],
): string | undefined {
  const wanted = new Set(handles)
  let best: { handle: string; depth: number } | undefined
  const walk = (items: readonly MenuItem[], depth: number) => {
    for (const item of items) {
      const handle = collectionHandleOf(item.url)
      if (handle && wanted.has(handle) && (!best || depth > best.depth)) best = { handle, depth }
      walk(item.items ?? [], depth + 1)
    }
  }
  walk(menus?.main?.items ?? [], 0)
  return best?.handle
}
