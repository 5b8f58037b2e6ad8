import { ownProductRef } from '../../shared/account/cart'
import { shopIdentity } from '../../shared/shop-identity'
import type {
  collectionProducts,
  collections,
  ownProducts,
  productImages,
  products,
  productVariants,
} from '../db/schema'
import { type ArtworkColour, artworkPath } from '../images/artwork'
import { type ArtworkKind, type Category, categories, type SizeScale, type Subcategory } from './categories'
import { generateReviews, ratingColumns, type SeedReviewRow } from './seed-reviews'
import { seedStoreBrand } from './store-brand'

/** A product as generated; the database derives `tagsLower` itself. */
export type ProductRow = Omit<typeof products.$inferSelect, 'tagsLower'>
export type VariantRow = typeof productVariants.$inferSelect
export type ImageRow = typeof productImages.$inferSelect
export type CollectionRow = typeof collections.$inferSelect
export type CollectionProductRow = typeof collectionProducts.$inferSelect
export type OwnProductRow = typeof ownProducts.$inferSelect

/** One product with everything that hangs off it. */
export interface ProductBundle {
  product: ProductRow
  variants: VariantRow[]
  images: ImageRow[]
  memberships: CollectionProductRow[]
  /** Its reviews, which its `rating` and `reviewCount` sum up. */
  reviews: SeedReviewRow[]
}

export interface GeneratedCatalogue {
  /** The generated gear (the gift card is `giftCard`). */
  products: ProductRow[]
  variants: VariantRow[]
  images: ImageRow[]
  collections: CollectionRow[]
  collectionProducts: CollectionProductRow[]
  ownProducts: OwnProductRow[]
  /** Storefront and own-label products' reviews. */
  reviews: SeedReviewRow[]
  /** The store's gift card product, stored after the gear. */
  giftCard: ProductBundle
}

export interface CatalogueOptions {
  /** 1 makes each category's `seedCount`; N makes round(seedCount × N). */
  scale: number
}

/** Every date in the seed is relative to this, so the output never depends on the clock. */
export const SEED_BASE_DATE = new Date('2026-01-01T00:00:00Z')
const DAY_MS = 86_400_000
const CREATED_SPREAD_MS = 730 * DAY_MS
const SEED = 0x0e0ad
const MAX_VARIANTS = 10
const MAX_IMAGES = 4
const IMAGE_SIZE = 800
/** Artwork numbers for collection images; product images use id × 10 + index, far below this. */
const COLLECTION_IMAGE_BASE = 8_000_000
const FEATURED_MINIMUM = 24
const REVIEWS_SALT = 0x57a75
const OWN_REVIEWS_SALT = 0x0a3e7

/** The whole catalogue in memory; fine for tests and scale ≈ 1. Large scales should stream instead. */
export function generateCatalogue(options: CatalogueOptions): GeneratedCatalogue {
  const catalogue: Omit<GeneratedCatalogue, 'giftCard'> = {
    products: [],
    variants: [],
    images: [],
    collections: catalogueCollections(),
    collectionProducts: [],
    ownProducts: generateOwnProducts(),
    reviews: [],
  }
  let last: ProductBundle | undefined
  for (const bundle of generateProductBundles(options)) {
    catalogue.products.push(bundle.product)
    catalogue.variants.push(...bundle.variants)
    catalogue.images.push(...bundle.images)
    catalogue.collectionProducts.push(...bundle.memberships)
    catalogue.reviews.push(...bundle.reviews)
    last = bundle
  }
  catalogue.reviews.push(...generateOwnProductReviews(catalogue.ownProducts))
  return { ...catalogue, giftCard: giftCardBundle(idsAfter(last)) }
}

/**
 * Every product the emulator's store sells, as the seed stores them: the generated gear, then the
 * gift card, its ids following theirs.
 */
export function* generateStoreBundles(options: CatalogueOptions): Generator<ProductBundle> {
  let last: ProductBundle | undefined
  for (const bundle of generateProductBundles(options)) {
    yield bundle
    last = bundle
  }
  yield giftCardBundle(idsAfter(last))
}

export function productCountForScale(scale: number): number {
  return categories.reduce((sum, category) => sum + Math.round(category.seedCount * scale), 0)
}

// ---- Collections ----

const extraCollections = [
  {
    handle: 'featured',
    title: 'Featured',
    description: 'Hand-picked gear our riders keep coming back for.',
    artwork: 'jacket',
  },
  {
    handle: 'new-arrivals',
    title: 'New Arrivals',
    description: 'The latest gear to roll into the shop.',
    artwork: 'helmet',
  },
  {
    handle: 'bestsellers',
    title: 'Bestsellers',
    description: 'What riders buy most, ranked by sales.',
    artwork: 'boot',
  },
  {
    handle: 'sale',
    title: 'Sale',
    description: 'Marked-down gear while stock lasts.',
    artwork: 'glove',
  },
] as const

/** Collections that gather whole categories (the footer links them), after the four above. */
export const gatheringCollections = [
  {
    handle: 'biker-gear',
    title: 'Biker Gear',
    description: 'Protection, riding accessories and biker jewelry.',
    artwork: 'armor',
    categories: ['bike-gear'],
  },
  {
    handle: 'bike-parts',
    title: 'Bike Parts',
    description: 'Exhaust, bars, seats, lighting and controls.',
    artwork: 'part',
    categories: ['parts'],
  },
  {
    handle: 'rider-gear',
    title: 'Rider Gear',
    description: 'Everything between you and the road: lids, leather, gloves, boots and chaps.',
    artwork: 'helmet',
    categories: ['helmets', 'jackets', 'leather-jackets', 'gloves', 'boots', 'chaps'],
  },
  {
    handle: 'lifestyle',
    title: 'Lifestyle',
    description: 'Tees, flannels, caps and jewelry for off the bike.',
    artwork: 'shirt',
    categories: ['apparel', 'shirts-flannels', 'jewelry'],
  },
] as const

/**
 * Collections that gather products by type across a category, after the gathering ones: the
 * storefront's `/category/helmets` page shows the first (the store redirects that address to it,
 * ./url-redirects.ts).
 */
export const typeCollections = [
  {
    handle: 'bells-and-helmet-accessories',
    title: 'Bells & Helmet Accessories',
    description: 'Guardian and Bravo bells for the bike, plus visors, liners and chin curtains for your lid.',
    artwork: 'bell',
    productTypes: ['Guardian Bells', 'Helmet Accessories'],
  },
] as const

