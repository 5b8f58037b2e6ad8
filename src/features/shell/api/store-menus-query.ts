import { rootRouteId, useRouteContext } from '@tanstack/react-router'
import { useMemo } from 'react'
import { site } from '../../../content/site'
import type { StorefrontRead } from '../../../lib/route-data'
import { graphql, type ResultOf } from '../../../lib/storefront/graphql'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'
import type { MenuHandles } from '../../../shared/storefront-config'

const MENU_ITEM_FIELDS = graphql(`
  fragment MenuItemFields on MenuItem {
    id
    title
    url
    tags
  }
`)

/**
 * The header's menu to its third level, the footer's to its second, and the store's own domain, name
 * and brand (logo and slogan), for every page's header and footer.
 */
export const STORE_MENUS_QUERY = graphql(
  `
    query StoreMenus($main: String!, $footer: String!) {
      shop {
        id
        name
        brand {
          slogan
          shortDescription
          logo {
            id
            image {
              id
              url(transform: { maxWidth: 64 })
              altText
            }
          }
        }
        primaryDomain {
          url
        }
      }
      main: menu(handle: $main) {
        id
        items {
          ...MenuItemFields
          items {
            ...MenuItemFields
            items {
              ...MenuItemFields
            }
          }
        }
      }
      footer: menu(handle: $footer) {
        id
        title
        items {
          ...MenuItemFields
          items {
            ...MenuItemFields
          }
        }
      }
    }
  `,
  [MENU_ITEM_FIELDS],
)

export type StoreMenus = ResultOf<typeof STORE_MENUS_QUERY>

const storeMenusVariables = (handles: MenuHandles) => ({ main: handles.main, footer: handles.footer })

/** The menus as the root route's loader reads them, for every page. */
export function storeMenusRead(handles: MenuHandles): StorefrontRead {
  return { query: STORE_MENUS_QUERY, variables: storeMenusVariables(handles) }
}

/**
 * The store's menus, by the handles the router's context names; undefined until read (or where the
 * store could not be reached and none is saved on the device).
 */
export function useStoreMenus(): StoreMenus | undefined {
  const handles = useRouteContext({ from: rootRouteId, select: (context) => context.menuHandles })
  const [result] = useStorefrontQuery({ query: STORE_MENUS_QUERY, variables: storeMenusVariables(handles) })
  return result.data
}

/** Who the header and footer name: the store's name, logo, slogan and description. */
export interface ShopBrand {
  name: string
  /** What a narrow header shows: the app's short name for the store it was built for, else the name. */
  shortName: string
  /** The store's logo; a store without one is named by its name alone. */
  logo: { url: string } | null
  slogan: string | null
  description: string | null
}

/**
 * The store's name and brand (docs/decisions/0064-the-shops-name-and-brand-are-the-stores.md); until
 * the store has answered (or offline with nothing kept), the name this app was built with and no logo.
 */
export function shopBrandOf(menus: StoreMenus | undefined): ShopBrand {
  const shop = menus?.shop
  const name = shop?.name || site.name
  const logo = shop?.brand?.logo?.image
  return {
    name,
    shortName: name === site.name ? site.shortName : name,
    logo: logo ? { url: logo.url } : null,
    slogan: shop?.brand?.slogan || null,
    description: shop?.brand?.shortDescription || null,
  }
}

/** The store's name and brand, as every page's header and footer show them. */
export function useShopBrand(): ShopBrand {
  const menus = useStoreMenus()
  return useMemo(() => shopBrandOf(menus), [menus])
}
