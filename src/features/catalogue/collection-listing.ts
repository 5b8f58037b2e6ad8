import * as z from 'zod/mini'
import { type StoreLink, storeLink, storePage } from '../../lib/storefront/store-links'
import type {
  CollectionShell,
  FilterCounts,
  ProductFilterInput,
  StoreFacet,
} from './api/collection-listing-query'
import type { FilterGroup } from './components/filter-sidebar'
import { activeTab } from './listing-query'
import { type ListingSearch, PRICE_SLIDER_MAX, PRICE_SLIDER_STEP } from './listing-search'
import { bestSellingSort, type Listing, type ListingTab, shopListing, standardFeatures } from './listings'

// A collection's listing as its store lays it out: the collection's title and description, the tabs
// and closing section its merchant set in its metafields, and the store's own filters beside the
// products (docs/decisions/0060-listings-are-the-stores-collections.md).

const metafieldFilter = z.strictObject({ namespace: z.string(), key: z.string(), value: z.string() })

/**
 * A filter as the store's `input` gives it, or as a tab names it: Shopify's `ProductFilter`, one field
 * of it. Anything else (a hand-edited address, a mistyped metafield) is left out rather than sent,
 * which the store would refuse and the listing with it.
 */
const filterSchema = z.union([
  z.strictObject({ available: z.boolean() }),
  z.strictObject({
    price: z.strictObject({
      min: z.optional(z.nullable(z.number())),
      max: z.optional(z.nullable(z.number())),
    }),
  }),
  z.strictObject({ productType: z.string() }),
  z.strictObject({ productVendor: z.string() }),
  z.strictObject({ tag: z.string() }),
  z.strictObject({ variantOption: z.strictObject({ name: z.string(), value: z.string() }) }),
  z.strictObject({ productMetafield: metafieldFilter }),
  z.strictObject({ variantMetafield: metafieldFilter }),
  z.strictObject({ taxonomyMetafield: metafieldFilter }),
  z.strictObject({ category: z.strictObject({ id: z.string() }) }),
])
const filtersSchema = z.array(filterSchema)

/**
 * `custom.listing_tabs`: the listing's tabs, the first its default. Each lists what its `filters`
 * allow; one that groups products has `choices`, a second row of pills.
 */
const tabsSchema = z.array(
  z.object({
    label: z.string().check(z.minLength(1), z.maxLength(60)),
    filters: filtersSchema,
    choices: z.optional(
      z.array(z.object({ label: z.string().check(z.minLength(1), z.maxLength(60)), filters: filtersSchema })),
    ),
  }),
)

/** `custom.listing_features`: the closing section, why to buy these here. */
const featuresSchema = z.object({
  title: z.string(),
  items: z.array(z.object({ title: z.string(), text: z.string() })),
})

/** `custom.listing_notice`: a notice above the listing, with a link to an address of the store. */
const noticeSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(100)),
  text: z.string().check(z.maxLength(500)),
  link: z.optional(z.object({ label: z.string().check(z.minLength(1), z.maxLength(100)), url: z.string() })),
})

