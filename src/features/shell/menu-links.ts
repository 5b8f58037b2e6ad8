import { linkOptions } from '@tanstack/react-router'
import { megaMenuItems } from '../../content/navigation'

export const toShop = () => linkOptions({ to: '/shop' })
export const toSale = () => linkOptions({ to: '/shop', search: { sale: true } })
export const toProducts = () => linkOptions({ to: '/products' })
export const toCategory = (category: string) => linkOptions({ to: '/shop/$category', params: { category } })
export const toSubcategory = (category: string, subcategory: string) =>
  linkOptions({ to: '/shop/$category/$subcategory', params: { category, subcategory } })
export const toGendered = (category: string, gender: 'mens' | 'womens', subcategory: string) =>
  linkOptions({ to: '/shop/$category/$gender/$subcategory', params: { category, gender, subcategory } })
export const toCollection = (name: string) => linkOptions({ to: '/category/$name', params: { name } })
export const toCustomBuilder = () => linkOptions({ to: '/apparel-builder' })

/** Any place a header or menu link leads; spread into <Link>. */
export type MenuTarget =
  | ReturnType<typeof toShop>
  | ReturnType<typeof toSale>
  | ReturnType<typeof toProducts>
  | ReturnType<typeof toCategory>
  | ReturnType<typeof toSubcategory>
  | ReturnType<typeof toGendered>
  | ReturnType<typeof toCollection>
  | ReturnType<typeof toCustomBuilder>

export interface TopMenuItem {
  /** Stable id for the dropdown's open state. */
  id: string
  label: string
  /** Where the item itself leads: /shop or /shop/{category}. */
  target: MenuTarget
}

/**
 * The ten header items without their dropdowns. Kept apart from mega-menu.ts so the header in the
 * entry bundle does not carry the category table; the dropdowns load with the desktop menu.
 */
export const topMenuItems: TopMenuItem[] = megaMenuItems.map((item) =>
  item.category === null
    ? { id: 'shop-all', label: item.label, target: toShop() }
    : { id: item.category, label: item.label, target: toCategory(item.category) },
)
