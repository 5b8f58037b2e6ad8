import { collectionLinks, customBuilderLabel, megaMenuItems } from '../../content/navigation'
import { type Category, categories, findCategory } from '../../shared/catalogue/categories'
import {
  type MenuTarget,
  type TopMenuItem,
  toCategory,
  toCollection,
  toCustomBuilder,
  toGendered,
  toProducts,
  topMenuItems,
  toSale,
  toSubcategory,
} from './menu-links'

export interface MenuLink {
  label: string
  target: MenuTarget
}

export interface MenuGroup {
  title: string
  links: MenuLink[]
}

export interface MegaMenu extends TopMenuItem {
  /** The panel's first link, to the same place as the item. */
  allLabel: string
  /** At most 4 columns. */
  groups: MenuGroup[]
}

/** A mega-menu has at most 4 columns. */
export const MAX_MENU_COLUMNS = 4

/** "Men's Textile Jackets" → "Textile Jackets": the gender is the column's title. */
function subcategoryLabel(productType: string) {
  return productType.replace(/^(Men's|Women's) /, '')
}

/**
 * A category's dropdown, derived from its subcategories so every link is a listing that exists:
 * slugs offered to both genders (or unisex) link to /shop/{category}/{slug}; gendered ones sit in
 * Men's and Women's columns linking to /shop/{category}/{mens|womens}/{slug}.
 */
export function categoryGroups(category: Category): MenuGroup[] {
  const gendersBySlug = new Map<string, { label: string; genders: Set<string> }>()
  for (const sub of category.subcategories) {
    const entry = gendersBySlug.get(sub.slug) ?? {
      label: subcategoryLabel(sub.productType),
      genders: new Set(),
    }
    entry.genders.add(sub.gender)
    gendersBySlug.set(sub.slug, entry)
  }
  const shared = [...gendersBySlug]
    .filter(([, { genders }]) => genders.has('unisex') || (genders.has('mens') && genders.has('womens')))
    .map(([slug, { label }]) => ({ label, target: toSubcategory(category.slug, slug) }))
  const gendered = (gender: 'mens' | 'womens') =>
    [...gendersBySlug]
      .filter(([, { genders }]) => genders.has(gender))
      .map(([slug, { label }]) => ({ label, target: toGendered(category.slug, gender, slug) }))
  const collections = collectionLinks
    .filter((c) => (c.besideCategories as readonly string[]).includes(category.slug))
    .map((c) => ({ label: c.label, target: toCollection(c.name) }))

  return [
    { title: 'By Type', links: shared },
    { title: "Men's", links: gendered('mens') },
    { title: "Women's", links: gendered('womens') },
    { title: 'Collections', links: collections },
  ]
    .filter((group) => group.links.length > 0)
    .slice(0, MAX_MENU_COLUMNS)
}

const menuCategorySlugs = new Set<string>(
  megaMenuItems.map((item) => item.category).filter((c) => c !== null),
)

/** The Shop All dropdown: the nine menu categories, the rest of the catalogue, and the /category family. */
function shopAllGroups(): MenuGroup[] {
  return [
    {
      title: 'Categories',
      links: categories
        .filter((c) => menuCategorySlugs.has(c.slug))
        .map((c) => ({ label: c.name, target: toCategory(c.slug) })),
    },
    {
      title: 'More Gear',
      links: [
        ...categories
          .filter((c) => !menuCategorySlugs.has(c.slug))
          .map((c) => ({ label: c.name, target: toCategory(c.slug) })),
        { label: 'Sale', target: toSale() },
      ],
    },
    {
      title: 'Collections',
      links: [
        ...collectionLinks.map((c) => ({ label: c.label, target: toCollection(c.name) })),
        { label: customBuilderLabel, target: toCustomBuilder() },
        { label: 'Shop All', target: toProducts() },
      ],
    },
  ]
}

export function buildMegaMenus(): MegaMenu[] {
  return topMenuItems.map((item) => {
    if (item.id === 'shop-all') return { ...item, allLabel: 'Shop all categories', groups: shopAllGroups() }
    const category = findCategory(item.id)
    if (!category) throw new Error(`Menu item ${item.label} names an unknown category ${item.id}`)
    return { ...item, allLabel: `Shop all ${category.name}`, groups: categoryGroups(category) }
  })
}

export const megaMenus = buildMegaMenus()
