/**
 * The test store's catalogue: about a hundred made-up products of brands the main seed never uses,
 * priced in EUR, with Shopify-style ids. Built once from a fixed seed, so every run sees the same shop.
 */
import { createRandom, type Random } from '../../../src/server/seed/catalogue'

export interface TestSelectedOption {
  name: string
  value: string
}

export interface TestVariant {
  __typename: 'ProductVariant'
  /** `gid://shopify/ProductVariant/…` */
  id: string
  numericId: number
  productId: string
  title: string
  sku: string
  priceCents: number
  compareAtPriceCents: number | null
  quantityAvailable: number
  availableForSale: boolean
  /** Sold on backorder: nothing on hand, still for sale. */
  currentlyNotInStock: boolean
  selectedOptions: readonly TestSelectedOption[]
  /** Index into the product's images, or null when the merchant gave the variant none. */
  imageIndex: number | null
}

export interface TestImage {
  /** `gid://shopify/ProductImage/…` */
  id: string
  /** The file under `/cdn/shop/files/`. */
  fileName: string
  altText: string | null
  width: number
  height: number
  /** What the served SVG shows. */
  background: string
  initials: string
  caption: string
}

export interface TestProductOption {
  id: string
  name: string
  values: readonly string[]
}

export interface TestRating {
  /** One decimal, e.g. "4.5". */
  value: string
  count: number
  ratingMetafieldId: string
  countMetafieldId: string
}

export interface TestProduct {
  __typename: 'Product'
  /** `gid://shopify/Product/…` */
  id: string
  numericId: number
  handle: string
  title: string
  description: string
  descriptionHtml: string
  vendor: string
  productType: string
  /** Sorted, as Shopify returns them. */
  tags: readonly string[]
  /** The app's category slug the product belongs to (also one of its tags). */
  category: string
  createdAt: string
  updatedAt: string
  publishedAt: string
  /** 1 = best selling. */
  salesRank: number
  imageList: readonly TestImage[]
  variantList: readonly TestVariant[]
  optionList: readonly TestProductOption[]
  rating: TestRating | null
}

export interface TestCollection {
  __typename: 'Collection'
  id: string
  numericId: number
  handle: string
  title: string
  description: string
  updatedAt: string
  /** In the collection's own (manual) order. */
  productList: readonly TestProduct[]
}

export interface TestCatalogue {
  products: readonly TestProduct[]
  collections: readonly TestCollection[]
  productByHandle: ReadonlyMap<string, TestProduct>
  /** Products, variants and collections by gid, for `node`/`nodes`. */
  nodeById: ReadonlyMap<string, TestProduct | TestVariant | TestCollection>
  imageByFileName: ReadonlyMap<string, TestImage>
}

type Gender = 'mens' | 'womens' | 'unisex'

interface CategorySpec {
  slug: string
  name: string
  description: string
  vendors: readonly string[]
  /** Tags every product of the category carries besides its slug. */
  tags?: readonly string[]
  sizes: readonly string[] | null
  colours: readonly string[]
  /** Whole euros. */
  price: readonly [number, number]
  landscape?: boolean
  lines: readonly LineSpec[]
}

/** A product type within a category; its slug and tags are what the app's tabs and filters ask for. */
interface LineSpec {
  slug: string
  productType: string
  gender: Gender
  nouns: readonly string[]
  tags?: readonly string[]
  count: number
  /** Overrides the category's: bells and accessories come in one size. */
  sizes?: readonly string[] | null
  price?: readonly [number, number]
}

const HELMET_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const
const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'] as const
const GLOVE_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const
const BOOT_SIZES = ['7', '8', '9', '10', '11', '12', '13'] as const

type LineExtras = Pick<LineSpec, 'tags' | 'sizes' | 'price'>

/** A line of one gender; gendered product types read "Men's …" / "Women's …", as the app's do. */
function line(
  gender: Gender,
  slug: string,
  label: string,
  nouns: readonly string[],
  count: number,
  extras: LineExtras = {},
): LineSpec {
  const prefix = gender === 'mens' ? "Men's " : gender === 'womens' ? "Women's " : ''
  return { slug, productType: `${prefix}${label}`, gender, nouns, count, ...extras }
}