function parseJson<T>(schema: z.ZodMiniType<T>, value: string | undefined): T | undefined {
  if (!value) return undefined
  try {
    const parsed = schema.safeParse(JSON.parse(value))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** "Men's Jackets" → "mens-jackets": how a tab or choice is named in the address. */
export function handleize(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

function listingTabs(value: string | undefined): ListingTab[] {
  return (parseJson(tabsSchema, value) ?? []).map((tab) => ({
    id: handleize(tab.label),
    label: tab.label,
    scope: { filters: tab.filters },
    ...(tab.choices
      ? {
          choices: tab.choices.map((choice) => ({
            id: handleize(choice.label),
            label: choice.label,
            scope: { filters: choice.filters },
          })),
        }
      : {}),
  }))
}

/**
 * A deeper address of a collection, `/shop/{handle}/{part}[/{part}]`: the collection's products
 * with one tag, its parts joined by "-" (`/shop/jackets/mens/textile-jackets`: `mens-textile-jackets`).
 * Shopify's own tag-filtered addresses ask for every tag, which its filters cannot: a filter's values
 * are alternatives (docs/decisions/0060-listings-are-the-stores-collections.md).
 */
export interface DeeperAddress {
  parts: readonly string[]
  /** What the store's menu calls the address, where an item of it leads there. */
  title?: string
}

/** The filters of a deeper address: its parts as one tag (see DeeperAddress). */
const deeperFilters = (parts: readonly string[]): ProductFilterInput[] => [{ tag: parts.join('-') }]

/** "textile-jackets" → "Textile Jackets", for an address no menu item names. */
function titleFromParts(parts: readonly string[]) {
  return parts
    .join(' ')
    .split('-')
    .flatMap((word) => word.split(' '))
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ')
}

/**
 * The listing of a collection, as its store describes it: the banner with the collection's title
 * and description, the merchant's tabs, the store's filters in the sidebar, the six sorts and
 * grid/list. The store searches its whole catalogue, not a collection's, so the listing has no
 * search box of its own: the header's search is the shop's. At a deeper address, the listing of the
 * collection's products with that address's tag, under the name the store's menu gives it.
 */
export function collectionListing(collection: CollectionShell, deeper?: DeeperAddress): Listing {
  const features = parseJson(featuresSchema, collection.features?.value)
  const parts = deeper?.parts.filter(Boolean) ?? []
  const name = parts.length > 0 ? (deeper?.title ?? titleFromParts(parts)) : collection.title
  return {
    ...shopListing({
      key: [collection.handle, ...parts].join('/'),
      name,
      description:
        parts.length > 0
          ? `${name} from our ${collection.title.toLowerCase()} range.`
          : collection.description,
      scope: parts.length > 0 ? { filters: deeperFilters(parts) } : {},
      tabs: parts.length > 0 ? [] : listingTabs(collection.tabs?.value),
      types: [],
      features: features ?? { title: `Why Shop ${collection.title} With Us`, items: standardFeatures },
    }),
    collection: collection.handle,
    searchBox: undefined,
  }
}

/** `custom.listing_index`: groups of tiles, each into a store address, with a line on what it holds. */
const indexSchema = z.array(
  z.object({
    title: z.string().check(z.minLength(1), z.maxLength(100)),
    items: z.array(
      z.object({
        title: z.string().check(z.minLength(1), z.maxLength(100)),
        description: z.optional(z.string().check(z.maxLength(300))),
        url: z.string(),
      }),
    ),
  }),
)

/** A tile of a collection's index: where it leads, and what it counts where that is this collection. */
export interface IndexTile {
  key: string
  title: string
  description: string
  link: StoreLink
  /** The filters of the listing it leads to, where that is a deeper address of this collection. */
  filters?: ProductFilterInput[]
}

export interface IndexGroup {
  title: string
  tiles: IndexTile[]
}

/**
 * The index its merchant set above a collection's listing (`custom.listing_index`): its groups of
 * tiles, each leading to the storefront's page for its store address; an address the storefront has
 * no page for is left out, and so is a group left empty.
 */
export function collectionIndex(collection: CollectionShell): IndexGroup[] {
  return (parseJson(indexSchema, collection.index?.value) ?? [])
    .map((group) => ({
      title: group.title,
      tiles: group.items.flatMap((item): IndexTile[] => {
        const link = storePathLink(item.url)
        if (link?.kind !== 'app') return []
        const [shop, handle, ...parts] = link.to.split('/').filter(Boolean).map(decodeURIComponent)
        const deeper = shop === 'shop' && handle === collection.handle && parts.length > 0
        return [
          {
            key: link.to,
            title: item.title,
            description: item.description ?? '',
            link,
            ...(deeper ? { filters: deeperFilters(parts) } : {}),
          },
        ]
      }),
    }))
    .filter((group) => group.tiles.length > 0)
}

/**
 * Where an address the store writes without a domain leads (`/collections/helmets` in a metafield):
 * the storefront's page for it; null where it has none.
 */
function storePathLink(path: string) {
  if (!path.startsWith('/') || path.startsWith('//')) return null
  try {
    return storePage(new URL(path, 'https://store.invalid'), [])
  } catch {
    return null
  }
}

/** The notice its merchant set above a collection's listing; its link where it leads somewhere. */
function listingNotice(value: string | undefined): Listing['notice'] {
  const notice = parseJson(noticeSchema, value)
  if (!notice) return undefined
  const link = notice.link
    ? notice.link.url.startsWith('/')
      ? storePathLink(notice.link.url)
      : storeLink(notice.link.url, [])
    : null
  return {
    title: notice.title,
    text: notice.text,
    ...(link && notice.link ? { link: { label: notice.link.label, to: link } } : {}),
  }
}

/**
 * A `/category/{name}` page of a collection: its title and description over its best sellers, the
 * notice its merchant set, and its tabs as a select of types (All Items first). Like a `/shop`
 * listing, it has no search box: the store searches its whole catalogue, not a collection's
 * (docs/decisions/0061-the-whole-catalogue-and-category-pages-are-the-stores.md).
 */
export function categoryPageListing(collection: CollectionShell, name: string): Listing {
  const types = listingTabs(collection.tabs?.value).map(({ id, label, scope }) => ({ id, label, scope }))
  return {
    key: `category/${name}`,
    collection: collection.handle,
    title: collection.title,
    name: collection.title,
    description: collection.description,
    heading: 'plain',
    scope: {},
    searchIn: 'text',
    tabs: [],
    controls: types.length > 0 ? ['type'] : [],
    sorts: [bestSellingSort],
    types,
    defaultPriceRange: [0, PRICE_SLIDER_MAX],
    notice: listingNotice(collection.notice?.value),
  }
}

/** A facet value's `input`: JSON text at Shopify, parsed already by a client that reads JSON scalars. */
const inputText = (input: unknown) => (typeof input === 'string' ? input : JSON.stringify(input))

/**
 * A filter's `input` in one spelling, whatever the order of its keys: how chosen values are matched;
 * undefined for one that is not a ProductFilter.
 */
export function canonicalInput(input: string): string | undefined {
  try {
    const sorted = (value: unknown): unknown =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, inner]) => [key, sorted(inner)]),
          )
        : value
    const parsed = filterSchema.safeParse(JSON.parse(input))
    return parsed.success ? JSON.stringify(sorted(parsed.data)) : undefined
  } catch {
    return undefined
  }
}

