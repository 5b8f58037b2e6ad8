import { catalogueCollections } from '../seed/catalogue'
import { type SeedMenu, type SeedMenuItem, seedMenus } from '../seed/store-menus'
import { toGid } from './gid'
import type { StorefrontContext } from './loaders'
import type { ResolverMap } from './schema'

/** A seeded menu or item with the global id Shopify would give it. */
interface MenuSource {
  id: string
  menu: SeedMenu
  items: MenuItemSource[]
}

interface MenuItemSource {
  id: string
  item: SeedMenuItem
  items: MenuItemSource[]
}

/** Numbers every item of every menu in order, as the store's admin would have created them. */
function numberMenus(menus: readonly SeedMenu[]): Map<string, MenuSource> {
  let next = 1
  const numbered = (items: readonly SeedMenuItem[] = []): MenuItemSource[] =>
    items.map((item) => ({ id: toGid('MenuItem', next++), item, items: numbered(item.items) }))
  return new Map(
    menus.map((menu, index) => [
      menu.handle,
      { id: toGid('Menu', index + 1), menu, items: numbered(menu.items) },
    ]),
  )
}

const menusByHandle = numberMenus(seedMenus)
const collectionIds = new Map(catalogueCollections().map((collection) => [collection.handle, collection.id]))

export const menuResolvers = {
  QueryRoot: {
    menu: (_root: unknown, args: { handle: string }) => menusByHandle.get(args.handle) ?? null,
  },
  Menu: {
    handle: (source: MenuSource) => source.menu.handle,
    title: (source: MenuSource) => source.menu.title,
    itemsCount: (source: MenuSource) => source.items.length,
  },
  MenuItem: {
    title: (source: MenuItemSource) => source.item.title,
    type: (source: MenuItemSource) => source.item.type,
    // On the store's own domain, which is where the emulator is served.
    url: (source: MenuItemSource, _args: unknown, context: StorefrontContext) =>
      new URL(source.item.path, context.origin).href,
    resourceId: (source: MenuItemSource) => {
      const id = source.item.collection ? collectionIds.get(source.item.collection) : undefined
      return id === undefined ? null : toGid('Collection', id)
    },
    resource: (source: MenuItemSource, _args: unknown, context: StorefrontContext) => {
      const id = source.item.collection ? collectionIds.get(source.item.collection) : undefined
      return id === undefined ? null : context.loaders.collection.load(id)
    },
    tags: (source: MenuItemSource) => source.item.tags ?? [],
  },
} satisfies ResolverMap