/** Product types, tags and size tags follow the app's categories so its listings find these products. */
const categorySpecs: readonly CategorySpec[] = [
  {
    slug: 'helmets',
    name: 'Helmets',
    description: 'ECE 22.06 lids for the long way north.',
    vendors: ['Nordkap', 'Ridgeback Moto', 'Valtellina Moto', 'Fjordline'],
    sizes: HELMET_SIZES,
    colours: ['Matt Black', 'Gloss White', 'Nardo Grey', 'Signal Orange', 'Glacier Blue'],
    price: [179, 899],
    lines: [
      line('unisex', 'full-face', 'Full Face Helmets', ['Full Face Helmet'], 18, { tags: ['full-face'] }),
      line('unisex', 'modular', 'Modular Helmets', ['Modular Helmet', 'Flip-Up Helmet'], 12, {
        tags: ['modular'],
      }),
      line('unisex', 'half', 'Half Helmets', ['Half Helmet', 'Shorty Helmet'], 10, {
        tags: ['half'],
        price: [89, 259],
      }),
      line('unisex', 'open-face', 'Open Face Helmets', ['Open Face Helmet', 'Jet Helmet'], 10, {
        tags: ['open-face'],
        price: [129, 449],
      }),
      line('unisex', 'dual-sport', 'Dual Sport Helmets', ['Dual Sport Helmet', 'Adventure Helmet'], 8, {
        tags: ['dual-sport'],
      }),
      line('unisex', 'bells', 'Guardian Bells', ['Guardian Bell'], 3, {
        tags: ['bells'],
        sizes: null,
        price: [19, 35],
      }),
      line(
        'unisex',
        'helmet-accessories',
        'Helmet Accessories',
        ['Pinlock Visor', 'Helmet Liner', 'Chin Curtain'],
        3,
        {
          sizes: null,
          price: [24, 69],
        },
      ),
    ],
  },
  {
    slug: 'jackets',
    name: 'Jackets',
    description: 'Textile, mesh and rain jackets for four seasons in one day.',
    vendors: ['Nordkap', 'Alpenpass', 'Fjordline'],
    sizes: APPAREL_SIZES,
    colours: ['Black', 'Graphite', 'Hi-Vis Yellow', 'Olive'],
    price: [189, 749],
    lines: [
      line('mens', 'textile-jackets', 'Textile Jackets', ['Touring Jacket'], 2, { tags: ['textile'] }),
      line('womens', 'textile-jackets', 'Textile Jackets', ['Touring Jacket'], 2, { tags: ['textile'] }),
      line('mens', 'mesh-jackets', 'Mesh Jackets', ['Mesh Jacket'], 1, { tags: ['mesh'] }),
      line('mens', 'rain-jackets', 'Rain Jackets', ['Storm Shell'], 1, { tags: ['rain'] }),
      line('womens', 'rain-jackets', 'Rain Jackets', ['Storm Shell'], 1, { tags: ['rain'] }),
      line('mens', 'armored-hoodies', 'Armored Hoodies', ['Armored Hoodie'], 2, {
        tags: ['armored'],
        price: [129, 219],
      }),
    ],
  },
  {
    slug: 'leather-jackets',
    name: 'Leather Jackets',
    description: 'Cowhide jackets with CE level 2 armour.',
    vendors: ['Ridgeback Moto', 'Brennero Leather'],
    tags: ['leather'],
    sizes: APPAREL_SIZES,
    colours: ['Black', 'Brown'],
    price: [349, 899],
    lines: [
      line('mens', 'mens-leather-jackets', 'Leather Jackets', ['Leather Jacket', 'Cafe Racer Jacket'], 4),
      line('womens', 'womens-leather-jackets', 'Leather Jackets', ['Leather Jacket'], 2),
    ],
  },
  {
    slug: 'vests',
    name: 'Vests',
    description: 'Leather, denim and tactical vests.',
    vendors: ['Brennero Leather', 'Ridgeback Moto'],
    sizes: APPAREL_SIZES,
    colours: ['Black', 'Brown'],
    price: [99, 299],
    lines: [
      line('mens', 'leather-vests', 'Leather Vests', ['Leather Vest'], 2, { tags: ['leather'] }),
      line('womens', 'leather-vests', 'Leather Vests', ['Leather Vest'], 1, { tags: ['leather'] }),
      line('mens', 'denim-vests', 'Denim Vests', ['Denim Vest'], 1, { tags: ['denim'] }),
      line('mens', 'tactical-vests', 'Tactical Vests', ['Tactical Vest'], 1, { tags: ['tactical'] }),
    ],
  },
  {
    slug: 'boots',
    name: 'Boots',
    description: 'Waterproof touring and riding boots.',
    vendors: ['Alpenpass', 'Brennero Leather', 'Nordkap'],
    sizes: BOOT_SIZES,
    colours: ['Black', 'Brown'],
    price: [149, 549],
    lines: [
      line('mens', 'riding-boots', 'Riding Boots', ['Riding Boot'], 2, { tags: ['riding'] }),
      line('womens', 'riding-boots', 'Riding Boots', ['Riding Boot'], 1, { tags: ['riding'] }),
      line('mens', 'touring-boots', 'Touring Boots', ['Touring Boot'], 2, { tags: ['touring'] }),
      line('womens', 'touring-boots', 'Touring Boots', ['Touring Boot'], 1, { tags: ['touring'] }),
      line('mens', 'engineer-boots', 'Engineer Boots', ['Engineer Boot'], 1, { tags: ['engineer'] }),
      line('womens', 'harness-boots', 'Harness Boots', ['Harness Boot'], 1, { tags: ['harness'] }),
    ],
  },
  {
    slug: 'gloves',
    name: 'Gloves',
    description: 'Summer, winter and gauntlet gloves.',
    vendors: ['Nordkap', 'Alpenpass', 'Ridgeback Moto'],
    sizes: GLOVE_SIZES,
    colours: ['Black', 'Brown', 'Graphite'],
    price: [39, 229],
    lines: [
      line('mens', 'leather-gloves', 'Leather Gloves', ['Leather Gloves'], 2, { tags: ['leather'] }),
      line('womens', 'leather-gloves', 'Leather Gloves', ['Leather Gloves'], 1, { tags: ['leather'] }),
      line('mens', 'gauntlets', 'Gauntlets', ['Gauntlet Gloves'], 1, { tags: ['gauntlet'] }),
      line('mens', 'winter-gloves', 'Winter Gloves', ['Heated Gloves', 'Winter Gloves'], 2, {
        tags: ['winter'],
      }),
      line('mens', 'fingerless-gloves', 'Fingerless Gloves', ['Fingerless Gloves'], 1, {
        tags: ['fingerless'],
      }),
      line('womens', 'fingerless-gloves', 'Fingerless Gloves', ['Fingerless Gloves'], 1, {
        tags: ['fingerless'],
      }),
    ],
  },
  {
    slug: 'luggage',
    name: 'Luggage',
    description: 'Tank bags, saddlebags and hard cases.',
    vendors: ['Fjordline', 'Valtellina Moto'],
    sizes: null,
    colours: ['Black', 'Olive', 'Sand'],
    price: [49, 599],
    landscape: true,
    lines: [
      line('unisex', 'saddlebags', 'Saddlebags', ['Saddlebags'], 2, { tags: ['bags'] }),
      line('unisex', 'tank-bags', 'Tank Bags', ['Tank Bag', 'Magnetic Tank Bag'], 2, { tags: ['bags'] }),
      line('unisex', 'tool-rolls', 'Tool Rolls', ['Tool Roll'], 1, { tags: ['storage'] }),
      line('unisex', 'hard-cases', 'Hard Cases', ['Top Case'], 1, { tags: ['storage'] }),
    ],
  },
  {
    slug: 'chaps',
    name: 'Chaps',
    description: 'Leather and rain chaps.',
    vendors: ['Brennero Leather'],
    tags: ['leather'],
    sizes: GLOVE_SIZES,
    colours: ['Black'],
    price: [119, 329],
    lines: [
      line('unisex', 'leather-chaps', 'Leather Chaps', ['Leather Chaps'], 3),
      line('unisex', 'rain-chaps', 'Rain Chaps', ['Rain Chaps'], 1),
    ],
  },
]