const FEATURED_COLLECTION_ID = categories.length + 1
const NEW_ARRIVALS_COLLECTION_ID = categories.length + 2
const BESTSELLERS_COLLECTION_ID = categories.length + 3
const SALE_COLLECTION_ID = categories.length + 4

/**
 * One collection per category (ids 1…16 in category order), then featured, new-arrivals, bestsellers,
 * sale, the collections gathering categories and those gathering product types.
 */
export function catalogueCollections(): CollectionRow[] {
  const perCategory = categories.map((category, index) => ({
    handle: category.slug,
    title: category.name,
    description: category.description,
    artwork: firstOf(category.subcategories).artwork,
    index,
  }))
  const extra = [...extraCollections, ...gatheringCollections, ...typeCollections].map(
    (collection, offset) => ({
      ...collection,
      index: categories.length + offset,
    }),
  )
  return [...perCategory, ...extra].map((collection) => ({
    id: collection.index + 1,
    handle: collection.handle,
    title: collection.title,
    description: collection.description,
    imageUrl: artworkPath(collection.artwork, 'black', COLLECTION_IMAGE_BASE + collection.index + 1),
    updatedAt: SEED_BASE_DATE,
  }))
}

// ---- Products ----

const modelNames = [
  'Nomad',
  'Outrider',
  'Ridgeline',
  'Longhaul',
  'Drifter',
  'Roadhouse',
  'Sidewinder',
  'Maverick',
  'Renegade',
  'Ironside',
  'Blacktop',
  'Crossroads',
  'Badlands',
  'Switchback',
  'Highline',
  'Desperado',
  'Wildcat',
  'Stormrider',
  'Canyon',
  'Mesa',
  'Sundown',
  'Midnight',
  'Prairie',
  'Frontier',
  'Tailwind',
  'Overland',
  'Backroad',
  'Interstate',
  'Tombstone',
  'Dust Devil',
  'Cinder',
  'Gunmetal',
  'Redrock',
  'Timberline',
  'Lone Star',
  'Vagabond',
  'Wanderer',
  'Highwayman',
  'Nightshift',
  'Ember',
  'Granite',
  'Flint',
  'Anvil',
  'Forge',
  'Rivet',
  'Piston',
  'Throttle',
  'Torque',
  'Kickstand',
  'Brawler',
  'Tracker',
  'Bobber',
  'Hardtail',
  'Rattler',
  'Thunderhead',
  'Coldstream',
] as const

const coloursByArtwork: Record<Subcategory['artwork'], readonly ArtworkColour[]> = {
  helmet: ['black', 'white', 'red', 'grey', 'blue', 'orange', 'olive'],
  bell: ['chrome', 'black', 'red', 'blue'],
  visor: ['black', 'grey', 'chrome', 'orange'],
  jacket: ['black', 'grey', 'olive', 'navy', 'tan', 'red', 'camo', 'blue'],
  vest: ['black', 'brown', 'camo', 'olive', 'navy'],
  pants: ['blue', 'black', 'grey', 'olive', 'tan'],
  shirt: ['red', 'black', 'grey', 'navy', 'olive', 'white', 'blue'],
  boot: ['black', 'brown', 'tan', 'oxblood'],
  bag: ['black', 'brown', 'tan', 'olive'],
  glove: ['black', 'brown', 'tan', 'grey', 'orange'],
  armor: ['black', 'grey', 'orange', 'white'],
  mount: ['black', 'chrome', 'grey'],
  ring: ['chrome', 'black'],
  chain: ['chrome', 'black'],
  whip: ['black', 'red', 'brown', 'blue', 'orange', 'camo'],
  chaps: ['black', 'brown'],
  hoodie: ['black', 'grey', 'navy', 'olive', 'camo', 'red'],
  cap: ['black', 'grey', 'olive', 'camo', 'red', 'white'],
  part: ['chrome', 'black'],
  bottle: ['red', 'blue', 'orange', 'white'],
}
const leatherColours: readonly ArtworkColour[] = ['black', 'brown', 'tan', 'oxblood']

const sizeScales: Record<SizeScale, readonly string[]> = {
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  'apparel-3xl': ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'],
  'apparel-5xl': ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL'],
  boots: ['7', '8', '9', '10', '11', '12', '13'],
  gloves: ['S', 'M', 'L', 'XL', 'XXL'],
  waist: ['28', '30', '32', '34', '36', '38', '40'],
  'one-size': ['One Size'],
}
/** Bells, visors, jewelry-like pieces and caps are not sized, whatever their category sizes. */
const unsizedArtwork = new Set<Subcategory['artwork']>(['bell', 'visor', 'ring', 'chain', 'cap', 'whip'])
const bigSizeSurchargeCents: Record<string, number> = { XXL: 500, '3XL': 1000, '4XL': 1500, '5XL': 2000 }

