import {
  type Category,
  categories,
  findCategory,
  findSubcategories,
  type Gender,
  type Subcategory,
} from '../../shared/catalogue/categories'
import { PRICE_SLIDER_MAX } from './price-slider'

/** Products a listing, tab or filter option takes: any of the tags, and any of the product types. */
export interface ListingScope {
  tags?: readonly string[]
  productTypes?: readonly string[]
}

export interface ListingChoice {
  id: string
  label: string
  scope: ListingScope
}

/** A listing tab, made a real filter (docs/decisions/0008-live-data.md). */
export interface ListingTab extends ListingChoice {
  /** A tab that groups products shows its choices as a second row of pills. */
  choices?: readonly ListingChoice[]
}

export interface ListingFeature {
  title: string
  text: string
}

export interface Listing {
  /** The path segment(s) after /shop, for messages and keys. */
  key: string
  title: string
  /** The category name used in the empty-state hint ('No products in "{name}" category'). */
  name: string
  description: string
  scope: ListingScope
  tabs: readonly ListingTab[]
  /** The sidebar's category group. */
  types: readonly ListingChoice[]
  brands: readonly string[]
  sizes: readonly string[]
  /** The listing's default price range; the slider itself always runs 0 to PRICE_SLIDER_MAX. */
  defaultPriceRange: readonly [number, number]
  featuresTitle: string
  features: readonly ListingFeature[]
  /** Bottoms and shirts-flannels lead with their index of tiles. */
  hasIndex: boolean
}

const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const
/** Filter sizes: XS to XXL, vests also 3XL, boots 7 to 13; the rest follow the catalogue. */
const sizesByScale: Record<Category['sizes'], readonly string[]> = {
  apparel: APPAREL_SIZES,
  'apparel-3xl': APPAREL_SIZES,
  'apparel-5xl': [...APPAREL_SIZES, '3XL', '4XL', '5XL'],
  boots: ['7', '8', '9', '10', '11', '12', '13'],
  gloves: ['S', 'M', 'L', 'XL', 'XXL'],
  waist: ['28', '30', '32', '34', '36', '38', '40'],
  'one-size': [],
}
const sizesByCategory: Record<string, readonly string[]> = { vests: [...APPAREL_SIZES, '3XL'] }
const priceRangeByCategory: Record<string, readonly [number, number]> = {
  jackets: [0, 1000],
  vests: [0, 500],
  boots: [0, 600],
}

/** The tag every product of a size carries (the seed tags sizes so the query syntax can filter). */
export function sizeTag(size: string) {
  return `size-${size.toLowerCase()}`
}

const genderLabels: Record<Exclude<Gender, 'unisex'>, string> = { mens: "Men's", womens: "Women's" }

function productTypes(subcategories: readonly Subcategory[]) {
  return [...new Set(subcategories.map((s) => s.productType))]
}

/** "Men's Leather Vests" → "Leather Vests". */
export function subcategoryName(subcategory: Subcategory) {
  return subcategory.productType.replace(/^(Men's|Women's) /, '')
}

function typeChoices(category: Category): ListingChoice[] {
  const bySlug = new Map<string, Subcategory[]>()
  for (const sub of category.subcategories) bySlug.set(sub.slug, [...(bySlug.get(sub.slug) ?? []), sub])
  return [...bySlug].map(([slug, subs]) => ({
    id: slug,
    label: subcategoryName(subs[0] as Subcategory),
    scope: { productTypes: productTypes(subs) },
  }))
}

function genderTabs(category: Category): ListingChoice[] {
  return (['mens', 'womens'] as const).flatMap((gender) => {
    const subs = category.subcategories.filter((s) => s.gender === gender)
    return subs.length > 0
      ? [{ id: gender, label: genderLabels[gender], scope: { productTypes: productTypes(subs) } }]
      : []
  })
}

const byTags = (id: string, label: string, ...tags: string[]): ListingChoice => ({
  id,
  label,
  scope: { tags },
})

const unionScope = (choices: readonly ListingChoice[]): ListingScope => ({
  tags: choices.flatMap((c) => c.scope.tags ?? []),
})

const helmetTypes = [
  byTags('full-face', 'Full Face', 'full-face'),
  byTags('modular', 'Modular', 'modular'),
  byTags('half', 'Half', 'half'),
  byTags('open-face', 'Open Face', 'open-face'),
  byTags('dual-sport', 'Dual Sport', 'dual-sport'),
]
const ridingStyles = [
  byTags('street', 'Street', 'full-face'),
  byTags('touring', 'Touring', 'modular'),
  byTags('cruiser', 'Cruiser', 'half', 'open-face'),
  byTags('adventure', 'Adventure', 'dual-sport'),
]
const bootStyles = [
  byTags('riding', 'Riding', 'riding'),
  byTags('harness', 'Harness', 'harness'),
  byTags('engineer', 'Engineer', 'engineer'),
  byTags('touring', 'Touring', 'touring'),
]

