import {
  type Category,
  categories,
  findCategory,
  findSubcategories,
  type Subcategory,
  subcategoryName,
} from '../../shared/catalogue/categories'
import { buildProductSearchQuery } from '../../shared/search-query'
import { categoryCountQuery } from './api/product-counts-query'

/** A page of the /shop family, as route params (the listing routes resolve them the same way). */
export type ShopPath =
  | { category: string }
  | { category: string; subcategory: string }
  | { category: string; gender: 'mens' | 'womens'; subcategory: string }

export function shopHref(path: ShopPath) {
  const segments = [
    path.category,
    'gender' in path ? path.gender : undefined,
    'subcategory' in path ? path.subcategory : undefined,
  ]
  return `/shop/${segments.filter((segment) => segment !== undefined).join('/')}`
}

/** Anything that shows a live product count: the storefront query it counts. */
export interface Counted {
  key: string
  countQuery: string
}

export interface SubcategoryLink {
  name: string
  path: ShopPath
}

/** A category tile: name, href, count, description (plus the /shop subcategory preview). */
export interface CategoryTile extends Counted {
  name: string
  description: string
  path: ShopPath
  /** The first four distinct subcategories. */
  preview: readonly SubcategoryLink[]
  /** How many distinct subcategories the preview leaves out ('+N more'). */
  moreCount: number
}

/** The category overview (/shop): the six headline categories, in order. */
export const OVERVIEW_SLUGS = ['helmets', 'jackets', 'vests', 'bottoms', 'shirts-flannels', 'boots'] as const

const PREVIEW_SIZE = 4

/** One entry per subcategory slug (men's and women's variants share one). */
function distinctSubcategories(category: Category): Subcategory[] {
  const bySlug = new Map<string, Subcategory>()
  for (const sub of category.subcategories) if (!bySlug.has(sub.slug)) bySlug.set(sub.slug, sub)
  return [...bySlug.values()]
}

export function categoryTile(category: Category): CategoryTile {
  const subs = distinctSubcategories(category)
  return {
    key: category.slug,
    countQuery: categoryCountQuery(category.slug),
    name: category.name,
    description: category.description,
    path: { category: category.slug },
    preview: subs.slice(0, PREVIEW_SIZE).map((sub) => ({
      name: subcategoryName(sub),
      path: { category: category.slug, subcategory: sub.slug },
    })),
    moreCount: Math.max(0, subs.length - PREVIEW_SIZE),
  }
}

const isOverview = (slug: string) => (OVERVIEW_SLUGS as readonly string[]).includes(slug)

export const overviewTiles: readonly CategoryTile[] = OVERVIEW_SLUGS.flatMap((slug) => {
  const category = findCategory(slug)
  return category ? [categoryTile(category)] : []
})

/** 'More to explore': every other category, so the whole catalogue is reachable from /shop. */
export const exploreTiles: readonly CategoryTile[] = categories
  .filter((category) => !isOverview(category.slug))
  .map(categoryTile)

/** A tile of the bottoms and shirts indexes. */
export interface IndexTile extends Counted {
  name: string
  description: string
  path: ShopPath
}

export interface IndexGroup {
  title: string
  tiles: readonly IndexTile[]
}

export type IndexedCategory = 'bottoms' | 'shirts-flannels'

interface IndexGroupSpec {
  title: string
  /** Absent: the tile covers the subcategory for every gender (/shop/{category}/{subcategory}). */
  gender?: 'mens' | 'womens'
  slugs: readonly string[]
}