const featureSentences: Record<string, readonly string[]> = {
  helmets: [
    'The shell is DOT-certified and the quick-release chin strap works with gloves on.',
    'A removable, washable liner and tuned vents keep your head cool at highway speed.',
    'Low-profile styling sits close to the head without giving up protection.',
  ],
  jackets: [
    'CE-rated armour at the shoulders and elbows slides into pockets you can reach from inside.',
    'Zip vents at the chest and back move air when the road heats up.',
    'A removable thermal liner stretches it from spring into late fall.',
  ],
  vests: [
    'Twin inside pockets carry what you need, and the side laces let you adjust the fit.',
    'The back panel is left clean for patches and pins.',
    'Heavy-duty snaps hold up to years of wind at speed.',
  ],
  bottoms: [
    'Abrasion-resistant fibres are woven through the seat and knees.',
    'A longer rise in the back means no gap when you lean forward on the bike.',
    'Knee pockets accept armour without changing how the legs hang.',
  ],
  'shirts-flannels': [
    'Soft, heavyweight cotton breaks in quickly and keeps its shape.',
    'Snap buttons and a longer tail stay tucked while you ride.',
    'Hidden pockets take CE armour at the shoulders and elbows.',
  ],
  boots: [
    'An oil-resistant sole grips wet pavement and gas-station floors alike.',
    'A reinforced shift pad protects the toe from wear.',
    'The cushioned footbed keeps you comfortable on and off the bike.',
  ],
  luggage: [
    'Water-resistant construction and sealed seams keep your gear dry.',
    'Quick-release mounts take it on or off the bike in under a minute.',
    'Reflective piping keeps you visible after dark.',
  ],
  'bike-gear': [
    'It mounts securely and stays put over rough pavement.',
    'Made to take vibration, weather and years of daily riding.',
    'Every piece is tested on our own bikes before it reaches the shop.',
  ],
  accessories: [
    'A small upgrade that makes every ride a little easier.',
    'Safe on chrome, paint and leather.',
    'Sized to stow in a saddlebag or tank bag.',
  ],
  gloves: [
    'Pre-curved fingers and a padded palm cut fatigue on long rides.',
    'Touchscreen-friendly fingertips let you work your phone without taking them off.',
    'Hard knuckle protection sits under a soft outer layer.',
  ],
  whips: [
    'Hand-braided with a steel quick-release clip.',
    'Finished with a tassel and bead that catch the wind.',
    'Sized to hang from the clutch lever without touching the road.',
  ],
  jewelry: [
    'Cast in solid stainless steel that will not tarnish or turn your skin green.',
    'Hand-finished with deep detail and an antiqued patina.',
    'Heavy enough to feel solid, sized for everyday wear.',
  ],
  'leather-jackets': [
    'Cut from full-grain cowhide that softens and shapes to you with every ride.',
    'Concealed-carry pockets sit on both sides, behind heavy-duty zippers.',
    'Pre-curved sleeves and an action back give you room to reach the bars.',
  ],
  chaps: [
    'Full-length zips and snaps make them easy to pull on over boots.',
    'The adjustable back lacing fits over jeans or riding pants.',
    'Thick, supple leather blocks wind, cold and road grit.',
  ],
  apparel: [
    'Soft, heavyweight fabric that only gets better with washing.',
    'Designed by riders and printed in small batches.',
    'A relaxed fit that layers well under a jacket or vest.',
  ],
  parts: [
    'Bolts on with standard tools and the included hardware.',
    'Finished to resist heat, road salt and corrosion.',
    'Fits most American V-twins; check the fitment notes before ordering.',
  ],
}
const closingSentences = [
  'Backed by our 30-day return policy.',
  'Ride it hard; it is built to take it.',
  'Made for riders who put in real miles.',
  'A shop favourite for years.',
] as const

/**
 * Streams the storefront catalogue one product at a time, so large scales need little memory.
 * Ids are 1-based and assigned in order; positions (variants, images, memberships) are 0-based.
 */
export function* generateProductBundles(options: CatalogueOptions): Generator<ProductBundle> {
  const counts = categories.map((category) => Math.round(category.seedCount * options.scale))
  const total = counts.reduce((sum, count) => sum + count, 0)
  const planRandom = createRandom(hashInts(SEED, total))
  // Categories are interleaved so that ordering by id does not list one category after another.
  const categoryOrder = new Uint8Array(total)
  let cursor = 0
  counts.forEach((count, index) => {
    categoryOrder.fill(index, cursor, cursor + count)
    cursor += count
  })
  shuffle(categoryOrder, planRandom)
  const salesRanks = shuffledRanks(total, planRandom)
  const recencyRanks = shuffledRanks(total, planRandom)
  const bestsellerCount = Math.round(total * 0.3)
  const newCount = Math.round(total * 0.2)

  // Own-API slugs are reserved so that /product/$handle can never be ambiguous
  // (docs/decisions/0006-every-link-leads-somewhere.md).
  const usedHandles = new Set(generateOwnProducts().map((product) => product.slug))
  const positionInCategory = counts.map(() => 0)
  let featuredPosition = 0
  let salePosition = 0
  const gatheringPositions = new Map<number, number>()
  let variantId = 0
  let imageId = 0

  for (let index = 0; index < total; index++) {
    const id = index + 1
    const categoryIndex = at(categoryOrder, index)
    const category = at(categories, categoryIndex)
    const position = at(positionInCategory, categoryIndex)
    positionInCategory[categoryIndex] = position + 1
    // Round-robin keeps every subcategory (and so every tab filter) populated, even at small scales.
    const subcategory = at(category.subcategories, (position + categoryIndex) % category.subcategories.length)
    const random = createRandom(hashInts(SEED, id))
    const salesRank = at(salesRanks, index)
    const recencyRank = at(recencyRanks, index)

    const naming = nameProduct(category, subcategory, random, usedHandles)
    const colours = pickColours(category, subcategory, random)
    const sizes = pickSizes(category, subcategory, colours.length, random)
    const images = buildImages({
      productId: id,
      title: naming.title,
      artwork: subcategory.artwork,
      colours,
      random,
      firstId: imageId + 1,
    })
    imageId += images.length
    const variants = buildVariants({ id, category, naming, sizes, colours, random, firstId: variantId + 1 })
    variantId += variants.length
    const variantPrices = variants.map((variant) => cents(variant.price))

    const priceCents = Math.min(...variantPrices)
    const compareAtPrices = variants.flatMap((variant) =>
      variant.compareAtPrice === null ? [] : [cents(variant.compareAtPrice)],
    )
    const isNew = recencyRank <= newCount
    const isBestseller = salesRank <= bestsellerCount
    const isFeatured = salesRank <= FEATURED_MINIMUM || random.chance(0.06)
    const tags = unique([
      category.slug,
      subcategory.slug,
      subcategory.gender,
      // One tag for "men's textile jackets": a store's filter matches any of its tags, never all.
      ...(subcategory.gender === 'unisex' ? [] : [`${subcategory.gender}-${subcategory.slug}`]),
      ...(category.tags ?? []),
      ...(subcategory.tags ?? []),
      ...(isNew ? ['new'] : []),
      ...(isBestseller ? ['bestseller'] : []),
      ...(isFeatured ? ['featured'] : []),
      ...(random.chance(warrantyChance(category)) ? ['warranty'] : []),
      ...(variants.some(isMarkedDown) ? ['sale'] : []),
      ...sizeTags(variants),
    ])

    const createdAt = new Date(
      SEED_BASE_DATE.getTime() -
        Math.round((((recencyRank - 1 + random.next()) / total) * CREATED_SPREAD_MS) / 1000) * 1000,
    )
    const updatedAt = new Date(
      Math.min(SEED_BASE_DATE.getTime(), createdAt.getTime() + random.int(0, 60) * DAY_MS),
    )
    const description = describeProduct(naming, category, random)
    const reviews = generateReviews(
      naming.handle,
      createRandom(hashInts(SEED ^ REVIEWS_SALT, id)),
      SEED_BASE_DATE,
    )

    const product: ProductRow = {
      id,
      handle: naming.handle,
      title: naming.title,
      description,
      descriptionHtml: `<p>${escapeHtml(description)}</p>`,
      productType: subcategory.productType,
      vendor: naming.vendor,
      tags,
      category: category.slug,
      minPrice: money(priceCents),
      maxPrice: money(Math.max(...variantPrices)),
      minCompareAtPrice: compareAtPrices.length ? money(Math.min(...compareAtPrices)) : null,
      maxCompareAtPrice: compareAtPrices.length ? money(Math.max(...compareAtPrices)) : null,
      availableForSale: variants.some((variant) => variant.availableForSale),
      totalInventory: variants.reduce((sum, variant) => sum + variant.quantityAvailable, 0),
      salesRank,
      ...ratingColumns(reviews),
      createdAt,
      updatedAt,
    }

    const memberships: CollectionProductRow[] = [{ collectionId: categoryIndex + 1, productId: id, position }]
    if (isFeatured)
      memberships.push({ collectionId: FEATURED_COLLECTION_ID, productId: id, position: featuredPosition++ })
    // Ranks make these two positions contiguous and meaningful: newest first, best selling first.
    if (isNew)
      memberships.push({ collectionId: NEW_ARRIVALS_COLLECTION_ID, productId: id, position: recencyRank - 1 })
    if (isBestseller)
      memberships.push({ collectionId: BESTSELLERS_COLLECTION_ID, productId: id, position: salesRank - 1 })
    if (compareAtPrices.length > 0)
      memberships.push({ collectionId: SALE_COLLECTION_ID, productId: id, position: salePosition++ })
    for (const [offset, gathering] of gatheringCollections.entries()) {
      if (!(gathering.categories as readonly string[]).includes(category.slug)) continue
      const collectionId = SALE_COLLECTION_ID + 1 + offset
      const at = gatheringPositions.get(collectionId) ?? 0
      gatheringPositions.set(collectionId, at + 1)
      memberships.push({ collectionId, productId: id, position: at })
    }
    for (const [offset, gathering] of typeCollections.entries()) {
      if (!(gathering.productTypes as readonly string[]).includes(subcategory.productType)) continue
      const collectionId = SALE_COLLECTION_ID + 1 + gatheringCollections.length + offset
      const at = gatheringPositions.get(collectionId) ?? 0
      gatheringPositions.set(collectionId, at + 1)
      memberships.push({ collectionId, productId: id, position: at })
    }

    yield { product, variants, images, memberships, reviews }
  }
}