/** The tabs per listing page; the first tab is the default. */
function tabsFor(category: Category): ListingTab[] {
  const all = (label: string): ListingTab => ({ id: 'all', label, scope: {} })
  switch (category.slug) {
    case 'helmets':
      return [
        { id: 'type', label: 'By Type', scope: unionScope(helmetTypes), choices: helmetTypes },
        {
          id: 'categories',
          label: 'Categories',
          scope: {},
          choices: [
            byTags('helmets', 'Helmets', ...helmetTypes.flatMap((t) => t.scope.tags ?? [])),
            { id: 'bells', label: 'Guardian Bells', scope: { productTypes: ['Guardian Bells'] } },
            {
              id: 'accessories',
              label: 'Helmet Accessories',
              scope: { productTypes: ['Helmet Accessories'] },
            },
          ],
        },
        { id: 'style', label: 'Riding Style', scope: unionScope(ridingStyles), choices: ridingStyles },
      ]
    case 'vests':
      return [
        all('All Vests'),
        byTags('leather', 'Leather', 'leather'),
        byTags('tactical', 'Tactical', 'tactical'),
        byTags('denim', 'Denim', 'denim'),
      ]
    case 'boots':
      return [
        all('All Boots'),
        ...genderTabs(category),
        { id: 'style', label: 'By Style', scope: unionScope(bootStyles), choices: bootStyles },
      ]
    case 'luggage':
      return [all('All Luggage'), byTags('bags', 'Bags', 'bags'), byTags('storage', 'Storage', 'storage')]
    case 'bike-gear':
      return [
        all('All Gear'),
        byTags('protection', 'Protection', 'protection'),
        byTags('accessories', 'Accessories', 'riding-accessories'),
        byTags('jewelry', 'Jewelry', 'biker-jewelry'),
      ]
    case 'accessories':
      return [
        all('All Accessories'),
        byTags('bike-accessories', 'Bike Accessories', 'bike-accessories'),
        byTags('bike-care', 'Bike Care', 'bike-care'),
      ]
    case 'shirts-flannels':
      return [
        all('All Shirts & Flannels'),
        byTags('flannels', 'Flannels', 'flannel'),
        byTags('shirts', 'Shirts', 'shirt'),
        ...genderTabs(category),
      ]
    default:
      return [all(`All ${category.name}`), ...genderTabs(category)]
  }
}

const standardFeatures: readonly ListingFeature[] = [
  { title: 'Free shipping over $100', text: 'Orders over $100 ship free; everything else ships for $15.' },
  { title: '30-day returns', text: 'Not the right fit? Send it back within 30 days.' },
  { title: 'Authentic gear', text: 'Every piece comes straight from the brands we carry.' },
]

const helmetFeatures: readonly ListingFeature[] = [
  { title: 'DOT certified', text: 'Every lid we sell meets or beats the DOT FMVSS 218 standard.' },
  { title: 'Premium quality', text: 'Composite and polycarbonate shells with plush, removable liners.' },
  {
    title: 'Advanced features',
    text: 'Drop-down sun visors, quick-release buckles and comms-ready pockets.',
  },
]

/** Paths the footer and home grid link to that gather several categories. */
const collectionListings: Record<
  string,
  { name: string; description: string; categories: readonly string[] }
> = {
  'biker-gear': {
    name: 'Biker Gear',
    description: 'Protection, riding accessories and biker jewelry.',
    categories: ['bike-gear'],
  },
  'bike-parts': {
    name: 'Bike Parts',
    description: 'Exhaust, bars, seats, lighting and controls.',
    categories: ['parts'],
  },
  'rider-gear': {
    name: 'Rider Gear',
    description: 'Everything between you and the road: lids, leather, gloves, boots and chaps.',
    categories: ['helmets', 'jackets', 'leather-jackets', 'gloves', 'boots', 'chaps'],
  },
  lifestyle: {
    name: 'Lifestyle',
    description: 'Tees, flannels, caps and jewelry for off the bike.',
    categories: ['apparel', 'shirts-flannels', 'jewelry'],
  },
}

/** "bike-parts" → "Bike Parts" for paths the catalogue does not know. */
function titleFromSlug(slug: string) {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ')
}

