import { rootRouteId, useRouteContext } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { Client } from 'urql'
import { readStorefront, type StorefrontRead } from '../../../lib/route-data'
import { IMAGE_FIELDS, type StorefrontImage } from '../../../lib/storefront/fragments'
import { graphql, type ResultOf } from '../../../lib/storefront/graphql'
import { collectionHandleOf, type StoreLink, storePage } from '../../../lib/storefront/store-links'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'
import type { MenuHandles } from '../../../shared/storefront-config'
import { availabilityTotal } from '../collection-listing'
import { FILTER_COUNT_FIELDS } from './collection-listing-query'

// The home page's category sections and the /shop overview, as the store lays them out: its menus
// name the collections, each tile shows its collection's picture, description and product count
// (docs/decisions/0062-category-tiles-are-the-stores-collections.md).

/**
 * What a tile shows of a collection: its title, description and picture, the line its merchant set
 * (`custom.tile_feature`), and its facets, which count its products (Shopify gives a collection no
 * total). `sortKey` sets the one-product read apart from the collection's other lists in the cache,
 * which merges pages read with the same arguments.
 */
const COLLECTION_TILE_FIELDS = graphql(
  `
    fragment CollectionTileFields on Collection {
      id
      handle
      title
      description
      image {
        ...ImageFields
      }
      feature: metafield(namespace: "custom", key: "tile_feature") {
        id
        value
      }
      products(first: 1, sortKey: COLLECTION_DEFAULT) {
        ...FilterCountFields
      }
    }
  `,
  [IMAGE_FIELDS, FILTER_COUNT_FIELDS],
)

type CollectionTileData = ResultOf<typeof COLLECTION_TILE_FIELDS>

/** A collection as a tile shows it. */
export interface CollectionTile {
  key: string
  title: string
  description: string
  image: StorefrontImage | null
  feature: string | undefined
  /** How many products it lists, where the store's availability filter counts them. */
  count: number | undefined
  link: StoreLink
}

function tileOf(collection: CollectionTileData, title = collection.title): CollectionTile {
  return {
    key: collection.handle,
    title,
    description: collection.description,
    image: collection.image ?? null,
    feature: collection.feature?.value || undefined,
    count: availabilityTotal(collection.products),
    link: { kind: 'app', to: `/shop/${encodeURIComponent(collection.handle)}`, search: {} },
  }
}

/** A home menu's items, each with the collection it names, two levels deep. */
const HOME_MENU_FIELDS = graphql(
  `
    fragment HomeMenuFields on Menu {
      id
      items {
        id
        title
        resource {
          ... on Collection {
            ...CollectionTileFields
          }
        }
        items {
          id
          title
          resource {
            ... on Collection {
              ...CollectionTileFields
            }
          }
        }
      }
    }
  `,
  [COLLECTION_TILE_FIELDS],
)

/**
 * A menu's items, each with the collection it names: the home page's menu (`STOREFRONT_HOME_MENU`),
 * and the main menu for a store without one.
 */
export const HOME_MENU_QUERY = graphql(
  `
    query HomeMenu($handle: String!) {
      menu(handle: $handle) {
        ...HomeMenuFields
      }
    }
  `,
  [HOME_MENU_FIELDS],
)

type HomeMenuData = ResultOf<typeof HOME_MENU_QUERY>['menu']
type HomeMenuItem = { resource?: object | null }

/** The collection an item names; any other resource (a page, a product) makes no tile. */
const collectionOf = (item: HomeMenuItem): CollectionTileData | undefined =>
  item.resource && 'handle' in item.resource && 'products' in item.resource
    ? (item.resource as CollectionTileData)
    : undefined

/** One tab of Shop by Category: a top item of the home menu and the collections under it. */
export interface TileGroup {
  id: string
  label: string
  tiles: CollectionTile[]
}

/**
 * The home page's two category sections from its menu: each top item with items of its own is a tab
 * of Shop by Category, its collection items the tab's cards; each top item that is a collection alone
 * is a tile of the second section. Items that name no collection are left out. A store without a
 * home menu (`home` null) has one tab, of the collections its main menu's top items lead to, and no
 * second section.
 */
export function homeSections(
  home: HomeMenuData | undefined,
  main: HomeMenuData | undefined,
): {
  groups: TileGroup[]
  showcase: CollectionTile[]
} {
  if (home === null) {
    const tiles = (main?.items ?? []).flatMap((item) => {
      const collection = collectionOf(item)
      return collection ? [tileOf(collection)] : []
    })
    return {
      groups: tiles.length > 0 ? [{ id: 'categories', label: 'Categories', tiles }] : [],
      showcase: [],
    }
  }
  const items = home?.items ?? []
  const groups = items
    .filter((item) => item.items.length > 0)
    .map((item) => ({
      id: item.id,
      label: item.title,
      tiles: item.items.flatMap((child) => {
        const collection = collectionOf(child)
        return collection ? [tileOf(collection, child.title)] : []
      }),
    }))
    .filter((group) => group.tiles.length > 0)
  const showcase = items.flatMap((item) => {
    const collection = item.items.length === 0 ? collectionOf(item) : undefined
    return collection ? [tileOf(collection, item.title)] : []
  })
  return { groups, showcase }
}