// ---- The store's gift card (docs/decisions/0070-checkout-through-the-store.md) ----

/**
 * The product type that makes a product the store's gift card: the catalogue has no gift card column,
 * so the emulator's `isGiftCard` reads this (src/server/storefront/products.resolver.ts).
 */
export const GIFT_CARD_PRODUCT_TYPE = 'Gift Card'
/** The handle Shopify gives a store's gift card product. */
export const GIFT_CARD_HANDLE = 'gift-card'
/** The card's values in dollars, one variant each. */
const GIFT_CARD_DENOMINATIONS = [25, 50, 100, 200, 500, 1000] as const
/** Gift cards never sell out; the stand-in checkout still takes stock, as for any product. */
const GIFT_CARD_STOCK = 100_000

/** The first ids after a bundle's (ids are assigned in order, so the last bundle holds the largest). */
function idsAfter(bundle: ProductBundle | undefined): { product: number; variant: number; image: number } {
  return {
    product: (bundle?.product.id ?? 0) + 1,
    variant: (bundle?.variants.at(-1)?.id ?? 0) + 1,
    image: (bundle?.images.at(-1)?.id ?? 0) + 1,
  }
}

/**
 * The store's gift card product, sold in fixed denominations: in no collection (so in no listing or
 * menu), found by its handle and by search. Its picture is the shop's mark; it has no reviews.
 */
export function giftCardBundle(ids: { product: number; variant: number; image: number }): ProductBundle {
  const title = `${shopIdentity.name} gift card`
  const description = `A ${shopIdentity.name} gift card, mailed to the rider you choose with your message. They spend it on anything in the shop, over as many orders as its balance lasts.`
  const variants = GIFT_CARD_DENOMINATIONS.map(
    (dollars, position): VariantRow => ({
      id: ids.variant + position,
      productId: ids.product,
      position,
      title: `$${dollars}`,
      sku: `GIFT-CARD-${dollars}`,
      price: money(dollars * 100),
      compareAtPrice: null,
      availableForSale: true,
      quantityAvailable: GIFT_CARD_STOCK,
      selectedOptions: [{ name: 'Denomination', value: `$${dollars}` }],
      imagePosition: 0,
    }),
  )
  const product: ProductRow = {
    id: ids.product,
    handle: GIFT_CARD_HANDLE,
    title,
    description,
    descriptionHtml: `<p>${escapeHtml(description)}</p>`,
    productType: GIFT_CARD_PRODUCT_TYPE,
    vendor: shopIdentity.name,
    tags: [],
    // A category of its own, which no collection gathers.
    category: GIFT_CARD_HANDLE,
    minPrice: firstOf(variants).price,
    maxPrice: at(variants, variants.length - 1).price,
    minCompareAtPrice: null,
    maxCompareAtPrice: null,
    availableForSale: true,
    totalInventory: GIFT_CARD_STOCK * variants.length,
    // After every generated product, whose ranks are 1…n.
    salesRank: ids.product,
    ...ratingColumns([]),
    createdAt: SEED_BASE_DATE,
    updatedAt: SEED_BASE_DATE,
  }
  const image: ImageRow = {
    id: ids.image,
    productId: ids.product,
    position: 0,
    url: seedStoreBrand.logo.path,
    altText: title,
    width: IMAGE_SIZE,
    height: IMAGE_SIZE,
  }
  return { product, variants, images: [image], memberships: [], reviews: [] }
}