function baseListing(category: Category, key: string): Listing {
  return {
    key,
    title: category.name.toUpperCase(),
    name: category.name,
    description: category.description,
    scope: { tags: [category.slug] },
    tabs: tabsFor(category),
    types: typeChoices(category),
    brands: category.vendors,
    sizes: sizesByCategory[category.slug] ?? sizesByScale[category.sizes],
    defaultPriceRange: priceRangeByCategory[category.slug] ?? [0, PRICE_SLIDER_MAX],
    featuresTitle:
      category.slug === 'helmets' ? 'Why Choose Our Helmets' : `Why Shop ${category.name} With Us`,
    features: category.slug === 'helmets' ? helmetFeatures : standardFeatures,
    hasIndex: category.slug === 'bottoms' || category.slug === 'shirts-flannels',
  }
}

/** `/shop/{category}`: one of the catalogue's categories, a gathering of several, or unknown (empty). */
export function resolveCategoryListing(slug: string): Listing {
  const category = findCategory(slug)
  if (category) return baseListing(category, slug)
  const gathering = collectionListings[slug]
  const members = (gathering?.categories ?? []).flatMap((c) => findCategory(c) ?? [])
  const name = gathering?.name ?? titleFromSlug(slug)
  return {
    key: slug,
    title: name.toUpperCase(),
    name,
    description: gathering?.description ?? `Everything we carry in ${name}.`,
    // An unknown category keeps its own tag, which no product carries: the page shows its empty state.
    scope: { tags: members.length > 0 ? members.map((c) => c.slug) : [slug] },
    tabs: [
      { id: 'all', label: `All ${name}`, scope: {} },
      ...(members.length > 1 ? members.map((c) => byTags(c.slug, c.name, c.slug)) : []),
    ],
    types: members.length === 1 && members[0] ? typeChoices(members[0]) : [],
    brands: [...new Set(members.flatMap((c) => c.vendors))].sort(),
    sizes: [],
    defaultPriceRange: [0, PRICE_SLIDER_MAX],
    featuresTitle: `Why Shop ${name} With Us`,
    features: standardFeatures,
    hasIndex: false,
  }
}

/** `/shop/{category}/{subcategory}` and `/shop/{category}/{gender}/{subcategory}`. */
export function resolveSubcategoryListing(categorySlug: string, subSlug: string, gender?: string): Listing {
  const parent = resolveCategoryListing(categorySlug)
  const category = findCategory(categorySlug)
  const subs = category ? findSubcategories(category, subSlug, gender) : []
  const first = subs[0]
  const genderLabel = gender === 'mens' || gender === 'womens' ? genderLabels[gender] : undefined
  const baseName = first ? subcategoryName(first) : titleFromSlug(subSlug)
  const name = genderLabel ? `${genderLabel} ${baseName}` : baseName
  return {
    ...parent,
    key: [categorySlug, gender, subSlug].filter(Boolean).join('/'),
    title: name.toUpperCase(),
    name,
    description: first ? `${baseName} from our ${parent.name.toLowerCase()} range.` : parent.description,
    // No such subcategory: a product type nothing has, so the empty state names it.
    scope: { ...parent.scope, productTypes: first ? productTypes(subs) : [name] },
    tabs: [{ id: 'all', label: `All ${name}`, scope: {} }],
    types: [],
    hasIndex: false,
  }
}

/** Every brand the shop carries, for filters over the whole catalogue. */
export const catalogueBrands = [...new Set(categories.flatMap((c) => c.vendors))].sort()

function wholeCatalogue(key: string, name: string, description: string, scope: ListingScope): Listing {
  const mainCategories = categories.filter((c) => c.seedCount >= 100)
  return {
    key,
    title: name.toUpperCase(),
    name,
    description,
    scope,
    tabs: [
      { id: 'all', label: 'All Products', scope: {} },
      ...mainCategories.map((c) => byTags(c.slug, c.name, c.slug)),
    ],
    types: [],
    brands: catalogueBrands,
    sizes: [],
    defaultPriceRange: [0, PRICE_SLIDER_MAX],
    featuresTitle: 'Why Ride With Us',
    features: standardFeatures,
    hasIndex: false,
  }
}

/** `/shop?search=…`: the header search, across the whole catalogue. */
export const searchListing = wholeCatalogue(
  'search',
  'Search Results',
  'Everything in the shop whose name matches your search.',
  {},
)

/** `/shop?sale=true`: everything marked down (the catalogue tags sale items `sale`). */
export const saleListing = wholeCatalogue('sale', 'Sale', 'Marked-down gear while it lasts.', {
  tags: ['sale'],
})
