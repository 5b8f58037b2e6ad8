import { rootRouteId, useRouteContext } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { StorefrontRead } from '../../../lib/route-data'
import { graphql } from '../../../lib/storefront/graphql'
import { collectionHandleOf } from '../../../lib/storefront/store-links'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'
import type { MenuHandles } from '../../../shared/storefront-config'

/**
 * The store's catalogue menu (its handle: STOREFRONT_CATALOGUE_MENU) and its main menu, for a store
 * without a catalogue menu, two levels deep.
 */
const CATALOGUE_MENU_FIELDS = graphql(`
  fragment CatalogueMenuFields on Menu {
    id
    items {
      id
      title
      url
      items {
        id
        title
        url
      }
    }
  }
`)

export const CATALOGUE_MENU_QUERY = graphql(
  `
    query CatalogueMenu($handle: String!, $main: String!) {
      catalogue: menu(handle: $handle) {
        ...CatalogueMenuFields
      }
      main: menu(handle: $main) {
        ...CatalogueMenuFields
      }
    }
  `,
  [CATALOGUE_MENU_FIELDS],
)

type MenuItem = { title: string; url?: string | null; items?: readonly MenuItem[] }

/** One choice of /products' category select: a collection of the store, under its menu item's title. */
export interface CatalogueCategory {
  value: string
  label: string
}

/** Every item of a menu that leads to a whole collection, in the menu's order, each collection once. */
export function menuCategories(items: readonly MenuItem[] | undefined): CatalogueCategory[] {
  const seen = new Set<string>()
  const walk = (level: readonly MenuItem[]): CatalogueCategory[] =>
    level.flatMap((item) => {
      const handle = collectionHandleOf(item.url)
      const own = handle && !seen.has(handle) ? [{ value: handle, label: item.title }] : []
      if (handle) seen.add(handle)
      return [...own, ...walk(item.items ?? [])]
    })
  return walk(items ?? [])
}

/**
 * /products' categories: the collections of the store's catalogue menu, or, in a store without one,
 * those its main menu leads to. Empty until read (and offline, where neither is saved).
 */
export function useCatalogueCategories(): CatalogueCategory[] {
  const handles = useRouteContext({ from: rootRouteId, select: (context) => context.menuHandles })
  const [result] = useStorefrontQuery({
    query: CATALOGUE_MENU_QUERY,
    variables: catalogueMenuVariables(handles),
  })
  const data = result.data
  return useMemo(() => menuCategories((data?.catalogue ?? data?.main)?.items), [data])
}

const catalogueMenuVariables = (handles: MenuHandles) => ({ handle: handles.catalogue, main: handles.main })

/** The read of the menus /products' categories come from, as its loader and its page ask for it. */
export function catalogueMenuRead(handles: MenuHandles): StorefrontRead {
  return { query: CATALOGUE_MENU_QUERY, variables: catalogueMenuVariables(handles) }
}