function isMarkedDown(variant: VariantRow): boolean {
  return variant.compareAtPrice !== null && cents(variant.compareAtPrice) > cents(variant.price)
}

/**
 * `size-m`, `size-3xl`, `size-32`… for every size the variants come in, so a size filter is a tag
 * query that works against a real store too (merchants tag sizes the same way). 'One Size' gets none.
 */
function sizeTags(variants: readonly VariantRow[]): string[] {
  return variants.flatMap((variant) =>
    variant.selectedOptions
      .filter((option) => option.name === 'Size' && option.value !== 'One Size')
      .map((option) => `size-${option.value.toLowerCase()}`),
  )
}

function buildImages(input: {
  productId: number
  title: string
  artwork: ArtworkKind
  colours: readonly ArtworkColour[]
  random: Random
  firstId: number
}): ImageRow[] {
  const { productId, title, artwork, colours, random } = input
  // One image per colourway first (variants point at these), then extra angles.
  const count = Math.min(MAX_IMAGES, colours.length + random.int(0, MAX_IMAGES - colours.length))
  return Array.from({ length: count }, (_, position) => {
    const colour = at(colours, position % colours.length)
    return {
      id: input.firstId + position,
      productId,
      position,
      url: artworkPath(artwork, colour, productId * 10 + position),
      altText: `${title} in ${colourLabel(colour)}`,
      width: IMAGE_SIZE,
      height: IMAGE_SIZE,
    }
  })
}

function buildVariants(input: {
  id: number
  category: Category
  naming: ProductNaming
  sizes: readonly string[]
  colours: readonly ArtworkColour[]
  random: Random
  firstId: number
}): VariantRow[] {
  const { id, category, naming, sizes, colours, random } = input
  const basePrice = pickPriceCents(category, random)
  const surcharge = sizes.length > 1 && random.chance(0.4)
  const compareFactor = random.chance(0.3) ? 1.15 + random.next() * 0.25 : null
  const allSoldOut = random.chance(0.03)
  const single = sizes.length === 1 && colours.length === 1
  const maxPrice = Math.round(category.priceRange[1] * 100)

  const variants: VariantRow[] = []
  for (const size of sizes) {
    for (const [colourIndex, colour] of colours.entries()) {
      const bigger = basePrice + (surcharge ? (bigSizeSurchargeCents[size] ?? 0) : 0)
      const priceCents = bigger <= maxPrice ? bigger : basePrice
      const soldOut = allSoldOut || random.chance(0.08)
      variants.push({
        id: input.firstId + variants.length,
        productId: id,
        position: variants.length,
        title: single ? 'Default Title' : `${size} / ${colourLabel(colour)}`,
        sku: `${naming.skuPrefix}-${String(id).padStart(6, '0')}-${skuPart(size)}-${colour.slice(0, 3).toUpperCase()}`,
        price: money(priceCents),
        compareAtPrice: compareFactor === null ? null : money(compareAtCents(priceCents, compareFactor)),
        availableForSale: !soldOut,
        quantityAvailable: soldOut ? 0 : random.int(1, 40),
        selectedOptions: single
          ? [{ name: 'Title', value: 'Default Title' }]
          : [
              { name: 'Size', value: size },
              { name: 'Color', value: colourLabel(colour) },
            ],
        imagePosition: colourIndex,
      })
    }
  }
  // Only the products picked above sell out completely (~3%); the rest keep at least one variant.
  const first = at(variants, 0)
  if (!allSoldOut && !variants.some((variant) => variant.availableForSale)) {
    first.availableForSale = true
    first.quantityAvailable = random.int(1, 40)
  }
  return variants
}

interface ProductNaming {
  title: string
  handle: string
  vendor: string
  model: string
  noun: string
  skuPrefix: string
}

function nameProduct(
  category: Category,
  subcategory: Subcategory,
  random: Random,
  usedHandles: Set<string>,
): ProductNaming {
  const gender = subcategory.gender === 'womens' ? "Women's " : ''
  let naming: ProductNaming | undefined
  // A few retries give distinct titles at scale 1; beyond that a numeric suffix keeps handles unique.
  for (let attempt = 0; attempt < 8; attempt++) {
    const vendor = random.pick(category.vendors)
    const model = random.pick(modelNames)
    const noun = random.pick(subcategory.nouns)
    const title = `${vendor} ${gender}${model} ${noun}`
    naming = { title, handle: slugify(title), vendor, model, noun, skuPrefix: initials(vendor) }
    if (!usedHandles.has(naming.handle)) break
  }
  if (!naming) throw new Error(`Subcategory ${subcategory.slug} has no nouns`)
  let handle = naming.handle
  for (let suffix = 2; usedHandles.has(handle); suffix++) handle = `${naming.handle}-${suffix}`
  usedHandles.add(handle)
  return { ...naming, handle }
}

function describeProduct(naming: ProductNaming, category: Category, random: Random): string {
  const name = `${naming.model} ${naming.noun}`
  const openers = [
    `The ${name} from ${naming.vendor} is built for riders who measure trips in days, not miles.`,
    `${naming.vendor} made the ${name} for long days in the saddle and nights at the roadhouse.`,
    `Tough, comfortable and honest, the ${name} does exactly what you need it to.`,
    `Our riders asked for gear that could keep up with them, and ${naming.vendor} delivered the ${name}.`,
  ]
  const sentences = [random.pick(openers), random.pick(featureSentences[category.slug] ?? closingSentences)]
  if (random.chance(0.5)) sentences.push(random.pick(closingSentences))
  return sentences.join(' ')
}

function pickColours(category: Category, subcategory: Subcategory, random: Random): ArtworkColour[] {
  const leather = category.tags?.includes('leather') || subcategory.tags?.includes('leather')
  const palette =
    leather && subcategory.artwork !== 'chaps' ? leatherColours : coloursByArtwork[subcategory.artwork]
  const roll = random.next()
  const wanted = roll < 0.5 ? 1 : roll < 0.85 ? 2 : 3
  const chosen = [...palette]
  shuffle(chosen, random)
  return chosen.slice(0, Math.min(wanted, palette.length))
}