/** Alpine passes and Norwegian coast: no name the main seed uses. */
const MODELS = [
  'Lofoten',
  'Senja',
  'Varanger',
  'Hardanger',
  'Jotun',
  'Trollstigen',
  'Stelvio',
  'Furka',
  'Gotthard',
  'Pordoi',
  'Bernina',
  'Albula',
  'Sella',
  'Grimsel',
  'Susten',
  'Nufenen',
  'Gavia',
  'Mortirolo',
  'Tonale',
  'Falzarego',
  'Giau',
  'Geiranger',
  'Dovrefjell',
  'Rondane',
  'Kjerag',
  'Vesteralen',
  'Saltfjell',
  'Hurtigruten',
  'Flexen',
  'Silvretta',
] as const

const COLOUR_HEX: Record<string, string> = {
  'Matt Black': '#1f1f1f',
  'Gloss White': '#ecebe6',
  'Nardo Grey': '#8a8d8f',
  'Signal Orange': '#e8641b',
  'Glacier Blue': '#5b8fb9',
  Black: '#222222',
  Graphite: '#3b3f45',
  'Hi-Vis Yellow': '#d8e021',
  Olive: '#6b6b3a',
  Brown: '#6b4226',
  Sand: '#c8b48a',
}

/** Background of products that come in one colour, by category. */
const CATEGORY_HEX: Record<string, string> = {
  helmets: '#2f4858',
  luggage: '#55433a',
}