/** The index's hrefs, group by group. */
const indexSpecs: Record<IndexedCategory, readonly IndexGroupSpec[]> = {
  bottoms: [
    { title: "Men's Bottoms", gender: 'mens', slugs: ['bootcut-jeans', 'slim-stretch-jeans'] },
    {
      title: "Women's Bottoms",
      gender: 'womens',
      slugs: [
        'shorts',
        'skinny-jeans',
        'straight-jeans',
        'flare-jeans',
        'bootcut-jeans',
        'wide-leg-jeans',
        'cargo-pants-skirts',
      ],
    },
  ],
  'shirts-flannels': [
    {
      title: 'Shop All Flannels',
      slugs: [
        'armored-flannel',
        'long-sleeve-flannels',
        'sleeveless-flannels',
        'red-flannel',
        'conceal-carry-flannels',
        'plaid-flannel',
      ],
    },
    {
      title: "Men's Flannels",
      gender: 'mens',
      slugs: [
        'armored-flannel',
        'long-sleeve-flannels',
        'sleeveless-flannels',
        'red-flannel',
        'conceal-carry-flannels',
        'plaid-flannel',
      ],
    },
    {
      title: "Women's Flannel Shirts",
      gender: 'womens',
      slugs: ['long-sleeve-flannels', 'conceal-carry-flannels', 'red-flannel'],
    },
    { title: "Men's Shirts", gender: 'mens', slugs: ['t-shirts', 'long-sleeve-shirts', 'denim-shirts'] },
    { title: "Women's Shirts", gender: 'womens', slugs: ['t-shirts', 'tank-tops'] },
  ],
}

const indexDescriptions: Record<string, string> = {
  'bootcut-jeans': 'Riding denim with a leg cut to sit over your boots.',
  'slim-stretch-jeans': 'A slimmer leg with stretch for long days in the saddle.',
  shorts: 'Denim and riding shorts for hot-weather stops.',
  'skinny-jeans': 'Close-fitting stretch denim that stays put on the bike.',
  'straight-jeans': 'An easy straight leg that works on and off the bike.',
  'flare-jeans': 'A flared hem with room to spare over riding boots.',
  'wide-leg-jeans': 'Relaxed wide-leg denim for cruising comfort.',
  'cargo-pants-skirts': 'Cargo pants and skirts with pockets for the essentials.',
  'armored-flannel': 'Flannel built for riding, with room for armour inserts.',
  'long-sleeve-flannels': 'Soft, warm long-sleeve flannels for cool mornings.',
  'sleeveless-flannels': 'Cut-off flannels for summer rides and layering.',
  'red-flannel': 'The classic red plaid, on the road and off.',
  'conceal-carry-flannels': 'Flannels with a discreet carry pocket.',
  'plaid-flannel': 'Heavyweight plaid flannels in every colourway.',
  't-shirts': 'Riding tees and graphic tees in soft cotton.',
  'long-sleeve-shirts': 'Long-sleeve shirts and henleys for sun and wind.',
  'denim-shirts': 'Rugged denim shirts that layer under a vest.',
  'tank-tops': 'Tanks and racerbacks for hot-weather riding.',
}

/**
 * `/shop/{category}/{sub}` counts the subcategory for every gender; `/shop/{category}/{gender}/{sub}`
 * that gender's product type. The listing routes scope their pages the same way, so the counts agree.
 * A slug the catalogue has no product type for yields no tile.
 */
function indexTile(category: Category, slug: string, gender?: 'mens' | 'womens'): IndexTile | undefined {
  const subs = findSubcategories(category, slug, gender)
  const first = subs[0]
  if (!first) return undefined
  const path: ShopPath = gender
    ? { category: category.slug, gender, subcategory: slug }
    : { category: category.slug, subcategory: slug }
  return {
    key: shopHref(path),
    countQuery: buildProductSearchQuery({
      tag: category.slug,
      productType: [...new Set(subs.map((s) => s.productType))],
    }),
    // A gendered tile names its product type ("Men's Red Flannels"), so every tile's name is unique.
    name: gender ? first.productType : subcategoryName(first),
    description: indexDescriptions[slug] ?? category.description,
    path,
  }
}

export function subcategoryIndex(slug: IndexedCategory): IndexGroup[] {
  const category = findCategory(slug)
  if (!category) return []
  return indexSpecs[slug].map((group) => ({
    title: group.title,
    tiles: group.slugs.flatMap((sub) => indexTile(category, sub, group.gender) ?? []),
  }))
}