function pickSizes(
  category: Category,
  subcategory: Subcategory,
  colourCount: number,
  random: Random,
): string[] {
  const scale = unsizedArtwork.has(subcategory.artwork) ? sizeScales['one-size'] : sizeScales[category.sizes]
  const fit = Math.min(scale.length, Math.floor(MAX_VARIANTS / colourCount))
  if (fit === scale.length) return [...scale]
  // Drop sizes from both ends so the common middle sizes are always offered.
  const centre = Math.floor((scale.length - fit) / 2)
  const start = Math.max(0, Math.min(scale.length - fit, centre + random.int(-1, 1)))
  return scale.slice(start, start + fit)
}

function pickPriceCents(category: Category, random: Random): number {
  const low = Math.floor(category.priceRange[0])
  const high = Math.floor(category.priceRange[1])
  // Log-uniform: most gear sits at the lower end of a range, with a long tail of premium pieces.
  const dollars =
    Math.floor(Math.exp(Math.log(low + 1) + random.next() * (Math.log(high + 1) - Math.log(low + 1)))) - 1
  const whole = Math.min(high, Math.max(low, dollars))
  return whole * 100 + (whole > low && random.chance(0.15) ? 95 : 99)
}

/** The highest .99 price at most `factor` × price, but never less than 15% above it. */
function compareAtCents(priceCents: number, factor: number): number {
  const atMost = Math.floor((priceCents * factor - 99) / 100) * 100 + 99
  const atLeast = Math.ceil((priceCents * 1.15 - 99) / 100) * 100 + 99
  return Math.max(atMost, atLeast)
}

function warrantyChance(category: Category): number {
  return ['helmets', 'jackets', 'boots', 'luggage', 'parts', 'leather-jackets'].includes(category.slug)
    ? 0.3
    : 0.08
}

// ---- Own-API products (slug pages, docs/decisions/0005-data-owners-and-emulator.md) ----

interface OwnProductFamily {
  category: string
  artwork: ArtworkKind
  colours: readonly ArtworkColour[]
  priceRange: readonly [number, number]
  /** The sizes its products come in (ownSizeOverrides aside); none when they are not sized. */
  sizes: readonly string[]
  tags: readonly string[]
  features: readonly string[]
  specifications: (random: Random) => Record<string, string>
  names: readonly string[]
}

const countries = ['USA', 'Mexico', 'Italy', 'Pakistan', 'Portugal'] as const