const menuRead = (handle: string): StorefrontRead<ResultOf<typeof HOME_MENU_QUERY>> => ({
  query: HOME_MENU_QUERY,
  variables: { handle },
})

/**
 * The home page's menu as its loader reads it, then the main menu only where the store has no home
 * menu: a store with one does not pay for the main menu's collections in the page's data.
 */
export async function readHomeMenus(storefront: Client, handles: MenuHandles): Promise<void> {
  const home = await readStorefront(storefront, menuRead(handles.home))
  if (home?.data && home.data.menu === null) await readStorefront(storefront, menuRead(handles.main))
}

/** The home page's category sections, as its loader reads them; empty until read (and offline, unsaved). */
export function useHomeSections() {
  const handles = useRouteContext({ from: rootRouteId, select: (context) => context.menuHandles })
  const [home, reexecuteHome] = useStorefrontQuery(menuRead(handles.home))
  const withoutHome = home.data?.menu === null
  const [main, reexecuteMain] = useStorefrontQuery({ ...menuRead(handles.main), pause: !withoutHome })
  const result = withoutHome ? main : home
  const homeMenu = home.data?.menu
  const mainMenu = main.data?.menu
  return {
    ...useMemo(
      () => homeSections(homeMenu, withoutHome ? mainMenu : undefined),
      [homeMenu, mainMenu, withoutHome],
    ),
    loading: (home.fetching && !home.data) || (withoutHome && main.fetching && !main.data),
    /** Neither read nor being read: offline unsaved, or the store's error. */
    missing: !result.data && !result.fetching,
    error: result.error,
    retry: () => (withoutHome ? reexecuteMain : reexecuteHome)({ requestPolicy: 'network-only' }),
  }
}

/**
 * Every collection of the store (up to 100, the store's order), for the /shop overview, with the
 * main menu's item for each, which names its preview links.
 */
export const STORE_COLLECTIONS_QUERY = graphql(
  `
    query StoreCollections {
      collections(first: 100) {
        nodes {
          ...CollectionTileFields
        }
      }
    }
  `,
  [COLLECTION_TILE_FIELDS],
)

export const storeCollectionsRead: StorefrontRead = { query: STORE_COLLECTIONS_QUERY }

/** A tile of the /shop overview: a collection, and the links its menu item leads to beneath it. */
export interface OverviewTile extends CollectionTile {
  preview: { label: string; link: StoreLink }[]
  /** How many more links the menu has beneath it than the preview shows. */
  moreCount: number
}

type MenuNode = { title: string; url?: string | null; items?: readonly MenuNode[] }

const PREVIEW_SIZE = 4

/** Every link beneath a menu item, depth first, each address once. */
function leavesOf(item: MenuNode): { label: string; link: StoreLink }[] {
  const seen = new Set<string>()
  const walk = (nodes: readonly MenuNode[]): { label: string; link: StoreLink }[] =>
    nodes.flatMap((node) => {
      if ((node.items ?? []).length > 0) return walk(node.items ?? [])
      if (!node.url || seen.has(node.url)) return []
      seen.add(node.url)
      try {
        const link = storePage(new URL(node.url), [])
        return link ? [{ label: node.title, link }] : []
      } catch {
        return []
      }
    })
  return walk(item.items ?? [])
}

/**
 * The /shop overview: first the collections the main menu's top items lead to, in its order, each
 * with the links beneath that item as its preview; then every other collection that lists products.
 */
export function overviewSections(
  collections: readonly CollectionTileData[],
  mainMenu: readonly MenuNode[],
): { headline: OverviewTile[]; more: CollectionTile[] } {
  const byHandle = new Map(collections.map((collection) => [collection.handle, collection]))
  const headline = mainMenu.flatMap((item) => {
    const handle = collectionHandleOf(item.url)
    const collection = handle ? byHandle.get(handle) : undefined
    if (!collection) return []
    byHandle.delete(collection.handle)
    const leaves = leavesOf(item)
    return [
      {
        ...tileOf(collection),
        preview: leaves.slice(0, PREVIEW_SIZE),
        moreCount: Math.max(0, leaves.length - PREVIEW_SIZE),
      },
    ]
  })
  const more = [...byHandle.values()]
    .map((collection) => tileOf(collection))
    .filter((tile) => tile.count !== 0)
  return { headline, more }
}
