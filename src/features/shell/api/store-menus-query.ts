import { rootRouteId, useRouteContext } from '@tanstack/react-router'
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

/** The header's menu to its third level, the footer's to its second, and the store's own domain. */
export const STORE_MENUS_QUERY = graphql(
  `
    query StoreMenus($main: String!, $footer: String!) {
      shop {
        id
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
