import type { ProductSortKeys } from '../../lib/storefront/graphql'
import type { StoreLink } from '../../lib/storefront/store-links'
import { formatPrice } from '../../shared/money'
import { freeShippingThreshold, SHIPPING_FLAT } from '../../shared/shipping'
import type { ProductFilterInput } from './api/collection-listing-query'
import { catalogueSorts, collectionCatalogueSorts, listingSorts, searchSorts } from './listing-options'
import { PRICE_SLIDER_MAX } from './listing-search'

/**
 * Products a listing, tab or filter option takes: any of the tags, and any of the product types; on
 * a collection's listing, the products its `filters` (the store's ProductFilter input) allow.
 */
export interface ListingScope {
  tags?: readonly string[]
  productTypes?: readonly string[]
  filters?: readonly ProductFilterInput[]
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

/** A sort a listing offers: one the Storefront API has, or Highest Rated, which the app ranks itself. */
export interface ListingSortOption {
  value: string
  label: string
  sortKey: ProductSortKeys
  reverse: boolean
  /** docs/decisions/0002-highest-rated-ranked-by-the-app.md */
  rankedByRating?: boolean
}

/**
 * The toolbar's controls beside the search box, in order: the catalogue's category select, the
 * select of the listing's types, the button that shows the filter sidebar (and with it the chips and
 * the price range), the sort select and the grid/list toggle.
 */
export type ListingControl = 'category' | 'type' | 'filters' | 'sort' | 'view'

/** One product listing page: what it lists and which of the listing's parts it shows (ListingPage). */
export interface Listing {
  /** What the page is known by: the path after /shop, `products`, `category/{name}`. */
  key: string
  /**
   * The store's collection the listing shows, by handle: its products under the filters in use, and
   * the store's own filters in the sidebar (./collection-listing.ts).
   */
  collection?: string
  /** The store's own search of the words in the search box, with the store's filters beside it. */
  storeSearch?: boolean
  /** The h1. */
  title: string
  /**
   * The listing's name, for its tabs, the empty state ('No products in "{name}" category') and, on
   * /products, the chosen category's chip.
   */
  name: string
  description: string
  /**
   * 'banner': the boxed heading with the listing's live count, and beside the chips how many match;
   * 'plain': the title and description alone.
   */
  heading: 'banner' | 'plain'
  /** Every product the page can list; tabs and filters narrow it. */
  scope: ListingScope
  /** Where the search box's words are looked for: product names, or names, brands, tags and types. */
  searchIn: 'name' | 'text'
  /** Shown as pills when there are two or more; the first is the default. */
  tabs: readonly ListingTab[]
  /** The search box, where the page has one; words in the URL are ignored where it has not. */
  searchBox?: { label: string; placeholder: string }
  controls: readonly ListingControl[]
  /** The sort select's options; the first is the default (left out of the URL). */
  sorts: readonly [ListingSortOption, ...ListingSortOption[]]
  /** The sidebar's category group, or the type select's options. */
  types: readonly ListingChoice[]
  /** The listing's default price range; the slider itself always runs 0 to PRICE_SLIDER_MAX. */
  defaultPriceRange: readonly [number, number]
  /** Products a page, and how many more Load More brings; the catalogue's page size unless set. */
  pageSize?: number
  /** The empty state's hint, whatever is chosen; without it, the hint names the listing until a filter narrows it. */
  emptyHint?: string
  /** A notice between the heading and the toolbar, with a link where its store gave one. */
  notice?: { title: string; text: string; link?: { label: string; to: StoreLink } }
  /** The category select's choices (/products): the store's collections. */
  categories?: readonly { value: string; label: string }[]
  /** The closing section: why to buy these here. */
  features?: { title: string; items: readonly ListingFeature[] }
}

/**
 * Whether the store filters and counts the listing itself (a collection's, or the store's search):
 * its sidebar is the store's facets and its count the store's, not a count query of the shop's.
 */
export function filteredByTheStore(listing: Listing): boolean {
  return listing.collection !== undefined || listing.storeSearch === true
}

export const standardFeatures: readonly ListingFeature[] = [
  {
    title: `Free shipping over ${freeShippingThreshold()}`,
    text: `Orders over ${freeShippingThreshold()} ship free; everything else ships for ${formatPrice(SHIPPING_FLAT)}.`,
  },
  { title: '30-day returns', text: 'Not the right fit? Send it back within 30 days.' },
  { title: 'Authentic gear', text: 'Every piece comes straight from the brands we carry.' },
]

export type ShopListingParts = Pick<
  Listing,
  'key' | 'name' | 'description' | 'scope' | 'tabs' | 'types' | 'features'
> &
  Partial<Pick<Listing, 'defaultPriceRange'>>

/**
 * A /shop listing: the banner with its live count, tabs, a search of product names, the six sorts,
 * the filter sidebar and grid/list, closing with why to shop it here.
 */
export function shopListing({
  defaultPriceRange = [0, PRICE_SLIDER_MAX],
  ...parts
}: ShopListingParts): Listing {
  return {
    ...parts,
    title: parts.name.toUpperCase(),
    heading: 'banner',
    searchIn: 'name',
    searchBox: { label: `Search ${parts.name}`, placeholder: `Search ${parts.name.toLowerCase()}...` },
    controls: ['filters', 'sort', 'view'],
    sorts: listingSorts,
    defaultPriceRange,
  }
}

/**
 * `/shop?search=…`: the header search, the store's own search of its whole catalogue
 * (`search(query:, productFilters:)`): its words, the store's filters beside the results, and the
 * sorts the store's search has (docs/decisions/0060-listings-are-the-stores-collections.md).
 */
export const searchListing: Listing = {
  ...shopListing({
    key: 'search',
    name: 'Search Results',
    description: 'Everything in the shop whose name, brand, type or tags match your search.',
    scope: {},
    tabs: [],
    types: [],
    features: { title: 'Why Ride With Us', items: standardFeatures },
  }),
  storeSearch: true,
  searchIn: 'text',
  sorts: searchSorts,
}

/** The empty state's hint once a shopper's filters have narrowed the list. */
export const NARROWED_HINT = "Try adjusting your search or filters to find what you're looking for."

/** A listing under a plain title, with a search of names, brands, tags and types: /products and /category. */
function plainListing(
  parts: Pick<Listing, 'key' | 'title' | 'description' | 'scope' | 'controls' | 'sorts'> & Partial<Listing>,
): Listing {
  return {
    name: parts.title,
    heading: 'plain',
    searchIn: 'text',
    tabs: [],
    types: [],
    defaultPriceRange: [0, PRICE_SLIDER_MAX],
    ...parts,
  }
}

/**
 * `/products`: the store's whole catalogue in the five sorts, searched by the words of its search
 * box, with a price range; or the collection chosen in its category select (`categories`, the
 * store's catalogue menu), with the store's filters beside it. Shopify searches its whole catalogue,
 * never one collection, and sorts a collection by no vendor order: a category has no words and no
 * Brand sort (docs/decisions/0061-the-whole-catalogue-and-category-pages-are-the-stores.md).
 */
export function catalogueListing(
  category: string | undefined,
  categories: readonly { value: string; label: string }[] = [],
): Listing {
  const name = category ? (categories.find((c) => c.value === category)?.label ?? category) : 'All Products'
  return {
    ...plainListing({
      key: 'products',
      title: 'Shop All Products',
      name,
      description: 'Helmets, leather, boots, luggage and parts — the whole catalogue in one place.',
      scope: {},
      searchBox: { label: 'Search products', placeholder: 'Search by name, brand, or category...' },
      controls: ['category', 'sort', 'filters', 'view'],
      sorts: category ? collectionCatalogueSorts : catalogueSorts,
      emptyHint: category ? `No products in "${name}" category` : NARROWED_HINT,
    }),
    categories,
    ...(category ? { collection: category } : {}),
  }
}

/** The /category pages' one order: best sellers first. */
export const bestSellingSort: ListingSortOption = {
  value: 'popularity',
  label: 'Most Popular',
  sortKey: 'BEST_SELLING',
  reverse: false,
}