/** The facet values chosen in the address (`filter`), each in its canonical spelling; malformed ones dropped. */
export function chosenInputs(search: ListingSearch): string[] {
  return [...new Set((search.filter ?? []).flatMap((input) => canonicalInput(input) ?? []))]
}

/**
 * The store's filters a collection's products (or the store's search) are read under: the deeper
 * address's tag, the tab's (or its chosen choice's) filters, the chosen type's, each facet value
 * chosen, and the price range.
 */
export function storeFilters(listing: Listing, search: ListingSearch): ProductFilterInput[] {
  const { tab, choice } = activeTab(listing, search)
  const typed = listing.types.filter((type) => search.type?.includes(type.id))
  const scoped = [
    ...(listing.scope.filters ?? []),
    ...((choice ?? tab)?.scope.filters ?? []),
    ...typed.flatMap((type) => type.scope.filters ?? []),
  ]
  const chosen = chosenInputs(search).map((input) => JSON.parse(input) as ProductFilterInput)
  const priceSet = search.min !== undefined || search.max !== undefined
  const price: ProductFilterInput[] = priceSet
    ? [{ price: { min: search.min ?? 0, ...(search.max !== undefined ? { max: search.max } : {}) } }]
    : []
  return [...scoped, ...chosen, ...price]
}

/** The sidebar's groups: the store's list facets, each value with its count; zero-count values only while chosen. */
export function facetGroups(facets: readonly StoreFacet[], search: ListingSearch): FilterGroup[] {
  const chosen = new Set(chosenInputs(search))
  return facets
    .filter((facet) => facet.type !== 'PRICE_RANGE')
    .map((facet) => {
      const options = facet.values.flatMap((value) => {
        const id = canonicalInput(inputText(value.input))
        return id && (value.count > 0 || chosen.has(id))
          ? [{ id, label: value.label, count: value.count }]
          : []
      })
      return {
        id: facet.id,
        title: facet.label,
        options,
        selected: options.filter((option) => chosen.has(option.id)).map((option) => option.id),
      }
    })
}

/** The price slider's top: the store's highest price under the other filters, up to the next step. */
export function priceCeiling(facets: readonly StoreFacet[] | undefined): number | undefined {
  const range = facets?.find((facet) => facet.type === 'PRICE_RANGE')?.values[0]
  if (!range) return undefined
  const input = parseJson(
    z.object({ price: z.object({ max: z.optional(z.number()) }) }),
    inputText(range.input),
  )
  const max = input?.price.max
  return max === undefined
    ? undefined
    : Math.max(PRICE_SLIDER_STEP, Math.ceil(max / PRICE_SLIDER_STEP) * PRICE_SLIDER_STEP)
}

/** Shopify's id of the availability filter a store's Search & Discovery app sets up. */
export const AVAILABILITY_FILTER = 'filter.v.availability'

/**
 * How many products a list holds, all its availability filter's values summed (the store gives a
 * collection's products no total); undefined where the store has no such filter. What a tile shows.
 */
export function availabilityTotal(connection: FilterCounts | undefined): number | undefined {
  return connection?.filters
    .find((filter) => filter.id === AVAILABILITY_FILTER)
    ?.values.reduce((sum, value) => sum + value.count, 0)
}

/**
 * How many products the listing shows, as the store's availability facet counts them (the store
 * gives a collection's products no total): its chosen values, or all of them. Undefined where the
 * store offers no availability filter.
 */
export function facetCount(
  facets: readonly StoreFacet[] | undefined,
  search: ListingSearch,
): number | undefined {
  const availability = facets?.find((facet) => facet.id === AVAILABILITY_FILTER)
  if (!availability) return undefined
  const chosen = new Set(chosenInputs(search))
  const values = availability.values.filter((value) =>
    chosen.has(canonicalInput(inputText(value.input)) ?? ''),
  )
  return (values.length > 0 ? values : availability.values).reduce((sum, value) => sum + value.count, 0)
}
