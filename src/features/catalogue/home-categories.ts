import type { ArtworkKind } from '../../shared/catalogue/categories'
import type { Counted } from './category-tiles'
import { listingScopeQuery } from './listing-query'
import { type Listing, resolveCategoryListing, resolveCategoryPage } from './listings'

/** A home category card, with its count read live instead of fixed. */
export interface HomeCategoryCard extends Counted {
  id: string
  name: string
  slug: string
  icon: ArtworkKind
  feature: string
  description: string
  imageUrl: string
}

const card = (slug: string, icon: ArtworkKind, feature: string, colour: string): HomeCategoryCard => {
  const listing = resolveCategoryListing(slug)
  return {
    id: slug,
    key: slug,
    name: listing.name,
    slug,
    icon,
    feature,
    description: listing.description,
    imageUrl: `/images/products/${icon}-${colour}-1.svg`,
    // The same scope as the banner count of /shop/{slug}, so both pages give one figure.
    countQuery: listingScopeQuery(listing),
  }
}

/** Shop by Category: three tabs, Gear first. */
export const homeCategoryTabs = [
  {
    id: 'gear',
    label: 'Gear',
    cards: [
      card('helmets', 'helmet', 'DOT certified', 'black'),
      card('gloves', 'glove', 'Armored knuckles', 'brown'),
      card('boots', 'boot', 'Oil-resistant soles', 'black'),
    ],
  },
  {
    id: 'apparel',
    label: 'Apparel',
    cards: [
      card('jackets', 'jacket', 'CE armor pockets', 'tan'),
      card('vests', 'vest', 'Concealed carry', 'black'),
      card('shirts-flannels', 'shirt', 'Kevlar-lined options', 'red'),
      card('bottoms', 'pants', 'Abrasion-resistant denim', 'navy'),
    ],
  },
  {
    id: 'accessories',
    label: 'Accessories',
    cards: [
      card('luggage', 'bag', 'Weatherproof', 'brown'),
      card('biker-gear', 'armor', 'Protection and jewelry', 'chrome'),
    ],
  },
] as const

export type HomeCategoryTab = (typeof homeCategoryTabs)[number]['id']

/** Category search: trimmed, case-insensitive, on name, description or feature. */
export function matchingCards(cards: readonly HomeCategoryCard[], search: string) {
  const needle = search.trim().toLowerCase()
  if (needle === '') return cards
  return cards.filter((c) =>
    [c.name, c.description, c.feature].some((text) => text.toLowerCase().includes(needle)),
  )
}

/** A tile of the second variant, into the /category family, counted like the page it opens. */
export interface CategoryShowcaseTile extends Counted {
  /** The /category/{name} the tile opens; also its key. */
  key: string
  name: string
  imageUrl: string
}

const showcase = (name: string, icon: ArtworkKind, colour: string): CategoryShowcaseTile => {
  const page = resolveCategoryPage(name) as Listing
  return {
    key: name,
    name: page.title,
    imageUrl: `/images/products/${icon}-${colour}-2.svg`,
    countQuery: listingScopeQuery(page),
  }
}

/** The home page's second category section: six tiles into the /category pages. */
export const categoryShowcase: readonly CategoryShowcaseTile[] = [
  showcase('leather-jackets', 'jacket', 'black'),
  showcase('boots', 'boot', 'brown'),
  showcase('whips', 'whip', 'black'),
  showcase('apparel', 'hoodie', 'grey'),
  showcase('accessories', 'mount', 'chrome'),
  showcase('jewelry', 'ring', 'chrome'),
]