const ownProductFamilies: readonly OwnProductFamily[] = [
  {
    category: 'leather-jackets',
    artwork: 'jacket',
    colours: ['black', 'brown', 'oxblood'],
    priceRange: [189.99, 549.99],
    sizes: sizeScales['apparel-5xl'],
    tags: ['leather', 'jackets'],
    features: featureSentences['leather-jackets'] ?? [],
    specifications: (r) => ({
      material: r.pick([
        'Full-grain cowhide, 1.2 mm',
        'Naked buffalo leather, 1.3 mm',
        'Drum-dyed cowhide, 1.1 mm',
      ]),
      liningMaterial: r.pick(['Quilted polyester', 'Removable thermal liner', 'Breathable mesh']),
      armorRating: r.pick(['CE Level 1 shoulders and elbows', 'CE Level 2 shoulders, elbows and back']),
      closureType: r.pick(['YKK brass zipper', 'Asymmetric zipper with snap collar']),
      weight: `${(r.int(20, 32) / 10).toFixed(1)} kg`,
      countryOfOrigin: r.pick(countries),
    }),
    names: [
      'Outlaw Leather Jacket',
      "Wildfire Women's Moto Jacket",
      'Renegade Cruiser Jacket',
      'Highwayman Touring Jacket',
      'Sidewinder Racer Jacket',
      'Roadhouse Biker Jacket',
      'Ironclad Armored Leather Jacket',
      'Vagabond Distressed Leather Jacket',
      'Desperado Fringe Jacket',
      'Longrider Buffalo Leather Jacket',
      'Tombstone Vented Leather Jacket',
      'Cannonball Bomber Jacket',
    ],
  },
  {
    category: 'vests',
    artwork: 'vest',
    colours: ['black', 'brown'],
    priceRange: [69.99, 249.99],
    sizes: ['S', 'M', 'L', 'XL', 'XXL', '3XL'],
    tags: ['leather', 'vests'],
    features: featureSentences.vests ?? [],
    specifications: (r) => ({
      material: r.pick(['Top-grain cowhide', 'Premium buffalo leather', 'Heavyweight denim']),
      liningMaterial: r.pick(['Satin', 'Cotton twill', 'Unlined']),
      closureType: r.pick(['Snap front', 'Zip front', 'Hidden snaps']),
      pocketCount: String(r.int(2, 6)),
      countryOfOrigin: r.pick(countries),
    }),
    names: [
      'Roadie Leather Vest',
      'Patch Holder Club Vest',
      'Drifter Concealed Carry Vest',
      'Badlands Braided Vest',
      'Outrider Laced Side Vest',
      'Frontier Denim Vest',
      "Night Owl Women's Leather Vest",
      'Tailgunner Tactical Vest',
    ],
  },
  {
    category: 'chaps',
    artwork: 'chaps',
    colours: ['black', 'brown'],
    priceRange: [99.99, 279.99],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    tags: ['leather', 'chaps'],
    features: featureSentences.chaps ?? [],
    specifications: (r) => ({
      material: r.pick(['Naked cowhide, 1.1 mm', 'Soft buffalo leather', 'Waterproof nylon shell']),
      liningMaterial: r.pick(['Zip-out thermal liner', 'Unlined', 'Quilted polyester']),
      closureType: 'Full-length zips with snap stop',
      weight: `${(r.int(12, 22) / 10).toFixed(1)} kg`,
      countryOfOrigin: r.pick(countries),
    }),
    names: [
      'Prairie Leather Chaps',
      'Canyon Braided Chaps',
      'Mesa Zip-Off Chaps',
      'Sundown Fringe Chaps',
      'Dust Devil Insulated Chaps',
      'Longhaul Rain Chaps',
    ],
  },
  {
    category: 'gloves',
    artwork: 'glove',
    colours: ['black', 'brown', 'orange'],
    priceRange: [24.99, 149.99],
    sizes: sizeScales.gloves,
    tags: ['gloves'],
    features: featureSentences.gloves ?? [],
    specifications: (r) => ({
      material: r.pick(['Goatskin', 'Deerskin', 'Cowhide and stretch textile']),
      palmMaterial: r.pick(['Double-layer leather', 'Gel-padded leather']),
      liningMaterial: r.pick(['Unlined', 'Thinsulate', 'Fleece']),
      armorRating: r.pick(['Hard knuckle protector', 'CE Level 1 knuckles']),
      closureType: r.pick(['Hook-and-loop wrist strap', 'Snap cuff', 'Slip-on']),
      countryOfOrigin: r.pick(countries),
    }),
    names: [
      'Knuckle Guard Riding Gloves',
      'Cold Snap Heated Gloves',
      'Desert Heat Fingerless Gloves',
      'Grip Master Gauntlets',
      'Deerskin Roper Gloves',
      'Stormfront Waterproof Gloves',
      'Short Cuff Summer Gloves',
      "Lady Luck Women's Gloves",
    ],
  },
  {
    category: 'boots',
    artwork: 'boot',
    colours: ['black', 'brown'],
    priceRange: [119.99, 399.99],
    sizes: sizeScales.boots,
    tags: ['boots'],
    features: featureSentences.boots ?? [],
    specifications: (r) => ({
      material: r.pick(['Full-grain leather', 'Oiled leather', 'Waxed cowhide']),
      soleMaterial: r.pick([
        'Oil-resistant rubber lug sole',
        'Vibram-style rubber',
        'Stitched leather midsole',
      ]),
      shaftHeight: `${r.int(8, 13)} in`,
      heelHeight: `${(r.int(10, 20) / 10).toFixed(1)} in`,
      closureType: r.pick(['Side zip', 'Pull-on', 'Lace-up with side zip']),
      waterproof: r.pick(['Yes', 'No']),
      countryOfOrigin: r.pick(countries),
    }),
    names: [
      'Hardtail Harness Boots',
      'Engineer Steel Toe Boots',
      'Crossroads Riding Boots',
      'Blacktop Waterproof Touring Boots',
      'Stomper Lug Sole Boots',
      'Side-Zip Moto Boots',
      "Buckle Up Women's Riding Boots",
      'Sawmill Lace-Up Boots',
    ],
  },
  {
    category: 'whips',
    artwork: 'whip',
    colours: ['black', 'red', 'orange', 'camo'],
    priceRange: [24.99, 89.99],
    sizes: [],
    tags: ['whips'],
    features: featureSentences.whips ?? [],
    specifications: (r) => ({
      material: r.pick(['Braided cowhide', '550 paracord', 'Braided kangaroo leather']),
      length: `${r.pick(['30', '36', '42'])} in`,
      closureType: 'Steel quick-release clip',
      countryOfOrigin: 'USA',
    }),
    names: [
      'Classic Black Get Back Whip',
      'Skull Bead Get Back Whip',
      'Flame Braid Get Back Whip',
      'Camo Paracord Whip',
      'Red Rooster Paracord Whip',
      'Lucky Seven Get Back Whip',
    ],
  },
  {
    category: 'jewelry',
    artwork: 'ring',
    colours: ['chrome', 'black'],
    priceRange: [29.99, 249.99],
    sizes: [],
    tags: ['jewelry'],
    features: featureSentences.jewelry ?? [],
    specifications: (r) => ({
      metal: r.pick(['316L stainless steel', 'Sterling silver', 'Blackened stainless steel']),
      finish: r.pick(['Antiqued', 'High polish', 'Brushed']),
      weight: `${r.int(12, 60)} g`,
      countryOfOrigin: r.pick(countries),
    }),
    names: [
      'Skull Signet Ring',
      'Piston Band Ring',
      'Bar Link Wallet Chain',
      'Spark Plug Pendant',
      'Chain Link Bracelet',
      'Sprocket Ring',
      'Horseshoe Pendant Necklace',
      'Braided Leather Bracelet',
    ],
  },
  {
    category: 'helmets',
    artwork: 'helmet',
    colours: ['black', 'white', 'orange'],
    priceRange: [89.99, 499.99],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    tags: ['helmets'],
    features: featureSentences.helmets ?? [],
    specifications: (r) => ({
      shellMaterial: r.pick(['Fibreglass composite', 'ABS thermoplastic', 'Carbon fibre']),
      certification: r.pick(['DOT FMVSS 218', 'DOT and ECE 22.06']),
      liningMaterial: 'Removable, washable antimicrobial liner',
      closureType: r.pick(['D-ring', 'Quick-release buckle']),
      weight: `${r.int(900, 1650)} g`,
      countryOfOrigin: r.pick(countries),
    }),
    names: [
      'Nightshade Half Helmet',
      'Sidecar Open Face Helmet',
      'Thunderhead Full Face Helmet',
      'Copperhead Modular Helmet',
      'Shorty Beanie Helmet',
      'Vintage Stripe Three-Quarter Helmet',
      'Guardian Bell Skull',
      'Guardian Bell Horseshoe',
    ],
  },
  {
    category: 'luggage',
    artwork: 'bag',
    colours: ['black', 'brown'],
    priceRange: [49.99, 399.99],
    sizes: [],
    tags: ['luggage', 'bags'],
    features: featureSentences.luggage ?? [],
    specifications: (r) => ({
      material: r.pick(['Synthetic leather', 'Ballistic nylon', 'Cowhide']),
      capacity: `${r.int(8, 40)} L`,
      closureType: r.pick(['Quick-release buckles', 'Magnetic flap', 'Roll-top']),
      mounting: r.pick(['Throw-over', 'Sissy bar straps', 'Fork mount']),
      countryOfOrigin: r.pick(countries),
    }),
    names: [
      'Drifter Throw-Over Saddlebags',
      'Longhaul Sissy Bar Bag',
      'Roadside Tool Roll',
      'Magnetic Touring Tank Bag',
    ],
  },
  {
    category: 'apparel',
    artwork: 'hoodie',
    colours: ['black', 'grey'],
    priceRange: [19.99, 79.99],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    tags: ['apparel'],
    features: featureSentences.apparel ?? [],
    specifications: (r) => ({
      material: r.pick(['80% cotton, 20% polyester fleece', '100% ringspun cotton']),
      fit: r.pick(['Regular', 'Relaxed']),
      careInstructions: 'Machine wash cold, tumble dry low',
      countryOfOrigin: 'USA',
    }),
    names: ['Open Road Logo Hoodie', 'Open Road Pocket Tee', 'Open Road Trucker Cap', 'Open Road Bandana'],
  },
]