const VENDOR_CODES: Record<string, string> = {
  Nordkap: 'NK',
  'Ridgeback Moto': 'RBM',
  'Valtellina Moto': 'VTM',
  Fjordline: 'FJL',
  Alpenpass: 'ALP',
  'Brennero Leather': 'BRL',
}

/** Every date is relative to this, so nothing depends on the clock. */
const CATALOGUE_DATE = Date.UTC(2026, 9, 31, 9, 0, 0)
const DAY_MS = 86_400_000
const CREATED_SPREAD_DAYS = 1_400
const SEED = 0x4e4b5453

const BASE_PRODUCT_ID = 8_123_456_789_012
const BASE_VARIANT_ID = 44_012_345_678_901
const BASE_IMAGE_ID = 31_234_567_890_123
const BASE_METAFIELD_ID = 25_678_901_234_567
const BASE_OPTION_ID = 10_234_567_890_123
const BASE_COLLECTION_ID = 421_234_567_890
const IMAGE_SIZE = 1200
const LANDSCAPE_HEIGHT = 900
const MAX_VARIANTS = 6
const BESTSELLER_COUNT = 10
const NEW_COUNT = 8
/** One product in this many is sold out in every variant. */
const SOLD_OUT_EVERY = 13
const BACKORDER_EVERY = 29
const PLUS_SIZE_SURCHARGE_CENTS = 1_000

/** Shopify derives handles this way: lower case, apostrophes dropped, other runs of symbols to "-". */
export function handleFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Prices end the way shops price: 249.0, 89.95, 129.9, 34.99, 59.5. */
function shopPriceCents(random: Random, [min, max]: readonly [number, number]): number {
  const euros = random.int(min, max)
  return euros * 100 + random.pick([0, 0, 95, 90, 99, 50])
}

/** Fisher–Yates: a comparator that answers at random would depend on the engine's sort. */
function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  return copy
}

