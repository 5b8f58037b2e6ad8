import type { ProductFilterInput } from '../storefront/search-sql'
import { gatheringCollections, typeCollections } from './catalogue'
import { type Category, categories, findCategory, findSubcategories, subcategoryName } from './categories'

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

/**
 * `custom.listing_index`: tiles above a collection's listing into its deeper addresses, in groups;
 * each item a store address (a tag-filtered collection, `/collections/{handle}/{tag}+{tag}`) with a
 * line on what it holds.
 */
export interface ListingIndexValue {
  title: string
  items: { title: string; description: string; url: string }[]
}

interface IndexGroupSpec {
  title: string
  /** Absent: the item covers the subcategory for every gender (`/collections/{category}/{sub}`). */
  gender?: 'mens' | 'womens'
  slugs: readonly string[]
}

const flannelSlugs = [
  'armored-flannel',
  'long-sleeve-flannels',
  'sleeveless-flannels',
  'red-flannel',
  'conceal-carry-flannels',
  'plaid-flannel',
]

const indexSpecs: Record<string, readonly IndexGroupSpec[]> = {
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
    { title: 'Shop All Flannels', slugs: flannelSlugs },
    { title: "Men's Flannels", gender: 'mens', slugs: flannelSlugs },
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

/** A collection's index: each group's items, a gendered one named by its product type ("Men's Red Flannels"). */
function indexOf(handle: string): ListingIndexValue[] | undefined {
  const specs = indexSpecs[handle]
  const category = findCategory(handle)
  if (!specs || !category) return undefined
  return specs.map((group) => ({
    title: group.title,
    items: group.slugs.flatMap((slug) => {
      const [first] = findSubcategories(category, slug, group.gender)
      if (!first) return []
      const tags = group.gender ? [group.gender, slug] : [slug]
      return [
        {
          title: group.gender ? first.productType : subcategoryName(first),
          description: indexDescriptions[slug] ?? category.description,
          url: `/collections/${handle}/${tags.join('+')}`,
        },
      ]
    }),
  }))
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
  const index = indexOf(handle)
  return [
    ...(index
      ? [{ namespace: 'custom', key: 'listing_index', type: 'json' as const, value: JSON.stringify(index) }]
      : []),
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
