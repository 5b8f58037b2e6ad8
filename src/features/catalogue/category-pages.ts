import { findCategory, findSubcategories } from '../../shared/catalogue/categories'
import { buildProductSearchQuery } from '../../shared/search-query'
import { categoryCountQuery } from './api/product-counts-query'

/** Page sizes: helmets 100, the other category pages 48. */
export const HELMETS_PAGE_SIZE = 100
export const CATEGORY_PAGE_SIZE = 48

function category(slug: string) {
  const found = findCategory(slug)
  if (!found) throw new Error(`The catalogue has no category "${slug}"`)
  return found
}

function productType(categorySlug: string, subcategorySlug: string) {
  const [sub] = findSubcategories(category(categorySlug), subcategorySlug)
  if (!sub) throw new Error(`The catalogue has no subcategory "${categorySlug}/${subcategorySlug}"`)
  return sub.productType
}

/** The helmets page's type select filters; no filter is "All Items". */
import type { HelmetType } from './helmet-types'

const bells = productType('helmets', 'bells')
const helmetAccessories = productType('helmets', 'helmet-accessories')

/** The select's options, each a set of product types. */
export const helmetTypes: readonly {
  value: HelmetType | 'all'
  label: string
  productTypes: readonly string[]
}[] = [
  { value: 'all', label: 'All Items', productTypes: [bells, helmetAccessories] },
  { value: 'bells', label: 'Guardian & Bravo Bells', productTypes: [bells] },
  { value: 'accessories', label: 'Helmet Accessories', productTypes: [helmetAccessories] },
]

export interface HelmetsSearch {
  q?: string
  type?: HelmetType
}

/** The bells and helmet accessories that match the search box and the type select. */
export function helmetsQuery(search: HelmetsSearch): string {
  const type = helmetTypes.find((t) => t.value === (search.type ?? 'all'))
  return buildProductSearchQuery({ text: search.q, productType: type?.productTypes })
}

export type CategoryPageConfig =
  | { kind: 'helmets'; title: string; description: string }
  | { kind: 'fixed'; title: string; description: string; query: string; emptyHint: string }

function fixedPage(slug: string, title = category(slug).name): CategoryPageConfig {
  return {
    kind: 'fixed',
    title,
    description: category(slug).description,
    // The same scope the category counts use (docs/decisions/0005-data-owners-and-emulator.md).
    query: categoryCountQuery(slug),
    emptyHint: `No products in "${title}" category`,
  }
}

/** The /category names the shop serves; anything else is not found. */
export function resolveCategoryPage(name: string): CategoryPageConfig | undefined {
  switch (name) {
    case 'helmets':
      return {
        kind: 'helmets',
        title: 'Bells & Helmet Accessories',
        description:
          'Guardian and Bravo bells for the bike, plus visors, liners and chin curtains for your lid.',
      }
    case 'jackets':
    case 'leather':
    case 'leather-jackets':
      return fixedPage('leather-jackets', 'Leather Jackets')
    case 'boots':
    case 'whips':
    case 'apparel':
    case 'accessories':
    case 'jewelry':
      return fixedPage(name)
    default:
      return undefined
  }
}