function dateText(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

function initialsOf(...words: string[]): string {
  return words
    .map((word) => word.trim()[0] ?? '')
    .join('')
    .toUpperCase()
}

interface Draft {
  spec: CategorySpec
  line: LineSpec
  title: string
  vendor: string
  model: string
  noun: string
  createdAtMs: number
  soldOut: boolean
  backorder: boolean
}

function draftProducts(random: Random): Draft[] {
  const drafts: Draft[] = []
  let modelCursor = 0
  for (const spec of categorySpecs) {
    for (const [lineIndex, line] of spec.lines.entries()) {
      for (let i = 0; i < line.count; i++) {
        // A step coprime with the list length walks through every model before repeating one.
        const model = MODELS[(modelCursor + i * 7) % MODELS.length] as string
        const vendor = spec.vendors[(i + lineIndex) % spec.vendors.length] as string
        const noun = line.nouns[i % line.nouns.length] as string
        const gender = line.gender === 'womens' ? "Women's " : ''
        const index = drafts.length
        drafts.push({
          spec,
          line,
          title: `${vendor} ${gender}${model} ${noun}`,
          vendor,
          model,
          noun,
          createdAtMs:
            CATALOGUE_DATE - random.int(1, CREATED_SPREAD_DAYS) * DAY_MS - random.int(0, 86_399) * 1000,
          soldOut: index % SOLD_OUT_EVERY === 5,
          backorder: index % BACKORDER_EVERY === 11,
        })
      }
      modelCursor += 3
    }
  }
  return drafts
}

function describeProduct(draft: Draft, random: Random): { description: string; descriptionHtml: string } {
  const name = `${draft.model} ${draft.noun}`
  const opener = random.pick([
    `The ${name} is what ${draft.vendor} riders take over the ${draft.model} and beyond.`,
    `${draft.vendor} built the ${name} for cold mornings, wet passes and long days in the saddle.`,
    `Named after the ${draft.model}, the ${name} is made for riding all year round.`,
  ])
  const detail = random.pick([
    'Every seam is taped and every buckle works with winter gloves.',
    'Tested in the rain at the Nordkapp and in the heat of the Dolomites.',
    'Light, quiet and made to last for many seasons.',
  ])
  const care = random.pick([
    'Wipe clean with a damp cloth.',
    'Two-year warranty from the maker.',
    'Ships from our warehouse in Innsbruck.',
  ])
  return {
    description: `${opener} ${detail} ${care}`,
    descriptionHtml: `<p>${opener}</p><p><strong>${detail}</strong></p><ul><li>${care}</li></ul>`,
  }
}

function buildVariants(
  draft: Draft,
  productId: string,
  rank: number,
  random: Random,
): { variants: TestVariant[]; options: TestProductOption[]; colours: string[] } {
  const sizeScale = draft.line.sizes === undefined ? draft.spec.sizes : draft.line.sizes
  const isOneSize = sizeScale === null
  const colourCount = Math.min(draft.spec.colours.length, random.pick(isOneSize ? [0, 2] : [1, 1, 2]))
  const colours: string[] = []
  while (colours.length < colourCount) {
    const colour = random.pick(draft.spec.colours)
    if (!colours.includes(colour)) colours.push(colour)
  }
  const showColour = colours.length > 1 || (colours.length === 1 && random.chance(0.4))
  const maxSizes = Math.min(colours.length > 1 ? 3 : MAX_VARIANTS, sizeScale?.length ?? 1)
  const sizeCount = isOneSize ? 0 : random.int(1, maxSizes)
  const sizeStart = sizeScale ? random.int(0, sizeScale.length - sizeCount) : 0
  const sizes = sizeScale ? sizeScale.slice(sizeStart, sizeStart + sizeCount) : []

  const options: TestProductOption[] = []
  const optionId = (k: number) => `gid://shopify/ProductOption/${BASE_OPTION_ID + rank * 10 + k}`
  if (sizes.length > 0) options.push({ id: optionId(0), name: 'Size', values: sizes })
  if (showColour) options.push({ id: optionId(1), name: 'Color', values: colours })
  // A product without options has one variant, "Default Title", as at Shopify.
  if (options.length === 0) options.push({ id: optionId(2), name: 'Title', values: ['Default Title'] })

  const basePrice = shopPriceCents(random, draft.line.price ?? draft.spec.price)
  const plusSurcharge = random.chance(0.4)
  const markdown = random.chance(0.25) ? random.pick([0.15, 0.2, 0.3]) : 0
  const combos: TestSelectedOption[][] =
    sizes.length === 0
      ? showColour
        ? colours.map((colour) => [{ name: 'Color', value: colour }])
        : [[{ name: 'Title', value: 'Default Title' }]]
      : sizes.flatMap((size) =>
          showColour
            ? colours.map((colour) => [
                { name: 'Size', value: size },
                { name: 'Color', value: colour },
              ])
            : [[{ name: 'Size', value: size }]],
        )
  const code = VENDOR_CODES[draft.vendor] ?? 'XX'
  const variants = combos.map((selectedOptions, k): TestVariant => {
    const numericId = BASE_VARIANT_ID + rank * 1_000 + k * 7
    const size = selectedOptions.find((o) => o.name === 'Size')?.value
    const colour = selectedOptions.find((o) => o.name === 'Color')?.value
    const priceCents =
      basePrice + (plusSurcharge && (size === 'XXL' || size === '3XL') ? PLUS_SIZE_SURCHARGE_CENTS : 0)
    const compareAtPriceCents =
      markdown > 0 ? Math.round((priceCents * (1 + markdown)) / 100) * 100 + 95 : null
    const soldOutVariant = draft.soldOut || random.chance(0.15)
    const backorder = draft.backorder && !draft.soldOut && k === 0
    const quantityAvailable = soldOutVariant || backorder ? 0 : random.int(1, 24)
    return {
      __typename: 'ProductVariant',
      id: `gid://shopify/ProductVariant/${numericId}`,
      numericId,
      productId,
      title: selectedOptions.map((o) => o.value).join(' / '),
      sku: [
        code,
        draft.model.slice(0, 3).toUpperCase(),
        String(rank + 100),
        size,
        colour && initialsOf(...colour.split(/[\s-]+/)),
      ]
        .filter(Boolean)
        .join('-'),
      priceCents,
      compareAtPriceCents,
      quantityAvailable,
      availableForSale: backorder || !soldOutVariant,
      currentlyNotInStock: backorder,
      selectedOptions,
      imageIndex: colour ? colours.indexOf(colour) : null,
    }
  })
  return { variants, options, colours: showColour ? colours : [] }
}

function buildImages(
  draft: Draft,
  handle: string,
  rank: number,
  colours: string[],
  random: Random,
): TestImage[] {
  const height = draft.spec.landscape ? LANDSCAPE_HEIGHT : IMAGE_SIZE
  const plain = CATEGORY_HEX[draft.spec.slug] ?? '#4a4e69'
  const shots =
    colours.length > 0
      ? [
          ...colours.map((colour) => ({ colour, hex: COLOUR_HEX[colour] ?? plain })),
          ...(random.chance(0.3) ? [{ colour: null, hex: plain }] : []),
        ]
      : Array.from({ length: random.int(1, 3) }, (_, k) => ({
          colour: null,
          hex: k === 0 ? plain : '#6c757d',
        }))
  return shots.map((shot, k) => ({
    id: `gid://shopify/ProductImage/${BASE_IMAGE_ID + rank * 100 + k}`,
    fileName: `${handle}-${k + 1}.svg`,
    // Merchants often leave detail shots without alt text; Shopify then answers null.
    altText: k === 0 ? draft.title : shot.colour ? `${draft.title} in ${shot.colour}` : null,
    width: IMAGE_SIZE,
    height,
    background: shot.hex,
    initials: initialsOf(draft.vendor, draft.model),
    caption: shot.colour ? `${draft.model} · ${shot.colour}` : draft.model,
  }))
}

function buildCatalogue(): TestCatalogue {
  const random = createRandom(SEED)
  const drafts = draftProducts(random)
  // Shopify numbers products as they are created, so ids ascend with createdAt.
  const byCreation = [...drafts].sort((a, b) => a.createdAtMs - b.createdAtMs)
  const salesOrder = shuffle(drafts, random)
  const handles = new Set<string>()

  const products = byCreation.map((draft, rank): TestProduct => {
    const numericId = BASE_PRODUCT_ID + rank * 1_009 + random.int(0, 900)
    const id = `gid://shopify/Product/${numericId}`
    const handle = handleFromTitle(draft.title)
    if (handles.has(handle)) throw new Error(`The test catalogue has two products titled ${draft.title}`)
    handles.add(handle)
    const { variants, options, colours } = buildVariants(draft, id, rank, random)
    const imageList = buildImages(draft, handle, rank, colours, random)
    const salesRank = salesOrder.indexOf(draft) + 1
    const newRank = byCreation.length - rank
    const markedDown = variants.some((v) => v.compareAtPriceCents !== null)
    const sizeTags = options
      .filter((option) => option.name === 'Size')
      .flatMap((option) => option.values.map((size) => `size-${size.toLowerCase()}`))
    const tags = [
      draft.spec.slug,
      draft.line.slug,
      draft.line.gender,
      ...(draft.spec.tags ?? []),
      ...(draft.line.tags ?? []),
      ...sizeTags,
      ...(markedDown ? ['sale'] : []),
      ...(salesRank <= BESTSELLER_COUNT ? ['bestseller'] : []),
      ...(newRank <= NEW_COUNT ? ['new'] : []),
      ...(salesRank % 8 === 3 || salesRank === 1 ? ['featured'] : []),
    ]
    const rating = random.chance(0.6)
      ? {
          value: (3 + random.int(0, 20) / 10).toFixed(1),
          count: random.int(1, 240),
          ratingMetafieldId: `gid://shopify/Metafield/${BASE_METAFIELD_ID + rank * 2}`,
          countMetafieldId: `gid://shopify/Metafield/${BASE_METAFIELD_ID + rank * 2 + 1}`,
        }
      : null
    const updatedAtMs = Math.min(CATALOGUE_DATE, draft.createdAtMs + random.int(0, 200) * DAY_MS)
    return {
      __typename: 'Product',
      id,
      numericId,
      handle,
      title: draft.title,
      ...describeProduct(draft, random),
      vendor: draft.vendor,
      productType: draft.line.productType,
      tags: [...new Set(tags)].sort(),
      category: draft.spec.slug,
      createdAt: dateText(draft.createdAtMs),
      updatedAt: dateText(updatedAtMs),
      publishedAt: dateText(draft.createdAtMs + 3_600_000),
      salesRank,
      imageList,
      variantList: variants,
      optionList: options,
      rating,
    }
  })

  const collections = buildCollections(products)
  const nodeById = new Map<string, TestProduct | TestVariant | TestCollection>()
  const imageByFileName = new Map<string, TestImage>()
  for (const product of products) {
    nodeById.set(product.id, product)
    for (const variant of product.variantList) nodeById.set(variant.id, variant)
    for (const image of product.imageList) imageByFileName.set(image.fileName, image)
  }
  for (const collection of collections) nodeById.set(collection.id, collection)
  return {
    products,
    collections,
    productByHandle: new Map(products.map((p) => [p.handle, p])),
    nodeById,
    imageByFileName,
  }
}

function buildCollections(products: readonly TestProduct[]): TestCollection[] {
  const bySales = [...products].sort((a, b) => a.salesRank - b.salesRank)
  const groups = [
    ...categorySpecs.map((spec) => ({
      handle: spec.slug,
      title: spec.name,
      description: spec.description,
      members: bySales.filter((p) => p.category === spec.slug),
    })),
    {
      handle: 'featured',
      title: 'Featured',
      description: 'Picked by the crew for this season.',
      members: bySales.filter((p) => p.tags.includes('featured')),
    },
    {
      handle: 'sale',
      title: 'Sale',
      description: 'Marked down while stock lasts.',
      members: bySales.filter((p) => p.tags.includes('sale')),
    },
  ]
  return groups.map((group, index) => {
    const numericId = BASE_COLLECTION_ID + index * 97
    return {
      __typename: 'Collection',
      id: `gid://shopify/Collection/${numericId}`,
      numericId,
      handle: group.handle,
      title: group.title,
      description: group.description,
      updatedAt: dateText(CATALOGUE_DATE),
      productList: group.members,
    }
  })
}

/** The one catalogue every test store serves; it is never changed. */
export const testCatalogue: TestCatalogue = buildCatalogue()

/** The image a variant shows, or null. */
export function variantImage(product: TestProduct, variant: TestVariant): TestImage | null {
  return variant.imageIndex === null ? null : (product.imageList[variant.imageIndex] ?? null)
}

/** The lowest variant price, as the PRICE sort and price filters read it. */
export function minPriceCents(product: TestProduct): number {
  return Math.min(...product.variantList.map((v) => v.priceCents))
}