const ownArtworkOverrides: Record<string, ArtworkKind> = {
  'open-road-pocket-tee': 'shirt',
  'open-road-trucker-cap': 'cap',
  'open-road-bandana': 'cap',
  'guardian-bell-skull': 'bell',
  'guardian-bell-horseshoe': 'bell',
  'bar-link-wallet-chain': 'chain',
  'spark-plug-pendant': 'chain',
  'chain-link-bracelet': 'chain',
  'horseshoe-pendant-necklace': 'chain',
  'braided-leather-bracelet': 'chain',
}
/** Own products sized unlike the rest of their family; an empty list means not sized. */
const ownSizeOverrides: Record<string, readonly string[]> = {
  'wildfire-womens-moto-jacket': ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  'night-owl-womens-leather-vest': ['XS', 'S', 'M', 'L', 'XL'],
  'lady-luck-womens-gloves': ['XS', 'S', 'M', 'L'],
  'buckle-up-womens-riding-boots': ['5', '6', '7', '8', '9', '10'],
  'skull-signet-ring': ['8', '9', '10', '11', '12', '13'],
  'piston-band-ring': ['8', '9', '10', '11', '12', '13'],
  'sprocket-ring': ['8', '9', '10', '11', '12', '13'],
  'guardian-bell-skull': [],
  'guardian-bell-horseshoe': [],
  'open-road-trucker-cap': [],
  'open-road-bandana': [],
}
const featuredOwnSlugs = new Set(['wildfire-womens-moto-jacket', 'cold-snap-heated-gloves'])
/** The slug product page shows 'No specifications available.' for these. */
const ownSlugsWithoutSpecifications = new Set([
  'lucky-seven-get-back-whip',
  'horseshoe-pendant-necklace',
  'guardian-bell-horseshoe',
  'open-road-bandana',
])
/** Own-API artwork numbers start here, clear of storefront product images at any allowed scale. */
const OWN_IMAGE_BASE = 9_000_000

/** The shop's own slug-based products; fixed, whatever the catalogue scale. */
export function generateOwnProducts(): OwnProductRow[] {
  let id = 0
  return ownProductFamilies.flatMap((family) =>
    family.names.map((name, indexInFamily) => {
      id += 1
      const random = createRandom(hashInts(SEED ^ 0x5a5a, id))
      const slug = slugify(name)
      const artwork = ownArtworkOverrides[slug] ?? family.artwork
      const low = Math.floor(family.priceRange[0])
      const high = Math.floor(family.priceRange[1])
      const priceCents = random.int(low, high) * 100 + 99
      const compareAt = random.chance(0.35) ? compareAtCents(priceCents, 1.15 + random.next() * 0.25) : null
      const imageCount = random.int(1, MAX_IMAGES)
      const firstColour = random.int(0, family.colours.length - 1)
      const imageColours = Array.from({ length: imageCount }, (_, i) =>
        at(family.colours, (firstColour + i) % family.colours.length),
      )
      const images = imageColours.map((colour, i) =>
        artworkPath(artwork, colour, OWN_IMAGE_BASE + id * 10 + i),
      )
      const featured = indexInFamily === 0 || featuredOwnSlugs.has(slug)
      const specifications = family.specifications(random)
      const description = [
        `The ${name} is one of our own: designed in ${shopIdentity.city} and tested on ${shopIdentity.state} back roads.`,
        random.pick(family.features),
        random.pick(closingSentences),
      ].join(' ')
      return {
        id,
        slug,
        name,
        description,
        category: family.category,
        price: money(priceCents),
        compareAtPrice: compareAt === null ? null : money(compareAt),
        images,
        tags: unique([
          ...family.tags,
          ...(featured ? ['featured'] : []),
          ...(random.chance(0.2) ? ['new'] : []),
          ...(random.chance(0.3) ? ['bestseller'] : []),
        ]),
        specifications: ownSlugsWithoutSpecifications.has(slug) ? {} : specifications,
        sizes: [...(ownSizeOverrides[slug] ?? family.sizes)],
        // The colourways its pictures show, each once.
        colors: unique(imageColours.map(colourLabel)),
        featured,
        createdAt: new Date(SEED_BASE_DATE.getTime() - id * 5 * DAY_MS),
      }
    }),
  )
}

/** The own-label products' reviews, each product's from a random stream of its own. */
export function generateOwnProductReviews(ownProducts: readonly OwnProductRow[]): SeedReviewRow[] {
  return ownProducts.flatMap((product) =>
    generateReviews(
      ownProductRef(product.slug),
      createRandom(hashInts(SEED ^ OWN_REVIEWS_SALT, product.id)),
      SEED_BASE_DATE,
    ),
  )
}

// ---- Small deterministic helpers ----

export interface Random {
  next(): number
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
}

/** mulberry32: tiny, fast and good enough for believable test data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => at(items, Math.floor(next() * items.length)),
  }
}

export function hashInts(a: number, b: number): number {
  let h = Math.imul((a ^ 0x9e3779b9) >>> 0, 0x85ebca6b) ^ b
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d)
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b)
  return (h ^ (h >>> 16)) >>> 0
}

function shuffle(items: { length: number; [index: number]: unknown }, random: Random): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1))
    const swap = items[i]
    items[i] = items[j]
    items[j] = swap
  }
}

/** A random permutation of 1…n. */
function shuffledRanks(n: number, random: Random): Int32Array {
  const ranks = new Int32Array(n)
  for (let i = 0; i < n; i++) ranks[i] = i + 1
  shuffle(ranks, random)
  return ranks
}

export function at<T>(items: ArrayLike<T>, index: number): T {
  const item = items[index]
  if (item === undefined) throw new RangeError(`Index ${index} is out of range`)
  return item
}

function firstOf<T>(items: readonly T[]): T {
  return at(items, 0)
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items)]
}

export function money(cents: number): string {
  return (cents / 100).toFixed(2)
}

function cents(amount: string): number {
  return Math.round(Number(amount) * 100)
}

export function colourLabel(colour: ArtworkColour): string {
  return colour.charAt(0).toUpperCase() + colour.slice(1)
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

function initials(vendor: string): string {
  return vendor
    .split(/\s+/)
    .filter((word) => /^[a-z]/i.test(word))
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}

function skuPart(size: string): string {
  return size === 'One Size' ? 'OS' : size
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
