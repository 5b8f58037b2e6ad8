import { type Category, categories, findCategory } from '../../shared/catalogue/categories'
import type { ProductFilterInput } from '../storefront/search-sql'
import { gatheringCollections, typeCollections } from './catalogue'

/**
 * The collections' own metafields, as a merchant fills them in Shopify's admin (namespace `custom`,
 * type `json`): how the shop's listing of each collection is laid out. `custom.listing_tabs` is the
 * listing's tabs, each a set of product filters (the store's `ProductFilter` input) with, where it
 * groups products, a second row of choices; `custom.listing_features` is the closing section.
 * README "Connect your Shopify store" says how a store sets them up.
 */
export interface ListingTabValue {
  label: string
  filters: ProductFilterInput[]
  choices?: { label: string; filters: ProductFilterInput[] }[]
}

export interface ListingFeaturesValue {
  title: string
  items: { title: string; text: string }[]
}

const byTags = (label: string, ...tags: string[]) => ({ label, filters: tags.map((tag) => ({ tag })) })
const all = (label: string): ListingTabValue => ({ label, filters: [] })
const union = (label: string, choices: ListingTabValue['choices'] & {}): ListingTabValue => ({
  label,
  filters: choices.flatMap((choice) => choice.filters),
  choices,
})

const genderLabels = { mens: "Men's", womens: "Women's" } as const

function genderTabs(category: Category): ListingTabValue[] {
  return (['mens', 'womens'] as const).flatMap((gender) =>
    category.subcategories.some((s) => s.gender === gender) ? [byTags(genderLabels[gender], gender)] : [],
  )
}

const helmetTypes = [
  byTags('Full Face', 'full-face'),
  byTags('Modular', 'modular'),
  byTags('Half', 'half'),
  byTags('Open Face', 'open-face'),
  byTags('Dual Sport', 'dual-sport'),
]
const ridingStyles = [
  byTags('Street', 'full-face'),
  byTags('Touring', 'modular'),
  byTags('Cruiser', 'half', 'open-face'),
  byTags('Adventure', 'dual-sport'),
]
const bootStyles = [
  byTags('Riding', 'riding'),
  byTags('Harness', 'harness'),
  byTags('Engineer', 'engineer'),
  byTags('Touring', 'touring'),
]

/** A category's tabs; the first is the listing's default. */
function categoryTabs(category: Category): ListingTabValue[] {
  switch (category.slug) {
    case 'helmets':
      return [
        union('By Type', helmetTypes),
        {
          label: 'Categories',
          filters: [],
          choices: [
            byTags('Helmets', ...helmetTypes.flatMap((type) => type.filters.map((f) => f.tag ?? ''))),
            byTags('Guardian Bells', 'bells'),
            byTags('Helmet Accessories', 'helmet-accessories'),
          ],
        },
        union('Riding Style', ridingStyles),
      ]
    case 'vests':
      return [
        all('All Vests'),
        byTags('Leather', 'leather'),
        byTags('Tactical', 'tactical'),
        byTags('Denim', 'denim'),
      ]
    case 'boots':
      return [all('All Boots'), ...genderTabs(category), union('By Style', bootStyles)]
    case 'luggage':
      return [all('All Luggage'), byTags('Bags', 'bags'), byTags('Storage', 'storage')]
    case 'bike-gear':
      return [
        all('All Gear'),
        byTags('Protection', 'protection'),
        byTags('Accessories', 'riding-accessories'),
        byTags('Jewelry', 'biker-jewelry'),
      ]
    case 'accessories':
      return [
        all('All Accessories'),
        byTags('Bike Accessories', 'bike-accessories'),
        byTags('Bike Care', 'bike-care'),
      ]
    case 'shirts-flannels':
      return [
        all('All Shirts & Flannels'),
        byTags('Flannels', 'flannel'),
        byTags('Shirts', 'shirt'),
        ...genderTabs(category),
      ]
    default:
      return [all(`All ${category.name}`), ...genderTabs(category)]
  }
}

const helmetFeatures: ListingFeaturesValue = {
  title: 'Why Choose Our Helmets',
  items: [
    { title: 'DOT certified', text: 'Every lid we sell meets or beats the DOT FMVSS 218 standard.' },
    {
      title: 'Premium quality',
      text: 'Composite and polycarbonate shells with plush, removable liners.',
    },
    {
      title: 'Advanced features',
      text: 'Drop-down sun visors, quick-release buckles and comms-ready pockets.',
    },
  ],
}

/** `custom.tile_feature`: the line a category card leads with on the home page. */
const tileFeatures: Record<string, string> = {
  helmets: 'DOT certified',
  gloves: 'Armored knuckles',
  boots: 'Oil-resistant soles',
  jackets: 'CE armor pockets',
  vests: 'Concealed carry',
  'shirts-flannels': 'Kevlar-lined options',
  bottoms: 'Abrasion-resistant denim',
  luggage: 'Weatherproof',
  'biker-gear': 'Protection and jewelry',
}

export interface SeedCollectionMetafield {
  namespace: string
  key: string
  type: 'json' | 'single_line_text_field'
  value: string
}

/**
 * `custom.listing_notice`: a notice above the listing, with a link to another address of the store
 * (Shopify's own, which the storefront maps to its page).
 */
export interface ListingNoticeValue {
  title: string
  text: string
  link: { label: string; url: string }
}

const bellsNotice: ListingNoticeValue = {
  title: 'Safety First',
  text: 'A guardian bell is a riding tradition, not protective gear. Always ride with a DOT-certified helmet.',
  link: { label: 'Shop DOT-certified helmets', url: '/collections/helmets' },
}

function tabsOf(handle: string): ListingTabValue[] | undefined {
  const category = findCategory(handle)
  if (category) return categoryTabs(category)
  const byType = typeCollections.find((c) => c.handle === handle)
  if (byType)
    return byType.productTypes.map((productType) => ({
      label: productType === 'Guardian Bells' ? 'Guardian & Bravo Bells' : productType,
      filters: [{ productType }],
    }))
  const gathering = gatheringCollections.find((c) => c.handle === handle)
  if (!gathering || gathering.categories.length < 2) return undefined
  return [
    all(`All ${gathering.title}`),
    ...gathering.categories.flatMap((slug) => {
      const member = categories.find((c) => c.slug === slug)
      return member ? [byTags(member.name, member.slug)] : []
    }),
  ]
}

/** The metafields of the collection with this handle, in the order the admin lists them. */
export function seedCollectionMetafields(handle: string): SeedCollectionMetafield[] {
  const tabs = tabsOf(handle)
  return [
    ...(tabs
      ? [{ namespace: 'custom', key: 'listing_tabs', type: 'json' as const, value: JSON.stringify(tabs) }]
      : []),
    ...(tileFeatures[handle]
      ? [
          {
            namespace: 'custom',
            key: 'tile_feature',
            type: 'single_line_text_field' as const,
            value: tileFeatures[handle],
          },
        ]
      : []),
    ...(handle === 'bells-and-helmet-accessories'
      ? [
          {
            namespace: 'custom',
            key: 'listing_notice',
            type: 'json' as const,
            value: JSON.stringify(bellsNotice),
          },
        ]
      : []),
    ...(handle === 'helmets'
      ? [
          {
            namespace: 'custom',
            key: 'listing_features',
            type: 'json' as const,
            value: JSON.stringify(helmetFeatures),
          },
        ]
      : []),
  ]
}
